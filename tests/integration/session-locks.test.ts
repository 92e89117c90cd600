// Issue 24, defect 3: under a hostile run, writes of a session waited the whole 10 s lock wait (and were
// refused) because other requests of the session held its lock for as long as their clients made them: a
// client that reset its connection while its post waited for the lock left the lock taken for good, and a
// post held its lock until its answer had been delivered. A request now holds its session's lock only while
// the shop works out its answer, after its body was read in full and limited (as it already was: the last
// test keeps it so). Real sockets (node:net), on the embedded database and on PostgreSQL (where the locks
// are advisory locks on a pool of 20 connections).
import net from 'node:net';
import { createCookie } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { customer, postgresDemo, simpleItems, startShop, type ShopApp } from '../fixtures/shop-app';
import type { Database } from '../../server/platform/db/index';
import { shopStore } from '../../server/shop-store/index';

/** The secret startShop signs session cookies with. */
const sessionCookie = createCookie('__session', { secrets: ['shop-app-session-secret-0123456789'] });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Engine {
  name: string;
  start(): Promise<{ shop: ShopApp; db: Database; drop(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'the embedded database',
    start: async () => {
      const db = await demoDatabase();
      return { shop: await startShop(db), db, drop: async () => undefined };
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          start: async () => {
            const target = (await postgresDemo())!;
            const db = await target.open();
            return { shop: await startShop(db, { DATABASE_URL: target.url }), db, drop: target.drop };
          },
        },
      ]
    : []),
];

