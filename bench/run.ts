// npm run bench — measures the built server as a customer meets it, next to the floor (bench/floor: a bare
// Remix 2.17 page of a 48-item menu built and served the same way) in the same run (never asserted in tests):
//  1. first-load JavaScript of the key routes (issue 28) and of the floor in Chromium: bytes on the wire (brotli,
//     which Chromium accepts), script files, modulepreload links in the HTML;
//  2. Lighthouse 12 (bench/lighthouse.ts) on the same pages: mobile, median of `--runs`;
//  3. server rendering next to the floor: requests per second of /brand/1, the 200-item store and the 3,000-item
//     food hall (its home and a 300-item stall) under autocannon, the time of one request on an idle server
//     (and what the page's Server-Timing says its data took), the server's memory after the load;
//  4. requests per second and latency of other pages (item sheet, picker, login) and of "Add to cart";
//  5. the platform's bill of a 50-line cart, one request at a time;
//  6. order placement (POST {oms}/order, each one priced again and written in its transaction): orders per
//     second with `connections` customers placing at once;
//  7. card pre-payments through the sandbox gateway, the whole way: the order placed, the payment started,
//     the hosted page's approval (its signed callback through the real callback route), the status poll
//     that says paid — payments per second and the latency of each step.
// One markdown table of the pages with their floor ratios is printed, and everything goes to
// bench/results/<date>.json.
// Usage: npm run bench [-- --duration 10 --connections 10 --runs 3 --port 3400
//   --rounds 3 --only first-load,lighthouse,render,menus,add,bill,orders,payments]
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium';
import { SANDBOX_CARDS } from '../server/platform/payments/sandbox-page';
import { argOf, cookiesOf, measureLighthouse, median, type LighthouseResult } from './lighthouse';
import { rssMb, startFloor, stop } from './server';
import { addFirstItem, addForm, BENCH_OPS_TOKEN, boot, keyRoutes, startBenchShop } from './shop';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(argOf(args, name) ?? fallback);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const RUNS = arg('runs', 3);
/** server rendering: how many times each page and the floor are loaded, in turn (this machine is noisy) */
const ROUNDS = arg('rounds', 3);
/** the shop's port; the floor's is the next one, and Lighthouse's browser debugs on the one after */
const PORT = arg('port', 3400);
/** `--only add,bill` runs only the named measurements (see Usage); all by default */
const ONLY = argOf(args, 'only')?.split(',');
const wanted = (name: string) => !ONLY || ONLY.includes(name);
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * First-load JavaScript of a page in a fresh browser (empty cache), with the page's cookies already set, once
 * its network is idle: the scripts its HTML preloads (`<link rel="modulepreload">`: the entry, the shared
 * chunks, the root's and the route's modules; bytes on the wire, brotli; files), the scripts it fetched
 * besides (lazily: socket.io-client, a sheet's code), and the number of those links. A preloaded script fetched
 * after the load event is the first load all the same (ADR 0042 tried fetching them after the largest paint).
 */
async function firstLoadJs(base: string, path: string, cookie = '') {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    await context.addCookies(cookiesOf(cookie, base));
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    const documents: Promise<{ bytes: number; preloaded: Set<string>; data: number }>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type === 'script')
        scripts.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
      if (type === 'document')
        documents.push(
          Promise.all([request.sizes(), request.response().then((r) => r?.text() ?? '')]).then(([s, html]) => ({
            bytes: s.responseBodySize,
            preloaded: new Set(
              [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
                (m) => new URL(m[1]!, base).href,
              ),
            ),
            // the page's data handed to the browser's script (Remix's context script), raw
            data: Buffer.byteLength(/window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1] ?? ''),
          })),
        );
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const done = await Promise.all(scripts);
    const html = await Promise.all(documents);
    const preloaded = html.at(-1)?.preloaded ?? new Set<string>();
    const lazy = (s: { url: string }) => !preloaded.has(s.url);
    const files = done
      .map((s) => ({
        file: new URL(s.url).pathname.replace(/^\/build\//, '') + (lazy(s) ? ' (lazy)' : ''),
        bytes: s.bytes,
      }))
      .sort((a, b) => b.bytes - a.bytes);
    const critical = done.filter((s) => !lazy(s));
    const landed = new URL(page.url());
    if (landed.pathname !== new URL(path, base).pathname) throw new Error(`${path} led to ${landed.pathname}`);
    return {
      path,
      url: landed.pathname,
      jsBytes: critical.reduce((n, s) => n + s.bytes, 0),
      jsRequests: critical.length,
      lazyJsBytes: done.filter(lazy).reduce((n, s) => n + s.bytes, 0),
      htmlBytes: html.reduce((n, d) => n + d.bytes, 0),
      dataBytes: html.at(-1)?.data ?? 0,
      modulePreloads: preloaded.size,
      files,
    };
  } finally {
    await browser.close();
  }
}
type FirstLoad = Awaited<ReturnType<typeof firstLoadJs>>;

