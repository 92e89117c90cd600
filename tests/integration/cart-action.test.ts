// The cart as the shop edits it (SPEC §4 "Cart editing"), against the embedded platform: one "Add to cart"
// reads the brand's menu once and prices the draft once with the bill (no cart line call); the cart page
// then answers from the bill the cart was priced with, until the menu moves to a new version; a refusal is
// a typed problem.
import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAction, type CartRefusal } from '~/features/cart/cart-actions.server';
import { loadCartPage } from '~/features/cart/cart-page.server';
import { openLink } from '~/routes/menu.$hash/menu-link.server';
import { createPlatform } from '../../server/platform/index';
import { shopStore } from '../../server/shop-store/index';
import { sessionIdCookie } from '../../server/session-id';
import type { Database } from '../../server/platform/db/index';
import { demoDatabase } from '../fixtures/database';
import { OPS_TOKEN, TOKEN_SECRET } from '../fixtures/platform-server';

const BASE = 'http://shop.test';
let database: Database;
let context: AppLoadContext;
/** the platform calls of the shop, as "METHOD /path" */
let calls: string[] = [];

beforeAll(async () => {
  database = await demoDatabase();
  const platform = createPlatform({ db: database.db, demo: true, opsToken: OPS_TOKEN, tokenSecret: TOKEN_SECRET });
  context = {
    platform: {
      ...platform,
      handle: (request: Request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return platform.handle(request);
      },
    },
    store: shopStore(database),
    singleInstance: true,
    secureCookies: false,
    sessionSecrets: ['a-test-session-secret'],
    sessionCookie: sessionIdCookie({ secrets: ['a-test-session-secret'], secure: false }),
    apiUrls: {},
    demo: true,
    socketToken: 'socket',
    cspNonce: 'nonce',
    supportUrl: '',
  } as unknown as AppLoadContext;
});
afterAll(async () => {
  await database?.close();
});

/** A browser's cookies: what a store link set (its boot state), and the session the first change makes. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    return response;
  }
  toString() {
    return [...this.cookies.values()].join('; ');
  }
}

async function openStore(hash: string): Promise<Jar> {
  const answer = await openLink(new Request(`${BASE}/menu/${hash}`), context, hash).catch((thrown: unknown) => thrown);
  const jar = new Jar();
  jar.take(answer as Response);
  return jar;
}

async function post(path: string, jar: Jar, fields: Record<string, string>) {
  return jar.take(
    await cartAction(
      new Request(BASE + path, {
        method: 'POST',
        headers: { cookie: String(jar), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      context,
    ),
  );
}

const loadCart = (jar: Jar) => loadCartPage(new Request(`${BASE}/cart`, { headers: { cookie: String(jar) } }), context);
async function platformGet<T>(path: string): Promise<T> {
  return (await (await context.platform.handle(new Request(`http://platform.internal/api${path}`))).json()) as T;
}
type Menus = {
  branchInfo: { id: number };
  sections: { sub_sections: { items: { id: number; groups: unknown[]; oos: boolean }[] }[] }[];
};
const count = (pattern: RegExp) => calls.filter((c) => pattern.test(c)).length;

/** Adds `quantity` of the first item of a brand that needs no choice and the rules take now; its id. */
async function addFirstOrderable(cookie: Jar, brandId: number, quantity = 1): Promise<number | null> {
  const menus = await platformGet<Menus>(`/consumer/v1/webshop/public/store/menus?brandID=${brandId}`);
  const candidates = menus.sections.flatMap((s) =>
    s.sub_sections.flatMap((c) => c.items.filter((i) => !i.oos && i.groups.length === 0).map((i) => i.id)),
  );
  for (const itemId of candidates) {
    calls = [];
    const answer = await post('/cart', cookie, {
      intent: 'add',
      brandId: String(brandId),
      branchId: String(menus.branchInfo.id),
      itemId: String(itemId),
      quantity: String(quantity),
      redirectTo: `/brand/${brandId}`,
    });
    if (answer.status === 303) {
      expect(answer.headers.get('location')).toBe(`/brand/${brandId}`);
      return itemId;
    }
  }
  return null;
}

describe('Add to cart', () => {
  it('reads the menu once, prices once with the bill, and the cart page answers from that bill', async () => {
    const cookie = await openStore('LK7brand');
    expect(await addFirstOrderable(cookie, 1, 2)).not.toBeNull();
    expect(count(/store\/menus/)).toBe(1);
    expect(count(/calculate\/bill/)).toBe(1);
    expect(count(/cart\/line/)).toBe(0);

    calls = [];
    const page = await (await loadCart(cookie)).json();
    expect(page.count).toBe(2);
    expect(page.bill?.total).toBeGreaterThan(0);
    expect(count(/calculate\/bill/)).toBe(0);
    // A loader writes no session.
    expect((await loadCart(cookie)).headers.get('set-cookie')).toBeNull();
  });

  it('prices the cart again once the branch’s menu has a new version (a new price is never hidden)', async () => {
    const cookie = await openStore('LK7brand');
    const itemId = await addFirstOrderable(cookie, 1);
    expect(itemId).not.toBeNull();
    const ops = await context.platform.handle(
      new Request(`http://platform.internal/api/enterprise/v1/brand/1/item/${itemId}/price`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price: 12_345 }),
      }),
    );
    expect(ops.status).toBe(200);
    calls = [];
    const page = await (await loadCart(cookie)).json();
    expect(count(/calculate\/bill/)).toBe(1);
    expect(page.bill?.priceUpdated).toBe(true);
  });

  it('applies an add sent again with the same form id once (a phone retrying a lost answer)', async () => {
    const cookie = await openStore('LK7brand');
    const itemId = await addFirstOrderable(cookie, 1);
    expect(itemId).not.toBeNull();
    const menus = await platformGet<Menus>('/consumer/v1/webshop/public/store/menus?brandID=1');
    const add = (requestId: string) =>
      post('/cart', cookie, {
        intent: 'add',
        brandId: '1',
        branchId: String(menus.branchInfo.id),
        itemId: String(itemId),
        quantity: '1',
        requestId,
        redirectTo: '/brand/1',
      });
    const once = crypto.randomUUID();
    expect((await add(once)).status).toBe(303);
    calls = [];
    const again = await add(once);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/brand/1');
    expect(count(/calculate\/bill/)).toBe(0);
    expect((await add(crypto.randomUUID())).status).toBe(303);
    // the first add, the form sent once and again, and another form: 3, not 4
    expect((await (await loadCart(cookie)).json()).count).toBe(3);
  });

  it('refuses another brand with the one refusal shape, and adds nothing', async () => {
    const cookie = await openStore('DNgroup1');
    const link = await platformGet<{ brands: { id: number }[] }>(
      '/enterprise/v1/branch/vizmenu/identify?hash=DNgroup1',
    );
    const [first, second] = link.brands.map((b) => b.id);
    expect(await addFirstOrderable(cookie, first!)).not.toBeNull();
    const other = await platformGet<Menus>(`/consumer/v1/webshop/public/store/menus?brandID=${second}`);
    const refused = await post('/cart', cookie, {
      intent: 'add',
      brandId: String(second),
      branchId: String(other.branchInfo.id),
      itemId: String(other.sections[0]!.sub_sections[0]!.items[0]!.id),
      quantity: '1',
      redirectTo: `/brand/${second}`,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as CartRefusal).refusal).toEqual({ key: 'cart.otherBrand', field: 'confirmClear' });
    expect((await (await loadCart(cookie)).json()).count).toBe(1);
  });
});
