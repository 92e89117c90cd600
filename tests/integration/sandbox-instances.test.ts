// Issue 29: the sandbox gateway behind a load balancer. Its callback reaches whichever instance the balancer
// picks, so every instance on one database must verify what any of them signed. The key used to be made
// per process: a callback signed at instance A was refused 401 at instance B, and its payment stayed
// pending there. Two whole shops (no key configured) on one database, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { platformCalls } from '../fixtures/platform-calls';
import { postgresDemo, SHOP_OPS_TOKEN, startShop, type ShopApp } from '../fixtures/shop-app';
import type { Database } from '../../server/platform/db/index';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from '../../server/platform/payments/sandbox';
import { SANDBOX_CARDS } from '../../server/platform/payments/sandbox-page';

const OMS = '/api/consumer/v1/oms';

const engines = [
  {
    name: 'PGlite',
    async open() {
      const database = await demoDatabase();
      // one database, two shops on the same handle (the first to close closes it)
      return { a: database, b: { ...database, close: async () => undefined }, env: {}, close: async () => undefined };
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          async open() {
            const pg = (await postgresDemo())!;
            const [a, b] = [await pg.open(), await pg.open()];
            return {
              a,
              b,
              env: { DATABASE_URL: pg.url },
              close: async () => {
                await a.close();
                await b.close();
                await pg.drop();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(engines)('the sandbox behind a balancer, on $name', ({ open }) => {
  let a: ShopApp;
  let b: ShopApp;
  let close: () => Promise<void>;
  let database: Database;

  beforeAll(async () => {
    const opened = await open();
    close = opened.close;
    database = opened.a;
    // no PAYMENT_SANDBOX_SECRET: the default an operator starts with
    a = await startShop(opened.a, opened.env);
    b = await startShop(opened.b, opened.env);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await close?.();
  });

  const atA = platformCalls(() => ({ url: a.base }), SHOP_OPS_TOKEN);
  const callbackAt = (shop: ShopApp, body: string, signature: string) =>
    fetch(`${shop.base}${OMS}/payment/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  /** A guest's card pre-payment at Lola's Kusina, placed and started at A: its payment id and charge. */
  async function startedAtA() {
    const guest = await atA.call('POST', '/api/consumer/v1/auth/login/guest', { accept_tc: true, branch_id: 1 });
    expect(guest.status).toBe(200);
    const token = guest.body.access_token as string;
    const { hash } = await atA.placePickup(token, {
      payment_method: 1,
      payment_channel: 'sandbox_card',
      user_info: { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '+639171234567' },
    });
    const started = await atA.call(
      'POST',
      `${OMS}/order/payment/init`,
      {
        order_hash: hash,
        payment_method: 1,
        payment_channel: 'sandbox_card',
        success_redirect_url: `${a.base}/payment/success-intermediate?orderHash=${hash}`,
        failure_redirect_url: `${a.base}/payment/failed-intermediate?orderHash=${hash}`,
      },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paymentId = started.body.payment_id as string;
    const row = await database.db
      .selectFrom('payments')
      .select(['provider_ref', 'state'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return { paymentId, charge: row.provider_ref!, hash };
  }
  const stateOf = async (paymentId: string) =>
    (await database.db.selectFrom('payments').select('state').where('id', '=', paymentId).executeTakeFirstOrThrow())
      .state;

  it('a callback signed at one instance is applied at the other', { timeout: 120_000 }, async () => {
    const { paymentId, charge } = await startedAtA();
    const sandboxA = a.app.platform.gateways.get('sandbox') as SandboxGateway;
    const { body, signature } = sandboxA.sign({
      charge,
      state: 'paid',
      failure_code: null,
      card: { suffix: '4242', brand: 'visa', token: null },
    });
    // before: 401 "The signature does not verify", and the payment stayed pending at B
    const atB = await callbackAt(b, body, signature);
    expect(atB.status, JSON.stringify(atB.body)).toBe(200);
    expect(atB.body).toEqual({ received: true, applied: true });
    expect(await stateOf(paymentId)).toBe('paid');
    // the same event again, at A this time: received, applied once
    expect(await callbackAt(a, body, signature)).toEqual({ status: 200, body: { received: true, applied: false } });
  });

  it(
    "the hosted page's callback, resent as it was sent, verifies at the other instance",
    { timeout: 120_000 },
    async () => {
      const { paymentId } = await startedAtA();
      const paid = await fetch(`${a.base}${OMS}/payment/sandbox/${paymentId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'pay', number: SANDBOX_CARDS.approved }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(await stateOf(paymentId)).toBe('paid');
      const kept = await fetch(`${b.base}${OMS}/payment/sandbox/${paymentId}/callback`);
      expect(kept.status).toBe(200);
      const { body, signature } = (await kept.json()) as { body: string; signature: string };
      expect(await callbackAt(b, body, signature)).toEqual({ status: 200, body: { received: true, applied: false } });
    },
  );

  it('a callback signed with another key is still refused', { timeout: 120_000 }, async () => {
    const { charge } = await startedAtA();
    const { createSandboxGateway } = await import('../../server/platform/payments/sandbox');
    const stranger = createSandboxGateway({ db: database.db, now: () => new Date(), omsPrefix: OMS });
    const { body, signature } = stranger.sign({ charge, state: 'paid', failure_code: null, card: null });
    expect((await callbackAt(b, body, signature)).status).toBe(401);
  });
});
