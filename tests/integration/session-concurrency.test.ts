// DESIGN.md "Concurrency is designed": concurrent cart writes of one customer are all kept — on the
// embedded database and on PostgreSQL with two instances (outside testing lost acknowledged adds there).
import type { AppLoadContext } from '@remix-run/node';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { commitSession, getSession } from '~/utils/session.server';
import { demoDatabase } from '../fixtures/database';
import { customer, postgresDemo, simpleItems, startShop, type ShopApp } from '../fixtures/shop-app';
import type { Database } from '../../server/platform/db/index';
import { shopStore } from '../../server/shop-store/index';
import { sessionIdCookie } from '../../server/session-id';

/** Adds every item at once on one session, spread over the instances; answers the acknowledged ones. */
async function concurrentAdds(apps: ShopApp[], db: Database) {
  const shopper = customer(apps[0]!.base);
  await shopper.get('/menu/LKmalate');
  const { branchId, ids } = await simpleItems(apps[0]!.base);
  expect(ids.length).toBeGreaterThanOrEqual(8);
  // the first add makes the session's row (opening a link gives an id and stores nothing); the others race on it
  const add = (itemId: number) => ({
    intent: 'add',
    brandId: '1',
    branchId: String(branchId),
    itemId: String(itemId),
    quantity: '1',
    redirectTo: '/cart',
  });
  const first = await shopper.post('/cart', add(ids[0]!));
  expect(first.status).toBe(303);
  expect(shopper.jar.has('__session')).toBe(true);
  const answers = await Promise.all(
    ids.slice(1).map((itemId, i) =>
      fetch(`${apps[i % apps.length]!.base}/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
          origin: apps[0]!.base,
        },
        body: new URLSearchParams(add(itemId)).toString(),
      }).then((res) => ({ itemId, acknowledged: res.status === 303 && res.headers.get('location') === '/cart' })),
    ),
  );
  const acknowledged = [ids[0]!, ...answers.filter((a) => a.acknowledged).map((a) => a.itemId)];
  const rows = await shopStore(db).selectFrom('shop_sessions').select('data').execute();
  expect(rows).toHaveLength(1);
  const carts = rows.flatMap((r) =>
    Object.values((r.data.carts ?? {}) as Record<string, { lines: { item_id: number }[] }>),
  );
  return { acknowledged, kept: carts.flatMap((c) => c.lines.map((l) => l.item_id)) };
}

/** What the session functions read of a request's context: the shop's store, with its memory or without. */
function sessionContext(db: Database, memo: boolean) {
  return {
    store: shopStore(db),
    singleInstance: memo,
    secureCookies: false,
    sessionSecrets: ['a-test-session-secret'],
    sessionCookie: sessionIdCookie({ secrets: ['a-test-session-secret'], secure: false }),
  };
}

describe('a session written by two requests at once', () => {
  it.each([false, true])('keeps what each changed: a commit writes back only its own keys (memo: %s)', async (memo) => {
    const db = await demoDatabase();
    try {
      const context = sessionContext(db, memo) as unknown as AppLoadContext;
      const first = await getSession(new Request('http://shop/'), context);
      first.set('boot', { hash: 'LKmalate' });
      const cookie = (await commitSession(first, context)).split(';')[0]!;
      const request = () => new Request('http://shop/', { headers: { Cookie: cookie } });
      // a page whose customer's tokens were rotated, and an add to the cart, read the same session…
      const [tokens, cart] = [await getSession(request(), context), await getSession(request(), context)];
      tokens.set('auth', { accessToken: 'new' });
      cart.set('carts', { LKmalate: { lines: [{ item_id: 7 }] } });
      cart.unset('boot');
      // …and write it back in either order: both changes stay, and what one removed stays removed.
      await commitSession(cart, context);
      await commitSession(tokens, context);
      const row = await shopStore(db).selectFrom('shop_sessions').select('data').executeTakeFirstOrThrow();
      expect(row.data).toEqual({ auth: { accessToken: 'new' }, carts: { LKmalate: { lines: [{ item_id: 7 }] } } });
      // and the next request reads the same (from the memory of the embedded database, or the row)
      expect((await getSession(request(), context)).data).toEqual(row.data);
    } finally {
      await db.close();
    }
  });
});

describe('reading a session', () => {
  it.each([false, true])(
    "reads the row once for a page's loaders, and not at all from the memory of the embedded database (memo: %s)",
    async (memo) => {
      const db = await demoDatabase();
      try {
        const base = sessionContext(db, memo);
        // one context per request, as server/remix-handler.ts makes it
        const pageContext = () => ({ ...base }) as unknown as AppLoadContext;
        const reads = vi.spyOn(base.store, 'selectFrom');
        const cookie = (
          await commitSession(await getSession(new Request('http://shop/'), pageContext()), pageContext())
        ).split(';')[0]!;
        const request = () => new Request('http://shop/', { headers: { Cookie: cookie } });
        // a customer who has only browsed: no row under their id
        const page = async () => {
          const context = pageContext();
          return Promise.all([getSession(request(), context), getSession(request(), context)]);
        };
        const [root, route] = await page();
        expect(reads).toHaveBeenCalledTimes(1);
        expect(root.data).toEqual({});
        // each loader its own copy
        root.set('boot', { hash: 'LKmalate' });
        expect(route.data).toEqual({});
        await page();
        expect(reads).toHaveBeenCalledTimes(memo ? 1 : 2);

        // an action writes, and the loaders after it in the same request read what it wrote
        const context = pageContext();
        const action = await getSession(request(), context);
        action.set('carts', { LKmalate: { lines: [{ item_id: 7 }] } });
        await commitSession(action, context);
        const calls = reads.mock.calls.length;
        expect((await getSession(request(), context)).data).toEqual({
          carts: { LKmalate: { lines: [{ item_id: 7 }] } },
        });
        expect(reads).toHaveBeenCalledTimes(calls);
        // and so does the next page (from the memory, or the row)
        const [next] = await page();
        expect(next.data).toEqual({ carts: { LKmalate: { lines: [{ item_id: 7 }] } } });
        expect(reads).toHaveBeenCalledTimes(memo ? calls : calls + 1);
      } finally {
        await db.close();
      }
    },
  );
});

describe('concurrent adds on one session', () => {
  it('keeps every acknowledged add exactly once (embedded database)', async () => {
    const db = await demoDatabase();
    const shop = await startShop(db);
    try {
      const { acknowledged, kept } = await concurrentAdds([shop], db);
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);
      expect([...kept].sort()).toEqual([...acknowledged].sort());
    } finally {
      await shop.close();
    }
  });

  const pg = process.env.DATABASE_URL ? postgresDemo() : null;
  afterAll(async () => (await pg)?.drop());
  it.runIf(!!process.env.DATABASE_URL)(
    'keeps every acknowledged add exactly once across two instances on PostgreSQL',
    async () => {
      const target = (await pg)!;
      const [a, b] = [await target.open(), await target.open()];
      const apps = [await startShop(a, { DATABASE_URL: target.url }), await startShop(b, { DATABASE_URL: target.url })];
      try {
        for (let round = 0; round < 3; round++) {
          await shopStore(a).deleteFrom('shop_sessions').execute();
          const { acknowledged, kept } = await concurrentAdds(apps, a);
          expect(acknowledged.length).toBeGreaterThanOrEqual(8);
          expect([...kept].sort()).toEqual([...acknowledged].sort());
        }
      } finally {
        for (const app of apps) await app.close();
      }
    },
  );
});

/**
 * Twenty "Add to cart" taps at once from a visitor who has only opened a store link (issue 24, defect 2): the
 * visitor has no session row yet, so these are its first writes. Spread over the instances; answers what
 * the session holds afterwards.
 */
async function concurrentFirstAdds(apps: ShopApp[], db: Database) {
  const visitor = customer(apps[0]!.base);
  await visitor.get('/menu/LKmalate');
  const { branchId, ids } = await simpleItems(apps[0]!.base);
  const taps = Array.from({ length: 20 }, (_, i) => ids[i % ids.length]!);
  const answers = await Promise.all(
    taps.map((itemId, i) =>
      fetch(`${apps[i % apps.length]!.base}/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: [...visitor.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
          origin: apps[i % apps.length]!.base,
        },
        body: new URLSearchParams({
          intent: 'add',
          brandId: '1',
          branchId: String(branchId),
          itemId: String(itemId),
          quantity: '1',
          redirectTo: '/cart',
        }).toString(),
      }),
    ),
  );
  const sessionCookies = new Set(
    answers
      .flatMap((res) => res.headers.getSetCookie().filter((c) => c.startsWith('__session=')))
      .map((c) => c.split(';')[0]),
  );
  const rows = await shopStore(db).selectFrom('shop_sessions').select('data').execute();
  const quantities = rows.map((r) =>
    Object.values((r.data.carts ?? {}) as Record<string, { lines: { quantity: number }[] }>)
      .flatMap((c) => c.lines)
      .reduce((sum, line) => sum + line.quantity, 0),
  );
  return { statuses: answers.map((res) => res.status), sessionCookies, quantities };
}

