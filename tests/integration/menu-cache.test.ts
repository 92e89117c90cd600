// One read of the menu (server/platform/catalog/menus.ts): the shaped menu of a brand at a branch is kept
// and answered again while it would come out the same, and a price change, a stock change, a snooze or a
// campaign starting or ending shows at once — each answer equal to a fresh build at that time.
import { addMinutes, addSeconds } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, type StoreMenus } from '~/contract/catalog';
import type { MenuItem } from '~/contract/menu';
import { demoDatabase } from '../fixtures/database';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { Catalog } from '../../server/platform/catalog/catalog';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
let now = new Date('2026-11-23T04:00:00Z'); // 12:00 in Manila, a Monday
let branchId: number;
const BRAND = 1; // Lola's Kitchen
const MENUS = () => `/api/consumer/v1/webshop/public/store/menus?brandID=${BRAND}&branchID=${branchId}`;
const BRAND_MENUS = () => `/api/consumer/v1/vizmenu/brand/${BRAND}/menus?branch_id=${branchId}`;

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database, { now: () => now });
  branchId = lookupSchema.parse((await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate')).body)
    .branch!.id;
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const read = () => api.platform.catalog.storeMenus({ brandId: BRAND, branchId });
/** The same menu built from the database by a catalogue that has kept nothing, at the same time. */
const fresh = () => new Catalog(database.db, () => now).storeMenus({ brandId: BRAND, branchId });
const itemsOf = (menus: StoreMenus) => menus.sections.flatMap((s) => s.sub_sections.flatMap((c) => c.items));
const itemIn = (menus: StoreMenus, id: number) => itemsOf(menus).find((i) => i.id === id)!;

async function ops(path: string, body: object) {
  const res = await fetch(`${api.url}/api/enterprise/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function etagOf(path: string) {
  const res = await fetch(api.url + path);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag')!, text: await res.text() };
}

/** An item that is available and has no stock row of its own at the branch yet. */
async function plainItem(skip: number[] = []): Promise<MenuItem> {
  const rows = await database.db.selectFrom('item_stock').select('item_id').where('branch_id', '=', branchId).execute();
  const taken = new Set([...rows.map((r) => r.item_id), ...skip]);
  return itemsOf(await read()).find((i) => i.stock.available && !i.hidden && !taken.has(i.id))!;
}

describe('the kept menu', () => {
  it('answers repeated reads with the same tree, frozen, and equal to a fresh build', async () => {
    const first = await read();
    const again = await read();
    expect(again.sections).toBe(first.sections);
    expect(again.campaigns).toBe(first.campaigns);
    expect(Object.isFrozen(itemsOf(first)[0]!.stock)).toBe(true);
    expect(again).toEqual(await fresh());
  });

  it('serves the menu endpoints byte for byte as a fresh build, with a stable ETag and 304', async () => {
    const menus = await etagOf(MENUS());
    expect(menus.text).toBe(JSON.stringify(await fresh()));
    expect((await etagOf(MENUS())).etag).toBe(menus.etag);
    const conditional = await fetch(api.url + MENUS(), { headers: { 'if-none-match': menus.etag } });
    expect(conditional.status).toBe(304);

    const brand = await etagOf(BRAND_MENUS());
    const f = await fresh();
    expect(brand.text).toBe(
      JSON.stringify({ brand: f.brand, branch: f.branchInfo, currency: f.currency, sections: f.sections }),
    );
    expect((await etagOf(BRAND_MENUS())).etag).toBe(brand.etag);
    expect(brand.etag).not.toBe(menus.etag);
  });

  it('shows a price change (a new menu_version) at once', async () => {
    const before = await read();
    const { etag } = await etagOf(MENUS());
    const item = itemsOf(before).find((i) => i.stock.available)!;
    const price = item.prices[0]!.price + 100;
    await ops(`/brand/${BRAND}/item/${item.id}/price`, { price });
    const after = await read();
    expect(after.branchInfo.menu_version).toBe(before.branchInfo.menu_version + 1);
    expect(itemIn(after, item.id).prices[0]!.price).toBe(price);
    expect(after).toEqual(await fresh());
    expect((await etagOf(MENUS())).etag).not.toBe(etag);
  });

  it('shows a stock change at once', async () => {
    const item = await plainItem();
    const { etag } = await etagOf(MENUS());
    await ops(`/branch/${branchId}/item/${item.id}/stock`, { available: false });
    const after = await read();
    expect(itemIn(after, item.id)).toMatchObject({ oos: true, stock: { available: false, snooze: null } });
    expect(after).toEqual(await fresh());
    expect((await etagOf(MENUS())).etag).not.toBe(etag);
    await ops(`/branch/${branchId}/item/${item.id}/stock`, { available: true });
    expect(itemIn(await read(), item.id).stock.available).toBe(true);
  });

  it('shows a snooze ending at its end, with no write, and keeps the tree until then', async () => {
    const item = await plainItem();
    const start = now;
    await ops(`/branch/${branchId}/item/${item.id}/stock`, { available: true, snooze_minutes: 30 });
    const snoozed = await read();
    expect(itemIn(snoozed, item.id).stock).toEqual({
      available: false,
      snooze: { start_time: start.toISOString(), end_time: addMinutes(start, 30).toISOString() },
    });
    const { etag } = await etagOf(MENUS());

    // the same tree while the cached rows live (a minute at most: ./cache.ts) and nothing starts or ends
    now = addSeconds(start, 50);
    const later = await read();
    expect(later.sections).toBe(snoozed.sections);
    expect(later).toEqual(await fresh());
    now = addMinutes(start, 29);
    expect(itemIn(await read(), item.id).stock.available).toBe(false);
    expect(await read()).toEqual(await fresh());

    now = addMinutes(start, 30);
    const ended = await read();
    expect(ended.sections).not.toBe(snoozed.sections);
    expect(itemIn(ended, item.id).stock).toEqual({ available: true, snooze: null });
    expect(ended).toEqual(await fresh());
    expect((await etagOf(MENUS())).etag).not.toBe(etag);
  });

  it('ends a snooze at its exact end while the cached rows are the same', async () => {
    const item = await plainItem();
    const t0 = now;
    await database.db
      .insertInto('item_stock')
      .values({
        branch_id: branchId,
        item_id: item.id,
        available: true,
        quantity: null,
        snooze_start: addSeconds(t0, -5),
        snooze_end: addSeconds(t0, 20),
      })
      .execute();
    api.platform.catalog.cache.invalidate({ branchId });
    const snoozed = await read();
    expect(itemIn(snoozed, item.id).stock.available).toBe(false);
    now = addSeconds(t0, 19);
    expect((await read()).sections).toBe(snoozed.sections);
    now = addSeconds(t0, 20); // within the cache lifetime: the same rows, a new answer
    const ended = await read();
    expect(itemIn(ended, item.id).stock).toEqual({ available: true, snooze: null });
    expect(ended).toEqual(await fresh());
    expect((await read()).sections).toBe(ended.sections);
  });

  it('shows a snooze starting later, and a campaign starting and ending, at those moments', async () => {
    const item = await plainItem();
    const t0 = now;
    await database.db
      .insertInto('item_stock')
      .values({
        branch_id: branchId,
        item_id: item.id,
        available: true,
        quantity: null,
        snooze_start: addMinutes(t0, 10),
        snooze_end: addMinutes(t0, 20),
      })
      .execute();
    const campaign = await database.db
      .selectFrom('campaigns')
      .select('id')
      .where('brand_id', '=', BRAND)
      .where('discount_scope', '=', 'order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('campaigns')
      .set({ starts_at: addMinutes(t0, 5), ends_at: addMinutes(t0, 15) })
      .where('id', '=', campaign.id)
      .execute();
    api.platform.catalog.cache.invalidate(); // what an ops write does

    const liveCampaign = (m: StoreMenus) => m.campaigns.orders.some((c) => c.id === campaign.id);
    const expectations: [number, boolean, boolean][] = [
      // minutes after t0, snoozed, campaign live
      [0, false, false],
      [4, false, false],
      [5, false, true],
      [10, true, true],
      [14, true, true],
      [15, true, false],
      [19, true, false],
      [20, false, false],
      [60, false, false],
    ];
    for (const [minutes, snoozed, live] of expectations) {
      now = addMinutes(t0, minutes);
      const menus = await read();
      expect(itemIn(menus, item.id).stock.available, `snoozed at +${minutes} min`).toBe(!snoozed);
      expect(liveCampaign(menus), `campaign at +${minutes} min`).toBe(live);
      expect(menus).toEqual(await fresh());
    }
    // and back in time, as a test clock may go
    now = addMinutes(t0, 12);
    const back = await read();
    expect(itemIn(back, item.id).stock.available).toBe(false);
    expect(liveCampaign(back)).toBe(true);
    expect(back).toEqual(await fresh());
  });

  it('shows a snooze without a start as starting now, at every read', async () => {
    const item = await plainItem();
    await database.db
      .insertInto('item_stock')
      .values({
        branch_id: branchId,
        item_id: item.id,
        available: true,
        quantity: null,
        snooze_start: null,
        snooze_end: addMinutes(now, 60),
      })
      .execute();
    api.platform.catalog.cache.invalidate({ branchId });
    const first = await read();
    expect(itemIn(first, item.id).stock.snooze?.start_time).toBe(now.toISOString());
    now = addSeconds(now, 1); // the same cached rows
    const second = await read();
    expect(itemIn(second, item.id).stock.snooze?.start_time).toBe(now.toISOString());
    expect(second).toEqual(await fresh());
  });
});
