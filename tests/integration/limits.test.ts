// Issue 13: limits that hold under concurrent requests, on the embedded database and across two instances
// on one PostgreSQL. A burst of code requests sends one code (defect 3: 30 went out); wrong codes tried at
// once still kill the nonce at the fifth; ten concurrent refreshes of one token keep the login (defect 12:
// the winner was logged out too), while a reuse after the grace window still ends it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSessionSchema, nonceSchema, otpSentSchema, tokenPairSchema } from '~/contract/identity';
import { demoDatabase } from '../fixtures/database';
import { postgresDemo, startShop } from '../fixtures/shop-app';
import { LIMIT_DEFAULTS } from '../../server/platform/limits';
import type { Database } from '../../server/platform/db/index';
import { createPlatform, type Platform } from '../../server/platform/index';

const C = '/api/consumer/v1';
const SECRET = 'token-secret-for-limits-tests-0123456789';

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

let serial = Math.floor(Math.random() * 5000);
/** A fresh Philippine mobile number (the limits are per number). */
const newPhone = () =>
  `+63917${String(serial++ % 10_000).padStart(4, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

let addressSerial = 1;
/** A client address of its own (the limits per address count across tests otherwise). */
const newAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(addressSerial / 250)}.${addressSerial++ % 250}`;
let address = newAddress();
beforeEach(() => {
  address = newAddress();
});

