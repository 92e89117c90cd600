// The catalogue endpoints of SPEC §7 over real HTTP, on the migrated demo database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import { countryCodesSchema, foodHallBranchSchema, nearbySchema } from '~/contract/discovery';
import { demoDatabase } from '../fixtures/database';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
const E = '/api/enterprise/v1';
const C = '/api/consumer/v1';

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const identify = async (hash: string) => {
  const res = await api.get(`${E}/branch/vizmenu/identify?hash=${hash}`);
  expect(res.status).toBe(200);
  return lookupSchema.parse(res.body);
};

describe('GET {enterprise}/branch/vizmenu/identify', () => {
  it('answers a brand link (type 2) with the brand, its business and its three branches', async () => {
    const lookup = await identify('LK7brand');
    expect(lookup.entity_type).toBe(2);
    expect(lookup.brands.map((b) => b.title)).toEqual(["Lola's Kusina"]);
    expect(lookup.brand?.title).toBe("Lola's Kusina");
    expect(lookup.branches).toHaveLength(3);
    expect(lookup.business?.tier).toBe('premium');
    expect(lookup.currency).toMatchObject({ code: 'PHP', symbol: '₱' });
    expect(lookup.country?.code).toBe('PH');
  });

  it('reports store state per branch: open, closed with scheduled orders, busy', async () => {
    const { branches } = await identify('LK7brand');
    const byTitle = Object.fromEntries(branches.map((b) => [b.title, b]));
    expect(byTitle["Lola's Kusina Malate"]!.store_open).toBe(true);
    const makati = byTitle["Lola's Kusina Makati"]!;
    expect(makati.store_open).toBe(false);
    expect(makati.capabilities.scheduled_order_enabled).toBe(true);
    expect(makati.store_next_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const qc = await identify('LKqcbusy');
    expect(qc.brands[0]!.is_busy).toBe(true);
    expect(qc.brands[0]!.busy_mode_updated_at).not.toBeNull();
    const malate = await identify('LKmalate');
    expect(malate.brands[0]!.is_busy).toBe(false);
  });

  it('answers a business link (type 1) with all its brands', async () => {
    const lookup = await identify('DNgroup1');
    expect(lookup.entity_type).toBe(1);
    expect(lookup.brands.length).toBeGreaterThanOrEqual(4);
    expect(lookup.branch).toBeNull();
    expect(lookup.currency?.code).toBe('IDR');
    expect(lookup.banners.length).toBeGreaterThan(0);
  });

  it('answers a branch link (type 3) and a branch counter link (type 7)', async () => {
    const branch = await identify('DNkemang');
    expect(branch.entity_type).toBe(3);
    expect(branch.branch?.title).toBe('Dapur Nusantara Kemang');
    expect(branch.brands).toHaveLength(4);
    const counter = await identify('DNsudirm');
    expect(counter.entity_type).toBe(7);
    expect(counter.table).toBeNull();
    expect(counter.branch?.capabilities.pickup_drive_thru).toBe(true);
    const table = await identify('LKtable3');
    expect(table.table?.table_no).toBe('3');
    expect(table.qr_order_type).toBe(3);
  });

  it('answers a food hall (type 4) with brands of several businesses and its settings', async () => {
    const hall = await identify('HFhall01');
    expect(hall.entity_type).toBe(4);
    expect(hall.foodhall_title).toBe('Harbourfront Food Hall');
    expect(hall.brands.length).toBeGreaterThanOrEqual(5);
    expect(hall.businesses.length).toBe(3);
    expect(new Set(hall.brands.map((b) => b.business_id)).size).toBe(3);
    expect(hall.foodhall_settings?.merge_fees_enabled).toBe(true);
    expect(hall.currency?.code).toBe('SGD');
  });

  it('answers each of the food hall tables (type 5) with its table', async () => {
    for (let n = 1; n <= 12; n++) {
      const table = await identify(`HFtbl${String(n).padStart(3, '0')}`);
      expect(table.entity_type).toBe(5);
      expect(table.table?.table_no).toBe(String(n));
    }
  });

  it('answers the in-app store (type 6) with its watermark flag', async () => {
    const lookup = await identify('INappIDN');
    expect(lookup.entity_type).toBe(6);
    expect(lookup.in_app?.product).toBe('superapp');
    expect((lookup as Record<string, unknown>).superapp_water_mark_enabled).toBe(true);
    expect(lookup.brands.length).toBeGreaterThan(0);
  });

  it('finds a link by its mask', async () => {
    const res = await api.get(`${E}/branch/vizmenu/identify?mask=lolas-kusina`);
    expect(res.status).toBe(200);
    expect(res.body.hash).toBe('LK7brand');
  });

  it('answers 404 JSON for an unknown hash and 400 for a malformed one', async () => {
    const missing = await api.get(`${E}/branch/vizmenu/identify?hash=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', error: 'not_found' });
    expect(missing.headers.get('content-type')).toContain('application/json');
    const bad = await api.get(`${E}/branch/vizmenu/identify?hash=${encodeURIComponent("x' or 1=1")}`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    expect((await api.get(`${E}/branch/vizmenu/identify`)).status).toBe(400);
  });
});

describe('GET {consumer}/webshop/public/store/menus', () => {
  it('returns branchInfo, sections, campaigns with prices in minor units', async () => {
    const lookup = await identify('LKmalate');
    const brandId = lookup.brands[0]!.id;
    const res = await api.get(
      `${C}/webshop/public/store/menus?brandID=${brandId}&branchID=${lookup.branch!.id}&tz=Asia/Manila`,
    );
    expect(res.status).toBe(200);
    const menus = storeMenusSchema.parse(res.body);
    expect(menus.branchInfo.id).toBe(lookup.branch!.id);
    const items = menus.sections.flatMap((s) => s.sub_sections.flatMap((c) => c.items));
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.length).toBeLessThanOrEqual(120);
    for (const i of items) expect(Number.isInteger(i.prices[0]!.price)).toBe(true);
    expect(items.some((i) => i.oos && !i.stock.available)).toBe(true);
    expect(items.some((i) => i.stock.snooze !== null && !i.oos)).toBe(true);
    expect(items.some((i) => i.discount_price !== null)).toBe(true);
    expect(items.some((i) => i.prices[0]!.advanced_pricing.delivery !== null)).toBe(true);
    expect(items.some((i) => (i.title_v2?.en ?? '') !== '' && i.title_v2?.en !== i.title)).toBe(true);
    const groups = items.flatMap((i) => i.groups);
    expect(groups.some((g) => g.rule.type_title === 'exact' && g.rule.value === 1)).toBe(true);
    expect(groups.some((g) => g.rule.type_title === 'range' && g.min === 0 && g.max === 3)).toBe(true);
    expect(groups.some((g) => g.modifiers.some((m) => m.groups.length > 0))).toBe(true);
    const cats = menus.sections.flatMap((s) => s.sub_sections);
    expect(cats.some((c) => c.is_popular_category)).toBe(true);
    expect(cats.some((c) => c.isAvailable !== null)).toBe(true); // breakfast
    expect(cats.some((c) => c.alc_beverages && c.consent_message?.en)).toBe(true);
    expect(
      menus.campaigns.items.length + menus.campaigns.categories.length + menus.campaigns.orders.length,
    ).toBeGreaterThanOrEqual(4);
    expect(menus.campaigns.orders.some((c) => c.discount_type === 'delivery')).toBe(true);
  });

  it('chooses the brand’s first branch when none is given and refuses a branch that does not serve it', async () => {
    const ok = await api.get(`${C}/webshop/public/store/menus?brandID=1`);
    expect(ok.status).toBe(200);
    const other = await identify('HFhall01');
    const wrong = await api.get(`${C}/webshop/public/store/menus?brandID=1&branchID=${other.branches[0]!.id}`);
    expect(wrong.status).toBe(404);
  });

  it('answers 404 for an unknown brand and 400 for malformed values', async () => {
    expect((await api.get(`${C}/webshop/public/store/menus?brandID=99999`)).status).toBe(404);
    expect((await api.get(`${C}/webshop/public/store/menus?brandID=abc`)).status).toBe(400);
    expect((await api.get(`${C}/webshop/public/store/menus?brandID=1&tz=Mars/Olympus`)).status).toBe(400);
    expect((await api.get(`${C}/webshop/public/store/menus`)).status).toBe(400);
  });

  it('answers the authenticated path and the vizmenu path with the same menu', async () => {
    expect((await api.get(`${C}/webshop/store/menus?brandID=2`)).status).toBe(401);
    const token = await api.guestToken((await identify('DNkemang')).branch!.id);
    const a = await api.get(`${C}/webshop/store/menus?brandID=2`, { headers: { authorization: `Bearer ${token}` } });
    const b = await api.get(`${C}/vizmenu/brand/2/menus`);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.sections).toEqual(a.body.sections);
    expect((await api.get(`${C}/vizmenu/brand/x/menus`)).status).toBe(400);
  });
});

describe('other catalogue endpoints', () => {
  it('GET {enterprise}/foodhall/branch answers the hall, its stalls and a table', async () => {
    const hall = await identify('HFhall01');
    const res = await api.get(`${E}/foodhall/branch?foodhall_id=${hall.foodhall_id}&table=7`);
    expect(res.status).toBe(200);
    const body = foodHallBranchSchema.parse(res.body);
    expect(body.branches.length).toBe(6);
    expect(body.table?.table_no).toBe('7');
    expect((await api.get(`${E}/foodhall/branch?foodhall_id=${hall.foodhall_id}&table=99`)).status).toBe(404);
    expect((await api.get(`${E}/foodhall/branch?foodhall_id=0`)).status).toBe(400);
  });

  it('GET {consumer}/country-code lists countries with dial codes', async () => {
    const res = await api.get(`${C}/country-code`);
    const body = countryCodesSchema.parse(res.body);
    expect(body.country_code).toBe('PH');
    expect(body.countries.find((c) => c.code === 'PH')?.dial_code).toBe('+63');
  });

  it('nearby branches split by delivery radius, nearest first', async () => {
    // Near Malate: Malate within range; Quezon City about 11 km away is beyond its 6 km radius.
    const res = await api.get(`${C}/webshop/branches/nearby?lat=14.5700&lon=120.9860&brand_id=1`);
    expect(res.status).toBe(200);
    const body = nearbySchema.parse(res.body);
    expect(body.branches[0]!.title).toBe("Lola's Kusina Malate");
    expect(body.branches[0]!.user_distance_meter).toBeLessThan(200);
    expect(body.far_branches.map((b) => b.title)).toContain("Lola's Kusina Quezon City");
    const d = body.branches.map((b) => b.user_distance_meter!);
    expect([...d].sort((x, y) => x - y)).toEqual(d);
    expect((await api.get(`${C}/webshop/branches/nearby?lat=200&lon=0&brand_id=1`)).status).toBe(400);
  });

  it('lists the demo links only in demo mode', async () => {
    const res = await api.get(`${E}/demo/links`);
    expect(res.status).toBe(200);
    expect(res.body.links.length).toBeGreaterThanOrEqual(20);
    const plain = await startPlatform(database, { demo: false });
    try {
      expect((await plain.get(`${E}/demo/links`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('checks x-language and answers unknown paths and methods with JSON errors', async () => {
    expect((await api.get(`${C}/country-code`, { headers: { 'x-language': 'ja' } })).status).toBe(200);
    const lang = await api.get(`${C}/country-code`, { headers: { 'x-language': 'xx' } });
    expect(lang.status).toBe(400);
    expect(lang.body.code).toBe('unsupported_language');
    expect((await api.get(`${C}/nothing-here`)).status).toBe(404);
    expect((await api.get(`${C}/country-code`, { method: 'POST' })).status).toBe(405);
  });
});

describe('catalogue cache and conditional reads', () => {
  it('answers a repeated read with 304 when the client holds the same body', async () => {
    const first = await api.get(`${C}/webshop/public/store/menus?brandID=1`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${api.url}${C}/webshop/public/store/menus?brandID=1`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${api.url}${C}/webshop/public/store/menus?brandID=1`, {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it('shows a change written through the platform at once and one made in the database within the cache lifetime', async () => {
    const lookup = await identify('LKmalate');
    const branchId = lookup.branch!.id;
    expect(lookup.brands[0]!.is_busy).toBe(false);
    await database.db
      .updateTable('branch_brands')
      .set({ is_busy: true, busy_mode_updated_at: new Date() })
      .where('branch_id', '=', branchId)
      .execute();
    // Still the cached rows…
    expect((await identify('LKmalate')).brands[0]!.is_busy).toBe(false);
    // …until the platform is told (its own writes do this).
    api.platform.catalog.cache.invalidate();
    expect((await identify('LKmalate')).brands[0]!.is_busy).toBe(true);
    await database.db
      .updateTable('branch_brands')
      .set({ is_busy: false, busy_mode_updated_at: null })
      .where('branch_id', '=', branchId)
      .execute();
    api.platform.catalog.cache.invalidate();
  });

  it('reloads rows after the cache lifetime even without being told', async () => {
    let now = Date.parse('2026-11-23T03:00:00Z');
    const { CatalogCache, CACHE_TTL_MS } = await import('../../server/platform/catalog/cache');
    const cache = new CatalogCache(database.db, () => now);
    const before = await cache.snapshot();
    expect(await cache.snapshot()).toBe(before);
    now += CACHE_TTL_MS + 1;
    expect(await cache.snapshot()).not.toBe(before);
  });

  it('loads once for concurrent misses, and keeps no load that an invalidation overtook or that failed', async () => {
    const { CatalogCache } = await import('../../server/platform/catalog/cache');
    const cache = new CatalogCache(database.db);
    const brand = await database.db.selectFrom('brands').select(['id', 'title']).limit(1).executeTakeFirstOrThrow();
    const menus = await Promise.all(Array.from({ length: 10 }, () => cache.menu(brand.id)));
    expect(new Set(menus).size).toBe(1);
    const snapshots = await Promise.all(Array.from({ length: 10 }, () => cache.snapshot()));
    expect(new Set(snapshots).size).toBe(1);

    // an invalidation while the rows are being read: the read it overtook is not kept, its readers read again
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let queries = 0;
    const gated = new CatalogCache(
      database.db.withPlugin({
        transformQuery: (args) => (queries++, args.node),
        transformResult: async (args) => (await gate, args.result),
      }),
    );
    const during = gated.snapshot();
    gated.invalidate();
    open();
    const read = await during;
    const perLoad = queries / 2;
    expect(await gated.snapshot()).toBe(read);
    expect(queries).toBe(2 * perLoad);
    expect(perLoad).toBeGreaterThan(0);

    // a failed read is answered as failed and not kept: the next read tries again
    const broken = new CatalogCache(
      database.db.withPlugin({
        transformQuery: (args) => {
          if (failing) throw new Error('database away');
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
    );
    let failing = true;
    await expect(broken.stockAt(1)).rejects.toThrow('database away');
    failing = false;
    expect(await broken.stockAt(1)).toBeInstanceOf(Map);
  });

  it('computes open now and snoozed now on every read, not from the cache', async () => {
    let now = new Date('2026-11-23T03:00:00Z');
    const { Catalog } = await import('../../server/platform/catalog/catalog');
    const catalog = new Catalog(database.db, () => now);
    const gading = (await catalog.identify({ hash: 'DNgroup1' })).branches.find((b) =>
      b.title.includes('Kelapa Gading'),
    )!;
    // 10:00–22:00 in Jakarta (UTC+7): open at 10:00 local, closed at 23:00 local.
    expect(gading.store_open).toBe(true);
    now = new Date('2026-11-23T16:00:00Z');
    const later = (await catalog.identify({ hash: 'DNgroup1' })).branches.find((b) => b.id === gading.id)!;
    expect(later.store_open).toBe(false);
    expect(later.store_next_date).toBe('2026-11-24');
  });
});
