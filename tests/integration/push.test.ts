// Web push (issue 16; SPEC §4 "Push notifications are sent for status changes, including scheduled wording
// and Your order has been updated"): a customer's browser subscribes, the kitchen moves the order, and an
// encrypted push reaches the browser's push service (an msw stand-in: a third party) signed with our VAPID key,
// in the customer's language, once per change; a subscription the service says is gone is deleted; a push
// service that fails or hangs never holds up or fails the order's move; hostile subscriptions are 400.
import http from 'node:http';
import pino from 'pino';
import express from 'express';
import { setupServer } from 'msw/node';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '~/contract/notifications';
import { storeMenusSchema } from '~/contract/catalog';
import { OrderStatus } from '~/domain/constants';
import { formatOpening } from '~/domain/datetime';
import { earliestSlot, scheduleRules } from '~/domain/schedule';
import { createPlatform, type Platform } from '../../server/platform/index';
import { mountFetchHandler } from '../../server/fetch-adapter';
import type { Database } from '../../server/platform/db/index';
import { eventOf } from '../../server/platform/events';
import { pushSenderOf } from '../../server/platform/notifications/routes';
import { PUSH_TTL_SECONDS } from '../../server/platform/notifications/sender';
import { loadConfig } from '../../server/config';
import { resolveSecrets } from '../../server/secrets';
import { demoDatabase } from '../fixtures/database';
import { customer, startShop } from '../fixtures/shop-app';
import { shopStore } from '../../server/shop-store/index';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { OPS_TOKEN, TOKEN_SECRET } from '../fixtures/platform-server';
import { browserSubscription, createPushService, decryptPush, type BrowserSubscription } from '../mocks/push-service';

const OMS = '/api/consumer/v1/oms';
const PUSH = '/api/consumer/v1/push';
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:kitchen@example.com' };

const service = createPushService();
const mocks = setupServer(...service.handlers);
// only the push service is a third party: our own platform (127.0.0.1) is called for real
beforeAll(() => mocks.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => service.reset());
afterAll(() => mocks.close());