describe("a visitor's first writes", () => {
  it('made at once all land in one session (embedded database)', { timeout: 90_000 }, async () => {
    const db = await demoDatabase();
    const shop = await startShop(db);
    try {
      const { statuses, sessionCookies, quantities } = await concurrentFirstAdds([shop], db);
      expect(statuses).toEqual(Array(20).fill(303));
      // one session row holding all twenty, and every answer names that session (or none)
      expect(quantities).toEqual([20]);
      expect(sessionCookies.size).toBeLessThanOrEqual(1);
    } finally {
      await shop.close();
    }
  });

  const pg = process.env.DATABASE_URL ? postgresDemo() : null;
  afterAll(async () => (await pg)?.drop());
  it.runIf(!!process.env.DATABASE_URL)(
    'made at once all land in one session across two instances on PostgreSQL',
    async () => {
      const target = (await pg)!;
      const [a, b] = [await target.open(), await target.open()];
      const apps = [await startShop(a, { DATABASE_URL: target.url }), await startShop(b, { DATABASE_URL: target.url })];
      try {
        const { statuses, sessionCookies, quantities } = await concurrentFirstAdds(apps, a);
        expect(statuses).toEqual(Array(20).fill(303));
        expect(quantities).toEqual([20]);
        expect(sessionCookies.size).toBeLessThanOrEqual(1);
      } finally {
        for (const app of apps) await app.close();
      }
    },
  );
});

