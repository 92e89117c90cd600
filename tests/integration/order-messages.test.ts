// Order messages by the chosen channel (issue 27; ADR 0033): each change of an order (placed, accepted, ready,
// completed, cancelled, payment failed, refunded) writes its message in the change's own transaction, once per
// (order, event); a worker sends it by the order's channel through the messaging adapter (here the outbox, as
// in the demo) — once, with two instances racing and after a failed send retried with backoff — in the order's
// language, with a link to the order page that opens a guest's order without a login (signed, expiring, for
// that one order). An order without a channel gets nothing.
import http from 'node:http';
import express from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../server/platform/index';
import { mountFetchHandler } from '../../server/fetch-adapter';
import type { Database } from '../../server/platform/db/index';
import { createOutboxSender } from '../../server/platform/identity/outbox';
import type { MessageSender } from '../../server/platform/identity/providers';
import { queueOrderMessages } from '../../server/platform/messages/queue';
import { ORDER_LINK_DAYS, orderLinkKey } from '../../server/platform/messages/links';
import { createOrderMessages, ORDER_MESSAGE_DEFAULTS } from '../../server/platform/messages/worker';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { OPS_TOKEN, TOKEN_SECRET } from '../fixtures/platform-server';

const OMS = '/api/consumer/v1/oms';
const SHOP = 'https://shop.example.test';

interface MessageRow {
  id: number;
  order_id: number;
  event: string;
  channel: string;
  recipient: string;
  language: string;
  state: string;
  attempts: number;
  next_at: Date;
  last_error: string | null;
}