/** The number of items of a brand's menu (the platform's). */
async function itemCount(brandId: number) {
  const menus = await (await fetch(`${BASE}/api/consumer/v1/webshop/public/store/menus?brandID=${brandId}`)).json();
  return menus.sections.reduce(
    (n: number, s: { sub_sections: { items: unknown[] }[] }) =>
      n + s.sub_sections.reduce((m, c) => m + c.items.length, 0),
    0,
  ) as number;
}

/**
 * One request at a time on an otherwise idle server, `samples` times after 5 to warm up: the median time to
 * the whole answer, and the median of what its Server-Timing header says the page's data took (its entries
 * summed; null when the page sends none).
 */
async function oneRequest(url: string, cookie: string, samples = 20) {
  const times: number[] = [];
  const data: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i < 5) continue;
    times.push(performance.now() - start);
    const timing = res.headers.get('server-timing');
    if (timing) data.push([...timing.matchAll(/dur=([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0));
  }
  return { ms: median(times), serverTimingMs: data.length ? median(data) : null };
}

/**
 * The platform's bill for a 50-line cart from ten stalls of the 3,000-item food hall, timed one request at
 * a time (latency without queueing): p50, p95, p99.
 */
async function measureBill(samples = 300) {
  const OMS = `${BASE}/api/consumer/v1/oms`;
  const hall = await (await fetch(`${BASE}/api/enterprise/v1/branch/vizmenu/identify?hash=MEGAhall`)).json();
  const lines: unknown[] = [];
  for (const branch of hall.branches.slice(0, 10)) {
    const brandId = branch.brand_ids[0];
    const menus = await (
      await fetch(`${BASE}/api/consumer/v1/webshop/public/store/menus?brandID=${brandId}&branchID=${branch.id}`)
    ).json();
    const items = menus.sections.flatMap(
      (s: {
        sub_sections: {
          items: {
            id: number;
            oos: boolean;
            groups: { modifiers: { id: number; is_selected: boolean }[]; id: number }[];
          }[];
        }[];
      }) => s.sub_sections.flatMap((c) => c.items),
    );
    for (const item of items.filter((i: { oos: boolean }) => !i.oos).slice(0, 5)) {
      const groups = item.groups
        .map((g: { id: number; modifiers: { id: number; is_selected: boolean }[] }) => ({
          id: g.id,
          modifiers: g.modifiers.filter((m) => m.is_selected).map((m) => ({ id: m.id, qty: 1, groups: [] })),
        }))
        .filter((g: { modifiers: unknown[] }) => g.modifiers.length);
      const res = await fetch(`${OMS}/cart/line`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          branch_id: branch.id,
          brand_id: brandId,
          item_id: item.id,
          quantity: 2,
          groups,
          order_type: 3,
        }),
      });
      if (!res.ok) throw new Error(`cart line: ${res.status} ${await res.text()}`);
      lines.push({ ...(await res.json()), id: `line-${lines.length}` });
    }
  }
  const path = '/api/consumer/v1/oms/public/calculate/bill/v2';
  const timed = async (body: string) => {
    const times: number[] = [];
    for (let i = 0; i < samples + 20; i++) {
      const start = performance.now();
      const res = await fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = await res.json();
      if (!res.ok) throw new Error(`bill: ${res.status}`);
      if (i === 0 && body.includes('applied_promo') && !answer.applied_promo)
        throw new Error(`bill: the promo was not applied (${JSON.stringify(answer.promo_refusal)})`);
      if (i >= 20) times.push(performance.now() - start); // the first 20 warm up
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  };
  const plain = await timed(JSON.stringify({ foodhall_id: hall.foodhall_id, cart: lines, order_type: 3 }));
  // the same cart with a 10 % promo of the first stall's business (issue 26), made by staff as the ops screen would
  const made = await fetch(`${BASE}/api/enterprise/v1/promoit/promo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_OPS_TOKEN}` },
    body: JSON.stringify({
      business_id: hall.branches[0].business_id,
      code: 'BENCH10',
      value_type: 'percentage',
      value: 1000,
    }),
  });
  if (!made.ok) throw new Error(`promo: ${made.status} ${await made.text()}`);
  const promo = (await made.json()) as { id: number; code: string };
  const withPromo = await timed(
    JSON.stringify({
      foodhall_id: hall.foodhall_id,
      cart: lines,
      order_type: 3,
      applied_promo: { id: promo.id, code: promo.code },
    }),
  );
  return { path, lines: lines.length, samples, ...plain, promo: withPromo };
}