/** A code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** One call to one instance, from `address` (what the process's fetch adapter sets from the socket). */
async function call(
  platform: Platform,
  path: string,
  body: unknown,
  options: { token?: string; address?: string } = {},
): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json', 'x-client-address': options.address ?? address });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const res = await platform.handle(
    new Request(`http://platform${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const codeRequest = (phone: string) => ({
  phone,
  region: 'PH',
  login_provider: 1,
  otp_msg_method: 3,
  country_code: '+63',
});

function suite(name: string, open: () => Promise<Database[]>, cleanup: () => Promise<void>) {
  describe(name, () => {
    let databases: Database[];
    let platforms: Platform[];
    /** the instance of the i-th request: requests alternate between the instances */
    const on = (i: number) => platforms[i % platforms.length]!;

    beforeAll(async () => {
      databases = await open();
      platforms = databases.map((d) =>
        createPlatform({ db: d.db, now: () => clock, opsToken: 'ops-token-for-tests-0123456789', tokenSecret: SECRET }),
      );
    });
    afterAll(async () => {
      for (const d of new Set(databases)) await d.close();
      await cleanup();
    });

    const db = () => databases[0]!.db;
    const sentTo = async (to: string) =>
      Number(
        (
          await db()
            .selectFrom('outbox_messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('recipient', '=', to)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const lastCode = async (to: string) =>
      (
        await db()
          .selectFrom('outbox_messages')
          .select('code')
          .where('recipient', '=', to)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).code;

    async function login(phone = newPhone()) {
      const sent = await call(on(0), `${C}/auth/signup/phone`, codeRequest(phone));
      expect(sent.status).toBe(200);
      const nonce = otpSentSchema.parse(sent.body).otp_nonce;
      const verified = await call(on(1), `${C}/auth/otp/verify`, { nonce, otp: await lastCode(phone) });
      expect(verified.status).toBe(200);
      return authSessionSchema.parse(verified.body);
    }

    it('sends one code for 30 concurrent requests for one number', async () => {
      const phone = newPhone();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => call(on(i), `${C}/auth/signup/phone`, codeRequest(phone))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(29);
      expect(await sentTo(phone)).toBe(1);
      // refused as too soon for the number, or (past 20) for the address
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(['otp_too_soon', 'otp_limit']).toContain(refused.body.code);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('sends one code for 30 concurrent resends of one nonce', async () => {
      const phone = newPhone();
      const first = otpSentSchema.parse((await call(on(0), `${C}/auth/signup/phone`, codeRequest(phone))).body);
      advance(61);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(on(i), `${C}/auth/otp/resend`, {
            login_provider: 1,
            nonce: first.otp_nonce,
            phone,
            otp_msg_method: 1,
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(await sentTo(phone)).toBe(2);
    });

    /** A guest (a customer without a phone yet) at a branch that allows guests. */
    async function guest() {
      const branches = await db().selectFrom('branches').select(['id', 'capabilities']).execute();
      const open = branches.find((b) => b.capabilities.guest_login_enabled === true)!;
      const answer = await call(on(0), `${C}/auth/login/guest`, { accept_tc: true, branch_id: open.id });
      expect(answer.status).toBe(200);
      return authSessionSchema.parse(answer.body);
    }

    it('sends one phone verification code and one email verification code for 30 concurrent requests', async () => {
      const session = await guest();
      const phone = newPhone();
      const phoneAnswers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(
            on(i),
            `${C}/phone/verify/otp-send`,
            { phone, region: 'PH', otp_msg_method: 3 },
            {
              token: session.access_token,
            },
          ),
        ),
      );
      expect(phoneAnswers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(await sentTo(phone)).toBe(1);
      nonceSchema.parse(phoneAnswers.find((a) => a.status === 200)!.body);

      const email = `burst-${phone.slice(1)}@example.com`;
      const emailAnswers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(on(i), `${C}/email/verify/otp-send`, { email }, { token: session.access_token }),
        ),
      );
      expect(emailAnswers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(await sentTo(email)).toBe(1);
    });

    it('keeps the hourly limit per number under concurrent requests spread over the hour', async () => {
      const phone = newPhone();
      // five sends an hour: five waves a minute apart, each a burst; then a sixth burst is refused
      for (let wave = 0; wave < 6; wave++) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => call(on(i), `${C}/auth/signup/phone`, codeRequest(phone))),
        );
        advance(61);
      }
      expect(await sentTo(phone)).toBe(5);
      const refused = await call(on(0), `${C}/auth/signup/phone`, codeRequest(phone));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'otp_limit',
        message: 'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      advance(3600);
    });

    it('lets exactly 5 of 20 concurrent requests for one number through the hourly limit, the rest 429 with the SPEC text', async () => {
      // the resend time off, so that the hourly limit alone decides (SPEC §5 phone/OTP, §8 "OTP request")
      const unhurried = databases.map((d) =>
        createPlatform({
          db: d.db,
          now: () => clock,
          opsToken: 'ops-token-for-tests-0123456789',
          tokenSecret: SECRET,
          identity: { limits: { resendSeconds: 0 } },
        }),
      );
      const phone = newPhone();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(unhurried[i % unhurried.length]!, `${C}/auth/signup/phone`, codeRequest(phone), {
            address: newAddress(),
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(15);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.body).toMatchObject({
          code: 'otp_limit',
          message: 'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel',
        });
      }
      expect(await sentTo(phone)).toBe(5);
    });

    it('kills a nonce at the fifth wrong code even when 12 are tried at once', async () => {
      const phone = newPhone();
      const { otp_nonce: nonce } = otpSentSchema.parse(
        (await call(on(0), `${C}/auth/signup/phone`, codeRequest(phone))).body,
      );
      const code = await lastCode(phone);
      const wrong = wrongFor(code);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => call(on(i), `${C}/auth/otp/verify`, { nonce, otp: wrong })),
      );
      expect(answers.filter((a) => a.body?.code === 'invalid_otp')).toHaveLength(5);
      expect(answers.filter((a) => a.body?.code === 'invalid_nonce')).toHaveLength(7);
      const late = await call(on(0), `${C}/auth/otp/verify`, { nonce, otp: code });
      expect(late.body).toMatchObject({ code: 'invalid_nonce', details: { nonce: 'too_many_attempts' } });
    });

    it('keeps the login when one refresh token is refreshed 10 times at once; a reuse after the grace window ends it', async () => {
      const session = await login();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(on(i), `${C}/auth/token/refresh`, { refresh_token: session.refresh_token }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const pairs = answers.map((a) => tokenPairSchema.parse(a.body));
      // whichever answer the customer's device kept, the login goes on
      for (const [i, pair] of pairs.entries()) {
        const profile = await platforms[i % platforms.length]!.handle(
          new Request(`http://platform${C}/profile`, { headers: { authorization: `Bearer ${pair.access_token}` } }),
        );
        expect(profile.status).toBe(200);
      }
      const next = await call(on(1), `${C}/auth/token/refresh`, { refresh_token: pairs[9]!.refresh_token });
      expect(next.status).toBe(200);

      // the first token again, well after its rotation: copied. The whole login ends.
      advance(11);
      const reuse = await call(on(0), `${C}/auth/token/refresh`, { refresh_token: session.refresh_token });
      expect(reuse.status).toBe(401);
      const after = tokenPairSchema.parse(next.body);
      expect((await call(on(1), `${C}/auth/token/refresh`, { refresh_token: after.refresh_token })).status).toBe(401);
    });

    describe('limits per client address, shared by the instances', () => {
      let strict: Platform[];
      const at = (i: number) => strict[i % strict.length]!;
      beforeAll(() => {
        strict = databases.map((d) =>
          createPlatform({
            db: d.db,
            now: () => clock,
            opsToken: 'ops-token-for-tests-0123456789',
            tokenSecret: SECRET,
            limits: {
              otpSendsPerAddressPerHour: 3,
              otpVerifiesPerAddressPerHour: 4,
              otpVerifiesPerTargetPerHour: 6,
              loginsPerAddressPerHour: 3,
              billsPerAddressPerMinute: 5,
              ordersPerAddressPerHour: 2,
              ordersPerUserPerHour: 1,
            },
          }),
        );
      });

      it('sends codes to at most 3 numbers from one address (10 at once), with the SPEC text and Retry-After', async () => {
        // a request refused for its number (too soon) is not counted for the address
        const phone = newPhone();
        expect((await call(at(0), `${C}/auth/signup/phone`, codeRequest(phone))).status).toBe(200);
        expect((await call(at(1), `${C}/auth/signup/phone`, codeRequest(phone))).body.code).toBe('otp_too_soon');
        const phones = Array.from({ length: 10 }, () => newPhone());
        const answers = await Promise.all(phones.map((p, i) => call(at(i), `${C}/auth/signup/phone`, codeRequest(p))));
        expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
        const refused = answers.filter((a) => a.status === 429);
        expect(refused).toHaveLength(8);
        expect(refused[0]!.body).toMatchObject({
          code: 'otp_limit',
          error: 'otp_limit',
          message: 'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel',
        });
        const retry = Number(refused[0]!.headers.get('retry-after'));
        expect(retry).toBeGreaterThan(3500);
        expect(retry).toBeLessThanOrEqual(3600);
        expect(refused[0]!.body.details.retry_after).toBe(retry);
        let sent = 0;
        for (const p of phones) sent += await sentTo(p);
        expect(sent).toBe(2);
        // another address is not held back
        const other = await call(at(0), `${C}/auth/signup/phone`, codeRequest(newPhone()), { address: newAddress() });
        expect(other.status).toBe(200);
      });

      it('lets one address try 4 codes an hour, and one number be tried 6 times an hour from anywhere', async () => {
        const phone = newPhone();
        const from = newAddress();
        const { otp_nonce: nonce } = otpSentSchema.parse(
          (await call(at(0), `${C}/auth/signup/phone`, codeRequest(phone), { address: from })).body,
        );
        const code = await lastCode(phone);
        const wrong = wrongFor(code);
        const tries = await Promise.all(
          Array.from({ length: 6 }, (_, i) => call(at(i), `${C}/auth/otp/verify`, { nonce, otp: wrong })),
        );
        expect(tries.filter((a) => a.body.code === 'invalid_otp')).toHaveLength(4);
        const limited = tries.filter((a) => a.status === 429);
        expect(limited).toHaveLength(2);
        expect(limited[0]!.body).toMatchObject({
          code: 'otp_verify_limit',
          message: 'OTP cannot be verified. Please try again later.',
        });
        expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);

        // the number from other addresses: the fifth wrong code ends the nonce (the number's 5th try)…
        const fifth = await call(at(1), `${C}/auth/otp/verify`, { nonce, otp: wrong }, { address: newAddress() });
        expect(fifth.body).toMatchObject({ code: 'invalid_otp', details: { attempts_left: 0 } });
        // …a new code: its first wrong try is the number's 6th this hour; then even the right code waits
        advance(61);
        const again = otpSentSchema.parse(
          (await call(at(0), `${C}/auth/signup/phone`, codeRequest(phone), { address: newAddress() })).body,
        );
        const fresh = await lastCode(phone);
        const sixth = await call(
          at(0),
          `${C}/auth/otp/verify`,
          { nonce: again.otp_nonce, otp: wrongFor(fresh) },
          { address: newAddress() },
        );
        expect(sixth.body.code).toBe('invalid_otp');
        const right = await call(
          at(1),
          `${C}/auth/otp/verify`,
          { nonce: again.otp_nonce, otp: fresh },
          { address: newAddress() },
        );
        expect(right.status).toBe(429);
        expect(right.body.code).toBe('otp_verify_limit');
        advance(3600);
      });

      it('lets one address log in as a guest 3 times an hour (5 at once)', async () => {
        const branches = await db().selectFrom('branches').select(['id', 'capabilities']).execute();
        const open = branches.find((b) => b.capabilities.guest_login_enabled === true)!;
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            call(at(i), `${C}/auth/login/guest`, { accept_tc: true, branch_id: open.id }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
        expect(answers.filter((a) => a.status === 429).map((a) => a.body.code)).toEqual([
          'rate_limited',
          'rate_limited',
        ]);
      });

      it('prices 5 bills a minute per address (8 at once)', async () => {
        const branch = await db().selectFrom('branches').select('id').limit(1).executeTakeFirstOrThrow();
        // a line of an item that is not on the menu: a well-formed request, counted (the answer is the bill's own)
        const line = { item_id: 999_999, quantity: 1, brand: { id: 1 }, branch: { id: branch.id } };
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            call(at(i), '/api/consumer/v1/oms/public/calculate/bill', {
              branch_id: branch.id,
              cart: [line],
              order_type: 1,
            }),
          ),
        );
        expect(answers.filter((a) => a.status !== 429)).toHaveLength(5);
        const refused = answers.filter((a) => a.status === 429);
        expect(refused).toHaveLength(3);
        expect(refused[0]!.body).toMatchObject({ code: 'rate_limited', details: { retry_after: expect.any(Number) } });
        expect(Number(refused[0]!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      });

      it('has the order limiter ready for the checkout: per customer and per address', async () => {
        const from = newAddress();
        const [a, b] = [at(0).limits, at(1).limits];
        await a.order({ address: from, userId: 9001 });
        await expect(b.order({ address: from, userId: 9001 })).rejects.toMatchObject({
          status: 429,
          code: 'rate_limited',
        });
        // the refused order did not use the address's second order
        await b.order({ address: from, userId: 9002 });
        await expect(a.order({ address: from, userId: 9003 })).rejects.toMatchObject({ status: 429 });
        // taken back (the order was refused later on): counts again
        const taken = await a.order({ address: newAddress(), userId: 9004 });
        await taken.refund();
        await b.order({ address: newAddress(), userId: 9004 });
      });
    });
  });
}

