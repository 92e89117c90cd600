// The bill endpoints of SPEC §7 over HTTP on the demo database: amounts, campaigns, VAT, fees, food-hall
// bills, and the error codes of SPEC §8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSchema } from '~/contract/bill';
import { pricedLineSchema } from '~/contract/cart';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import type { MenuItem } from '~/contract/menu';
import { earliestSlot, leadMinutes, scheduleRules } from '~/domain/schedule';
import { demoDatabase } from '../fixtures/database';
import { satisfy } from '../fixtures/choices';
import { OPS_TOKEN, TOKEN_SECRET, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { signAccessToken } from '../../server/platform/identity/tokens';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
const now = new Date('2026-11-23T04:00:00Z'); // Monday noon in Manila, 11:00 in Jakarta, 12:00 in Singapore
const OMS = '/api/consumer/v1/oms';

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database, { now: () => now });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(api.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const identify = async (hash: string) =>
  lookupSchema.parse((await api.get(`/api/enterprise/v1/branch/vizmenu/identify?hash=${hash}`)).body);
const menus = async (brandId: number, branchId: number) =>
  storeMenusSchema.parse(
    (await api.get(`/api/consumer/v1/webshop/public/store/menus?brandID=${brandId}&branchID=${branchId}`)).body,
  );

/** A real cart: lines priced by the platform itself, for items orderable all day. */
async function cartOf(
  brandId: number,
  branchId: number,
  picks: { count: number; quantity?: number; filter?: (i: MenuItem) => boolean },
) {
  const m = await menus(brandId, branchId);
  const allDay = (i: MenuItem) =>
    !m.sections.find((s) => s.id === i.section_id)!.available_times &&
    !m.sections.flatMap((s) => s.sub_sections).find((c) => c.id === i.category_id)!.isAvailable;
  const items = m.sections
    .flatMap((s) => s.sub_sections.flatMap((c) => c.items))
    .filter((i) => i.stock.available && !i.oos && allDay(i) && (picks.filter?.(i) ?? true));
  const lines = [];
  for (const item of items.slice(0, picks.count)) {
    const res = await post(`${OMS}/cart/line`, {
      branch_id: branchId,
      brand_id: brandId,
      item_id: item.id,
      quantity: picks.quantity ?? 1,
      groups: satisfy(item.groups),
      order_type: 1,
    });
    expect(res.status).toBe(200);
    lines.push({ ...res.body, id: `line-${item.id}` });
  }
  return { menus: m, lines };
}

const bill = (body: object, path = `${OMS}/public/calculate/bill`) => post(path, body);

describe('POST {oms}/public/calculate/bill', () => {
  it('answers every amount with its _cent twin, re-priced from the menu', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 3, quantity: 2 });
    const res = await bill({ branch_id: malate.id, cart: lines, order_type: 1 });
    expect(res.status).toBe(200);
    const b = res.body;
    for (const key of [
      'sub_total',
      'discount_amount',
      'vat_price',
      'delivery_fee',
      'service_fee',
      'gateway_fee',
      'custom_fee',
      'restaurant_service_fee',
      'total_service_gateway_fee',
      'reward_price',
      'total_promo_discount',
      'total_display_price',
      'total_price',
      'delivery_fee_discount',
      'discounted_subtotal',
      'additional_fee',
    ]) {
      expect(Number.isInteger(b[`${key}_cent`]), key).toBe(true);
      expect(b[key]).toBe(b[`${key}_cent`] / 100);
    }
    expect(b.sub_total_cent).toBe(lines.reduce((n, l) => n + l.item_final_price, 0));
    // Lola's: VAT 12 % included, packaging for pickup.
    expect(b.is_vat_included).toBe(true);
    expect(b.vat_label).toBe('VAT');
    // VAT is worked out per line on its share of the discounted amount.
    expect(b.vat_price_cent).toBe(
      b.items.reduce(
        (n: number, i: { item_final_price_cent: number }) => n + Math.floor((i.item_final_price_cent * 12) / 112 + 0.5),
        0,
      ),
    );
    expect(b.custom_fee_cent).toBe(1500);
    expect(b.total_price_cent).toBe(b.discounted_subtotal_cent + b.custom_fee_cent);
    expect(b.items).toHaveLength(3);
    expect(b.price_updated).toBe(false);
    expect(b.currency.code).toBe('PHP');
    // the lines as the bill priced them, by id: what a cart keeps after an edit (priced once)
    expect(billSchema.parse(b).lines).toEqual(lines.map((l) => ({ ...pricedLineSchema.parse(l), id: l.id })));
  });

  it('applies the brand’s item campaign (10 % off a signature dish)', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const m = await menus(1, malate.id);
    const campaign = m.campaigns.items[0]!;
    const { lines } = await cartOf(1, malate.id, { count: 1, filter: (i) => i.id === campaign.object_ids[0] });
    const b = (await bill({ branch_id: malate.id, cart: lines, order_type: 1 })).body;
    const tenPercent = Math.floor((lines[0].item_final_price * 1000) / 10000 + 0.5);
    expect(b.applied_campaigns).toContainEqual({ id: campaign.id, amount: tenPercent });
    // The item also sits in the category of the brand's category campaign: both apply to the line.
    const category = m.campaigns.categories.find((c) => c.object_ids.includes(lines[0].subsection_id));
    expect(b.items[0].campaign_discount_cent).toBe(
      tenPercent + (category ? Math.min(category.value, lines[0].item_final_price - tenPercent) : 0),
    );
  });

  it('adds VAT where it is excluded, and the restaurant service charge for dine-in (Jakarta)', async () => {
    const kemang = (await identify('DNkemang')).branch!;
    const { lines } = await cartOf(2, kemang.id, { count: 2 });
    const b = (await bill({ branch_id: kemang.id, cart: lines, order_type: 3 })).body;
    expect(b.is_vat_included).toBe(false);
    expect(b.vat_label).toBe('PB1');
    expect(b.restaurant_service_fee_cent).toBe(Math.floor((b.discounted_subtotal_cent * 500) / 10000 + 0.5));
    expect(b.custom_fee_cent).toBe(0);
    // IDR is charged in whole rupiah.
    expect(b.total_price_cent % 100).toBe(0);
  });

  it('prices delivery by distance and refuses an address beyond the radius or in another city', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 1 });
    const near = await bill({
      branch_id: malate.id,
      cart: lines,
      order_type: 2,
      delivery_location: { latitude: 14.5791, longitude: 120.9863 },
    });
    expect(near.status).toBe(200);
    expect(near.body.delivery_distance).toBeGreaterThan(1000);
    expect(near.body.delivery_fee_cent).toBe(4900 + Math.floor((near.body.delivery_distance / 1000) * 1000 + 0.5));
    const far = await bill({
      branch_id: malate.id,
      cart: lines,
      order_type: 2,
      delivery_location: { latitude: 14.7, longitude: 121.1 },
    });
    expect(far.status).toBe(422);
    expect(far.body).toMatchObject({ code: 'delivery_out_of_range', error: 'delivery_out_of_range' });
    const jakarta = await identify('DNkemang');
    const otherCity = await bill({
      branch_id: malate.id,
      cart: lines,
      order_type: 2,
      delivery_location: { latitude: 14.5791, longitude: 120.9863, city_id: jakarta.branch!.city_id },
    });
    expect(otherCity.body.code).toBe('multiple_city_delivery_not_allowed');
  });

  it('reports the minimum basket for the order type', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 1 });
    const b = (await bill({ branch_id: malate.id, cart: lines, order_type: 1 })).body;
    expect(b.minimum_basket).toEqual({ order_type: 1, min_cent: 0, met: true });
  });

  it('flags a price the client had wrong, or an older menu version', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 1 });
    const stale = [{ ...lines[0], price: lines[0].price - 100 }];
    const b = (await bill({ branch_id: malate.id, cart: stale, order_type: 1 })).body;
    expect(b.price_updated).toBe(true);
    expect(b.updated_items[0]).toMatchObject({
      id: lines[0].id,
      previous_price: lines[0].price - 100,
      price: lines[0].price,
    });
    const old = (
      await bill({
        branch_id: malate.id,
        cart: [{ ...lines[0], branch: { ...lines[0].branch, menu_version: 1 } }],
        order_type: 1,
      })
    ).body;
    expect(old.price_updated).toBe(true);
    expect(old.menu_versions).toEqual([{ branch_id: malate.id, menu_version: 2 }]);
  });

  it('answers item_oos with the names joined by "and", and low_stock, with the SPEC body', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 2 });
    const setStock = (itemId: number, body: object) =>
      fetch(`${api.url}/api/enterprise/v1/branch/${malate.id}/item/${itemId}/stock`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        body: JSON.stringify(body),
      });
    try {
      expect((await setStock(lines[0].item_id, { available: false })).status).toBe(200);
      expect((await setStock(lines[1].item_id, { available: false })).status).toBe(200);
      const oos = await bill({ branch_id: malate.id, cart: lines, order_type: 1 });
      expect(oos.status).toBe(409);
      expect(oos.body).toMatchObject({ code: 'item_oos', error: 'item_oos' });
      expect(oos.body.message).toBe(`${lines[0].title} and ${lines[1].title} out of stock!`);
      expect(Object.keys(oos.body.details).map(Number).sort()).toEqual([lines[0].item_id, lines[1].item_id].sort());

      await setStock(lines[0].item_id, { available: true, quantity: 1 });
      await setStock(lines[1].item_id, { available: true });
      const low = await bill({ branch_id: malate.id, cart: [{ ...lines[0], quantity: 2 }, lines[1]], order_type: 1 });
      expect(low.status).toBe(409);
      expect(low.body).toMatchObject({
        code: 'low_stock',
        message: `Stock unavailable for ${lines[0].title}!`,
        details: { [lines[0].item_id]: 1 },
      });
    } finally {
      await setStock(lines[0].item_id, { available: true });
      await setStock(lines[1].item_id, { available: true });
    }
  });

  it('refuses malformed carts with 400 and a busy brand with 409', async () => {
    expect((await bill({ cart: [], order_type: 1 })).status).toBe(400);
    expect((await bill({ cart: [{ item_id: 'x' }], order_type: 1 })).status).toBe(400);
    expect((await bill({ cart: [], order_type: 9 })).status).toBe(400);
    const qc = (await identify('LKqcbusy')).branch!;
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 1 });
    const busy = await bill({
      branch_id: qc.id,
      cart: lines.map((l) => ({ ...l, branch: { ...l.branch, id: qc.id } })),
      order_type: 1,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('brand_busy');
    // v1 takes one branch only.
    expect(
      (
        await bill({
          cart: [...lines, ...lines.map((l) => ({ ...l, branch: { ...l.branch, id: qc.id } }))],
          order_type: 1,
        })
      ).status,
    ).toBe(400);
  });
});