describe.each(demoEngines)('web push on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let platform: Platform;
  let url = '';
  let server: http.Server;
  const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const calls = platformCalls(() => ({ url }));
  const { call, ops, branchOf } = calls;

  beforeAll(async () => {
    ({ database, drop } = await open());
    platform = createPlatform({
      db: database.db,
      opsToken: OPS_TOKEN,
      tokenSecret: TOKEN_SECRET,
      limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 },
      push: { vapid: VAPID, timeoutMs: 800, log: (obj, msg) => logged.push({ obj, msg }) },
    });
    const app = express();
    app.use(mountFetchHandler('/api/', platform.handle));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    await drop?.();
  });

  const idle = () => pushSenderOf(platform.events)!.idle();

  async function guest() {
    const branch = (await branchOf('LKmalate')).branch!;
    const res = await fetch(`${url}/api/consumer/v1/auth/login/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accept_tc: true, branch_id: branch.id }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  const subscribe = (token: string | null, body: unknown, language?: string) =>
    fetch(`${url}${PUSH}/subscriptions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'x-language': language } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const asSent = (b: BrowserSubscription) => ({ endpoint: b.endpoint, expirationTime: null, keys: b.keys });
  const endpointsOf = async (token: string) => {
    const me = await call('GET', '/api/consumer/v1/profile', undefined, token);
    return (
      await database.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', me.body.user.id)
        .execute()
    ).map((r) => r.endpoint);
  };

  async function placePickup(token: string, over: Record<string, unknown> = {}) {
    const { hash, lookup } = await calls.placePickup(token, {
      user_info: { first_name: 'Ana', phone: '+639171234567', region: 'PH' },
      ...over,
    });
    return { hash, branch: lookup.branch!, brandId: lookup.brand!.id };
  }

  /** What one browser received, decrypted. */
  const received = (b: BrowserSubscription) =>
    service.to(b.endpoint).map((p) => JSON.parse(decryptPush(p.body, b)) as Record<string, string>);

  it('gives the VAPID public key browsers subscribe with', async () => {
    const res = await fetch(`${url}${PUSH}/vapid-public-key`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ public_key: VAPID.publicKey });
  });

  it('pushes an accepted order to the owner’s browsers, encrypted and signed, once, in their language', async () => {
    const token = await guest();
    const english = browserSubscription();
    const japanese = browserSubscription();
    expect((await subscribe(token, asSent(english))).status).toBe(200);
    expect((await subscribe(token, asSent(japanese), 'ja')).status).toBe(200);
    // another customer's browser hears nothing of this order
    const stranger = browserSubscription();
    expect((await subscribe(await guest(), asSent(stranger))).status).toBe(200);

    const { hash, branch } = await placePickup(token);
    await idle();
    // placing is the customer's own doing: nothing to tell
    expect(service.pushed).toHaveLength(0);

    expect((await ops(hash, 'accept')).status).toBe(200);
    await idle();
    const [request, ...more] = service.to(english.endpoint);
    expect(more).toHaveLength(0);
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(request!.headers.urgency).toBe('normal');
    expect(request!.headers.topic).toBe(hash.slice(0, 32));
    // RFC 8292: a JWT for the push service's origin, signed with our key, and our public key
    const auth = request!.headers.authorization!;
    expect(auth).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`));
    const claims = JSON.parse(Buffer.from(auth.slice(8).split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'https://push.example.test', sub: VAPID.subject });
    expect(request!.body.toString('utf8')).not.toContain(branch.title);

    expect(received(english)).toEqual([
      {
        title: 'Order Accepted',
        body: `${branch.title} is preparing your order.`,
        url: `/order-details?orderHash=${hash}`,
        tag: `order-${hash}`,
      },
    ]);
    expect(received(japanese)).toEqual([expect.objectContaining({ title: '注文受付済み' })]);
    expect(service.to(stranger.endpoint)).toHaveLength(0);

    // the same change told again (an event twice, another instance) is not pushed again
    platform.events.emit('order_status_update', {
      order_hash: hash,
      parent_order_uuid: null,
      status_id: OrderStatus.ACCEPTED,
      payment_status_id: 3,
      fulfillment_status_id: null,
    });
    await idle();
    expect(service.to(english.endpoint)).toHaveLength(1);

    expect((await ops(hash, 'ready')).status).toBe(200);
    await idle();
    expect(received(english).map((m) => m.title)).toEqual(['Order Accepted', 'Order Ready']);
  });

  it('speaks the language the order was placed in, whatever the browser subscribed in', async () => {
    const token = await guest();
    const english = browserSubscription();
    expect((await subscribe(token, asSent(english))).status).toBe(200);
    const { hash } = await placePickup(token, { language: 'ja' });
    expect((await ops(hash, 'accept')).status).toBe(200);
    await idle();
    expect(received(english)).toEqual([expect.objectContaining({ title: '注文受付済み' })]);
  });

  it('tells one order’s changes in their order, so its browsers end on the latest', async () => {
    const token = await guest();
    const browser = browserSubscription();
    await subscribe(token, asSent(browser));
    const { hash } = await placePickup(token);
    await idle();
    // the kitchen taps on quickly: nothing waits for the pushes in between
    for (const step of ['accept', 'ready', 'complete']) expect((await ops(hash, step)).status).toBe(200);
    await idle();
    expect(received(browser).map((m) => m.title)).toEqual(['Order Accepted', 'Order Ready', 'Order Delivered']);
  });

  it('says a scheduled order’s time in the branch’s zone, and tells a cart changed before acceptance', async () => {
    const token = await guest();
    const browser = browserSubscription();
    await subscribe(token, asSent(browser));
    const lookup = await branchOf('LKmalate');
    const menus = storeMenusSchema.parse(
      (
        await call(
          'GET',
          `/api/consumer/v1/webshop/public/store/menus?brandID=${lookup.brand!.id}&branchID=${lookup.branch!.id}`,
        )
      ).body,
    );
    const slot = earliestSlot(scheduleRules(menus.branchInfo, { foodHallTable: false }), new Date());
    expect(slot).not.toBeNull();
    const { hash, branch } = await placePickup(token, { order_schedule_type: 2, scheduled_delivery_time: slot });

    // the kitchen changes the cart before accepting (order_cart_update, SPEC §4 "Your order has been updated")
    const order = (await call('GET', `${OMS}/order/${hash}`, undefined, token)).body;
    platform.events.emit('order_cart_update', eventOf(order));
    await idle();
    expect(received(browser)).toEqual([
      expect.objectContaining({ title: 'Your order has been updated', url: `/order-details?orderHash=${hash}` }),
    ]);

    await ops(hash, 'accept');
    await idle();
    const time = formatOpening(new Date(slot!), branch.timezone, 'en');
    expect(received(browser).at(-1)).toMatchObject({
      title: 'Order Accepted',
      body: `Your scheduled order for ${time} is confirmed.`,
    });
    // once accepted, a cart change is the kitchen's business: nothing more is pushed
    platform.events.emit('order_cart_update', eventOf({ ...order, status_id: OrderStatus.ACCEPTED }));
    await idle();
    expect(received(browser)).toHaveLength(2);
  });

  it('deletes a subscription the push service says is gone; a failing or silent one never holds up the order', async () => {
    const token = await guest();
    const gone = browserSubscription('gone');
    const missing = browserSubscription('missing');
    const broken = browserSubscription('broken');
    const slow = browserSubscription('slow');
    const fine = browserSubscription();
    for (const b of [gone, missing, broken, slow, fine]) expect((await subscribe(token, asSent(b))).status).toBe(200);
    const { hash } = await placePickup(token);
    await idle();
    logged.splice(0);

    const started = Date.now();
    expect((await ops(hash, 'accept')).status).toBe(200);
    // the move answered without waiting for the push services (the slow one waits for its 800 ms timeout)
    expect(Date.now() - started).toBeLessThan(700);
    await idle();
    for (const b of [gone, missing, broken, slow, fine]) expect(service.to(b.endpoint)).toHaveLength(1);
    expect(received(fine)).toHaveLength(1);
    expect((await endpointsOf(token)).sort()).toEqual([broken.endpoint, slow.endpoint, fine.endpoint].sort());
    expect(logged.map((l) => l.msg).sort()).toEqual([
      'push not delivered',
      'push not delivered',
      'push subscription gone: deleted',
      'push subscription gone: deleted',
    ]);
    expect(logged.find((l) => l.obj.status === 500)).toBeDefined();
  });

  it('refuses hostile subscriptions with 400 and a message, and keeps each customer’s own', async () => {
    const token = await guest();
    const mine = browserSubscription();
    const body = asSent(mine);
    const hostile: unknown[] = [
      {},
      [],
      { ...body, endpoint: 'http://push.example.test/send/plain-http' },
      { ...body, endpoint: 'https://127.0.0.1/send/x' },
      { ...body, endpoint: 'https://localhost/send/x' },
      { ...body, endpoint: 'https://metadata.internal/latest' },
      { ...body, endpoint: 'https://user:pass@push.example.test/send/x' },
      { ...body, endpoint: 'https://push.example.test:8443/send/x' },
      { ...body, endpoint: `https://push.example.test/send/${'x'.repeat(2000)}` },
      { ...body, endpoint: 'javascript:alert(1)' },
      { ...body, keys: { ...mine.keys, p256dh: 'short' } },
      { ...body, keys: { ...mine.keys, p256dh: 'A'.repeat(87) } },
      { ...body, keys: { ...mine.keys, auth: `${mine.keys.auth}xx` } },
      { ...body, keys: { p256dh: mine.keys.p256dh } },
      { ...body, keys: { ...mine.keys, auth: { $ne: '' } } },
      { ...body, expirationTime: 'tomorrow' },
      { ...body, expirationTime: Date.now() - 1000 },
    ];
    for (const h of hostile) {
      const res = await subscribe(token, h);
      expect(res.status, JSON.stringify(h).slice(0, 200)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await subscribe(token, 'not json')).status).toBe(400);
    expect((await subscribe(token, body, 'xx')).status).toBe(400);
    expect((await subscribe(null, body)).status).toBe(401);
    expect(await endpointsOf(token)).toEqual([]);

    // someone else cannot delete it (nor tell it apart from none)
    expect((await subscribe(token, body)).status).toBe(200);
    const other = await guest();
    const del = (t: string, endpoint: string) =>
      call('DELETE', `${PUSH}/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, undefined, t);
    expect((await del(other, mine.endpoint)).body).toEqual({ deleted: false });
    expect(await endpointsOf(token)).toEqual([mine.endpoint]);
    // a second customer's own browsers do not touch the first's
    await subscribe(other, asSent(browserSubscription()));
    expect(await endpointsOf(token)).toEqual([mine.endpoint]);
    // the owner can
    expect((await del(token, mine.endpoint)).body).toEqual({ deleted: true });
    expect(await endpointsOf(token)).toEqual([]);
  });

  it(`keeps a customer's newest ${PUSH_SUBSCRIPTIONS_PER_USER} browsers; saving one again updates it`, async () => {
    const token = await guest();
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER + 2 }, () => browserSubscription());
    for (const b of browsers) expect((await subscribe(token, asSent(b))).status).toBe(200);
    const kept = await endpointsOf(token);
    expect(kept.sort()).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
    // the same browser again: one row, its new keys
    const again = { ...asSent(browsers[5]!), keys: browserSubscription().keys };
    expect((await subscribe(token, again)).status).toBe(200);
    expect(await endpointsOf(token)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    const row = await database.db
      .selectFrom('push_subscriptions')
      .select('p256dh')
      .where('endpoint', '=', browsers[5]!.endpoint)
      .executeTakeFirstOrThrow();
    expect(row.p256dh).toBe(again.keys.p256dh);
  });
});

