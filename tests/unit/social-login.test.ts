// The Google and LINE social login providers against msw: the exact code exchanges, ID token checks with
// keys made here (Google) or LINE's verify endpoint (LINE), and how failures become SocialLoginError
// reasons whose messages never hold secrets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { createGoogleProvider, GOOGLE_JWKS_URL, GOOGLE_TOKEN_URL } from '../../server/platform/identity/social/google';
import { createLineProvider, LINE_TOKEN_URL, LINE_VERIFY_URL } from '../../server/platform/identity/social/line';
import { SocialLoginError } from '../../server/platform/identity/providers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CODE = '4/0AVG7fiQ-authorization-code-Zx81';
const NONCE = 'n-0S6_WzA2Mj';

/** Runs the call and answers the SocialLoginError it throws (or fails). */
async function failure(call: Promise<unknown>, secrets: string[]): Promise<SocialLoginError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(SocialLoginError);
    for (const secret of secrets) expect((error as Error).message).not.toContain(secret);
    return error as SocialLoginError;
  }
  throw new Error('expected a failure');
}

interface Seen {
  request: Request;
  form: URLSearchParams;
}

function formOf(seen: Seen): Record<string, string> {
  return Object.fromEntries(seen.form.entries());
}

// ---------------------------------------------------------------------------------------------------
// Google
// ---------------------------------------------------------------------------------------------------

const CLIENT_ID = '1234567890-abcdefg.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-google-client-secret-9Qm2';
const KID = 'test-key-1';

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  otherKey = (await generateKeyPair('RS256')).privateKey;
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function googleClaims(overrides: JWTPayload = {}): JWTPayload {
  const iat = nowSeconds() - 10;
  return {
    iss: 'https://accounts.google.com',
    azp: CLIENT_ID,
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'ana.santos@gmail.com',
    email_verified: true,
    given_name: 'Ana',
    family_name: 'Santos',
    name: 'Ana Santos',
    nonce: NONCE,
    iat,
    exp: iat + 3600,
    ...overrides,
  };
}

async function idToken(
  claims: JWTPayload = googleClaims(),
  { key = signingKey, kid = KID }: { key?: CryptoKey; kid?: string } = {},
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

/** Serves Google's keys and a token endpoint answering `idToken`; records the token requests. */
function google(answer: () => Response | Promise<Response>): { token: Seen[]; jwks: Request[] } {
  const token: Seen[] = [];
  const jwks: Request[] = [];
  server.use(
    http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
      token.push({ request, form: new URLSearchParams(await request.clone().text()) });
      return answer();
    }),
    http.get(GOOGLE_JWKS_URL, ({ request }) => {
      jwks.push(request);
      return HttpResponse.json({ keys: [jwk] });
    }),
  );
  return { token, jwks };
}

const tokenAnswer = (id_token: string) => ({
  access_token: 'ya29.access-token',
  expires_in: 3599,
  scope: 'openid email profile',
  token_type: 'Bearer',
  id_token,
});

const googleProvider = () => createGoogleProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
const googleSecrets = [CLIENT_SECRET, CODE];

describe('Google: authorize URL', () => {
  it('asks for a code with openid email profile, the state and the nonce', () => {
    const url = googleProvider().authorizeUrl({
      redirectUri: 'https://shop.example/auth/google/callback',
      state: 'st/ate+1',
      nonce: NONCE,
    });
    expect(url).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?response_type=code' +
        `&client_id=${encodeURIComponent(CLIENT_ID)}` +
        '&redirect_uri=https%3A%2F%2Fshop.example%2Fauth%2Fgoogle%2Fcallback' +
        '&scope=openid%20email%20profile&state=st%2Fate%2B1&nonce=n-0S6_WzA2Mj',
    );
  });
});