describe('scheduled orders', () => {
  it('checks scheduled_delivery_time with the shop’s rules and answers the SPEC §5 text', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines, menus: m } = await cartOf(1, malate.id, { count: 1 });
    const rules = scheduleRules(m.branchInfo, { foodHallTable: false });
    const at = (iso: string | null) =>
      bill({ branch_id: malate.id, cart: lines, order_type: 1, order_schedule_type: 2, scheduled_delivery_time: iso });

    const soon = await at(new Date(now.getTime() + 60_000).toISOString());
    expect(soon.status).toBe(400);
    expect(soon.body.code).toBe('validation_error');
    expect(soon.body.message).toBe(
      `scheduled_delivery_time: Must be greater than ${leadMinutes(rules)} min from current time`,
    );
    expect(soon.body.details).toMatchObject({ scheduled_delivery_time: 'too_soon', minutes: leadMinutes(rules) });

    const far = await at(new Date(now.getTime() + 10 * 86_400_000).toISOString());
    expect(far.body).toMatchObject({
      message: 'scheduled_delivery_time: Please choose within 3 days',
      details: { scheduled_delivery_time: 'too_far', days: 3 },
    });
    expect((await at('not a date')).body.details.scheduled_delivery_time).toBe('invalid');
    expect((await at(null)).status).toBe(400);

    const slot = earliestSlot(rules, now)!;
    expect(slot).not.toBeNull();
    expect((await at(slot)).status).toBe(200);
    // ASAP orders carry no time and are not checked for one.
    expect((await bill({ branch_id: malate.id, cart: lines, order_type: 1 })).status).toBe(200);
  });
});

