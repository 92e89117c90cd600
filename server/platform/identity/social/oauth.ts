// What the Google and Line providers share: their OAuth 2.0 endpoints take forms and answer alike.
import { z } from 'zod';
import { fetchJson, HttpError } from '../../http/outbound';
import { SocialLoginError, type SocialProvider } from '../providers';

/** Seconds of clock difference accepted on an ID token's times. */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** The token endpoint's answer, of which only the ID token is used. */
export const tokenAnswerSchema = z.object({ id_token: z.string().min(1) });

/**
 * An OAuth error code as the provider sends it (invalid_grant, invalid_request…) for an error message, or
 * nothing: never the provider's free text, which may repeat what was sent.
 */
function oauthError(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && /^[a-z_]{1,64}$/.test(error) ? ` (${error})` : '';
}

/** How a provider's endpoint refuses what it was sent (a code, an ID token): these statuses, this reason. */
export interface Refusal {
  statuses: (status: number) => boolean;
  /** "the code was refused" */
  words: string;
  reason: 'invalid_code' | 'invalid_token';
}

/**
 * POSTs a form to a provider's `what` endpoint and answers its JSON. A refusal (see Refusal) is its reason;
 * any other failure — no answer, another status, a body that is not JSON — is `unavailable`.
 */
export async function postOAuthForm(
  provider: SocialProvider['provider'],
  what: string,
  url: string,
  form: Record<string, string>,
  options: { timeoutMs: number; fetch?: typeof fetch; refusal: Refusal },
): Promise<unknown> {
  try {
    const answer = await fetchJson(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form),
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
    return answer.body;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { refusal } = options;
    if (error.failure === 'status' && refusal.statuses(error.status!)) {
      throw new SocialLoginError(`${provider}: ${refusal.words}${oauthError(error.body)}`, refusal.reason);
    }
    const words = error.failure === 'not_json' ? 'answered malformed JSON' : error.message;
    const detail = error.failure === 'status' ? oauthError(error.body) : '';
    throw new SocialLoginError(`${provider}: the ${what} endpoint ${words}${detail}`, 'unavailable');
  }
}

/** The token endpoint refuses a code with 400. */
export const CODE_REFUSED: Refusal = {
  statuses: (status) => status === 400,
  words: 'the code was refused',
  reason: 'invalid_code',
};
