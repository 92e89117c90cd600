// What the Google and Line providers share: their OAuth 2.0 token endpoints answer alike.
import { z } from 'zod';

/** Seconds of clock difference accepted on an ID token's times. */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** The token endpoint's answer, of which only the ID token is used. */
export const tokenAnswerSchema = z.object({ id_token: z.string().min(1) });

/**
 * An OAuth error code as the provider sends it (invalid_grant, invalid_request…) for an error message, or
 * nothing: never the provider's free text, which may repeat what was sent.
 */
export async function oauthError(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && /^[a-z_]{1,64}$/.test(body.error) ? ` (${body.error})` : '';
  } catch {
    return '';
  }
}
