// Sign in with Google (OpenID Connect, authorization code flow). The browser gets a code, from the Google
// Identity Services popup (redirect URI 'postmessage') or from the redirect flow of `authorizeUrl`; the
// server exchanges it and verifies the ID token with Google's published keys. Tests answer it with msw.
//
//   POST https://oauth2.googleapis.com/token             form: code, client_id, client_secret, redirect_uri,
//                                                              grant_type=authorization_code
//   GET  https://www.googleapis.com/oauth2/v3/certs      the JWKS the ID token (RS256) is signed with
//
// Failures throw SocialLoginError: invalid_code (the token endpoint refused the code with 400),
// invalid_token (signature, issuer, audience, expiry or nonce wrong), unavailable (network, timeout, 5xx).
// Messages never hold the client secret, the code or the tokens.
import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { SocialLoginError, type SocialIdentity, type SocialProvider } from '../providers';
import { CLOCK_TOLERANCE_SECONDS, CODE_REFUSED, postOAuthForm, tokenAnswerSchema } from './oauth';

export interface GoogleProviderOptions {
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  jwksUrl?: string;
  tokenUrl?: string;
  now?: () => Date;
  /** per request to Google; default 5 s */
  timeoutMs?: number;
}

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** The redirect URI of codes from the Google Identity Services popup (`ux_mode: 'popup'`). */
export const GOOGLE_POPUP_REDIRECT_URI = 'postmessage';

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Google sends a boolean; very old tokens carried the string "true"
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  nonce: z.string().optional(),
});

/** Marks a failure to obtain Google's keys (network, timeout, a broken JWKS) as opposed to a bad token. */
class KeysUnavailable extends Error {}

export function createGoogleProvider(options: GoogleProviderOptions): SocialProvider {
  if (!options.clientId || !options.clientSecret) throw new Error('google: client id and secret are needed');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  const tokenUrl = options.tokenUrl ?? GOOGLE_TOKEN_URL;

  const remoteKeys = createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL), {
    timeoutDuration: timeoutMs,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      // no key with that kid is the token's fault; anything else is Google's keys being out of reach
      if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWKSMultipleMatchingKeys) {
        throw error;
      }
      throw new KeysUnavailable();
    }
  };

  async function exchangeCode(code: string, redirectUri: string): Promise<string> {
    const form = {
      code,
      client_id: options.clientId,
      client_secret: options.clientSecret,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
    };
    const answer = await postOAuthForm('google', 'token', tokenUrl, form, {
      timeoutMs,
      fetch: options.fetch,
      refusal: CODE_REFUSED,
    });
    const parsed = tokenAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new SocialLoginError('google: the token answer holds no ID token', 'invalid_token');
    return parsed.data.id_token;
  }

  async function verify(idToken: string, nonce: string | undefined): Promise<SocialIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof KeysUnavailable) {
        throw new SocialLoginError("google: Google's signing keys could not be fetched", 'unavailable');
      }
      const code = error instanceof joseErrors.JOSEError ? ` (${error.code})` : '';
      throw new SocialLoginError(`google: the ID token is not valid${code}`, 'invalid_token');
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new SocialLoginError('google: the ID token claims are malformed', 'invalid_token');
    const c = claims.data;
    if (nonce !== undefined && c.nonce !== nonce) {
      throw new SocialLoginError('google: the ID token nonce does not match', 'invalid_token');
    }
    return {
      provider: 'google',
      subject: c.sub,
      email: c.email ?? null,
      emailVerified: c.email !== undefined && (c.email_verified === true || c.email_verified === 'true'),
      firstName: c.given_name ?? null,
      lastName: c.family_name ?? null,
      name: c.name ?? null,
    };
  }

  return {
    provider: 'google',

    async exchange({ code, redirectUri, nonce }) {
      if (!code) throw new SocialLoginError('google: no code', 'invalid_code');
      const idToken = await exchangeCode(code, redirectUri ?? GOOGLE_POPUP_REDIRECT_URI);
      return verify(idToken, nonce);
    },

    authorizeUrl({ redirectUri, state, nonce }) {
      const params: [string, string][] = [
        ['response_type', 'code'],
        ['client_id', options.clientId],
        ['redirect_uri', redirectUri],
        ['scope', 'openid email profile'],
        ['state', state],
        ['nonce', nonce],
      ];
      return `${GOOGLE_AUTHORIZE_URL}?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
    },
  };
}
