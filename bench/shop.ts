// The shop as the benchmarks meet it, written once for bench/run.ts and bench/lighthouse.ts: its database
// (the demo, the 3,000-item food hall and a 200-item store), the server's environment, a store link's cookies,
// and the key routes of issue 28 with what each needs first (a store chosen, a cart, an order, a login).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium';
import { platformCalls } from '../tests/fixtures/platform-calls';
import { migrate, openDatabase } from '../server/platform/db/index';
import { loadDemoData } from '../server/platform/demo/seed';
import { loadLargeFoodHall } from '../server/platform/demo/large';
import { startServer, stop, withCookies, type Started } from './server';

/** staff's token of the benched server (the bill's promo is made through the ops endpoint) */
export const BENCH_OPS_TOKEN = 'bench-run-ops-token-0123456789';
/** the demo's loyalty customer (server/platform/demo/world/loyalty.json) */
const LOYALTY_PHONE = { national: '0917 000 0777', e164: '+639170000777' };

async function prepareDatabase(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  await loadDemoData(database.db);
  await loadLargeFoodHall(database.db);
  await loadLargeFoodHall(database.db, { brands: 1, itemsPerBrand: 200, hash: 'BENCH200', title: 'Bench Kitchen' });
  await database.close();
}

/**
 * The built shop as `npm start` runs it, on a fresh database. The load comes from one address: the per-address
 * limits are raised so that what is measured is the work, still counted.
 */