/**
 * Order placement as the checkout sends it: `CONNECTIONS` guests at Lola's Kusina Malate, each placing cash
 * pickup orders of a two-line cart one after another for DURATION seconds, every order with its own
 * idempotency key (a new order each time). Reports orders per second and latency.
 */
/** Lola's Kusina Malate: a two-line cart of items with no choices, and a guest per connection. */
async function placementSetup() {
  const OMS = `${BASE}/api/consumer/v1/oms`;
  const lookup = await (await fetch(`${BASE}/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate`)).json();
  const branchId = lookup.branch.id as number;
  const menus = await (
    await fetch(`${BASE}/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${branchId}`)
  ).json();
  const simple = menus.sections
    .filter((s: { available_times: unknown }) => !s.available_times)
    .flatMap((s: { sub_sections: { isAvailable: unknown; is_age_restricted: boolean; items: unknown[] }[] }) =>
      s.sub_sections.filter((c) => !c.isAvailable && !c.is_age_restricted).flatMap((c) => c.items),
    )
    .filter(
      (i: { oos: boolean; groups: unknown[]; stock: { available: boolean } }) =>
        !i.oos && i.stock.available && i.groups.length === 0,
    )
    .slice(0, 2);
  const cart: unknown[] = [];
  for (const item of simple) {
    const res = await fetch(`${OMS}/cart/line`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ branch_id: branchId, brand_id: 1, item_id: item.id, quantity: 1, order_type: 1 }),
    });
    if (!res.ok) throw new Error(`cart line: ${res.status}`);
    cart.push({ ...(await res.json()), id: `line-${item.id}` });
  }
  const tokens: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const res = await fetch(`${BASE}/api/consumer/v1/auth/login/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accept_tc: true, branch_id: branchId }),
    });
    if (!res.ok) throw new Error(`guest login: ${res.status}`);
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }
  return { OMS, branchId, cart, tokens };
}

async function measurePlacement() {
  const { OMS, branchId, cart, tokens } = await placementSetup();
  const times: number[] = [];
  let errors = 0;
  let n = 0;
  const end = Date.now() + DURATION * 1000;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${OMS}/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            idempotency_key: `bench-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`,
            branch_id: branchId,
            cart,
            order_type: 1,
            payment_method: 2,
            user_info: { phone: '+639171234567', region: 'PH' },
          }),
        });
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { orders: times.length, errors, seconds, rate: times.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/**
 * Card pre-payments through the sandbox gateway, as many at once as `CONNECTIONS` customers make them for
 * DURATION seconds: each places a card order (PENDING, out of the kitchen), starts its payment
 * (POST {oms}/order/payment/init), pays on the hosted page (a form post; the page's HMAC-signed callback goes
 * through the callback route and settles payment and order in one transaction) and asks the status poll,
 * which must say paid. Reports paid payments per second and each step's latency.
 */
async function measurePayments() {
  const { OMS, branchId, cart, tokens } = await placementSetup();
  const steps = { place: [] as number[], init: [] as number[], approve: [] as number[], poll: [] as number[] };
  let errors = 0;
  let n = 0;
  const end = Date.now() + DURATION * 1000;
  const started = performance.now();
  const timed = async <T>(into: number[], run: () => Promise<T>) => {
    const t0 = performance.now();
    const value = await run();
    into.push(performance.now() - t0);
    return value;
  };
  const json = (token: string, body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  let paid = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < end) {
        try {
          const placed = await timed(steps.place, async () => {
            const res = await fetch(
              `${OMS}/order`,
              json(token, {
                idempotency_key: `bench-pay-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`,
                branch_id: branchId,
                cart,
                order_type: 1,
                payment_method: 1,
                payment_channel: 'sandbox_card',
                user_info: { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '+639171234567' },
              }),
            );
            if (!res.ok) throw new Error(`order ${res.status}`);
            return (await res.json()) as { order_hash: string };
          });
          const hash = placed.order_hash;
          const payment = await timed(steps.init, async () => {
            const res = await fetch(
              `${OMS}/order/payment/init`,
              json(token, {
                order_hash: hash,
                payment_method: 1,
                payment_channel: 'sandbox_card',
                success_redirect_url: `${BASE}/payment/success-intermediate?orderHash=${hash}`,
                failure_redirect_url: `${BASE}/payment/failed-intermediate?orderHash=${hash}`,
              }),
            );
            if (!res.ok) throw new Error(`init ${res.status}`);
            return (await res.json()) as { payment_id: string };
          });
          await timed(steps.approve, async () => {
            const res = await fetch(`${OMS}/payment/sandbox/${payment.payment_id}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ action: 'pay', number: SANDBOX_CARDS.approved }).toString(),
              redirect: 'manual',
            });
            await res.arrayBuffer();
            if (res.status !== 303) throw new Error(`hosted page ${res.status}`);
          });
          const status = await timed(steps.poll, async () => {
            const res = await fetch(`${OMS}/order/payment/status?order_hash=${hash}`, {
              headers: { authorization: `Bearer ${token}` },
            });
            if (!res.ok) throw new Error(`status ${res.status}`);
            return (await res.json()) as { payment_status_id: number };
          });
          if (status.payment_status_id !== 1) throw new Error(`not paid: ${status.payment_status_id}`);
          paid++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const p = (xs: number[], q: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  const step = (xs: number[]) => ({ p50: p(xs, 0.5), p99: p(xs, 0.99) });
  return {
    paid,
    errors,
    seconds,
    rate: paid / seconds,
    place: step(steps.place),
    init: step(steps.init),
    approve: step(steps.approve),
    poll: step(steps.poll),
  };
}

