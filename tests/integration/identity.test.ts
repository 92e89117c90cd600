// The identity context of SPEC §7 "Auth (POST)" and "Profile" over real HTTP on the demo database: phone
// login with codes read from the outbox, the OTP rules of SPEC §5/§9, rotating refresh tokens, guests,
// social logins (fake providers: no network), the profile and its verifications, and the 401s.
import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authSessionSchema,
  nonceSchema,
  otpSentSchema,
  outboxSchema,
  socialProvidersSchema,
  tokenPairSchema,
  userAnswerSchema,
} from '~/contract/identity';
import { demoDatabase } from '../fixtures/database';
import { createPlatform, type PlatformOptions } from '../../server/platform/index';
import { mountFetchHandler } from '../../server/fetch-adapter';
import { signAccessToken } from '../../server/platform/identity/tokens';
import {
  SocialLoginError,
  type MessageSender,
  type SocialIdentity,
  type SocialProvider,
} from '../../server/platform/identity/providers';
import { migrate, openDatabase, type Database } from '../../server/platform/db/index';
import { loadDemoData } from '../../server/platform/demo/seed';

const SECRET = 'token-secret-for-identity-tests-0123456789';
const C = '/api/consumer/v1';
const E = '/api/enterprise/v1';
const OTP_LIMIT = 'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel';

let database: Database;
let clock = new Date('2026-11-23T04:00:00Z');
// The platform's clock, and Date's for the rate limits (rate-limiter-flexible counts its windows by Date.now):
// only Date is faked, timers run as they do
vi.useFakeTimers({ toFake: ['Date'], now: clock });
// the next file in this worker (tests are not isolated) gets the real clock back
afterAll(() => vi.useRealTimers());
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
  vi.setSystemTime(clock);
};

/** Google and Line as the tests want them: the code is "ok:<subject>:<email>[:unverified]" or "bad…". */
function fakeProvider(provider: 'google' | 'line'): SocialProvider {
  return {
    provider,
    async exchange({ code }): Promise<SocialIdentity> {
      if (!code.startsWith('ok:')) throw new SocialLoginError(`${provider}: invalid code`, 'invalid_code');
      const [, subject, email, flag] = code.split(':');
      return {
        provider,
        subject: subject!,
        email: email || null,
        emailVerified: flag !== 'unverified',
        firstName: provider === 'google' ? 'Ana' : null,
        lastName: provider === 'google' ? 'Cruz' : null,
        name: provider === 'line' ? 'Line User' : null,
      };
    },
    authorizeUrl: ({ redirectUri, state, nonce }) =>
      `https://${provider}.example/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}&nonce=${nonce}`,
  };
}

interface Api {
  url: string;
  close(): Promise<void>;
}