describe.each(demoEngines)('order messages on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let platform: Platform;
  let url = '';
  let server: http.Server;
  /** the clock of the platform and the workers: moved on to see a retry come due */
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const calls = platformCalls(() => ({ url }));
  const { call, ops, branchOf } = calls;

  beforeAll(async () => {
    ({ database, drop } = await open());
    platform = createPlatform({
      db: database.db,
      opsToken: OPS_TOKEN,
      tokenSecret: TOKEN_SECRET,
      now,
      limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0, orderLookupsPerHour: 6 },
      messages: { publicBase: SHOP },
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

  /** The outbox of the demo, counting what each instance sent; `fail` makes chosen sends throw. */
  function instance(fail: (to: string) => boolean = () => false, delayMs = 0, batch?: number) {
    const outbox = createOutboxSender({ db: database.db, now, reveal: false });
    const sent: string[] = [];
    const sender: MessageSender = {
      name: 'test-outbox',
      channels: outbox.channels,
      async send(message) {
        await new Promise((r) => setTimeout(r, delayMs));
        if (fail(message.to)) throw new Error('provider: HTTP 503');
        sent.push(message.to);
        return outbox.send(message);
      },
      async sendEmail(message) {
        await new Promise((r) => setTimeout(r, delayMs));
        if (fail(message.to)) throw new Error('provider: HTTP 503');
        sent.push(message.to);
        return outbox.sendEmail(message);
      },
    };
    const worker = createOrderMessages({
      db: database.db,
      now,
      sender,
      secret: TOKEN_SECRET,
      publicBase: SHOP,
      events: platform.events,
      settings: batch ? { batch } : undefined,
    });
    return { worker, sent };
  }

  async function guest() {
    const branch = (await branchOf('LKmalate')).branch!;
    const res = await call('POST', '/api/consumer/v1/auth/login/guest', { accept_tc: true, branch_id: branch.id });
    return res.body.access_token as string;
  }

  const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const emailOf = () => `guest-${unique()}@example.com`;
  const phoneOf = () => `+63917${unique().slice(-7)}`;

  const messagesOf = async (orderId: number) =>
    (await sql<MessageRow>`select * from order_messages where order_id = ${orderId} order by id`.execute(database.db))
      .rows;
  const outboxTo = (to: string) =>
    database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', to).orderBy('id').execute();

  it('writes one message per change of an order, with the change, by the channel chosen at checkout', async () => {
    const token = await guest();
    const email = emailOf();
    const { id, hash, lookup } = await calls.placePickup(token, {
      notification_method: 'email',
      user_info: { phone: '+639171234567', region: 'PH', email },
    });
    expect((await messagesOf(id)).map((m) => [m.event, m.channel, m.recipient, m.state])).toEqual([
      ['placed', 'email', email, 'pending'],
    ]);
    // two taps at once: one accept wins, one message
    const taps = await Promise.all([ops(hash, 'accept'), ops(hash, 'accept')]);
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409]);
    expect((await ops(hash, 'ready')).status).toBe(200);
    expect((await ops(hash, 'complete')).status).toBe(200);
    expect((await messagesOf(id)).map((m) => m.event)).toEqual(['placed', 'accepted', 'ready', 'completed']);

    // the same change written again (a retry, another instance) stays one message
    const row = await database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await database.db.transaction().execute((tx) => queueOrderMessages(tx, [row], 'ready', now()));
    expect(await messagesOf(id)).toHaveLength(4);

    const { worker } = instance();
    await worker.runOnce();
    const delivered = await outboxTo(email);
    expect(delivered.map((m) => m.channel)).toEqual(['email', 'email', 'email', 'email']);
    const branch = lookup.branch!.title;
    const order = (await call('GET', `${OMS}/order/${hash}`, undefined, token)).body;
    expect(delivered[0]!.subject).toBe(`Your order ${order.short_id} at ${branch}`);
    expect(delivered[0]!.body).toContain(`${branch} has received your order ${order.short_id}.`);
    expect(delivered[1]!.body).toContain(`${branch} accepted your order ${order.short_id} and is preparing it.`);
    expect(delivered[3]!.body).toContain(`Thank you for ordering from ${branch}!`);
    expect((await messagesOf(id)).every((m) => m.state === 'sent')).toBe(true);
    // sent ones are not sent again
    expect(await worker.runOnce()).toBe(0);
    expect(await outboxTo(email)).toHaveLength(4);
  });

  it('tells an order its branch accepts on arrival that it is placed, then that it is accepted', async () => {
    const token = await guest();
    const phone = phoneOf();
    const branch = (await branchOf('LKmalate')).branch!;
    const autoAccept = async (on: boolean) => {
      await database.db
        .updateTable('branches')
        .set({ order_auto_accept_enabled: on })
        .where('id', '=', branch.id)
        .execute();
      platform.catalog.changes.forget();
    };
    await autoAccept(true);
    let placed: { id: number; hash: string };
    try {
      placed = await calls.placePickup(token, { notification_method: 'whatsapp', user_info: { phone, region: 'PH' } });
    } finally {
      await autoAccept(false);
    }
    expect((await messagesOf(placed.id)).map((m) => m.event)).toEqual(['placed', 'accepted']);
    // the kitchen's accept is refused (accepted already): nothing more
    expect((await ops(placed.hash, 'accept')).status).toBe(409);
    await instance().worker.runOnce();
    const got = await outboxTo(phone);
    expect(got.map((m) => m.body.split('\n')[0])).toEqual([
      expect.stringContaining('has received your order'),
      expect.stringContaining('and is preparing it.'),
    ]);
  });

  it('sends each message once when several instances send at the same time', async () => {
    const token = await guest();
    const phones = Array.from({ length: 6 }, phoneOf);
    const ids: number[] = [];
    for (const phone of phones) {
      const placed = await calls.placePickup(token, {
        notification_method: 'whatsapp',
        user_info: { phone, region: 'PH' },
      });
      ids.push(placed.id);
    }
    // small batches: the instances claim again and again while the others send
    const instances = [instance(() => false, 10, 2), instance(() => false, 10, 2), instance(() => false, 10, 2)];
    await Promise.all(instances.map((i) => i.worker.runOnce()));
    const sent = instances.flatMap((i) => i.sent);
    for (const phone of phones) {
      const got = await outboxTo(phone);
      expect(got.map((m) => m.channel)).toEqual(['whatsapp']);
      expect(sent.filter((to) => to === phone)).toHaveLength(1);
    }
    for (const id of ids) expect((await messagesOf(id)).map((m) => m.state)).toEqual(['sent']);
  });

  it('tries a failed send again after a backoff, and sends it once', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { id, hash } = await calls.placePickup(token, {
      notification_method: 'viber',
      user_info: { phone, region: 'PH' },
      language: 'es',
    });
    let down = true;
    const { worker, sent } = instance((to) => to === phone && down);
    await worker.runOnce();
    let [message] = await messagesOf(id);
    expect(message).toMatchObject({ state: 'pending', attempts: 1, last_error: 'provider: HTTP 503' });
    const wait = message!.next_at.getTime() - now().getTime();
    expect(wait).toBeGreaterThan(ORDER_MESSAGE_DEFAULTS.backoffMs - 5_000);
    expect(wait).toBeLessThanOrEqual(ORDER_MESSAGE_DEFAULTS.backoffMs);
    // not due yet: nothing tried
    down = false;
    await worker.runOnce();
    expect(await outboxTo(phone)).toHaveLength(0);

    // the second failure waits twice as long
    down = true;
    offset += ORDER_MESSAGE_DEFAULTS.backoffMs;
    await worker.runOnce();
    [message] = await messagesOf(id);
    expect(message).toMatchObject({ state: 'pending', attempts: 2 });
    const second = message!.next_at.getTime() - now().getTime();
    expect(second).toBeGreaterThan(2 * ORDER_MESSAGE_DEFAULTS.backoffMs - 5_000);

    down = false;
    offset += 2 * ORDER_MESSAGE_DEFAULTS.backoffMs;
    const other = instance();
    await Promise.all([worker.runOnce(), other.worker.runOnce()]);
    const got = await outboxTo(phone);
    expect(got.map((m) => m.channel)).toEqual(['viber']);
    expect([...sent, ...other.sent].filter((to) => to === phone)).toHaveLength(1);
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    // in the order's language
    expect(got[0]!.body).toContain('ha recibido tu pedido');
    expect(got[0]!.body).toContain(`Consulta tu pedido: ${SHOP}/order-details?orderHash=${hash}&key=`);
  });

  it('sends by itself once started, woken by the order’s change, and sends nothing once stopped', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { worker } = instance();
    worker.start();
    let placed: { id: number; hash: string };
    try {
      placed = await calls.placePickup(token, { notification_method: 'whatsapp', user_info: { phone, region: 'PH' } });
      await expect.poll(async () => (await outboxTo(phone)).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await worker.stop();
    }
    expect((await ops(placed.hash, 'accept')).status).toBe(200);
    await new Promise((r) => setTimeout(r, ORDER_MESSAGE_DEFAULTS.intervalMs + 500));
    expect(await outboxTo(phone)).toHaveLength(1);
    expect((await messagesOf(placed.id)).map((m) => m.state)).toEqual(['sent', 'pending']);
  });

  it('takes over a message whose sender died while sending, once its claim ran out', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { id } = await calls.placePickup(token, {
      notification_method: 'whatsapp',
      user_info: { phone, region: 'PH' },
    });
    // an instance that claims the message and never finishes sending it (it died)
    const outbox = createOutboxSender({ db: database.db, now, reveal: false });
    let release: () => void = () => undefined;
    const hung: MessageSender = {
      ...outbox,
      send: async (message) => {
        if (message.to === phone) await new Promise<void>((r) => (release = r));
        return outbox.send(message);
      },
    };
    const settings = { leaseMs: 300 };
    const dead = createOrderMessages({
      db: database.db,
      now,
      sender: hung,
      secret: TOKEN_SECRET,
      publicBase: SHOP,
      settings,
    });
    const dying = dead.runOnce();
    await expect.poll(async () => (await messagesOf(id))[0]!.state).toBe('sending');
    // another instance: nothing to take while the claim holds …
    const alive = instance();
    await alive.worker.runOnce();
    expect(alive.sent).not.toContain(phone);
    // … and the message once it ran out
    await new Promise((r) => setTimeout(r, 400));
    await alive.worker.runOnce();
    expect(alive.sent.filter((to) => to === phone)).toEqual([phone]);
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    // the dead one's late word changes nothing (its claim is gone)
    release();
    await dying;
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('gives a message up after its last attempt', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { id } = await calls.placePickup(token, { notification_method: 'whatsapp', user_info: { phone } });
    const outbox = createOutboxSender({ db: database.db, now, reveal: false });
    const broken: MessageSender = {
      ...outbox,
      send: () => Promise.reject(new Error('provider: HTTP 500')),
    };
    const worker = createOrderMessages({
      db: database.db,
      now,
      sender: broken,
      secret: TOKEN_SECRET,
      publicBase: SHOP,
      settings: { maxAttempts: 2, backoffMs: 1 },
    });
    await worker.runOnce();
    await new Promise((r) => setTimeout(r, 5));
    await worker.runOnce();
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'failed', attempts: 2 });
    await new Promise((r) => setTimeout(r, 5));
    await worker.runOnce();
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'failed', attempts: 2 });
    expect(await outboxTo(phone)).toHaveLength(0);
  });

  it('writes and sends nothing for an order without a channel', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { id, hash } = await calls.placePickup(token, { user_info: { phone, region: 'PH' } });
    expect((await ops(hash, 'accept')).status).toBe(200);
    expect((await ops(hash, 'cancel', { reason: 'Out of stock' })).status).toBe(200);
    expect(await messagesOf(id)).toEqual([]);
    await instance().worker.runOnce();
    expect(await outboxTo(phone)).toHaveLength(0);
  });

  it('tells a cancel and the refund of a paid order', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { id, hash } = await calls.placePickup(token, {
      notification_method: 'whatsapp',
      user_info: { phone, region: 'PH' },
    });
    expect((await ops(hash, 'paid')).status).toBe(200);
    const refund = await fetch(`${url}/api/enterprise/v1/order/${hash}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
      body: '{}',
    });
    expect(refund.status).toBe(200);
    expect((await ops(hash, 'cancel', { reason: 'Closed' })).status).toBe(200);
    expect((await messagesOf(id)).map((m) => m.event)).toEqual(['placed', 'refunded', 'cancelled']);
    await instance().worker.runOnce();
    const bodies = (await outboxTo(phone)).map((m) => m.body);
    expect(bodies[1]).toContain('has been refunded');
    expect(bodies[2]).toContain('was cancelled');
  });

  it('finds a guest’s order again by its number and phone, and says nothing else', async () => {
    const token = await guest();
    const phone = phoneOf();
    const { hash } = await calls.placePickup(token, { user_info: { phone, region: 'PH' } });
    const order = (await call('GET', `${OMS}/order/${hash}`, undefined, token)).body;
    const find = (body: Record<string, unknown>) => call('POST', `${OMS}/order-link/find`, body);

    // the number as the page shows it (with its ellipsis), the phone as typed nationally
    const national = `0${phone.slice(3)}`;
    const found = await find({ number: order.short_id, phone: national, region: 'PH' });
    expect(found.status).toBe(200);
    expect(found.body.order_hash).toBe(hash);
    const opened = await call('GET', `${OMS}/order-link/${hash}?key=${encodeURIComponent(found.body.key)}`);
    expect(opened.status).toBe(200);

    // a wrong phone, a wrong number, nonsense: one answer, which does not say whether the number exists
    const wrongPhone = await find({ number: order.short_id, phone: '+639170000000', region: 'PH' });
    const wrongNumber = await find({ number: 'abcde…12345', phone, region: 'PH' });
    const nonsense = await find({ number: 'x', phone: 'y' });
    for (const refused of [wrongPhone, wrongNumber, nonsense]) {
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(wrongPhone.body);
    }
    // hostile bodies: 400, never a 500
    expect((await find({ number: 'a'.repeat(41), phone })).status).toBe(400);
    expect((await call('POST', `${OMS}/order-link/find`, '"text"')).status).toBe(400);

    // counted (six an hour here, per address and per number, however the number is spelled): then refused,
    // the right phone too
    const spelled = order.short_id.replace('…', '').toUpperCase();
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push((await find({ number: spelled, phone: '+639170000000' })).status);
    expect(tries).toEqual([404, 404, 429]);
    const late = await find({ number: order.short_id, phone: national, region: 'PH' });
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  describe('the link of a guest’s message', () => {
    const byLink = (hash: string, key: string) =>
      call('GET', `${OMS}/order-link/${hash}?key=${encodeURIComponent(key)}`);

    it('opens that order without a login, and only that one, until it expires', async () => {
      const token = await guest();
      const email = emailOf();
      const { hash } = await calls.placePickup(token, {
        notification_method: 'email',
        user_info: { phone: '+639171234567', region: 'PH', email },
      });
      const other = await calls.placePickup(token, {});
      await instance().worker.runOnce();
      const [message] = await outboxTo(email);
      const link = /https:\/\/\S+/.exec(message!.body)![0];
      const linkUrl = new URL(link);
      expect(linkUrl.origin + linkUrl.pathname).toBe(`${SHOP}/order-details`);
      expect(linkUrl.searchParams.get('orderHash')).toBe(hash);
      const key = linkUrl.searchParams.get('key')!;

      // valid: the order, no login
      const opened = await byLink(hash, key);
      expect(opened.status).toBe(200);
      expect(opened.body.order_hash).toBe(hash);
      // it expires in 30 days
      const expiry = Number(key.split('.')[0]) * 1000;
      expect(Math.abs(expiry - (now().getTime() + ORDER_LINK_DAYS * 86_400_000))).toBeLessThan(60_000);

      const refused = { status: 404, body: expect.objectContaining({ message: 'No order found' }) };
      // another order with this key
      expect(await byLink(other.hash, key)).toMatchObject(refused);
      // tampered: the signature, the expiry pushed later
      const [exp, mac] = key.split('.') as [string, string];
      const flipped = `${exp}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BA' : 'AA'}`;
      expect(await byLink(hash, flipped)).toMatchObject(refused);
      expect(await byLink(hash, `${Number(exp) + 86_400}.${mac}`)).toMatchObject(refused);
      expect(await byLink(hash, 'nonsense')).toMatchObject(refused);
      // signed with another secret
      expect(await byLink(hash, orderLinkKey('another-secret', hash, new Date(expiry)))).toMatchObject(refused);
      // expired
      const past = orderLinkKey(TOKEN_SECRET, hash, new Date(now().getTime() - 1000));
      expect(await byLink(hash, past)).toMatchObject(refused);
      offset += (ORDER_LINK_DAYS + 1) * 86_400_000;
      try {
        expect(await byLink(hash, key)).toMatchObject(refused);
      } finally {
        offset -= (ORDER_LINK_DAYS + 1) * 86_400_000;
      }
      // a missing order answers the same
      expect(await byLink('f'.repeat(32), orderLinkKey(TOKEN_SECRET, 'f'.repeat(32), new Date(expiry)))).toMatchObject(
        refused,
      );
    });
  });
});