describe('Google: code exchange and ID token', () => {
  it('posts the code as a form with the popup redirect URI, verifies the token and maps the identity', async () => {
    const token = await idToken();
    const seen = google(() => HttpResponse.json(tokenAnswer(token)));
    const identity = await googleProvider().exchange({ code: CODE, nonce: NONCE });
    expect(seen.token).toHaveLength(1);
    const request = seen.token[0]!.request;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://oauth2.googleapis.com/token');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request.headers.get('authorization')).toBeNull();
    expect(formOf(seen.token[0]!)).toEqual({
      code: CODE,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
    });
    expect(seen.jwks).toHaveLength(1);
    expect(seen.jwks[0]!.url).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(identity).toEqual({
      provider: 'google',
      subject: '110169484474386276334',
      email: 'ana.santos@gmail.com',
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'Santos',
      name: 'Ana Santos',
    });
  });

  it("sends the redirect flow's URI, accepts the bare issuer and no nonce, and maps missing claims to null", async () => {
    const token = await idToken(
      googleClaims({
        iss: 'accounts.google.com',
        email: undefined,
        email_verified: undefined,
        given_name: undefined,
        family_name: undefined,
        name: undefined,
        nonce: undefined,
      }),
    );
    const seen = google(() => HttpResponse.json(tokenAnswer(token)));
    const identity = await googleProvider().exchange({
      code: CODE,
      redirectUri: 'https://shop.example/auth/google/callback',
    });
    expect(formOf(seen.token[0]!).redirect_uri).toBe('https://shop.example/auth/google/callback');
    expect(identity).toEqual({
      provider: 'google',
      subject: '110169484474386276334',
      email: null,
      emailVerified: false,
      firstName: null,
      lastName: null,
      name: null,
    });
  });

  it('reports an unverified email as such', async () => {
    const token = await idToken(googleClaims({ email_verified: false }));
    google(() => HttpResponse.json(tokenAnswer(token)));
    const identity = await googleProvider().exchange({ code: CODE, nonce: NONCE });
    expect(identity).toMatchObject({ email: 'ana.santos@gmail.com', emailVerified: false });
  });

  it('keeps the keys it fetched for the next sign-in', async () => {
    const token = await idToken();
    const seen = google(() => HttpResponse.json(tokenAnswer(token)));
    const provider = googleProvider();
    await provider.exchange({ code: CODE, nonce: NONCE });
    await provider.exchange({ code: CODE, nonce: NONCE });
    expect(seen.token).toHaveLength(2);
    expect(seen.jwks).toHaveLength(1);
  });

  it('checks the expiry against the injected clock', async () => {
    const past = Math.floor(Date.UTC(2024, 0, 15, 9, 0, 0) / 1000);
    const token = await idToken(googleClaims({ iat: past, exp: past + 3600 }));
    google(() => HttpResponse.json(tokenAnswer(token)));
    const then = createGoogleProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      now: () => new Date((past + 60) * 1000),
    });
    expect((await then.exchange({ code: CODE, nonce: NONCE })).subject).toBe('110169484474386276334');
    // the same token today is long expired
    expect((await failure(googleProvider().exchange({ code: CODE, nonce: NONCE }), googleSecrets)).reason).toBe(
      'invalid_token',
    );
  });

  it('refuses ID tokens with a wrong audience, issuer, expiry, nonce or signature as invalid_token', async () => {
    const cases: [string, () => Promise<string>][] = [
      ['wrong audience', () => idToken(googleClaims({ aud: 'someone-else.apps.googleusercontent.com' }))],
      ['expired', () => idToken(googleClaims({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }))],
      ['wrong issuer', () => idToken(googleClaims({ iss: 'https://evil.example' }))],
      ['wrong nonce', () => idToken(googleClaims({ nonce: 'another-nonce' }))],
      ['missing nonce', () => idToken(googleClaims({ nonce: undefined }))],
      ['signed with another key', () => idToken(googleClaims(), { key: otherKey })],
      ['unknown key id', () => idToken(googleClaims(), { kid: 'rotated-away' })],
      ['not a JWT', async () => 'not.a.jwt'],
    ];
    for (const [label, make] of cases) {
      const token = await make();
      google(() => HttpResponse.json(tokenAnswer(token)));
      const e = await failure(googleProvider().exchange({ code: CODE, nonce: NONCE }), [...googleSecrets, token]);
      expect(e.reason, label).toBe('invalid_token');
      expect(e.message, label).toMatch(/^google: /);
    }
  });

  it('answers invalid_code when Google refuses the code with 400', async () => {
    google(() =>
      HttpResponse.json({ error: 'invalid_grant', error_description: `Bad Request ${CODE}` }, { status: 400 }),
    );
    const e = await failure(googleProvider().exchange({ code: CODE }), googleSecrets);
    expect(e).toMatchObject({ reason: 'invalid_code', message: 'google: the code was refused (invalid_grant)' });
  });

  it('answers unavailable for 5xx, a refused client, a network failure, a timeout and malformed JSON', async () => {
    for (const [status, body] of [
      [500, { error: 'internal_failure' }],
      [503, null],
      [401, { error: 'invalid_client', error_description: `The OAuth client was not found. ${CLIENT_SECRET}` }],
    ] as const) {
      google(() =>
        body === null ? new HttpResponse('<html>busy</html>', { status }) : HttpResponse.json(body, { status }),
      );
      const e = await failure(googleProvider().exchange({ code: CODE }), googleSecrets);
      expect(e.reason, String(status)).toBe('unavailable');
      expect(e.message).toContain(String(status));
    }
    google(() => HttpResponse.error());
    expect((await failure(googleProvider().exchange({ code: CODE }), googleSecrets)).reason).toBe('unavailable');
    google(() => HttpResponse.text('{"id_token": ', { status: 200 }));
    expect((await failure(googleProvider().exchange({ code: CODE }), googleSecrets)).reason).toBe('unavailable');

    server.use(http.post(GOOGLE_TOKEN_URL, () => new Promise<Response>(() => {})));
    const impatient = createGoogleProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, timeoutMs: 50 });
    const started = Date.now();
    const e = await failure(impatient.exchange({ code: CODE }), googleSecrets);
    expect(e).toMatchObject({ reason: 'unavailable', message: 'google: the token endpoint timed out' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers invalid_token when the token answer holds no ID token', async () => {
    google(() => HttpResponse.json({ access_token: 'ya29.x', token_type: 'Bearer' }));
    expect((await failure(googleProvider().exchange({ code: CODE }), googleSecrets)).reason).toBe('invalid_token');
  });

  it("answers unavailable when Google's keys cannot be fetched", async () => {
    const token = await idToken();
    server.use(
      http.post(GOOGLE_TOKEN_URL, () => HttpResponse.json(tokenAnswer(token))),
      http.get(GOOGLE_JWKS_URL, () => new HttpResponse(null, { status: 503 })),
    );
    const e = await failure(googleProvider().exchange({ code: CODE, nonce: NONCE }), googleSecrets);
    expect(e.reason).toBe('unavailable');
    server.use(http.get(GOOGLE_JWKS_URL, () => HttpResponse.error()));
    expect((await failure(googleProvider().exchange({ code: CODE, nonce: NONCE }), googleSecrets)).reason).toBe(
      'unavailable',
    );
  });

  it('uses the injected fetch for the token endpoint and the keys, and the configured URLs', async () => {
    const token = await idToken();
    const urls: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url === 'https://token.test/token') return Response.json(tokenAnswer(token));
      if (url === 'https://keys.test/certs') return Response.json({ keys: [jwk] });
      return new Response(null, { status: 404 });
    }) as typeof fetch;
    const provider = createGoogleProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      fetch: fakeFetch,
      tokenUrl: 'https://token.test/token',
      jwksUrl: 'https://keys.test/certs',
    });
    expect((await provider.exchange({ code: CODE, nonce: NONCE })).email).toBe('ana.santos@gmail.com');
    expect(urls).toEqual(['https://token.test/token', 'https://keys.test/certs']);
  });
});