describe('opening a link', () => {
  it('looks for no session row under the id the process made for this very request (a first visit)', async () => {
    const reads: string[] = [];
    // a store that says what was asked of it: the first visit must not ask; a known id is looked for
    const store = {
      selectFrom(table: string) {
        reads.push(table);
        const query = { select: () => query, where: () => query, executeTakeFirst: async () => undefined };
        return query;
      },
    };
    const cookie = sessionIdCookie({ secrets: ['a-test-session-secret'], secure: false });
    const context = (issuedSessionId?: string) =>
      ({ store, singleInstance: false, sessionCookie: cookie, issuedSessionId }) as unknown as AppLoadContext;
    const request = new Request('http://localhost/menu', {
      headers: { Cookie: (await cookie.serialize('a-fresh-id-made-for-this-request')).split(';')[0]! },
    });
    const fresh = await getSession(request, context('a-fresh-id-made-for-this-request'));
    expect(fresh.id).toBe('a-fresh-id-made-for-this-request');
    expect(fresh.data).toEqual({});
    expect(reads).toEqual([]);
    await getSession(request, context(undefined));
    expect(reads).toEqual(['shop_sessions']);
  });

  it('stores no session: a hundred scans by a bot leave the table as it was (each gets an id, no row)', async () => {
    const db = await demoDatabase();
    const shop = await startShop(db);
    try {
      const count = async () => (await shopStore(db).selectFrom('shop_sessions').select('id').execute()).length;
      const before = await count();
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${shop.base}/menu/LKmalate`, { redirect: 'manual' });
        expect(res.status).toBe(302);
        expect(res.headers.getSetCookie().some((c) => c.startsWith('boot='))).toBe(true);
        // the id the browser's first writes will share (issue 24, defect 2), exactly once
        expect(res.headers.getSetCookie().filter((c) => c.startsWith('__session='))).toHaveLength(1);
      }
      expect(await count()).toBe(before);
      // and the boot state works: the cart page knows the store the link opened
      const shopper = customer(shop.base);
      await shopper.get('/menu/LKmalate');
      const cart = await shopper.get('/cart');
      expect(cart.status).toBe(200);
      // an empty cart leads back to the store the link opened (its home), not to the shop's list of stores
      expect(/href="([^"]*)"[^>]*>Browse Menu</.exec(await cart.text())?.[1]).toBe('/menu');
    } finally {
      await shop.close();
    }
  });
});