describe.each(engines)('a session’s lock on $name', (engine) => {
  let shop: ShopApp;
  let db: Database;
  let drop: () => Promise<void>;
  let branchId: number;
  let items: number[];
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    ({ shop, db, drop } = await engine.start());
    ({ branchId, ids: items } = await simpleItems(shop.base));
    expect(items.length).toBeGreaterThanOrEqual(10);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await shop?.close();
    await drop?.();
  });

  const addForm = (itemId: number) =>
    new URLSearchParams({
      intent: 'add',
      brandId: '1',
      branchId: String(branchId),
      itemId: String(itemId),
      quantity: '1',
      redirectTo: '/cart',
    }).toString();

  /** A customer with a session: a store link opened and one line added. Answers the cookie line. */
  async function customerWithSession(): Promise<string> {
    const shopper = customer(shop.base);
    await shopper.get('/menu/LKmalate');
    expect((await shopper.post('/cart', Object.fromEntries(new URLSearchParams(addForm(items[0]!))))).status).toBe(303);
    expect(shopper.jar.has('__session')).toBe(true);
    return [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** An "Add to cart" post as the bytes a client sends. */
  function rawAdd(cookie: string, itemId: number): string {
    const body = addForm(itemId);
    return (
      `POST /cart HTTP/1.1\r\nHost: ${new URL(shop.base).host}\r\nOrigin: ${shop.base}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    );
  }

  /** A connection that sends `bytes` and never reads an answer. */
  function send(bytes: string): net.Socket {
    const socket = net.connect(Number(new URL(shop.base).port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.pause();
    socket.write(bytes);
    sockets.push(socket);
    return socket;
  }

  /**
   * A long poll (socket.io's, answered at its next ping, 25 s) and an add pipelined behind it on one
   * connection: the add runs at once, its answer can go out only after the poll's.
   */
  async function addBehindLongPoll(cookie: string, itemId: number) {
    const handshake = await (await fetch(`${shop.base}/socket.io/?EIO=4&transport=polling`)).text();
    const sid = /"sid":"([^"]+)"/.exec(handshake)![1];
    send(
      `GET /socket.io/?EIO=4&transport=polling&sid=${sid} HTTP/1.1\r\nHost: ${new URL(shop.base).host}\r\n\r\n` +
        rawAdd(cookie, itemId),
    );
  }

  /** An add from a well-behaved client: its status, or 0 when no answer came within 20 s. */
  async function add(cookie: string, itemId: number): Promise<number> {
    try {
      const res = await fetch(`${shop.base}/cart`, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
        headers: { cookie, origin: shop.base, 'content-type': 'application/x-www-form-urlencoded' },
        body: addForm(itemId),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  /** The items in the cart of the session the cookie line names. */
  async function cartItems(cookie: string): Promise<number[]> {
    const id = (await sessionCookie.parse(cookie)) as string;
    const row = await shopStore(db).selectFrom('shop_sessions').select('data').where('id', '=', id).executeTakeFirst();
    const carts = (row?.data.carts ?? {}) as Record<string, { lines: { item_id: number }[] }>;
    return Object.values(carts).flatMap((cart) => cart.lines.map((line) => line.item_id));
  }

  async function until(check: () => Promise<boolean>, ms = 20_000) {
    for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await check()) return true;
    return false;
  }

  it(
    'is not kept by clients that reset their connections while their posts wait for it',
    { timeout: 90_000 },
    async () => {
      const cookie = await customerWithSession();
      // Eight posts of the session pipelined on one connection, and eight more each on its own: one runs at a
      // time, the others wait for the lock. Once one has written the cart, every client goes.
      const sent = items.slice(1, 9);
      const pipelined = send(sent.map((itemId) => rawAdd(cookie, itemId)).join(''));
      const separate = sent.map((itemId) => send(rawAdd(cookie, itemId)));
      expect(await until(async () => (await cartItems(cookie)).some((item) => sent.includes(item)))).toBe(true);
      for (const socket of [pipelined, ...separate]) socket.resetAndDestroy();
      // the customer's next add is answered (not refused after the lock wait, nor left waiting) and kept
      const honest = items[9]!;
      expect(await add(cookie, honest)).toBe(303);
      expect(await cartItems(cookie)).toContain(honest);
    },
  );

  it('is not kept while a post’s answer waits on its connection', { timeout: 90_000 }, async () => {
    const cookie = await customerWithSession();
    const held = items[1]!;
    await addBehindLongPoll(cookie, held);
    expect(await until(async () => (await cartItems(cookie)).includes(held))).toBe(true);
    const honest = items[2]!;
    expect(await add(cookie, honest)).toBe(303);
    expect(await cartItems(cookie)).toContain(honest);
  });

  it('is not taken while the body of a post is still arriving', { timeout: 90_000 }, async () => {
    const cookie = await customerWithSession();
    // half a body, never finished; and a body that trickles in a byte at a time
    const stalled = rawAdd(cookie, items[1]!);
    send(stalled.slice(0, stalled.length - 10));
    const trickled = rawAdd(cookie, items[2]!);
    const trickle = send(trickled.slice(0, trickled.indexOf('\r\n\r\n') + 4));
    const dripping = (async () => {
      for (const byte of trickled.slice(trickled.indexOf('\r\n\r\n') + 4)) {
        if (trickle.destroyed) return;
        trickle.write(byte);
        await sleep(200);
      }
    })();
    const honest = items[3]!;
    expect(await add(cookie, honest)).toBe(303);
    expect(await cartItems(cookie)).toContain(honest);
    trickle.destroy();
    await dripping;
  });

  it.runIf(engine.name === 'PostgreSQL')(
    'held by posts of more sessions than the lock pool has connections keeps no other session waiting',
    { timeout: 120_000 },
    async () => {
      const bystander = await customerWithSession();
      const held = items[1]!;
      const hostile = await Promise.all(Array.from({ length: 24 }, () => customerWithSession()));
      for (const cookie of hostile) await addBehindLongPoll(cookie, held);
      // as many of those posts as may run have run (the lock pool has 20 connections)
      await until(async () => {
        const done = await Promise.all(hostile.map(async (cookie) => (await cartItems(cookie)).includes(held)));
        return done.filter(Boolean).length >= 20;
      });
      const honest = items[2]!;
      expect(await add(bystander, honest)).toBe(303);
      expect(await cartItems(bystander)).toContain(honest);
    },
  );
});