// ---------------------------------------------------------------------------------------------------
// LINE
// ---------------------------------------------------------------------------------------------------

const CHANNEL_ID = '1660690567';
const CHANNEL_SECRET = 'line-channel-secret-5b9f3c1a7e2d';
const LINE_ID_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.line-id-token-payload.sig';
const REDIRECT = 'https://shop.example/auth/line/callback';
const lineSecrets = [CHANNEL_SECRET, CODE, LINE_ID_TOKEN];

function lineClaims(overrides: Record<string, unknown> = {}) {
  const iat = nowSeconds() - 10;
  return {
    iss: 'https://access.line.me',
    sub: 'U1234567890abcdef1234567890abcdef',
    aud: CHANNEL_ID,
    exp: iat + 3600,
    iat,
    nonce: NONCE,
    amr: ['linesso'],
    name: 'たろう',
    picture: 'https://profile.line-scdn.net/abc',
    email: 'taro.line@example.com',
    ...overrides,
  };
}

/** LINE's token and verify endpoints; records both requests. */
function line(
  verifyAnswer: () => Response | Promise<Response> = () => HttpResponse.json(lineClaims()),
  tokenAnswer: () => Response | Promise<Response> = () =>
    HttpResponse.json({
      access_token: 'bNl4YEFPI/hjFWhTqexp4MuEw5YPs',
      expires_in: 2592000,
      id_token: LINE_ID_TOKEN,
      refresh_token: 'Aa1FdeggRhTnPNNpxr8p',
      scope: 'openid profile email',
      token_type: 'Bearer',
    }),
): { token: Seen[]; verify: Seen[] } {
  const token: Seen[] = [];
  const verify: Seen[] = [];
  server.use(
    http.post(LINE_TOKEN_URL, async ({ request }) => {
      token.push({ request, form: new URLSearchParams(await request.clone().text()) });
      return tokenAnswer();
    }),
    http.post(LINE_VERIFY_URL, async ({ request }) => {
      verify.push({ request, form: new URLSearchParams(await request.clone().text()) });
      return verifyAnswer();
    }),
  );
  return { token, verify };
}