async function serve(options: Partial<PlatformOptions> = {}): Promise<Api> {
  const platform = createPlatform({
    db: database.db,
    demo: true,
    dev: true,
    now: () => clock,
    opsToken: 'ops-token-for-tests-0123456789',
    tokenSecret: SECRET,
    identity: { social: [fakeProvider('google'), fakeProvider('line')] },
    // every request of these tests comes from 127.0.0.1: the limits per address are tested in limits.test.ts
    limits: {
      otpSendsPerAddressPerHour: 10_000,
      otpVerifiesPerAddressPerHour: 10_000,
      loginsPerAddressPerHour: 10_000,
    },
    ...options,
  });
  const app = express();
  app.use(mountFetchHandler('/api/', platform.handle));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let api: Api;

interface Answer {
  status: number;
  body: any;
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; on?: Api } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch((options.on ?? api).url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const post = (path: string, body: unknown, token?: string) => call('POST', path, { body, token });
const get = (path: string, token?: string) => call('GET', path, { token });

/** The newest code the outbox holds for an address. */
async function codeFor(to: string): Promise<string> {
  const res = await get(`${E}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  expect(res.status).toBe(200);
  const { messages } = outboxSchema.parse(res.body);
  expect(messages.length).toBe(1);
  return messages[0]!.code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phoneSerial = 100;
/** A fresh Philippine mobile number (the hourly limit is per number). */
const newPhone = () => `+63917123${String(phoneSerial++).padStart(4, '0')}`;

async function requestCode(phone: string, extra: Record<string, unknown> = {}) {
  const res = await post(`${C}/auth/signup/phone`, {
    phone,
    region: 'PH',
    login_provider: 1,
    otp_msg_method: 3,
    country_code: '+63',
    ...extra,
  });
  return res;
}

/** A phone login through to a session. */
async function phoneLogin(phone = newPhone()) {
  const sent = await requestCode(phone);
  expect(sent.status).toBe(200);
  const nonce = otpSentSchema.parse(sent.body).otp_nonce;
  const verified = await post(`${C}/auth/otp/verify`, { nonce, otp: await codeFor(phone) });
  expect(verified.status).toBe(200);
  return { phone, session: authSessionSchema.parse(verified.body) };
}

/** The same suite on the embedded database (the demo dump) and, when DATABASE_URL is set, on PostgreSQL. */
function suite(open: () => Promise<Database>, cleanup: () => Promise<void> = async () => undefined) {
  beforeAll(async () => {
    database = await open();
    api = await serve();
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await cleanup();
  });

  describe('phone login (signup/phone → otp/verify → signup)', () => {
    it('sends a code, refuses a wrong one, accepts the right one and finishes with the details', async () => {
      const phone = newPhone();
      const branch = await database.db
        .selectFrom('branches')
        .select('id')
        .where('title', '=', "Lola's Kusina Malate")
        .executeTakeFirstOrThrow();
      const sent = await requestCode(phone, { branch_id: branch.id });
      expect(sent.status).toBe(200);
      const otpSent = otpSentSchema.parse(sent.body);
      expect(otpSent).toMatchObject({ registered: false, resend_after: 60, access_token: null, user: null });
      expect(new Date(otpSent.expires_at).getTime() - clock.getTime()).toBe(5 * 60_000);
      expect(Buffer.from(otpSent.otp_nonce, 'base64url')).toHaveLength(32);

      const outbox = outboxSchema.parse((await get(`${E}/dev/outbox?to=${encodeURIComponent(phone)}`)).body);
      expect(outbox.messages).toHaveLength(1);
      const message = outbox.messages[0]!;
      expect(message).toMatchObject({ channel: 'viber', to: phone, subject: null });
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.body).toMatch(/^Your .+ code is \d{6}\. It expires in 5 minutes\.$/);
      expect(message.body).toContain(message.code);

      // The code is stored hashed, never in clear.
      const stored = await database.db.selectFrom('otp_challenges').selectAll().where('target', '=', phone).execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(message.code);
      expect(JSON.stringify(stored)).not.toContain(otpSent.otp_nonce);

      const bad = await post(`${C}/auth/otp/verify`, { nonce: otpSent.otp_nonce, otp: wrong(message.code) });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        code: 'invalid_otp',
        message: 'OTP cannot be verified. Please try again.',
        details: { otp: 'invalid' },
      });

      const ok = await post(`${C}/auth/otp/verify`, { nonce: otpSent.otp_nonce, otp: message.code });
      expect(ok.status).toBe(200);
      const session = authSessionSchema.parse(ok.body);
      expect(session.registered).toBe(false);
      expect(session.expires_in).toBe(900);
      expect(session.user).toMatchObject({
        phone,
        region: 'PH',
        is_phone_verified: true,
        verified: true,
        registered: false,
        primary_identification: 'phone',
        login_provider: 1,
        is_guest: false,
      });

      // A used nonce is dead.
      const again = await post(`${C}/auth/otp/verify`, { nonce: otpSent.otp_nonce, otp: message.code });
      expect(again.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'expired' } });

      const tooLong = await post(
        `${C}/auth/signup`,
        { first_name: 'x'.repeat(51), last_name: 'Santos', accept_tc: true },
        session.access_token,
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({
        code: 'validation_error',
        message: 'first_name: must be between 1 & 50 characters',
      });
      const noTerms = await post(
        `${C}/auth/signup`,
        { first_name: 'Maria', last_name: 'Santos', accept_tc: false },
        session.access_token,
      );
      expect(noTerms.status).toBe(400);
      expect(noTerms.body.details).toHaveProperty('accept_tc');
      const badEmail = await post(
        `${C}/auth/signup`,
        { first_name: 'Maria', last_name: 'Santos', email: 'not-an-email', accept_tc: true },
        session.access_token,
      );
      expect(badEmail.body).toMatchObject({ code: 'validation_error', message: 'email: Invalid email' });

      const signup = await post(
        `${C}/auth/signup`,
        { first_name: '  Maria ', last_name: 'Santos', email: 'Maria@Example.com', login_provider: 1, accept_tc: true },
        session.access_token,
      );
      expect(signup.status).toBe(200);
      const registered = userAnswerSchema.parse(signup.body).user;
      expect(registered).toMatchObject({
        first_name: 'Maria',
        last_name: 'Santos',
        email: 'maria@example.com',
        is_email_verified: false,
        registered: true,
        accept_tc: true,
      });

      // The next login finds the same, registered account.
      advance(61);
      const next = await requestCode(phone);
      expect(otpSentSchema.parse(next.body).registered).toBe(true);
      const login = await post(`${C}/auth/otp/verify`, { nonce: next.body.otp_nonce, otp: await codeFor(phone) });
      const second = authSessionSchema.parse(login.body);
      expect(second.registered).toBe(true);
      expect(second.user.id).toBe(session.user.id);
    });

    it('kills a nonce after 5 wrong codes', async () => {
      const phone = newPhone();
      const { otp_nonce: nonce } = (await requestCode(phone)).body;
      const code = await codeFor(phone);
      for (let i = 0; i < 5; i++) {
        const res = await post(`${C}/auth/otp/verify`, { nonce, otp: wrong(code) });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_otp', details: { otp: 'invalid', attempts_left: 4 - i } });
      }
      const dead = await post(`${C}/auth/otp/verify`, { nonce, otp: code });
      expect(dead.status).toBe(400);
      expect(dead.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'too_many_attempts' } });
    });

    it('lets a code expire after 5 minutes', async () => {
      const phone = newPhone();
      const { otp_nonce: nonce } = (await requestCode(phone)).body;
      const code = await codeFor(phone);
      advance(5 * 60);
      const late = await post(`${C}/auth/otp/verify`, { nonce, otp: code });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'expired' } });
      const unknown = await post(`${C}/auth/otp/verify`, { nonce: 'no-such-nonce', otp: code });
      expect(unknown.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'unknown' } });
    });

    it('accepts a resend only after 60 s, on a channel of the country, and retires the old code', async () => {
      const phone = newPhone();
      const first = (await requestCode(phone)).body;
      const firstCode = await codeFor(phone);
      advance(30);
      const early = await post(`${C}/auth/otp/resend`, {
        login_provider: 1,
        nonce: first.otp_nonce,
        phone,
        otp_msg_method: 1,
      });
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({ code: 'otp_too_soon', details: { retry_after: 30 } });
      // Asking again from the phone step is no way around it.
      const restart = await requestCode(phone);
      expect(restart.status).toBe(429);
      expect(restart.body.code).toBe('otp_too_soon');

      advance(30);
      const whatsapp = await post(`${C}/auth/otp/resend`, {
        login_provider: 1,
        nonce: first.otp_nonce,
        phone,
        otp_msg_method: 2,
      });
      expect(whatsapp.status).toBe(400);
      expect(whatsapp.body).toMatchObject({ code: 'validation_error', details: { otp_msg_method: 'not_available' } });
      const otherPhone = await post(`${C}/auth/otp/resend`, {
        login_provider: 1,
        nonce: first.otp_nonce,
        phone: newPhone(),
        otp_msg_method: 1,
      });
      expect(otherPhone.status).toBe(400);

      const resent = await post(`${C}/auth/otp/resend`, {
        login_provider: 1,
        nonce: first.otp_nonce,
        phone: '0' + phone.slice(3),
        otp_msg_method: 1,
      });
      expect(resent.status).toBe(200);
      const second = otpSentSchema.parse(resent.body);
      expect(second.otp_nonce).not.toBe(first.otp_nonce);
      const outbox = outboxSchema.parse((await get(`${E}/dev/outbox?to=${encodeURIComponent(phone)}`)).body);
      expect(outbox.messages.map((m) => m.channel)).toEqual(['sms', 'viber']);

      const old = await post(`${C}/auth/otp/verify`, { nonce: first.otp_nonce, otp: firstCode });
      expect(old.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'expired' } });
      const ok = await post(`${C}/auth/otp/verify`, { nonce: second.otp_nonce, otp: await codeFor(phone) });
      expect(ok.status).toBe(200);
    });

    it('allows 5 codes per number an hour, then answers 429 with the SPEC text', async () => {
      const phone = newPhone();
      let nonce = (await requestCode(phone)).body.otp_nonce as string;
      for (let i = 0; i < 4; i++) {
        advance(61);
        const res = await post(`${C}/auth/otp/resend`, { login_provider: 1, nonce, phone, otp_msg_method: 3 });
        expect(res.status).toBe(200);
        nonce = res.body.otp_nonce;
      }
      advance(61);
      const limited = await post(`${C}/auth/otp/resend`, { login_provider: 1, nonce, phone, otp_msg_method: 3 });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'otp_limit', message: OTP_LIMIT });
      expect(limited.body.details.retry_after).toBeGreaterThan(0);
      // The code already sent still works; an hour later codes flow again.
      advance(3600);
      const later = await post(`${C}/auth/otp/resend`, { login_provider: 1, nonce, phone, otp_msg_method: 3 });
      expect(later.status).toBe(200);
    });

    it('refuses SMS in Indonesia and takes WhatsApp', async () => {
      const body = { phone: '+628123450001', region: 'ID', login_provider: 1, otp_msg_method: 1, country_code: '+62' };
      const sms = await post(`${C}/auth/signup/phone`, body);
      expect(sms.status).toBe(400);
      expect(sms.body).toMatchObject({ code: 'validation_error', details: { otp_msg_method: 'not_available' } });
      // The number decides the country, not the picker.
      const picker = await post(`${C}/auth/signup/phone`, { ...body, region: 'PH' });
      expect(picker.status).toBe(400);
      const whatsapp = await post(`${C}/auth/signup/phone`, { ...body, otp_msg_method: 2 });
      expect(whatsapp.status).toBe(200);
      const outbox = outboxSchema.parse((await get(`${E}/dev/outbox?to=%2B628123450001`)).body);
      expect(outbox.messages[0]!.channel).toBe('whatsapp');
    });

    it('writes the message in the language of x-language', async () => {
      const phone = newPhone();
      const res = await call('POST', `${C}/auth/signup/phone`, {
        body: { phone, region: 'PH', login_provider: 1, otp_msg_method: 1, country_code: '+63' },
        headers: { 'x-language': 'ja' },
      });
      expect(res.status).toBe(200);
      const outbox = outboxSchema.parse((await get(`${E}/dev/outbox?to=${encodeURIComponent(phone)}`)).body);
      expect(outbox.messages[0]!.body).toContain('認証コード');
    });

    it('answers bad input with 400 naming the field, never 500', async () => {
      const raw = await fetch(`${api.url}${C}/auth/signup/phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      });
      expect(raw.status).toBe(400);
      const cases: [string, unknown, string][] = [
        [`${C}/auth/signup/phone`, { phone: '0917', region: 'PH', otp_msg_method: 3 }, 'phone'],
        [`${C}/auth/signup/phone`, { phone: newPhone(), region: 'PHL', otp_msg_method: 3 }, 'region'],
        [`${C}/auth/signup/phone`, { phone: newPhone(), region: 'PH', otp_msg_method: 9 }, 'otp_msg_method'],
        [`${C}/auth/signup/phone`, { phone: newPhone(), region: 'PH', otp_msg_method: 3, branch_id: 'x' }, 'branch_id'],
        [`${C}/auth/otp/verify`, { nonce: 'n', otp: '12345' }, 'otp'],
        [`${C}/auth/otp/verify`, { otp: '123456' }, 'nonce'],
        [`${C}/auth/otp/resend`, { nonce: 'n', phone: 42, otp_msg_method: 1 }, 'phone'],
        [`${C}/auth/token/refresh`, {}, 'refresh_token'],
        [`${C}/auth/login/social`, { login_provider: 3, token: 'x' }, 'login_provider'],
        [`${C}/auth/login/guest`, { accept_tc: 'yes' }, 'accept_tc'],
        [`${C}/auth/phone/validate`, { phone: [] }, 'phone'],
      ];
      for (const [path, body, field] of cases) {
        const res = await post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.code).toBe('validation_error');
        expect(res.body.details).toHaveProperty(field);
      }
    });
  });

  describe('POST /auth/phone/validate', () => {
    it('answers the E.164 number, or 400 "phone: Invalid phone number"', async () => {
      expect(await post(`${C}/auth/phone/validate`, { phone: '+639171234567', region: 'PH' })).toEqual({
        status: 200,
        body: { phone: '+639171234567' },
      });
      expect((await post(`${C}/auth/phone/validate`, { phone: '0917 123 4567', region: 'ph' })).body).toEqual({
        phone: '+639171234567',
      });
      const garbage = await post(`${C}/auth/phone/validate`, { phone: 'call me maybe', region: 'PH' });
      expect(garbage.status).toBe(400);
      expect(garbage.body).toMatchObject({
        code: 'validation_error',
        message: 'phone: Invalid phone number',
        details: { phone: 'Invalid phone number' },
      });
      expect((await post(`${C}/auth/phone/validate`, { phone: '0917 123 4567', region: 'ZZ' })).status).toBe(400);
    });
  });

  describe('refresh tokens', () => {
    it('rotate on every refresh; a reused token revokes the whole family', async () => {
      const { session } = await phoneLogin();
      const first = await post(`${C}/auth/token/refresh`, { refresh_token: session.refresh_token });
      expect(first.status).toBe(200);
      const pair = tokenPairSchema.parse(first.body);
      expect(pair.refresh_token).not.toBe(session.refresh_token);
      expect(pair.expires_in).toBe(900);
      expect((await get(`${C}/profile`, pair.access_token)).status).toBe(200);

      const second = tokenPairSchema.parse(
        (await post(`${C}/auth/token/refresh`, { refresh_token: pair.refresh_token })).body,
      );
      // The first token again, after the grace window of a double send (REFRESH_REUSE_GRACE_SECONDS):
      // stolen. Everything of this login ends.
      advance(11);
      const reuse = await post(`${C}/auth/token/refresh`, { refresh_token: session.refresh_token });
      expect(reuse.status).toBe(401);
      expect(reuse.body.code).toBe('unauthorized');
      expect((await post(`${C}/auth/token/refresh`, { refresh_token: second.refresh_token })).status).toBe(401);
      expect((await get(`${C}/profile`, second.access_token)).status).toBe(401);
      expect((await post(`${C}/auth/token/refresh`, { refresh_token: 'made-up' })).status).toBe(401);
    });

    it('answers a token sent twice within the grace window with a new pair of the same login', async () => {
      const { session } = await phoneLogin();
      const first = tokenPairSchema.parse(
        (await post(`${C}/auth/token/refresh`, { refresh_token: session.refresh_token })).body,
      );
      advance(10);
      const again = await post(`${C}/auth/token/refresh`, { refresh_token: session.refresh_token });
      expect(again.status).toBe(200);
      const twin = tokenPairSchema.parse(again.body);
      expect(twin.refresh_token).not.toBe(first.refresh_token);
      // both pairs belong to the login, which goes on
      expect((await get(`${C}/profile`, first.access_token)).status).toBe(200);
      expect((await post(`${C}/auth/token/refresh`, { refresh_token: twin.refresh_token })).status).toBe(200);
    });

    it('stores refresh tokens hashed and ends them after 30 days', async () => {
      const { session } = await phoneLogin();
      const rows = await database.db.selectFrom('refresh_tokens').select('token_hash').execute();
      expect(rows.some((r) => r.token_hash === session.refresh_token)).toBe(false);
      advance(30 * 24 * 3600 + 1);
      expect((await post(`${C}/auth/token/refresh`, { refresh_token: session.refresh_token })).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the login of the refresh token and of the access token', async () => {
      const { session } = await phoneLogin();
      const out = await post(`${C}/auth/logout`, { refresh_token: session.refresh_token }, session.access_token);
      expect(out).toEqual({ status: 200, body: { message: 'You are logged out.' } });
      expect((await post(`${C}/auth/token/refresh`, { refresh_token: session.refresh_token })).status).toBe(401);
      expect((await get(`${C}/profile`, session.access_token)).status).toBe(401);
      // Logging out twice, or with nothing, is fine.
      expect((await post(`${C}/auth/logout`, { refresh_token: session.refresh_token })).status).toBe(200);
      expect((await post(`${C}/auth/logout`, {})).status).toBe(200);
    });
  });

  describe('guest login', () => {
    it('is allowed per branch and per food hall, else 403 guest_login_disabled', async () => {
      const [open, closed] = await database.db
        .selectFrom('branches')
        .select(['id', 'capabilities'])
        .orderBy('id')
        .limit(2)
        .execute();
      await database.db
        .updateTable('branches')
        .set({ capabilities: JSON.stringify({ ...closed!.capabilities, guest_login_enabled: false }) })
        .where('id', '=', closed!.id)
        .execute();

      const ok = await post(`${C}/auth/login/guest`, { accept_tc: true, branch_id: open!.id });
      expect(ok.status).toBe(200);
      const session = authSessionSchema.parse(ok.body);
      expect(session.user).toMatchObject({
        is_guest: true,
        login_provider: 5,
        accept_tc: true,
        registered: false,
        verified: false,
        primary_identification: 'g',
      });
      expect(session.registered).toBe(false);
      expect((await get(`${C}/profile`, session.access_token)).body.user.is_guest).toBe(true);

      const refused = await post(`${C}/auth/login/guest`, { accept_tc: true, branch_id: closed!.id });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('guest_login_disabled');
      expect((await post(`${C}/auth/login/guest`, { accept_tc: true })).status).toBe(403);
      expect((await post(`${C}/auth/login/guest`, { accept_tc: false, branch_id: open!.id })).status).toBe(400);
      expect((await post(`${C}/auth/login/guest`, { accept_tc: true, branch_id: 999_999 })).status).toBe(404);

      const hall = await database.db
        .selectFrom('food_halls')
        .select(['id', 'settings'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect((await post(`${C}/auth/login/guest`, { accept_tc: true, foodhall_id: hall.id })).status).toBe(200);
      await database.db
        .updateTable('food_halls')
        .set({ settings: JSON.stringify({ ...hall.settings, qr_order_guest_login_enabled: false }) })
        .where('id', '=', hall.id)
        .execute();
      const hallRefused = await post(`${C}/auth/login/guest`, { accept_tc: true, foodhall_id: hall.id });
      expect(hallRefused.body.code).toBe('guest_login_disabled');
      await database.db
        .updateTable('food_halls')
        .set({ settings: JSON.stringify(hall.settings) })
        .where('id', '=', hall.id)
        .execute();
    });
  });

  describe('profile', () => {
    it('answers 401 unauthorized without a valid bearer token', async () => {
      for (const token of [undefined, 'garbage', await signAccessToken({ sub: 'user-1' }, SECRET)]) {
        const res = await get(`${C}/profile`, token);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('unauthorized');
      }
      const foreign = await signAccessToken({ sub: '1' }, 'another-secret-0123456789abcdef');
      expect((await get(`${C}/profile`, foreign)).status).toBe(401);
      const expired = await signAccessToken({ sub: '1' }, SECRET, -10);
      expect((await get(`${C}/profile`, expired)).status).toBe(401);
      const protectedCalls: [string, string][] = [
        ['PATCH', `${C}/profile`],
        ['POST', `${C}/auth/signup`],
        ['POST', `${C}/phone/verify/otp-send`],
        ['POST', `${C}/phone/verify/otp`],
        ['POST', `${C}/email/verify/otp-send`],
        ['POST', `${C}/email/verify/otp-resend`],
        ['POST', `${C}/email/verify/otp`],
        ['GET', `${C}/profile/saved-cards/`],
        ['DELETE', `${C}/profile/saved-cards/card_1`],
      ];
      for (const [method, path] of protectedCalls) {
        const res = await call(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    });

    it('reads and updates a phone user: names trimmed, the phone is primary, a new email is unverified', async () => {
      const { session, phone } = await phoneLogin();
      const token = session.access_token;
      const read = await get(`${C}/profile`, token);
      expect(userAnswerSchema.parse(read.body).user.phone).toBe(phone);

      const patch = (body: unknown) => call('PATCH', `${C}/profile`, { body, token });
      const updated = await patch({
        first_name: ' Jose ',
        last_name: ' Rizal ',
        login_provider: 1,
        email: 'jose@example.com',
      });
      expect(updated.status).toBe(200);
      expect(userAnswerSchema.parse(updated.body)).toMatchObject({
        message: 'User profile updated.',
        user: { first_name: 'Jose', last_name: 'Rizal', email: 'jose@example.com', is_email_verified: false },
      });
      const blank = await patch({ first_name: '   ', last_name: 'Rizal' });
      expect(blank.body).toMatchObject({
        code: 'validation_error',
        message: 'first_name: must be between 1 & 50 characters',
      });
      const primary = await patch({ first_name: 'Jose', last_name: 'Rizal', phone: newPhone(), region: 'PH' });
      expect(primary.status).toBe(400);
      expect(primary.body.details).toEqual({ phone: 'primary' });
      // the same phone again is no change
      expect((await patch({ first_name: 'Jose', last_name: 'Rizal', phone, region: 'PH' })).status).toBe(200);
      expect((await patch({ first_name: 'Jose', last_name: 'Rizal', phone })).body.details).toHaveProperty('region');
      const half = await patch({
        first_name: 'Jose',
        last_name: 'Rizal',
        senior_citizen_attachment: { front: 'https://img.example/front.jpg', back: null },
      });
      expect(half.status).toBe(400);
      const both = await patch({
        first_name: 'Jose',
        last_name: 'Rizal',
        senior_citizen_attachment: { front: 'https://img.example/f.jpg', back: 'https://img.example/b.jpg' },
      });
      expect(both.body.user.senior_citizen_attachment).toEqual({
        front: 'https://img.example/f.jpg',
        back: 'https://img.example/b.jpg',
      });
    });

    it('verifies an email with a code sent by email', async () => {
      const { session } = await phoneLogin();
      const token = session.access_token;
      const sent = await post(`${C}/email/verify/otp-send`, { email: 'Verify.Me@Example.com' }, token);
      expect(sent.status).toBe(200);
      const { otp_nonce: nonce, resend_after } = nonceSchema.parse(sent.body);
      expect(resend_after).toBe(60);
      const outbox = outboxSchema.parse((await get(`${E}/dev/outbox?to=verify.me@example.com`)).body);
      expect(outbox.messages[0]).toMatchObject({ channel: 'email', subject: 'Your verification code' });
      // the email is not the user's until the code says so
      expect((await get(`${C}/profile`, token)).body.user.email).toBeNull();

      const tooSoon = await post(`${C}/email/verify/otp-resend`, { nonce }, token);
      expect(tooSoon.status).toBe(429);
      advance(60);
      const resent = nonceSchema.parse((await post(`${C}/email/verify/otp-resend`, { nonce }, token)).body);
      const code = await codeFor('verify.me@example.com');
      const wrongCode = await post(`${C}/email/verify/otp`, { nonce: resent.otp_nonce, otp: wrong(code) }, token);
      expect(wrongCode.body.code).toBe('invalid_otp');
      // another user cannot use this nonce
      const other = await phoneLogin();
      const stolen = await post(
        `${C}/email/verify/otp`,
        { nonce: resent.otp_nonce, otp: code },
        other.session.access_token,
      );
      expect(stolen.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'unknown' } });

      const verified = await post(`${C}/email/verify/otp`, { nonce: resent.otp_nonce, otp: code }, token);
      expect(verified.status).toBe(200);
      expect(userAnswerSchema.parse(verified.body).user).toMatchObject({
        email: 'verify.me@example.com',
        is_email_verified: true,
      });
      // one verified address, one account
      const taken = await post(
        `${C}/email/verify/otp-send`,
        { email: 'verify.me@example.com' },
        other.session.access_token,
      );
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('email_in_use');
      expect((await post(`${C}/email/verify/otp-send`, { email: 'nope' }, token)).status).toBe(400);
    });
  });

  describe('social login', () => {
    it('lists the configured providers, with authorize URLs when asked', async () => {
      const plain = socialProvidersSchema.parse((await get(`${C}/auth/login/social/providers`)).body);
      expect(plain.providers).toEqual([
        { provider: 'google', authorize_url: null },
        { provider: 'line', authorize_url: null },
      ]);
      const q = new URLSearchParams({ redirect_uri: 'https://shop.example/menu/auth/line', state: 's1', nonce: 'n1' });
      const withUrls = socialProvidersSchema.parse((await get(`${C}/auth/login/social/providers?${q}`)).body);
      expect(withUrls.providers[1]!.authorize_url).toContain('state=s1');
      // none by default
      const bare = await serve({ identity: {} });
      try {
        expect((await call('GET', `${C}/auth/login/social/providers`, { on: bare })).body).toEqual({ providers: [] });
        const off = await call('POST', `${C}/auth/login/social`, {
          on: bare,
          body: { login_provider: 2, token: 'ok:x:' },
        });
        expect(off.body.code).toBe('social_login_failed');
      } finally {
        await bare.close();
      }
    });

    it('makes a Google user who must give a phone, then verifies that phone', async () => {
      const res = await post(`${C}/auth/login/social`, { login_provider: 2, token: 'ok:g-100:ana.cruz@example.com' });
      expect(res.status).toBe(200);
      const session = authSessionSchema.parse(res.body);
      expect(session.registered).toBe(false);
      expect(session.user).toMatchObject({
        first_name: 'Ana',
        last_name: 'Cruz',
        email: 'ana.cruz@example.com',
        is_email_verified: true,
        verified: true,
        phone: null,
        login_provider: 2,
        primary_identification: 'email',
      });
      const token = session.access_token;
      const noPhone = await post(`${C}/auth/signup`, { first_name: 'Ana', last_name: 'Cruz', accept_tc: true }, token);
      expect(noPhone.status).toBe(400);
      expect(noPhone.body.details).toEqual({ phone: 'is required' });
      const phone = newPhone();
      const signup = await post(
        `${C}/auth/signup`,
        { first_name: 'Ana', last_name: 'Cruz', phone, region: 'PH', login_provider: 2, accept_tc: true },
        token,
      );
      expect(signup.status).toBe(200);
      expect(signup.body.user).toMatchObject({ phone, is_phone_verified: false, registered: true });

      // The email is primary; the phone is not.
      const emailChange = await call('PATCH', `${C}/profile`, {
        token,
        body: { first_name: 'Ana', last_name: 'Cruz', email: 'other@example.com' },
      });
      expect(emailChange.body.details).toEqual({ email: 'primary' });
      const phone2 = newPhone();
      const phoneChange = await call('PATCH', `${C}/profile`, {
        token,
        body: { first_name: 'Ana', last_name: 'Cruz', phone: phone2, region: 'PH' },
      });
      expect(phoneChange.body.user).toMatchObject({ phone: phone2, is_phone_verified: false });

      const sent = await post(`${C}/phone/verify/otp-send`, { phone: phone2, region: 'PH', otp_msg_method: 2 }, token);
      expect(sent.body.details).toEqual({ otp_msg_method: 'not_available' });
      const ok = await post(`${C}/phone/verify/otp-send`, { phone: phone2, region: 'PH', otp_msg_method: 3 }, token);
      expect(ok.status).toBe(200);
      advance(60);
      const resent = await post(
        `${C}/phone/verify/otp-resend`,
        { nonce: ok.body.otp_nonce, phone: phone2, otp_msg_method: 1 },
        token,
      );
      expect(resent.status).toBe(200);
      const verified = await post(
        `${C}/phone/verify/otp`,
        { nonce: resent.body.otp_nonce, otp: await codeFor(phone2) },
        token,
      );
      expect(verified.status).toBe(200);
      expect(userAnswerSchema.parse(verified.body).user).toMatchObject({ phone: phone2, is_phone_verified: true });
      // A login nonce is not a phone-verification nonce.
      expect(
        (await post(`${C}/auth/otp/verify`, { nonce: resent.body.otp_nonce, otp: '000000' })).body.details,
      ).toEqual({
        nonce: 'unknown',
      });

      // The same Google account logs into the same user; a phone login with the verified number too.
      const again = authSessionSchema.parse(
        (await post(`${C}/auth/login/social`, { login_provider: 2, token: 'ok:g-100:ana.cruz@example.com' })).body,
      );
      expect(again.user.id).toBe(session.user.id);
      expect(again.registered).toBe(true);
      advance(61);
      const byPhone = await phoneLogin(phone2);
      expect(byPhone.session.user.id).toBe(session.user.id);
    });

    it('links a Line login to the account of the same verified email', async () => {
      const google = authSessionSchema.parse(
        (await post(`${C}/auth/login/social`, { login_provider: 2, token: 'ok:g-200:link.me@example.com' })).body,
      );
      const line = await post(`${C}/auth/login/social`, {
        login_provider: 7,
        token: 'ok:l-200:LINK.ME@example.com',
        line_redirect_url: 'https://shop.example/menu/auth/line',
      });
      expect(line.status).toBe(200);
      expect(line.body.user.id).toBe(google.user.id);
      // an unverified email links nothing
      const unverified = authSessionSchema.parse(
        (await post(`${C}/auth/login/social`, { login_provider: 7, token: 'ok:l-201:link.me@example.com:unverified' }))
          .body,
      );
      expect(unverified.user.id).not.toBe(google.user.id);
      expect(unverified.user).toMatchObject({ first_name: 'Line User', is_email_verified: false, login_provider: 7 });
    });

    it('answers 400 social_login_failed when the provider refuses the code', async () => {
      const res = await post(`${C}/auth/login/social`, { login_provider: 7, token: 'bad-code' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'social_login_failed',
        message: 'Line login failed. Please try again or use another method.',
      });
    });
  });

  describe('GET {enterprise}/dev/outbox', () => {
    it('lists messages newest first, filtered by address, at most 100', async () => {
      const all = outboxSchema.parse((await get(`${E}/dev/outbox?limit=100`)).body);
      expect(all.messages.length).toBeGreaterThan(5);
      const ids = all.messages.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      // 20 by default (older ones were pruned when the clock moved past a week)
      expect((await get(`${E}/dev/outbox`)).body.messages).toHaveLength(Math.min(20, all.messages.length));
      expect((await get(`${E}/dev/outbox?limit=101`)).status).toBe(400);
      expect((await get(`${E}/dev/outbox?to=nobody@example.com`)).body).toEqual({ messages: [] });
    });

    it('does not exist in production, where the log shows neither the code nor the number', async () => {
      const lines: { obj: object; msg: string }[] = [];
      const prod = await serve({ dev: false, identity: { log: (obj, msg) => lines.push({ obj, msg }) } });
      try {
        const missing = await call('GET', `${E}/dev/outbox`, { on: prod });
        expect(missing.status).toBe(404);
        const phone = newPhone();
        const sent = await call('POST', `${C}/auth/signup/phone`, {
          on: prod,
          body: { phone, region: 'PH', otp_msg_method: 3 },
        });
        expect(sent.status).toBe(200);
        const code = await codeFor(phone); // read through the dev platform
        expect(lines).toHaveLength(1);
        expect(JSON.stringify(lines)).not.toContain(code);
        expect(JSON.stringify(lines)).not.toContain(phone);
      } finally {
        await prod.close();
      }
    });
  });

  describe('message senders', () => {
    it('answers 503 when the sender fails, and counts nothing', async () => {
      const failing: MessageSender = {
        name: 'failing',
        channels: [1, 2, 3],
        send: async () => {
          throw new Error('provider down');
        },
        sendEmail: async () => {
          throw new Error('provider down');
        },
      };
      const broken = await serve({ identity: { sender: failing } });
      try {
        const phone = newPhone();
        const body = { phone, region: 'PH', otp_msg_method: 3 };
        const res = await call('POST', `${C}/auth/signup/phone`, { on: broken, body });
        expect(res.status).toBe(503);
        expect(res.body.code).toBe('otp_delivery_failed');
        const again = await call('POST', `${C}/auth/signup/phone`, { on: broken, body });
        expect(again.status).toBe(503);
        // a channel the sender lacks is refused before anything is sent
        const telegram = await call('POST', `${C}/auth/signup/phone`, {
          on: broken,
          body: { ...body, otp_msg_method: 4 },
        });
        expect(telegram.status).toBe(400);
        const rows = await database.db.selectFrom('otp_challenges').select('id').where('target', '=', phone).execute();
        expect(rows).toEqual([]);
      } finally {
        await broken.close();
      }
    });
  });
}

describe('PGlite', () => suite(demoDatabase));

// PostgreSQL as tests/integration/postgres.test.ts does it: a schema of its own, dropped afterwards.
const pgUrl = process.env.DATABASE_URL;
const pgSchema = `test_identity_${crypto.randomBytes(6).toString('hex')}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};
describe.runIf(pgUrl)('PostgreSQL', () =>
  suite(
    async () => {
      await admin(`create schema ${pgSchema}`);
      const scoped = new URL(pgUrl!);
      scoped.searchParams.set('options', `-c search_path=${pgSchema}`);
      const db = await openDatabase({ databaseUrl: scoped.toString() });
      await migrate(db);
      await loadDemoData(db.db);
      return db;
    },
    () => admin(`drop schema if exists ${pgSchema} cascade`),
  ),
);