/**
 * "Add to cart" as a customer's phone posts it without JavaScript (a form POST to /cart answered 303), on
 * sessions of their own (one per connection), for an item that needs no choice: what one add costs the
 * server (the shop's action, the platform's line and bill). Quantities stop at the stepper's 99, the add
 * is still priced.
 */
async function loadAdd(name: string, storeLink: string, brandId: number) {
  const cookies = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => (await boot(BASE, storeLink)).cookie),
  );
  // Each customer's first add makes their session; the run measures the adds that follow.
  const first = await addFirstItem(BASE, cookies[0]!, brandId);
  cookies[0] = first.cookie;
  const form = addForm(brandId, first.branchId, first.itemId);
  for (let i = 1; i < cookies.length; i++) cookies[i] = (await addFirstItem(BASE, cookies[i]!, brandId)).cookie;
  let next = 0;
  const result = await autocannon({
    url: `${BASE}/cart`,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
    body: form,
    requests: [
      {
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[next++ % cookies.length]! } }),
      },
    ],
  });
  return {
    name,
    path: `POST /cart (intent=add, item ${first.itemId})`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['3xx'],
    errors: result.errors + result['2xx'] + result['4xx'] + result['5xx'],
  };
}

async function load(name: string, url: string, cookie: string, duration = DURATION) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { cookie, 'accept-encoding': 'gzip' },
  });
  const ok = result['2xx'];
  return {
    name,
    path: new URL(url).pathname,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    errors: result.errors + result.non2xx,
  };
}
type Load = Awaited<ReturnType<typeof load>>;
/** one round of server rendering: the floor's run, then the page's */
interface Round {
  floor: Load;
  page: Load;
}
/** the middle one of runs by requests per second (the upper one of an even count) */
const middleOf = (loads: Load[]) => [...loads].sort((a, b) => a.rps - b.rps)[Math.floor(loads.length / 2)]!;