export async function startBenchShop(port: number): Promise<Started & { close(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-bench-'));
  console.log('preparing the database (demo + 3,000-item food hall + 200-item store)…');
  await prepareDatabase(dataDir);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LIMIT_BILLS_PER_ADDRESS_PER_MINUTE: '1000000',
    // the placement run: many orders from one address and one customer per connection
    LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '0',
    LIMIT_ORDERS_PER_USER_PER_HOUR: '0',
    LIMIT_LOGINS_PER_ADDRESS_PER_HOUR: '0',
    DEMO_ORDER_STEP_SECONDS: '0',
    OPS_TOKEN: BENCH_OPS_TOKEN,
  });
  return {
    ...server,
    async close() {
      await stop(server);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookies a store link sets (its boot state; no session yet, cookies accepted), and where it leads. */
export async function boot(base: string, hash: string) {
  const res = await fetch(`${base}/menu/${hash}`, { redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return {
    cookie: [...cookies, `cookie_consent=${Buffer.from('"accepted"').toString('base64')}`].join('; '),
    location: res.headers.get('location'),
  };
}

/** The items of a brand that need no choice and are not sold out, and the branch the platform picks. */
async function simpleItems(base: string, brandId: number) {
  const menus = await (await fetch(`${base}/api/consumer/v1/webshop/public/store/menus?brandID=${brandId}`)).json();
  const items: number[] = menus.sections.flatMap(
    (s: { sub_sections: { items: { id: number; groups: unknown[]; oos: boolean }[] }[] }) =>
      s.sub_sections.flatMap((c) => c.items.filter((i) => !i.oos && i.groups.length === 0).map((i) => i.id)),
  );
  return { branchId: menus.branchInfo.id as number, items };
}

/** The form a customer's phone posts to add an item without JavaScript (POST /cart, answered 303). */
export function addForm(brandId: number, branchId: number, itemId: number) {
  return new URLSearchParams({
    intent: 'add',
    brandId: String(brandId),
    branchId: String(branchId),
    itemId: String(itemId),
    quantity: '1',
    redirectTo: `/brand/${brandId}`,
  }).toString();
}

/** Posts "Add to cart" on a customer's cookies. */
function postAdd(base: string, cookie: string, form: string) {
  return fetch(`${base}/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: form,
  });
}

/**
 * Adds the first item of the brand the platform takes now (sections and categories have hours) to the cart of
 * `cookie`: the item, the branch and the cookies with the session that add made.
 */
export async function addFirstItem(base: string, cookie: string, brandId: number) {
  const { branchId, items } = await simpleItems(base, brandId);
  for (const itemId of items) {
    const res = await postAdd(base, cookie, addForm(brandId, branchId, itemId));
    if (res.status === 303 && res.headers.get('location') === `/brand/${brandId}`)
      return { itemId, branchId, cookie: withCookies(cookie, res) };
  }
  throw new Error(`no item of brand ${brandId} can be added now`);
}

/** The cookie line of a Playwright context's cookies. */
const cookieLine = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * The demo's loyalty customer logged in on the shop as a phone without JavaScript does it (the phone, the code
 * from the outbox, Verify): the cookies of that session.
 */
export async function loyaltyLogin(base: string): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/menu/LKmalate');
    await page.goto('/loyalty');
    if (!new URL(page.url()).pathname.startsWith('/login')) throw new Error(`/loyalty led to ${page.url()}`);
    await page.getByRole('link', { name: 'Continue with mobile' }).click();
    await page.getByLabel('Mobile number').fill(LOYALTY_PHONE.national);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code', { exact: true }).waitFor();
    const outbox = await (
      await fetch(`${base}/api/enterprise/v1/dev/outbox?to=${encodeURIComponent(LOYALTY_PHONE.e164)}&limit=1`)
    ).json();
    await page.getByLabel('Code', { exact: true }).fill(outbox.messages[0].code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/loyalty');
    const cookies = cookieLine(await context.cookies());
    return `${cookies}; cookie_consent=${Buffer.from('"accepted"').toString('base64')}`;
  } finally {
    await browser.close();
  }
}

export interface KeyRoute {
  /** a short name (`--only` takes these) */
  name: string;
  path: string;
  /** the cookies the page needs (a store chosen, a cart, a login) */
  cookie: string;
}

/** The names of the key routes, in the order they are measured. */
export const KEY_ROUTES = ['brand', 'menu', 'cart', 'checkout', 'order', 'promo', 'loyalty'] as const;

/**
 * The key routes of issue 28 with what each needs: /brand/1 after Lola's link, /menu after the DN group's,
 * /cart and /checkout with an item in the cart, an order's page (placed through the platform's API by the
 * demo's loyalty customer, logged in on the shop), /promo, and /loyalty logged in. `only` leaves some out.
 */
export async function keyRoutes(base: string, only?: (name: string) => boolean): Promise<KeyRoute[]> {
  const want = (name: string) => !only || only(name);
  const lola = await boot(base, 'LK7brand');
  const routes: KeyRoute[] = [];
  if (want('brand')) routes.push({ name: 'brand', path: lola.location ?? '/brand/1', cookie: lola.cookie });
  if (want('menu')) routes.push({ name: 'menu', path: '/menu', cookie: (await boot(base, 'DNgroup1')).cookie });
  if (want('cart') || want('checkout')) {
    const { cookie } = await addFirstItem(base, lola.cookie, 1);
    if (want('cart')) routes.push({ name: 'cart', path: '/cart', cookie });
    if (want('checkout')) routes.push({ name: 'checkout', path: '/checkout', cookie });
  }
  if (want('promo'))
    routes.push({
      name: 'promo',
      path: `/promo?brandId=1&redirectTo=${encodeURIComponent('/brand/1')}`,
      cookie: lola.cookie,
    });
  if (want('order') || want('loyalty')) {
    const login = await loyaltyLogin(base);
    if (want('order')) {
      const platform = platformCalls(() => ({ url: base }), BENCH_OPS_TOKEN);
      const { token } = await platform.phoneLogin(LOYALTY_PHONE.e164);
      const { hash } = await platform.placePickup(token);
      routes.push({ name: 'order', path: `/order-details?orderHash=${hash}`, cookie: login });
    }
    if (want('loyalty')) routes.push({ name: 'loyalty', path: '/loyalty', cookie: login });
  }
  return KEY_ROUTES.flatMap((name) => routes.filter((r) => r.name === name));
}