suite(
  'on the embedded database (two platforms on one PGlite)',
  async () => {
    const d = await demoDatabase();
    return [d, d];
  },
  async () => undefined,
);

const target = process.env.DATABASE_URL ? postgresDemo() : null;
if (target)
  suite(
    'on PostgreSQL (two instances, each with its own pool)',
    async () => {
      const t = (await target)!;
      return [await t.open(), await t.open()];
    },
    async () => (await target)?.drop(),
  );

describe('the client address of the whole process (X-Forwarded-For only with TRUST_PROXY)', () => {
  const perAddress = LIMIT_DEFAULTS.otpSendsPerAddressPerHour;
  /** Code requests to fresh numbers through the process's HTTP port, each with the X-Forwarded-For given. */
  const burst = (base: string, forwardedFor: (i: number) => string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${base}${C}/auth/signup/phone`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': forwardedFor(i),
            'x-client-address': '1.2.3.4',
          },
          body: JSON.stringify(codeRequest(newPhone())),
        }),
      ),
    );

  it('counts per forwarded address behind a trusted proxy', async () => {
    const database = await demoDatabase();
    const shop = await startShop(database, { TRUST_PROXY: 'true' });
    try {
      const answers = await burst(shop.base, () => '203.0.113.7', perAddress + 1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(perAddress);
      const refused = answers.find((a) => a.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'otp_limit' });
      // another customer behind the same proxy is not held back
      expect((await burst(shop.base, () => '203.0.113.8', 1))[0]!.status).toBe(200);
    } finally {
      await shop.close(); // closes its database too
    }
  });

  it('ignores X-Forwarded-For (and a client-address header) without TRUST_PROXY', async () => {
    const database = await demoDatabase();
    const shop = await startShop(database);
    try {
      const answers = await burst(shop.base, (i) => `198.51.100.${i + 1}`, perAddress + 1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(perAddress);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
    } finally {
      await shop.close(); // closes its database too
    }
  });
});