describe('the VAPID key pair', () => {
  it('is made at the first start, kept for the next, and differs from one installation to another', async () => {
    const [one, other] = [await demoDatabase(), await demoDatabase()];
    try {
      const config = loadConfig({ DATA_DIR: 'memory://' });
      const first = (await resolveSecrets(config, one)).vapidKeys!;
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
      expect((await resolveSecrets(config, one)).vapidKeys).toEqual(first);
      expect((await resolveSecrets(config, other)).vapidKeys!.publicKey).not.toBe(first.publicKey);
      // configured keys win
      const pair = webpush.generateVAPIDKeys();
      const configured = loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
      expect((await resolveSecrets(configured, one)).vapidKeys).toEqual(pair);
    } finally {
      await one.close();
      await other.close();
    }
  });
});

describe('the shop’s /actions/push-subscription (needs `npm run build`)', () => {
  it('gives the key, and hands a customer’s subscription to the platform with their token, never showing it', async () => {
    const db = await demoDatabase();
    const shop = await startShop(db);
    try {
      const key = await fetch(`${shop.base}/actions/push-subscription`);
      expect(key.status).toBe(200);
      const { publicKey } = (await key.json()) as { publicKey: string };
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

      const browser = browserSubscription();
      const form = { endpoint: browser.endpoint, ...browser.keys, expirationTime: '' };
      // a visitor has nobody to tell
      const visitor = customer(shop.base);
      await visitor.get('/menu/LKmalate');
      const refused = await visitor.post('/actions/push-subscription', form);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ refusal: { key: 'profile.loggedOut' } });

      const shopper = customer(shop.base);
      await shopper.get('/menu/LKmalate');
      expect((await shopper.post('/login', { accept_tc: 'on' })).status).toBe(303);
      for (const bad of [
        {},
        { ...form, endpoint: 'http://push.example.test/send/x' },
        { ...form, p256dh: 'short' },
        { ...form, expirationTime: 'soon' },
      ]) {
        const res = await shopper.post('/actions/push-subscription', bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(await res.json()).toEqual({ refusal: { key: 'push.prompt.failed' } });
      }
      const saved = await shopper.post('/actions/push-subscription', form);
      expect(saved.status).toBe(200);
      const text = await saved.text();
      expect(JSON.parse(text)).toEqual({ ok: true });
      const [session] = await shopStore(db).selectFrom('shop_sessions').select('data').execute();
      const auth = session!.data.auth as { accessToken: string; user: { id: number } };
      expect(text).not.toContain(auth.accessToken);
      const rows = await db.db.selectFrom('push_subscriptions').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({ user_id: auth.user.id, endpoint: browser.endpoint, p256dh: browser.keys.p256dh }),
      ]);
    } finally {
      await shop.close(); // closes its database too
    }
  });
});