const lineProvider = () => createLineProvider({ channelId: CHANNEL_ID, channelSecret: CHANNEL_SECRET });

describe('LINE: authorize URL', () => {
  it('asks for a code with openid profile email, the state and the nonce', () => {
    expect(lineProvider().authorizeUrl({ redirectUri: REDIRECT, state: 'xyz 1', nonce: NONCE })).toBe(
      'https://access.line.me/oauth2/v2.1/authorize?response_type=code&client_id=1660690567' +
        '&redirect_uri=https%3A%2F%2Fshop.example%2Fauth%2Fline%2Fcallback' +
        '&state=xyz%201&scope=openid%20profile%20email&nonce=n-0S6_WzA2Mj',
    );
  });
});

describe('LINE: code exchange and ID token verification', () => {
  it('posts the code, then has LINE verify the ID token with the nonce, and maps the identity', async () => {
    const seen = line();
    const identity = await lineProvider().exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE });

    expect(seen.token).toHaveLength(1);
    const token = seen.token[0]!;
    expect(token.request.method).toBe('POST');
    expect(token.request.url).toBe('https://api.line.me/oauth2/v2.1/token');
    expect(token.request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(formOf(token)).toEqual({
      grant_type: 'authorization_code',
      code: CODE,
      redirect_uri: REDIRECT,
      client_id: CHANNEL_ID,
      client_secret: CHANNEL_SECRET,
    });

    expect(seen.verify).toHaveLength(1);
    const verify = seen.verify[0]!;
    expect(verify.request.method).toBe('POST');
    expect(verify.request.url).toBe('https://api.line.me/oauth2/v2.1/verify');
    expect(verify.request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    // the channel secret stays out of the verify call
    expect(formOf(verify)).toEqual({ id_token: LINE_ID_TOKEN, client_id: CHANNEL_ID, nonce: NONCE });

    expect(identity).toEqual({
      provider: 'line',
      subject: 'U1234567890abcdef1234567890abcdef',
      email: 'taro.line@example.com',
      emailVerified: true,
      firstName: null,
      lastName: null,
      name: 'たろう',
    });
  });

  it('sends no nonce when none is given, and maps a user without email', async () => {
    const seen = line(() => HttpResponse.json(lineClaims({ email: undefined, nonce: undefined })));
    const identity = await lineProvider().exchange({ code: CODE, redirectUri: REDIRECT });
    expect(formOf(seen.verify[0]!)).toEqual({ id_token: LINE_ID_TOKEN, client_id: CHANNEL_ID });
    expect(identity).toMatchObject({ email: null, emailVerified: false, name: 'たろう' });
  });

  it('checks the expiry against the injected clock', async () => {
    const past = Math.floor(Date.UTC(2024, 0, 15, 9, 0, 0) / 1000);
    line(() => HttpResponse.json(lineClaims({ iat: past, exp: past + 3600 })));
    const then = createLineProvider({
      channelId: CHANNEL_ID,
      channelSecret: CHANNEL_SECRET,
      now: () => new Date((past + 60) * 1000),
    });
    expect((await then.exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE })).subject).toMatch(/^U/);
    const e = await failure(lineProvider().exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE }), lineSecrets);
    expect(e).toMatchObject({ reason: 'invalid_token', message: 'line: the ID token has expired' });
  });

  it('answers invalid_token when LINE refuses the ID token (expired, wrong nonce, wrong channel)', async () => {
    for (const description of ['IdToken expired.', 'Invalid IdToken Nonce.', 'Invalid IdToken Audience.']) {
      line(() => HttpResponse.json({ error: 'invalid_request', error_description: description }, { status: 400 }));
      const e = await failure(
        lineProvider().exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE }),
        lineSecrets,
      );
      expect(e).toMatchObject({ reason: 'invalid_token', message: 'line: the ID token was refused (invalid_request)' });
    }
  });

  it("answers invalid_token when LINE's verified claims name another channel, issuer or nonce", async () => {
    for (const overrides of [
      { aud: '9999999999' },
      { iss: 'https://evil.example' },
      { nonce: 'another-nonce' },
      { nonce: undefined },
      { exp: nowSeconds() - 3600 },
      { sub: undefined },
    ]) {
      line(() => HttpResponse.json(lineClaims(overrides)));
      const e = await failure(
        lineProvider().exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE }),
        lineSecrets,
      );
      expect(e.reason, JSON.stringify(overrides)).toBe('invalid_token');
    }
  });

  it('answers invalid_code when LINE refuses the code with 400, or no redirect URI is given', async () => {
    const seen = line(undefined, () =>
      HttpResponse.json({ error: 'invalid_grant', error_description: 'invalid authorization code' }, { status: 400 }),
    );
    const e = await failure(lineProvider().exchange({ code: CODE, redirectUri: REDIRECT }), lineSecrets);
    expect(e).toMatchObject({ reason: 'invalid_code', message: 'line: the code was refused (invalid_grant)' });
    expect(seen.verify).toHaveLength(0);
    const missing = await failure(lineProvider().exchange({ code: CODE }), lineSecrets);
    expect(missing.reason).toBe('invalid_code');
    expect(seen.token).toHaveLength(1);
  });

  it('answers unavailable for 5xx, network failures, timeouts and malformed JSON at either endpoint', async () => {
    const attempts: [string, ReturnType<typeof line>][] = [];
    const run = async (label: string, seen: ReturnType<typeof line>) => {
      attempts.push([label, seen]);
      const e = await failure(
        lineProvider().exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE }),
        lineSecrets,
      );
      expect(e.reason, label).toBe('unavailable');
      expect(e.message, label).toMatch(/^line: /);
    };
    await run(
      'token 500',
      line(undefined, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
    );
    await run(
      'token network',
      line(undefined, () => HttpResponse.error()),
    );
    await run(
      'token bad JSON',
      line(undefined, () => HttpResponse.text('<html>', { status: 200 })),
    );
    await run(
      'verify 502',
      line(() => new HttpResponse('bad gateway', { status: 502 })),
    );
    await run(
      'verify network',
      line(() => HttpResponse.error()),
    );
    await run(
      'verify bad JSON',
      line(() => HttpResponse.text('{"sub":', { status: 200 })),
    );

    server.use(http.post(LINE_TOKEN_URL, () => new Promise<Response>(() => {})));
    const impatient = createLineProvider({ channelId: CHANNEL_ID, channelSecret: CHANNEL_SECRET, timeoutMs: 50 });
    const started = Date.now();
    const e = await failure(impatient.exchange({ code: CODE, redirectUri: REDIRECT }), lineSecrets);
    expect(e).toMatchObject({ reason: 'unavailable', message: 'line: the token endpoint timed out' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers invalid_token when the token answer holds no ID token', async () => {
    line(undefined, () => HttpResponse.json({ access_token: 'x', token_type: 'Bearer' }));
    expect((await failure(lineProvider().exchange({ code: CODE, redirectUri: REDIRECT }), lineSecrets)).reason).toBe(
      'invalid_token',
    );
  });

  it('uses the injected fetch', async () => {
    const urls: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      return url === LINE_TOKEN_URL ? Response.json({ id_token: LINE_ID_TOKEN }) : Response.json(lineClaims());
    }) as typeof fetch;
    const provider = createLineProvider({ channelId: CHANNEL_ID, channelSecret: CHANNEL_SECRET, fetch: fakeFetch });
    expect((await provider.exchange({ code: CODE, redirectUri: REDIRECT, nonce: NONCE })).provider).toBe('line');
    expect(urls).toEqual([LINE_TOKEN_URL, LINE_VERIFY_URL]);
  });
});
