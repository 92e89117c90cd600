// Hostile input is normal input (issue 13): every endpoint of the platform's contract gets generated
// paths, queries, bodies and headers — garbage, near misses of valid values, ids past 2³¹, choices nested
// hundreds deep, odd encodings — and answers below 500, and a refused request writes nothing.
// FUZZ_RUNS sets the number of cases (2,000 here; `npm run bench` runs 20,000).
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '~/contract';
import type { AnyEndpoint } from '~/contract/endpoint';
import { DEFAULT_PREFIXES } from '../../server/platform/prefixes';
import type { Database } from '../../server/platform/db/index';
import { demoDatabase } from '../fixtures/database';
import { startShop, type ShopApp } from '../fixtures/shop-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const OPS = 'fuzz-ops-token-0123456789';

let database: Database;
let shop: ShopApp;
let userToken = '';
beforeAll(async () => {
  database = await demoDatabase();
  shop = await startShop(database, { OPS_TOKEN: OPS });
  const guest = await fetch(`${shop.base}/api/consumer/v1/auth/login/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accept_tc: true, branch_id: 1 }),
  });
  userToken = ((await guest.json()) as { access_token: string }).access_token;
});
afterAll(() => shop?.close());

/** What a refused request must leave as it was: every table a platform call can write. */
async function fingerprint(): Promise<string> {
  const tables = [
    'users',
    'otp_challenges',
    'refresh_families',
    'refresh_tokens',
    'outbox_messages',
    'branch_brands',
    'brands',
    'menu_items',
    'branches',
    'item_stock',
  ];
  const parts = await Promise.all(
    tables.map(async (t) => {
      const row = await sql<{
        h: string | null;
      }>`select md5(string_agg(x::text, ',' order by x::text)) as h from ${sql.table(t)} x`.execute(database.db);
      return `${t}:${row.rows[0]?.h ?? '-'}`;
    }),
  );
  return parts.join('|');
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '%ZZ', '%', '\u0000', '../../etc/passwd', '日本', '\n\r', 'NaN', '-1', '0', '1e309'),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
  fc.constantFrom(String(2 ** 31), String(2 ** 32), '99999999999999999999'),
);
const idish = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 2 ** 31 - 2, max: 2 ** 33 }), fc.integer());

/** Choices nested deeper than any menu: the schema must refuse them without a stack overflow. */
const deepChoices = fc.integer({ min: 20, max: 600 }).map((depth) => {
  let groups: unknown[] = [];
  for (let i = 0; i < depth; i++) groups = [{ id: 1, modifiers: [{ id: 1, qty: 1, groups }] }];
  return groups;
});

/** A body near what the endpoint takes: its keys with values of every kind, or anything at all. */
function bodyFor(e: AnyEndpoint) {
  const shape = (e.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const keys = Object.keys(shape);
  const value = fc.oneof(fc.jsonValue(), idish, nasty, deepChoices, fc.array(fc.jsonValue(), { maxLength: 5 }));
  const near = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length + 2 })
    : fc.dictionary(fc.string(), value);
  return fc.oneof(near, fc.jsonValue(), fc.constant(undefined));
}

function queryFor(e: AnyEndpoint) {
  const inner = e.query as { _def?: { schema?: { shape?: Record<string, unknown> } }; shape?: Record<string, unknown> };
  const shape = inner?.shape ?? inner?._def?.schema?.shape ?? {};
  const keys = [...Object.keys(shape), 'x'];
  return fc.dictionary(fc.constantFrom(...keys), fc.oneof(nasty, idish.map(String)), { maxKeys: keys.length });
}

const list = Object.entries(endpoints) as [string, AnyEndpoint][];

const request = fc.record({
  which: fc.integer({ min: 0, max: list.length - 1 }),
  params: fc.array(fc.oneof(nasty, idish.map(String)), { minLength: 3, maxLength: 3 }),
  encode: fc.boolean(),
  auth: fc.constantFrom('none', 'user', 'ops', 'garbage'),
  language: fc.constantFrom(undefined, 'en', 'ja', 'zh-tw', 'xx', '日本'),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined),
  method: fc.oneof(
    { arbitrary: fc.constant('endpoint'), weight: 9 },
    { arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'), weight: 1 },
  ),
  seed: fc.integer(),
});

describe('every platform endpoint under generated input', () => {
  it(`answers below 500 and writes nothing when it refuses (${RUNS} cases)`, async () => {
    const statuses = new Map<number, number>();
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [name, e] = list[r.which]!;
        let i = 0;
        const path = e.path.replace(/:(\w+)/g, () => {
          const value = r.params[i++] ?? '1';
          return r.encode ? encodeURIComponent(value) : value.replace(/[/?#]/g, '');
        });
        const [query, body] = fc.sample(fc.tuple(queryFor(e), bodyFor(e)), { seed: r.seed, numRuns: 1 })[0]!;
        const url = new URL(shop.base + DEFAULT_PREFIXES[e.gateway] + path);
        for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
        const headers: Record<string, string> = {};
        if (r.language) headers['x-language'] = encodeURIComponent(r.language);
        if (r.contentType) headers['content-type'] = r.contentType;
        if (r.auth === 'user') headers.authorization = `Bearer ${userToken}`;
        if (r.auth === 'ops') headers.authorization = `Bearer ${OPS}`;
        if (r.auth === 'garbage') headers.authorization = `Bearer ${r.seed}.x.y`;
        const method = r.method === 'endpoint' ? e.method : r.method;
        const res = await fetch(url, {
          method,
          headers,
          body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`${name} ${method} ${url.pathname}${url.search}: ${res.status}`);
        const after = await fingerprint();
        if (res.status >= 400 && after !== before)
          throw new Error(`${name} ${method} ${url.pathname} refused (${res.status}) but wrote`);
        before = after;
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 600_000, markInterruptAsFailure: true },
    );
    const split = [...statuses].sort(([a], [b]) => a - b);
    console.info(
      `platform fuzz: ${split.reduce((n, [, c]) => n + c, 0)} requests, statuses ${split.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 900_000);
});