describe('web push is optional (issue 25, item 10; needs `npm run build`)', () => {
  const production = { NODE_ENV: 'production', PAYMENT_SANDBOX: 'false' };
  /** The shop in production on its own database, with the lines it logged. */
  async function productionShop(env: Record<string, string>) {
    const lines: { level: number; msg: string; push?: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const db = await demoDatabase();
    const shop = await startShop(db, { ...production, ...env }, { logger });
    return { shop, lines, close: () => shop.close() }; // the app closes its database
  }
  const pushLines = (lines: { msg: string }[]) => lines.filter((line) => /web push/i.test(line.msg));

  it('without VAPID keys production starts with push off, says so once in the log and in /readyz', async () => {
    const { shop, lines, close } = await productionShop({});
    try {
      const ready = await fetch(`${shop.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite', push: 'off' });
      await fetch(`${shop.base}/readyz`);
      expect(pushLines(lines)).toEqual([
        expect.objectContaining({
          level: 40,
          push: 'off',
          msg: 'web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set',
        }),
      ]);
      // the order page's prompt is not offered: there is no key to subscribe with
      const key = await fetch(`${shop.base}/actions/push-subscription`);
      expect(key.status).toBe(404);
      expect(await key.json()).toEqual({ publicKey: null });
    } finally {
      await close();
    }
  });

  it('with VAPID keys production pushes as before, and its log says nothing about push', async () => {
    const pair = webpush.generateVAPIDKeys();
    const { shop, lines, close } = await productionShop({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    try {
      expect(await (await fetch(`${shop.base}/readyz`)).json()).toEqual({
        status: 'ready',
        database: 'pglite',
        push: 'on',
      });
      expect(pushLines(lines)).toEqual([]);
      const key = await fetch(`${shop.base}/actions/push-subscription`);
      expect(key.status).toBe(200);
      expect(await key.json()).toEqual({ publicKey: pair.publicKey });
    } finally {
      await close();
    }
  });
});
