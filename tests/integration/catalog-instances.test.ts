// Issue 13, defect 6: two instances on one PostgreSQL kept their own catalogue cache for up to a minute, so
// an item put out of stock on one was still added on the other, which also priced a line at the old price.
// Now a write of the catalogue tells every instance (PostgreSQL NOTIFY in the write's transaction) and each
// drops what it kept. Runs when DATABASE_URL is set; needs `npm run build` (the whole shop per instance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import type { MenuItem } from '~/contract/menu';
import { findMenuItem, orderability } from '~/domain/orderability';
import { validateChoices } from '~/domain/modifiers';
import { postgresDemo, SHOP_OPS_TOKEN as OPS_TOKEN, startShop, type ShopApp } from '../fixtures/shop-app';
import type { Database } from '../../server/platform/db/index';

const OMS = '/api/consumer/v1/oms';

describe.runIf(!!process.env.DATABASE_URL)('catalogue changes reach every instance at once (PostgreSQL)', () => {
  const target = process.env.DATABASE_URL ? postgresDemo() : null;
  const databases: Database[] = [];
  let a: ShopApp;
  let b: ShopApp;
  let branchId: number;
  let items: MenuItem[];

  const menusAt = async (app: ShopApp) =>
    storeMenusSchema.parse(
      await (
        await fetch(`${app.base}/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${branchId}`)
      ).json(),
    );
  const post = async (app: ShopApp, path: string, body: unknown, ops = false) => {
    const res = await fetch(app.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ops ? { authorization: `Bearer ${OPS_TOKEN}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const addLine = (app: ShopApp, itemId: number) =>
    post(app, `${OMS}/cart/line`, { branch_id: branchId, brand_id: 1, item_id: itemId, quantity: 1, order_type: 1 });

  beforeAll(async () => {
    const { url, open } = (await target)!;
    databases.push(await open(), await open());
    a = await startShop(databases[0]!, { DATABASE_URL: url });
    b = await startShop(databases[1]!, { DATABASE_URL: url });
    const lookup = lookupSchema.parse(
      await (await fetch(`${a.base}/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate`)).json(),
    );
    const branch = lookup.branch!;
    branchId = branch.id;
    const menus = await menusAt(b);
    const now = new Date();
    // items of Lola's Kusina Malate that need no choice and can be ordered now
    items = menus.sections
      .flatMap((s) => s.sub_sections.flatMap((c) => c.items))
      .filter(
        (i) =>
          validateChoices(i.groups, []).length === 0 &&
          orderability(findMenuItem(menus.sections, i.id), {
            now,
            timezone: branch.timezone,
            capabilities: branch.capabilities,
            brand: menus.brand,
          }).ok,
      );
    expect(items.length).toBeGreaterThanOrEqual(3);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await (await target)?.drop();
  });

  it('an item put out of stock on one instance is refused, and shown out of stock, on the other', async () => {
    const item = items[0]!;
    // the other instance has read the menu and the stock (its cache holds them)
    expect((await addLine(b, item.id)).status).toBe(200);
    expect(findMenuItem((await menusAt(b)).sections, item.id)?.item.stock.available).toBe(true);

    const set = await post(
      a,
      `/api/enterprise/v1/branch/${branchId}/item/${item.id}/stock`,
      { available: false },
      true,
    );
    expect(set.status).toBe(200);

    await expect
      .poll(async () => (await addLine(b, item.id)).body.code, { timeout: 3_000, interval: 50 })
      .toBe('item_oos');
    expect(findMenuItem((await menusAt(b)).sections, item.id)?.item.stock.available).toBe(false);
  });

  it('a new price set on one instance is what the other prices lines and bills at', async () => {
    const item = items[1]!;
    const before = await addLine(b, item.id);
    expect(before.status).toBe(200);
    const price = (before.body.unit_price as number) + 1000;

    const set = await post(a, `/api/enterprise/v1/brand/1/item/${item.id}/price`, { price }, true);
    expect(set.status).toBe(200);

    const billAtB = () =>
      post(b, `${OMS}/public/calculate/bill`, {
        branch_id: branchId,
        order_type: 1,
        cart: [{ id: 'line-1', item_id: item.id, quantity: 1, brand: { id: 1 }, branch: { id: branchId } }],
      });
    await expect
      .poll(async () => (await billAtB()).body.lines?.[0]?.unit_price, { timeout: 3_000, interval: 50 })
      .toBe(price);
    expect((await addLine(b, item.id)).body.unit_price).toBe(price);
    const shown = findMenuItem((await menusAt(b)).sections, item.id)!.item;
    expect(shown.prices[0]!.price).toBe(price);
  });

  it('a brand put in busy mode on one instance refuses lines on the other', async () => {
    const item = items[2]!;
    expect((await addLine(b, item.id)).status).toBe(200);

    const set = await post(a, `/api/enterprise/v1/branch/${branchId}/brand/1/busy`, { is_busy: true }, true);
    expect(set.status).toBe(200);

    await expect
      .poll(async () => (await addLine(b, item.id)).body.code, { timeout: 3_000, interval: 50 })
      .toBe('brand_busy');
    await post(a, `/api/enterprise/v1/branch/${branchId}/brand/1/busy`, { is_busy: false }, true);
    await expect.poll(async () => (await addLine(b, item.id)).status, { timeout: 3_000, interval: 50 }).toBe(200);
  });
});
