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
import { CLOCK_TOLERANCE_SECONDS, CODE_REFUSED, postOAuthForm, type Refusal, tokenAnswerSchema } from './oauth';

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

/** The verify endpoint refuses an ID token with a 4xx. */
const TOKEN_REFUSED: Refusal = {
  statuses: (status) => status >= 400 && status < 500,
  words: 'the ID token was refused',
  reason: 'invalid_token',
};

export function createLineProvider(options: LineProviderOptions): SocialProvider {
  if (!options.channelId || !options.channelSecret) throw new Error('line: channel id and secret are needed');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  const post = (what: string, url: string, form: Record<string, string>, refusal: Refusal) =>
    postOAuthForm('line', what, url, form, { timeoutMs, fetch: options.fetch, refusal });

  async function exchangeCode(code: string, redirectUri: string): Promise<string> {
    const answer = await post(
      'token',
      LINE_TOKEN_URL,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.channelId,
        client_secret: options.channelSecret,
      },
      CODE_REFUSED,
    );
    const parsed = tokenAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new SocialLoginError('line: the token answer holds no ID token', 'invalid_token');
    return parsed.data.id_token;
  }

  async function verify(idToken: string, nonce: string | undefined): Promise<SocialIdentity> {
    const form: Record<string, string> = { id_token: idToken, client_id: options.channelId };
    if (nonce !== undefined) form.nonce = nonce;
    const answer = await post('verify', LINE_VERIFY_URL, form, TOKEN_REFUSED);
    const parsed = verifiedSchema.safeParse(answer);
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
