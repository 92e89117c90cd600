// LINE Login v2.1 (OpenID Connect, authorization code flow). The browser is sent to `authorizeUrl`, comes
// back with a code, and the server exchanges it and has LINE verify the ID token — LINE's documented way
// (its ID tokens are HS256-signed with the channel secret or ES256; the verify endpoint checks either, with
// the nonce). Tests answer it with msw.
//
//   POST https://api.line.me/oauth2/v2.1/token    form: grant_type=authorization_code, code, redirect_uri,
//                                                       client_id, client_secret
//   POST https://api.line.me/oauth2/v2.1/verify   form: id_token, client_id, nonce (when given)
//
// Failures throw SocialLoginError: invalid_code (the token endpoint refused the code with 400),
// invalid_token (LINE refused the ID token, or its answer does not name us), unavailable (network,
// timeout, 5xx). Messages never hold the channel secret, the code or the tokens.
import { z } from 'zod';
import { SocialLoginError, type SocialIdentity, type SocialProvider } from '../providers';
import { CLOCK_TOLERANCE_SECONDS, oauthError, tokenAnswerSchema } from './oauth';

export interface LineProviderOptions {
  channelId: string;
  channelSecret: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** per request to LINE; default 5 s */
  timeoutMs?: number;
}

export const LINE_TOKEN_URL = 'https://api.line.me/oauth2/v2.1/token';
export const LINE_VERIFY_URL = 'https://api.line.me/oauth2/v2.1/verify';
export const LINE_AUTHORIZE_URL = 'https://access.line.me/oauth2/v2.1/authorize';
export const LINE_ISSUER = 'https://access.line.me';

const verifiedSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  // LINE answers the channel id as a string (its SDK types once said number)
  aud: z.union([z.string(), z.number()]).transform(String),
  exp: z.number(),
  nonce: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});

export function createLineProvider(options: LineProviderOptions): SocialProvider {
  if (!options.channelId || !options.channelSecret) throw new Error('line: channel id and secret are needed');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** POSTs a form to LINE; answers the response, or throws `unavailable` when LINE cannot be reached. */
  async function postForm(url: string, form: Record<string, string>, what: string): Promise<Response> {
    try {
      return await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'could not be reached';
      throw new SocialLoginError(`line: the ${what} endpoint ${reason}`, 'unavailable');
    }
  }

  async function readJson(response: Response, what: string): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new SocialLoginError(`line: the ${what} endpoint answered malformed JSON`, 'unavailable');
    }
  }

  async function exchangeCode(code: string, redirectUri: string): Promise<string> {
    const response = await postForm(
      LINE_TOKEN_URL,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.channelId,
        client_secret: options.channelSecret,
      },
      'token',
    );
    if (response.status === 400) {
      throw new SocialLoginError(`line: the code was refused${await oauthError(response)}`, 'invalid_code');
    }
    if (!response.ok) {
      const detail = await oauthError(response);
      throw new SocialLoginError(`line: the token endpoint answered ${response.status}${detail}`, 'unavailable');
    }
    const parsed = tokenAnswerSchema.safeParse(await readJson(response, 'token'));
    if (!parsed.success) throw new SocialLoginError('line: the token answer holds no ID token', 'invalid_token');
    return parsed.data.id_token;
  }

  async function verify(idToken: string, nonce: string | undefined): Promise<SocialIdentity> {
    const form: Record<string, string> = { id_token: idToken, client_id: options.channelId };
    if (nonce !== undefined) form.nonce = nonce;
    const response = await postForm(LINE_VERIFY_URL, form, 'verify');
    if (response.status >= 400 && response.status < 500) {
      throw new SocialLoginError(`line: the ID token was refused${await oauthError(response)}`, 'invalid_token');
    }
    if (!response.ok) {
      const detail = await oauthError(response);
      throw new SocialLoginError(`line: the verify endpoint answered ${response.status}${detail}`, 'unavailable');
    }
    const parsed = verifiedSchema.safeParse(await readJson(response, 'verify'));
    if (!parsed.success) throw new SocialLoginError('line: the verified claims are malformed', 'invalid_token');
    const claims = parsed.data;
    // LINE has checked all this already; checking again costs nothing and guards a mix-up of channels
    if (claims.iss !== LINE_ISSUER) throw new SocialLoginError('line: the ID token issuer is wrong', 'invalid_token');
    if (claims.aud !== options.channelId) {
      throw new SocialLoginError('line: the ID token is for another channel', 'invalid_token');
    }
    if (claims.exp + CLOCK_TOLERANCE_SECONDS <= Math.floor(now().getTime() / 1000)) {
      throw new SocialLoginError('line: the ID token has expired', 'invalid_token');
    }
    if (nonce !== undefined && claims.nonce !== nonce) {
      throw new SocialLoginError('line: the ID token nonce does not match', 'invalid_token');
    }
    return {
      provider: 'line',
      subject: claims.sub,
      email: claims.email ?? null,
      // LINE only hands out an address the user has verified with LINE (and agreed to share)
      emailVerified: claims.email !== undefined,
      firstName: null,
      lastName: null,
      name: claims.name ?? null,
    };
  }

  return {
    provider: 'line',

    async exchange({ code, redirectUri, nonce }) {
      if (!code) throw new SocialLoginError('line: no code', 'invalid_code');
      // LINE requires the redirect URI of the authorize request again
      if (!redirectUri) throw new SocialLoginError('line: the redirect URI is needed', 'invalid_code');
      const idToken = await exchangeCode(code, redirectUri);
      return verify(idToken, nonce);
    },

    authorizeUrl({ redirectUri, state, nonce }) {
      const params: [string, string][] = [
        ['response_type', 'code'],
        ['client_id', options.channelId],
        ['redirect_uri', redirectUri],
        ['state', state],
        ['scope', 'openid profile email'],
        ['nonce', nonce],
      ];
      return `${LINE_AUTHORIZE_URL}?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
    },
  };
}