describe('one orderability rule (SPEC §4 "Stock and busy rules", §5 "Scheduling")', () => {
  it('prices and bills an item snoozed now for a time after its snooze, where out-of-stock items cannot wait', async () => {
    const makati = (await identify('LKmakati')).branch!;
    expect(makati.capabilities.scheduled_order_oos_item_allowed).toBe(false);
    const { menus: m, lines } = await cartOf(1, makati.id, { count: 1, filter: (i) => i.groups.length === 0 });
    const itemId = lines[0]!.item_id;
    const stock = (body: object) =>
      post(`/api/enterprise/v1/branch/${makati.id}/item/${itemId}/stock`, body, {
        authorization: `Bearer ${OPS_TOKEN}`,
      });
    expect((await stock({ available: true, snooze_minutes: 60 })).status).toBe(200);
    try {
      const rules = scheduleRules(m.branchInfo, { foodHallTable: false });
      const afterSnooze = earliestSlot(rules, new Date(now.getTime() + 61 * 60_000))!;
      const line = (extra: object) =>
        post(`${OMS}/cart/line`, { branch_id: makati.id, brand_id: 1, item_id: itemId, quantity: 1, ...extra });
      // the cart line: refused now, priced for the time after the snooze (and marked as only for later)
      expect((await line({})).body).toMatchObject({ code: 'item_oos' });
      const later = await line({ order_schedule_type: 2, scheduled_delivery_time: afterSnooze });
      expect(later.status).toBe(200);
      expect(later.body.for_later).toBe(true);
      // a scheduled line must say when
      expect((await line({ order_schedule_type: 2 })).status).toBe(400);
      // the bill: the same answers
      const cart = [{ ...later.body, id: 'line-later' }];
      expect((await bill({ branch_id: makati.id, cart, order_type: 1 })).body).toMatchObject({ code: 'item_oos' });
      const scheduled = await bill({
        branch_id: makati.id,
        cart,
        order_type: 1,
        order_schedule_type: 2,
        scheduled_delivery_time: afterSnooze,
      });
      expect(scheduled.status).toBe(200);
    } finally {
      await stock({ available: true, snooze_minutes: null });
    }
  });
});

