// POST {oms}/cart/line: the platform prices a line from the menu and refuses what SPEC §4–§5 refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedLineSchema } from '~/contract/cart';
import { lookupSchema, storeMenusSchema, type StoreMenus } from '~/contract/catalog';
import { choiceIssuesSchema } from '~/contract/errors';
import type { MenuItem } from '~/contract/menu';
import { validateChoices } from '~/domain/modifiers';
import { earliestSlot, scheduleRules } from '~/domain/schedule';
import { demoDatabase } from '../fixtures/database';
import { satisfy } from '../fixtures/choices';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
let now = new Date('2026-11-23T04:00:00Z'); // 12:00 in Manila, a Monday
let menus: StoreMenus;
let items: MenuItem[];
let branchId: number;
const LINE = '/api/consumer/v1/oms/cart/line';

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database, { now: () => now });
  const lookup = lookupSchema.parse((await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate')).body);
  branchId = lookup.branch!.id;
  menus = storeMenusSchema.parse(
    (await api.get(`/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${branchId}`)).body,
  );
  items = menus.sections.flatMap((s) => s.sub_sections.flatMap((c) => c.items));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function post(body: object, headers: Record<string, string> = {}) {
  const response = await fetch(api.url + LINE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A configuration that satisfies every group: pre-selected ones, then the first offered modifiers. */

const body = (item: MenuItem, extra: object = {}) => ({
  branch_id: branchId,
  brand_id: 1,
  item_id: item.id,
  quantity: 2,
  groups: satisfy(item.groups),
  ...extra,
});
const isOpenAllDay = (i: MenuItem) =>
  !menus.sections.find((s) => s.id === i.section_id)?.available_times &&
  !menus.sections.flatMap((s) => s.sub_sections).find((c) => c.id === i.category_id)?.isAvailable;

describe('POST {oms}/cart/line', () => {
  it('prices a line: the item’s price for the order type plus its modifiers, times the quantity', async () => {
    const item = items.find(
      (i) => i.prices[0]!.advanced_pricing.delivery !== null && isOpenAllDay(i) && i.stock.available,
    )!;
    const pickup = await post(body(item, { order_type: 1 }));
    expect(pickup.status).toBe(200);
    const line = pricedLineSchema.parse(pickup.body);
    expect(validateChoices(item.groups, line.groups)).toEqual([]);
    expect(line.item_final_price).toBe(line.price * 2);
    expect(line.price).toBeGreaterThanOrEqual(line.unit_price);
    const delivery = pricedLineSchema.parse((await post(body(item, { order_type: 2 }))).body);
    expect(delivery.unit_price - pickup.body.unit_price).toBe(
      item.prices[0]!.advanced_pricing.delivery! - item.prices[0]!.price,
    );
  });

  it('takes an item’s discount off its price', async () => {
    const item = items.find((i) => i.discount_price !== null && isOpenAllDay(i) && i.stock.available)!;
    const line = (await post(body(item, { order_type: 1 }))).body;
    expect(line.unit_price).toBe(item.prices[0]!.advanced_pricing.pickup ?? item.discount_price);
  });

  it('refuses a line whose required group is not chosen, naming the group', async () => {
    const item = items.find(
      (i) => i.groups.some((g) => g.enabled && g.min > 0) && isOpenAllDay(i) && i.stock.available,
    )!;
    const res = await post({ ...body(item), groups: [] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_modifiers');
    const issues = choiceIssuesSchema.parse(res.body.details).issues;
    expect(issues[0]).toMatchObject({ code: 'required', groupId: item.groups.find((g) => g.enabled && g.min > 0)!.id });
  });

  it('refuses an out-of-stock item, and a snoozed one unless ordered for later where the branch allows it', async () => {
    const soldOut = items.find((i) => i.oos)!;
    expect((await post(body(soldOut))).body).toMatchObject({ code: 'item_oos' });
    const snoozed = items.find((i) => i.stock.snooze && isOpenAllDay(i))!;
    expect((await post(body(snoozed))).status).toBe(409);
    // the demo's snoozes last for weeks: a scheduled order soon is still inside it, and Malate lets it wait
    const slot = earliestSlot(scheduleRules(menus.branchInfo, { foodHallTable: false }), now)!;
    const later = await post(body(snoozed, { order_schedule_type: 2, scheduled_delivery_time: slot }));
    expect(later.status).toBe(200);
    expect(later.body.for_later).toBe(true);
    expect((await post(body(snoozed, { order_schedule_type: 2 }))).body).toMatchObject({
      code: 'validation_error',
      message: 'scheduled_delivery_time: Invalid date or time!',
    });
  });

  it('refuses a breakfast item outside its window, in the branch’s time zone', async () => {
    const breakfast = menus.sections
      .flatMap((s) => s.sub_sections)
      .find((c) => c.isAvailable && c.isAvailable.startTime <= 700)!;
    const item = breakfast.items.find((i) => i.stock.available && !i.oos)!;
    expect((await post(body(item))).status).toBe(409);
    now = new Date('2026-11-22T23:00:00Z'); // 07:00 in Manila
    try {
      expect((await post(body(item))).status).toBe(200);
    } finally {
      now = new Date('2026-11-23T04:00:00Z');
    }
  });

  it('refuses any line of a busy brand', async () => {
    const qc = lookupSchema.parse((await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKqcbusy')).body);
    const item = items.find((i) => isOpenAllDay(i) && i.stock.available && !i.oos)!;
    const res = await post(body(item, { branch_id: qc.branch!.id }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('brand_busy');
    expect(res.body.message).toMatch(/^This restaurant is not accepting orders now\. Try again in \d+ minutes\.$/);
  });

  it('answers an item no longer on the menu with the SPEC text', async () => {
    const res = await post({ branch_id: branchId, brand_id: 1, item_id: 999999, quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This item is currently out of stock.');
  });

  it('answers malformed input with 400', async () => {
    expect((await post({ branch_id: branchId, brand_id: 1, item_id: 1, quantity: 0 })).status).toBe(400);
    expect((await post({ branch_id: branchId, brand_id: 1, item_id: 1, quantity: 100 })).status).toBe(400);
    expect((await post({ branch_id: 'x', brand_id: 1, item_id: 1, quantity: 1 })).status).toBe(400);
    expect(
      (await post({ branch_id: branchId, brand_id: 1, item_id: 1, quantity: 1, comment: 'x'.repeat(201) })).status,
    ).toBe(400);
    const raw = await fetch(api.url + LINE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
  });
});

describe('busy mode (ops)', () => {
  it('needs the ops token, updates the brand at that branch and tells live listeners', async () => {
    const path = `/api/enterprise/v1/branch/${branchId}/brand/1/busy`;
    const denied = await fetch(api.url + path, { method: 'POST', body: JSON.stringify({ is_busy: true }) });
    expect(denied.status).toBe(401);
    const events: unknown[] = [];
    api.platform.events.on('store_mode', (e) => events.push(e));
    const res = await fetch(api.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ is_busy: true }),
    });
    expect(res.status).toBe(200);
    expect(events).toEqual([expect.objectContaining({ branch_id: branchId, brand_id: 1, is_busy: true })]);
    const lookup = lookupSchema.parse((await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate')).body);
    expect(lookup.brands[0]!.is_busy).toBe(true);
    await fetch(api.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ is_busy: false }),
    });
    expect(
      lookupSchema.parse((await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate')).body).brands[0]!
        .is_busy,
    ).toBe(false);
    expect(
      (
        await fetch(api.url + `/api/enterprise/v1/branch/${branchId}/brand/999/busy`, {
          method: 'POST',
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
          body: '{"is_busy":true}',
        })
      ).status,
    ).toBe(404);
  });
});
