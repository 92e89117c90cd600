// Hostile input is normal input (issue 13): every route of the built shop — every action, every loader —
// gets generated form posts and queries (near misses of its own fields, garbage, odd encodings, other
// content types, customers with and without a session), answers below 500, and a refused post changes
// neither the customer's session nor the platform's tables. FUZZ_RUNS sets the number of cases (2,000 here;
// `npm run bench` runs 20,000).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/platform/db/index';
import { shopStore } from '../../server/shop-store/index';
import { demoDatabase } from '../fixtures/database';
import { customer, startShop, type ShopApp } from '../fixtures/shop-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

let database: Database;
let shop: ShopApp;
let routes: { id: string; path: string; action: boolean }[] = [];
/** cookie lines of customers in different states: a visitor of a store, one with a cart, a guest */
let customers: string[] = [];

/** The URL path of every route of the build, its parents' segments joined (`brand/:id/item/:itemId`). */
function routePaths(build: ServerBuild) {
  const full = (id: string): string => {
    const r = build.routes[id]!;
    const own = r.path ?? '';
    return r.parentId && r.parentId !== 'root' ? `${full(r.parentId)}/${own}` : own;
  };
  return Object.entries(build.routes)
    .filter(([id]) => id !== 'root')
    .map(([id, r]) => ({ id, path: `/${full(id)}`.replace(/\/+$/, '') || '/', action: !!r.module.action }));
}

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild;
  routes = routePaths(build);
  database = await demoDatabase();
  shop = await startShop(database);
  const visitor = customer(shop.base);
  await visitor.get('/menu/LKmalate');
  // a customer with a session of their own (a first change makes it)
  const withSession = customer(shop.base);
  await withSession.get('/menu/HFtbl002');
  await withSession.post('/cart', { intent: 'clear', redirectTo: '/cart' });
  customers = [cookieLine(visitor.jar), cookieLine(withSession.jar), ''];
});
afterAll(() => shop?.close());

function cookieLine(jar: Map<string, string>) {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Everything a request could have changed: the sessions and the platform's written tables. */
async function fingerprint(): Promise<string> {
  const tables = ['users', 'otp_challenges', 'refresh_tokens', 'outbox_messages', 'branch_brands', 'item_stock'];
  const parts = await Promise.all(
    tables.map(async (t) => {
      const row = await sql<{
        h: string | null;
      }>`select md5(string_agg(x::text, ',' order by x::text)) as h from ${sql.table(t)} x`.execute(database.db);
      return row.rows[0]?.h ?? '-';
    }),
  );
  const sessions = await shopStore(database).selectFrom('shop_sessions').select(['id', 'data']).orderBy('id').execute();
  return `${parts.join('|')}|${JSON.stringify(sessions)}`;
}

// The fields the shop's forms carry, so that generated posts come near what the actions read.
const FIELDS = [
  'intent',
  'brandId',
  'branchId',
  'itemId',
  'lineId',
  'quantity',
  'set_quantity',
  'comment',
  'note',
  'redirectTo',
  'redirectUrl',
  'itemUrl',
  'confirmClear',
  'phone',
  'region',
  'channel',
  'otp',
  'nonce',
  'first_name',
  'last_name',
  'email',
  'accept_tc',
  'lng',
  'type',
  'placeId',
  'lat',
  'lon',
  'orderType',
  'scheduleType',
  'date',
  'time',
  'vehicleRegNo',
  'vehicleDetails',
  'pickupType',
  'instruction',
  'establishmentName',
  'streetName',
  'c:1',
  'q:1',
  'name__confirm',
  'from__confirm',
];
const INTENTS = ['add', 'update', 'quantity', 'remove', 'note', 'groupNote', 'acceptPrices', 'clear', 'guest', 'x'];
const value = fc.oneof(
  fc.string(),
  fc.constantFrom(...INTENTS),
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom('', '0', '-1', '99999999999', String(2 ** 31), 'NaN', 'on', '%ZZ', '/\t/evil.example', '//x', '日本'),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constant('x'.repeat(3000)),
);
const fields = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), value), {
  maxLength: 12,
});
const segment = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom('LKmalate', 'HFtbl002', 'x', '0', String(2 ** 31), '%ZZ', '..', 'google', 'line'),
  fc.string({ maxLength: 10 }).map((s) => encodeURIComponent(s) || 'x'),
);

const request = fc.record({
  route: fc.nat(),
  params: fc.array(segment, { minLength: 3, maxLength: 3 }),
  post: fc.boolean(),
  fields,
  query: fields,
  who: fc.nat(),
  body: fc.oneof(
    { arbitrary: fc.constant('form'), weight: 8 },
    { arbitrary: fc.constantFrom('json', 'multipart', 'broken-multipart', 'none'), weight: 2 },
  ),
});

describe('every route of the shop under generated input', () => {
  it(`answers below 500 and a refused post changes nothing (${RUNS} cases)`, async () => {
    const statuses = new Map<number, number>();
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const route = routes[r.route % routes.length]!;
        let i = 0;
        const pathname = route.path.replace(/:\w+|\*/g, () => r.params[i++] ?? 'x');
        const url = new URL(shop.base + pathname);
        for (const [k, v] of r.query.slice(0, 4)) url.searchParams.append(k, v);
        const post = r.post && route.action;
        const headers: Record<string, string> = { origin: shop.base, cookie: customers[r.who % customers.length]! };
        let body: BodyInit | undefined;
        if (post) {
          const form = new URLSearchParams(r.fields);
          if (r.body === 'form') {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            body = form.toString();
          } else if (r.body === 'json') {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(Object.fromEntries(r.fields));
          } else if (r.body === 'multipart') {
            const data = new FormData();
            for (const [k, v] of r.fields) data.append(k, v);
            body = data;
          } else if (r.body === 'broken-multipart') {
            headers['content-type'] = 'multipart/form-data; boundary=zz';
            body = `--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd`;
          }
        }
        const res = await fetch(url, { method: post ? 'POST' : 'GET', headers, body, redirect: 'manual' });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${post ? 'POST' : 'GET'} ${url.pathname}${url.search}: ${res.status}`);
        const after = await fingerprint();
        if (post && res.status >= 400 && after !== before)
          throw new Error(`POST ${url.pathname} refused (${res.status}) but wrote`);
        before = after;
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 600_000, markInterruptAsFailure: true },
    );
    const split = [...statuses].sort(([a], [b]) => a - b);
    console.info(
      `shop fuzz: ${split.reduce((n, [, c]) => n + c, 0)} requests, statuses ${split.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 900_000);
});