describe('food-hall bills (v2) and the authenticated path', () => {
  it('bills several stalls in one cart, per branch, with the merged fee title', async () => {
    const hall = await identify('HFtbl004');
    const byTitle = (t: string) => hall.brands.find((b) => b.title === t)!;
    const stallOf = (brandId: number) => hall.branches.find((b) => b.brand_ids.includes(brandId))!.id;
    const chicken = byTitle('Ah Seng Chicken Rice');
    const satay = byTitle('Prata Corner'); // Satay Street's stall is busy in the demo
    const a = await cartOf(chicken.id, stallOf(chicken.id), { count: 2 });
    const b = await cartOf(satay.id, stallOf(satay.id), { count: 1 });
    const res = await bill(
      { foodhall_id: hall.foodhall_id, cart: [...a.lines, ...b.lines], order_type: 3 },
      `${OMS}/public/calculate/bill/v2`,
    );
    expect(res.status).toBe(200);
    expect(res.body.cart_bills.map((x: { branch_id: number }) => x.branch_id)).toEqual([
      stallOf(chicken.id),
      stallOf(satay.id),
    ]);
    expect(res.body.cart_bills.reduce((n: number, x: { sub_total_cent: number }) => n + x.sub_total_cent, 0)).toBe(
      res.body.sub_total_cent,
    );
    expect(res.body.merged_fee_title).toBe('Service & processing fee');
    // 3 % service fee on each stall's amount after its campaigns.
    const after = (ls: { id: string }[]) =>
      res.body.items
        .filter((i: { id: string }) => ls.some((l) => l.id === i.id))
        .reduce((n: number, i: { item_final_price_cent: number }) => n + i.item_final_price_cent, 0);
    expect(res.body.service_fee_cent).toBe(
      Math.floor((after(a.lines) * 300) / 10000 + 0.5) + Math.floor((after(b.lines) * 300) / 10000 + 0.5),
    );
    // Without a food hall the same cart is refused.
    expect((await bill({ cart: [...a.lines, ...b.lines], order_type: 3 })).status).toBe(400);
  });

  it('needs a valid access token on the authenticated path', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 1 });
    expect((await post(`${OMS}/calculate/bill`, { branch_id: malate.id, cart: lines, order_type: 1 })).status).toBe(
      401,
    );
    // A well-signed token is not enough: it must name a customer of the platform.
    const forged = await signAccessToken({ sub: '999999' }, TOKEN_SECRET);
    const refused = await post(
      `${OMS}/calculate/bill`,
      { branch_id: malate.id, cart: lines, order_type: 1 },
      { authorization: `Bearer ${forged}` },
    );
    expect(refused.status).toBe(401);
    const token = await api.guestToken(malate.id);
    const ok = await post(
      `${OMS}/calculate/bill`,
      { branch_id: malate.id, cart: lines, order_type: 1 },
      { authorization: `Bearer ${token}` },
    );
    expect(ok.status).toBe(200);
  });
  it('answers the price-update signal after the restaurant changes a price (ops price endpoint)', async () => {
    const malate = (await identify('LKmalate')).branch!;
    const { lines } = await cartOf(1, malate.id, { count: 1 });
    const item = lines[0];
    const setPrice = (body: object, brandId = 1, token = OPS_TOKEN) =>
      post(`/api/enterprise/v1/brand/${brandId}/item/${item.item_id}/price`, body, {
        authorization: `Bearer ${token}`,
      });
    const before = await database.db
      .selectFrom('menu_items')
      .select('price')
      .where('id', '=', item.item_id)
      .executeTakeFirstOrThrow();
    expect((await setPrice({ price: 1 }, 1, 'not-the-token')).status).toBe(401);
    expect((await setPrice({ price: -5 })).status).toBe(400);
    expect((await setPrice({ price: 100 }, 999_999)).status).toBe(404);
    try {
      const changed = await setPrice({ price: before.price + 1000 });
      expect(changed.status).toBe(200);
      const version = changed.body.menu_versions.find((v: { branch_id: number }) => v.branch_id === malate.id);
      expect(version.menu_version).toBeGreaterThan(item.branch.menu_version);
      const b = (await bill({ branch_id: malate.id, cart: [item], order_type: 1 })).body;
      expect(b.price_updated).toBe(true);
      expect(b.updated_items[0]).toMatchObject({ id: item.id, previous_price: item.price });
      expect(b.updated_items[0].price).toBeGreaterThan(item.price);
      expect(b.menu_versions).toContainEqual({ branch_id: malate.id, menu_version: version.menu_version });
    } finally {
      await setPrice({ price: before.price });
    }
  });
});