/** A page of the big table: the shop's or the floor's, with what was measured of it. */
interface Row {
  /** the key route's name (bench/shop.ts), or `floor`, or the page's */
  key: string;
  page: string;
  path: string;
  firstLoad?: FirstLoad;
  lighthouse?: LighthouseResult;
  /** its median autocannon run, one request on an idle server, the floor's median run of the same rounds, the rounds */
  load?: Load & { oneRequest: Awaited<ReturnType<typeof oneRequest>>; floorRps: number; rounds?: Round[] };
}

const shop = await startBenchShop(PORT);
const floor = await startFloor(PORT + 1);
try {
  const lola = await boot(BASE, 'LK7brand');
  const hall = await boot(BASE, 'HFhall01');
  const dn = await boot(BASE, 'DNgroup1');
  const mega = await boot(BASE, 'MEGAhall');
  const megaMenuLinks = await (await fetch(`${BASE}/menu`, { headers: { cookie: mega.cookie } })).text();
  const megaBrand = Number(/href="\/brand\/(\d+)"/.exec(megaMenuLinks)?.[1]);
  const bench = await boot(BASE, 'BENCH200');
  const benchBrand = Number(
    /\/brand\/(\d+)/.exec(
      await (await fetch(`${BASE}/menu/BENCH200`, { headers: { cookie: bench.cookie } })).text(),
    )?.[1],
  );
  const [lolaItems, benchItems, megaItems] = await Promise.all([
    itemCount(1),
    itemCount(benchBrand),
    itemCount(megaBrand),
  ]);

  // The key routes and the floor, each measured in a fresh browser (first-load JS) and by Lighthouse.
  const pages = [
    { name: 'floor', path: '/', cookie: '', base: floor.base },
    ...(wanted('first-load') || wanted('lighthouse') ? await keyRoutes(BASE) : []).map((r) => ({ ...r, base: BASE })),
  ];
  const labels: Record<string, string> = {
    floor: 'floor (bare Remix, 48 items)',
    brand: `brand menu (Lola's, ${lolaItems} items)`,
    menu: 'DN group home (/menu)',
  };
  const rows: Row[] = pages.map((p) => ({ key: p.name, page: labels[p.name] ?? p.name, path: p.path }));
  if (wanted('first-load'))
    for (const [i, p] of pages.entries()) rows[i]!.firstLoad = await firstLoadJs(p.base, p.path, p.cookie);
  if (wanted('lighthouse')) {
    console.log(`Lighthouse on ${pages.length} pages, ${RUNS} runs each…`);
    const audits = await measureLighthouse(pages, { runs: RUNS, debugPort: PORT + 2 });
    for (const [i, audit] of audits.entries()) rows[i]!.lighthouse = audit;
  }

  // Server rendering next to the floor, in the same run (the floor loaded just before each page of the shop).
  const rss: Record<string, number | null> = {};
  const runs: Load[] = [];
  if (wanted('render')) {
    const rendered = [
      { key: 'brand', url: `${BASE}/brand/1`, cookie: lola.cookie },
      {
        key: `brand menu (Bench Kitchen, ${benchItems} items)`,
        url: `${BASE}/brand/${benchBrand}`,
        cookie: bench.cookie,
      },
      { key: '3,000-item food hall: its home', url: `${BASE}/menu`, cookie: mega.cookie },
      {
        key: `3,000-item food hall: a stall (${megaItems} items)`,
        url: `${BASE}/brand/${megaBrand}`,
        cookie: mega.cookie,
      },
    ];
    // The floor and each page of the shop are loaded in turn, `--rounds` times, after a short load of each that
    // is not counted (the first requests of a page run code not yet compiled): the machine's other work changes
    // from one minute to the next, and one run of each was seen to move the ratio by a third. A page's figures
    // are its median run and the floor's median run of the same rounds.
    const floorUrl = `${floor.base}/`;
    const floorSingle = await oneRequest(floorUrl, '');
    const floorRuns: Load[] = [];
    for (const { key, url, cookie } of rendered) {
      let row = rows.find((r) => r.key === key);
      if (!row) rows.push((row = { key, page: labels[key] ?? key, path: new URL(url).pathname }));
      const single = await oneRequest(url, cookie);
      await load('warm-up', floorUrl, '', 3);
      await load('warm-up', url, cookie, 3);
      const rounds: Round[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const floorRun = await load(`floor, before ${row.page} (round ${round})`, floorUrl, '');
        floorRuns.push(floorRun);
        rounds.push({ floor: floorRun, page: await load(`${row.page} (round ${round})`, url, cookie) });
      }
      const pageRun = middleOf(rounds.map((r) => r.page));
      const floorRps = middleOf(rounds.map((r) => r.floor)).rps;
      row.load = { ...pageRun, name: row.page, oneRequest: single, floorRps, rounds };
    }
    // the floor's own row: its middle run
    const middle = middleOf(floorRuns);
    rows[0]!.load = { ...middle, name: 'floor (median of its runs)', oneRequest: floorSingle, floorRps: middle.rps };
    runs.push(...floorRuns);
    rss.shop = await rssMb(shop.child);
    rss.floor = await rssMb(floor.child);
  }
  if (wanted('menus'))
    runs.push(
      await load('food-hall home', `${BASE}/menu`, hall.cookie),
      await load('item sheet', `${BASE}/brand/1/item/7`, lola.cookie),
      // Order options: the picker's time list (slots worked out per request) and the address search.
      await load(
        'schedule picker, time step',
        `${BASE}/brand/1/options?save=1&sched=2&step=time&date=${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}`,
        lola.cookie,
      ),
      await load('address search (gazetteer)', `${BASE}/address?brandId=5&q=kemang`, dn.cookie),
      await load('maps auto-complete (platform)', `${BASE}/api/consumer/v1/map/auto-complete?term=orchard`, ''),
      // Accounts: the phone step (the country picker in the customer's language) and its data for the sheet.
      await load('login phone step', `${BASE}/login/phone-verify`, lola.cookie),
      await load(
        'login phone step (sheet data)',
        `${BASE}/login/phone-verify?_sheet=1&_data=routes%2Flogin.phone-verify`,
        lola.cookie,
      ),
    );
  // One "Add to cart" (the shop's /cart action: the line, then the cart's bill).
  if (wanted('add')) runs.push(await loadAdd("add to cart (Lola's)", 'LK7brand', 1));
  const billLatency = wanted('bill') ? await measureBill() : null;
  const placement = wanted('orders') ? await measurePlacement() : null;
  const payments = wanted('payments') ? await measurePayments() : null;
  rss.shopAtEnd = await rssMb(shop.child);
  const date = new Date().toISOString();
  // the commit measured (BENCH_COMMIT for a tree that is not a checkout)
  let commit = process.env.BENCH_COMMIT ?? null;
  try {
    commit ??= execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* not a checkout */
  }
  const report = {
    date,
    commit,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    settings: { duration: DURATION, connections: CONNECTIONS, lighthouseRuns: RUNS, renderRounds: ROUNDS },
    pages: rows,
    rssMb: rss,
    load: runs,
    bill: billLatency,
    placement,
    payments,
  };

  // One table: every page with its figures, and the floor's ratio where the figure has one.
  const kb = (n: number) => (n / 1024).toFixed(1);
  const floorRow = rows[0]!;
  const ratio = (x: number | undefined, floorX: number | undefined) =>
    x !== undefined && floorX ? `${(x / floorX).toFixed(2)}×` : '';
  const cell = (x: number | string | undefined | null) => (x === undefined || x === null ? '' : String(x));
  console.log(
    `\n| page | path | first-load JS KB on the wire | × floor | scripts | modulepreload | HTML KB | its data KB (raw) | Lighthouse perf | LCP s | FCP s | TBT ms | CLS | SEO | a11y | req/s (${CONNECTIONS} conn.) | × floor | one request ms | its Server-Timing ms |` +
      '\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const f = r.firstLoad;
    const m = r.lighthouse?.median;
    const l = r.load;
    console.log(
      '| ' +
        [
          r.page,
          r.path.length > 40 ? `${r.path.slice(0, 37)}…` : r.path,
          f && kb(f.jsBytes),
          f && ratio(f.jsBytes, floorRow.firstLoad?.jsBytes),
          f?.jsRequests,
          f?.modulePreloads,
          f && kb(f.htmlBytes),
          f && kb(f.dataBytes),
          m?.performance,
          m && (m.lcp / 1000).toFixed(2),
          m && (m.fcp / 1000).toFixed(2),
          m && Math.round(m.tbt),
          m?.cls.toFixed(3),
          m?.seo,
          m?.accessibility,
          l?.rps,
          l && r !== floorRow ? ratio(l.rps, l.floorRps) : '',
          l?.oneRequest.ms.toFixed(1),
          l?.oneRequest.serverTimingMs?.toFixed(1),
        ]
          .map(cell)
          .join(' | ') +
        ' |',
    );
  }
  const notes = [
    rows.some((r) => r.firstLoad) &&
      'First load: a fresh browser, the scripts its HTML preloads (bytes on the wire; others are marked lazy) and the number of its modulepreload links.',
    rows.some((r) => r.lighthouse) && `Lighthouse 12: mobile, simulated throttling, median of ${RUNS} runs.`,
    rows.some((r) => r.load) &&
      `req/s: autocannon, ${CONNECTIONS} connections, ${DURATION} s, the median of ${ROUNDS} runs taken in turn with the floor's; × floor: to the floor's median of those rounds (the floor's row: the median of all its runs). One request: median of 20 on an idle server, to the last byte; its Server-Timing: what the page's data took by its header.` +
        `\nServer memory (RSS) after that load: shop ${rss.shop} MB, floor ${rss.floor} MB.`,
    `Shop RSS at the end of the run: ${rss.shopAtEnd} MB.`,
    `Machine: ${report.machine}. A shared, noisy machine: compare figures of the same run only.`,
  ];
  console.log(`\n${notes.filter(Boolean).join('\n')}`);
  const brand = rows.find((r) => r.key === 'brand')?.firstLoad;
  if (brand) {
    console.log(`\nscripts of ${brand.url} on its first load (on the wire; lazy: fetched later by the page):`);
    for (const f of brand.files) console.log(`  ${kb(f.bytes).padStart(6)} KB  ${f.file}`);
  }
  console.log(`\n| page | path | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|`);
  const roundRuns = rows.flatMap((row) => row.load?.rounds?.map((r) => r.page) ?? []);
  for (const r of [...roundRuns, ...runs])
    console.log(`| ${r.name} | ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  if (billLatency)
    console.log(
      `\nbill of a ${billLatency.lines}-line food-hall cart (POST ${billLatency.path}, one at a time, ${billLatency.samples} runs): p50 ${billLatency.p50.toFixed(1)} ms, p95 ${billLatency.p95.toFixed(1)} ms, p99 ${billLatency.p99.toFixed(1)} ms` +
        `\n  with a 10 % promo (applied_promo): p50 ${billLatency.promo.p50.toFixed(1)} ms, p95 ${billLatency.promo.p95.toFixed(1)} ms, p99 ${billLatency.promo.p99.toFixed(1)} ms`,
    );
  if (placement)
    console.log(
      `\norder placement (POST /oms/order, ${CONNECTIONS} customers at once, ${placement.seconds.toFixed(1)} s): ${placement.rate.toFixed(1)} orders/s, p50 ${placement.p50.toFixed(1)} ms, p99 ${placement.p99.toFixed(1)} ms, ${placement.orders} placed, ${placement.errors} refused`,
    );
  if (payments) {
    const ms = (x: { p50: number; p99: number }) => `p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms`;
    console.log(
      `\ncard pre-payments through the sandbox (${CONNECTIONS} customers at once, ${payments.seconds.toFixed(1)} s): ${payments.rate.toFixed(1)} paid/s, ${payments.paid} paid, ${payments.errors} failed\n  place ${ms(payments.place)}; start ${ms(payments.init)}; hosted page + signed callback ${ms(payments.approve)}; status poll ${ms(payments.poll)}`,
    );
  }
  await fs.mkdir('bench/results', { recursive: true });
  const file = `bench/results/${date.slice(0, 19).replace(/:/g, '')}.json`;
  await fs.writeFile(file, JSON.stringify(report, null, 2));
  console.log(`\nresults: ${file}`);
} finally {
  await stop(floor);
  await shop.close();
}