describe('the customer-paid gateway fee (SPEC §3 gateway_fee_by_customer_enabled, §7 is_order_with_payment_channel)', () => {
  it('adds the channel’s fee where the business passes it on, for a payment chosen before the order only', async () => {
    const hall = await identify('HFtbl004');
    const chicken = hall.brands.find((b) => b.title === 'Ah Seng Chicken Rice')!;
    const stall = hall.branches.find((b) => b.brand_ids.includes(chicken.id))!.id;
    const { lines } = await cartOf(chicken.id, stall, { count: 2 });
    const v2 = `${OMS}/public/calculate/bill/v2`;
    const atHall = { foodhall_id: hall.foodhall_id, cart: lines, order_type: 3, table_no: '4' };
    const plain = (await bill(atHall, v2)).body;
    expect(plain.gateway_fee_cent).toBe(0);
    // the e-wallet chosen at the hall's table (Harbourfront takes the payment before the order): 2 % of what
    // is paid through the gateway, in the total and in the service-and-gateway sum
    const wallet = (await bill({ ...atHall, is_order_with_payment_channel: true, payment_method: 6 }, v2)).body;
    const beforeGateway = plain.total_price_cent - plain.rounded_off_cent;
    expect(wallet.gateway_fee_cent).toBe(Math.floor((beforeGateway * 200) / 10000 + 0.5));
    expect(wallet.gateway_fee_cent).toBeGreaterThan(0);
    expect(wallet.total_service_gateway_fee_cent).toBe(wallet.service_fee_cent + wallet.gateway_fee_cent);
    expect(wallet.total_price_cent - wallet.rounded_off_cent).toBe(beforeGateway + wallet.gateway_fee_cent);
    // cash has no gateway; a channel not flagged as chosen is not charged
    expect(
      (await bill({ ...atHall, is_order_with_payment_channel: true, payment_method: 2 }, v2)).body.gateway_fee_cent,
    ).toBe(0);
    expect((await bill({ ...atHall, payment_method: 6 }, v2)).body.gateway_fee_cent).toBe(0);
    // the stall's own table QR (no food hall): a dine-in table that pays after eating has no fee to pass on
    const postPay = {
      branch_id: stall,
      cart: lines,
      order_type: 3,
      table_no: '4',
      is_order_with_payment_channel: true,
    };
    expect((await bill({ ...postPay, payment_method: 6 })).body.gateway_fee_cent).toBe(0);
    // … while a pickup there paid by e-wallet has it
    expect(
      (await bill({ ...postPay, order_type: 2, table_no: null, payment_method: 6 })).body.gateway_fee_cent,
    ).toBeGreaterThan(0);
    // a business that keeps the fee (Lola's) never charges it
    const malate = (await identify('LKmalate')).branch!;
    const lolas = await cartOf(1, malate.id, { count: 1 });
    const kept = await bill({
      branch_id: malate.id,
      cart: lolas.lines,
      order_type: 2,
      is_order_with_payment_channel: true,
      payment_method: 1,
    });
    expect(kept.body.gateway_fee_cent).toBe(0);
  });
});
