// Golden cases of the bill engine from the SPEC rules, and properties that hold for any cart.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculateBill,
  totalOf,
  type BillCampaign,
  type BillInput,
  type BillLine,
  type BranchFees,
} from '~/domain/bill';

const NO_FEES: BranchFees = {
  delivery_base: 0,
  delivery_per_km: 0,
  service_percent: 0,
  service_by_customer: false,
  gateway_percent: 0,
  gateway_by_customer: false,
  packaging_fee: 0,
  restaurant_service_percent: 0,
};
const line = (id: string, unit: number, qty: number, extra: Partial<BillLine> = {}): BillLine => ({
  id,
  item_id: Number(id.replace(/\D/g, '')) || 1,
  category_id: 10,
  brand_id: 1,
  branch_id: 1,
  quantity: qty,
  unit_price: unit,
  vat_rate: null,
  ...extra,
});
const input = (extra: Partial<BillInput>): BillInput => ({
  currency: 'PHP',
  order_type: 1,
  lines: [],
  branches: [{ branch_id: 1, vat: null, fees: NO_FEES, distance_m: null }],
  campaigns: [],
  payment_method: null,
  ignore_fees: false,
  reward: 0,
  promo: 0,
  ...extra,
});
const campaign = (extra: Partial<BillCampaign>): BillCampaign => ({
  id: 1,
  brand_id: 1,
  discount_scope: 'order',
  discount_type: 'percentage',
  value: 1000,
  min_cart_amount: 0,
  cap: null,
  object_ids: [],
  ...extra,
});

describe('bill: lines and subtotal', () => {
  it('sums unit price × quantity', () => {
    const bill = calculateBill(input({ lines: [line('a1', 18900, 2), line('b2', 5000, 1)] }));
    expect(bill).toMatchObject({
      sub_total: 42800,
      discount_amount: 0,
      discounted_subtotal: 42800,
      total_price: 42800,
    });
    expect(bill.items).toEqual([
      { id: 'a1', item_id: 1, quantity: 2, campaign_discount: 0, item_final_price: 37800 },
      { id: 'b2', item_id: 2, quantity: 1, campaign_discount: 0, item_final_price: 5000 },
    ]);
  });
  it('is zero for an empty cart', () => {
    expect(calculateBill(input({})).total_price).toBe(0);
  });
  it('flags large orders', () => {
    expect(calculateBill(input({ lines: [line('a1', 100, 30)] })).is_large_order).toBe(true);
    expect(calculateBill(input({ lines: [line('a1', 100, 29)] })).is_large_order).toBe(false);
  });
});

describe('bill: campaigns (SPEC §3 "Campaign", §9 "Discounts")', () => {
  it('item scope, percentage: on the item’s lines only', () => {
    const bill = calculateBill(
      input({
        lines: [line('a1', 10000, 2), line('b2', 5000, 1)],
        campaigns: [campaign({ discount_scope: 'item', object_ids: [1] })],
      }),
    );
    expect(bill.items.map((i) => i.campaign_discount)).toEqual([2000, 0]);
    expect(bill).toMatchObject({ discount_amount: 2000, total_price: 23000 });
    expect(bill.applied_campaigns).toEqual([{ id: 1, amount: 2000 }]);
  });
  it('item scope, flat: per unit, never more than the line', () => {
    const bill = calculateBill(
      input({
        lines: [line('a1', 300, 3)],
        campaigns: [campaign({ discount_scope: 'item', discount_type: 'flat', value: 500, object_ids: [1] })],
      }),
    );
    expect(bill.items[0]!.campaign_discount).toBe(900);
    expect(bill.total_price).toBe(0);
  });
  it('category scope, flat per unit, with a cap across its lines', () => {
    const bill = calculateBill(
      input({
        lines: [
          line('a1', 10000, 2, { category_id: 7 }),
          line('b2', 10000, 2, { category_id: 7 }),
          line('c3', 10000, 1, { category_id: 8 }),
        ],
        campaigns: [
          campaign({ discount_scope: 'category', discount_type: 'flat', value: 1000, object_ids: [7], cap: 3000 }),
        ],
      }),
    );
    expect(bill.items.map((i) => i.campaign_discount)).toEqual([2000, 1000, 0]);
    expect(bill.discount_amount).toBe(3000);
  });
  it('order scope: only above its minimum, capped, the best one, shared over the lines', () => {
    const ten = campaign({ id: 1, value: 1000, min_cart_amount: 20000, cap: 1500 });
    const flat = campaign({ id: 2, discount_type: 'flat', value: 1200 });
    const below = calculateBill(input({ lines: [line('a1', 5000, 3)], campaigns: [ten, flat] }));
    expect(below.discount_amount).toBe(1200); // 15,000 < 20,000: only the flat one qualifies
    const above = calculateBill(input({ lines: [line('a1', 10000, 2), line('b2', 5000, 1)], campaigns: [ten, flat] }));
    expect(above.discount_amount).toBe(1500); // 10 % of 25,000 is 2,500, capped at 1,500, beats 1,200
    expect(above.items.reduce((n, i) => n + i.campaign_discount, 0)).toBe(1500);
    expect(above.applied_campaigns).toEqual([{ id: 1, amount: 1500 }]);
  });
  it('compares minimums with each brand’s own subtotal', () => {
    const bill = calculateBill(
      input({
        lines: [line('a1', 15000, 1, { brand_id: 1 }), line('b2', 15000, 1, { brand_id: 2 })],
        campaigns: [campaign({ brand_id: 1, min_cart_amount: 20000 })],
      }),
    );
    expect(bill.discount_amount).toBe(0); // the cart is 30,000 but brand 1 has 15,000
  });
  it('delivery: takes its value off the delivery fee, for delivery orders above the minimum', () => {
    const fees = { ...NO_FEES, delivery_base: 4900, delivery_per_km: 1000 };
    const branches = [{ branch_id: 1, vat: null, fees, distance_m: 3500 }];
    const free = campaign({ discount_type: 'delivery', value: 5000, min_cart_amount: 40000 });
    const delivery = calculateBill(
      input({ order_type: 2, branches, lines: [line('a1', 20000, 2)], campaigns: [free] }),
    );
    expect(delivery).toMatchObject({ delivery_fee: 8400, delivery_fee_discount: 5000, total_price: 40000 + 3400 });
    const short = calculateBill(input({ order_type: 2, branches, lines: [line('a1', 20000, 1)], campaigns: [free] }));
    expect(short.delivery_fee_discount).toBe(0);
    const pickup = calculateBill(input({ order_type: 1, branches, lines: [line('a1', 20000, 2)], campaigns: [free] }));
    expect(pickup).toMatchObject({ delivery_fee: 0, delivery_fee_discount: 0 });
  });
});

describe('bill: VAT', () => {
  it('included: shown, not added (12 % of a 11,200 line is 1,200)', () => {
    const bill = calculateBill(
      input({
        lines: [line('a1', 11200, 1)],
        branches: [{ branch_id: 1, vat: { rate: 12, included: true, label: 'VAT' }, fees: NO_FEES, distance_m: null }],
      }),
    );
    expect(bill).toMatchObject({ vat_price: 1200, is_vat_included: true, total_price: 11200, vat_label: 'VAT' });
  });
  it('excluded: added on the discounted amount, per item rate where set', () => {
    const bill = calculateBill(
      input({
        lines: [line('a1', 10000, 1), line('b2', 10000, 1, { vat_rate: 0 })],
        branches: [{ branch_id: 1, vat: { rate: 10, included: false, label: 'PB1' }, fees: NO_FEES, distance_m: null }],
        campaigns: [campaign({ value: 1000 })],
      }),
    );
    // 10 % off 20,000 → 18,000, shared 9,000 / 9,000; VAT 10 % on the first only = 900
    expect(bill).toMatchObject({
      discounted_subtotal: 18000,
      vat_price: 900,
      is_vat_included: false,
      total_price: 18900,
    });
  });
});

describe('bill: fees', () => {
  const fees: BranchFees = {
    ...NO_FEES,
    service_percent: 500,
    service_by_customer: true,
    gateway_percent: 250,
    gateway_by_customer: true,
    packaging_fee: 1500,
    restaurant_service_percent: 1000,
  };
  const branches = [{ branch_id: 1, vat: null, fees, distance_m: 0 }];
  it('service fee when the customer pays it; packaging for pickup; gateway only through a paying channel', () => {
    const cash = calculateBill(input({ branches, lines: [line('a1', 20000, 1)], payment_method: 2 }));
    expect(cash).toMatchObject({
      service_fee: 1000,
      custom_fee: 1500,
      gateway_fee: 0,
      restaurant_service_fee: 0,
      total_price: 22500,
    });
    const card = calculateBill(input({ branches, lines: [line('a1', 20000, 1)], payment_method: 1 }));
    expect(card.gateway_fee).toBe(563); // 2.5 % of 22,500, half up
    expect(card.total_service_gateway_fee).toBe(1000 + 563);
  });
  it('dine-in: the restaurant service charge, no packaging', () => {
    const bill = calculateBill(input({ order_type: 3, branches, lines: [line('a1', 20000, 1)] }));
    expect(bill).toMatchObject({ custom_fee: 0, restaurant_service_fee: 2000, additional_fee: 2000 });
  });
  it('ignore_calc_bill_fees drops service and gateway fees', () => {
    const bill = calculateBill(
      input({ branches, lines: [line('a1', 20000, 1)], payment_method: 1, ignore_fees: true }),
    );
    expect(bill).toMatchObject({ service_fee: 0, gateway_fee: 0 });
  });
});

describe('bill: rounding and food halls', () => {
  it('charges whole units where the currency has no decimals, and says by how much', () => {
    const bill = calculateBill(input({ currency: 'JPY', lines: [line('a1', 98050, 1)] }));
    expect(bill).toMatchObject({ total_price: 98100, rounded_off: 50 });
    const down = calculateBill(input({ currency: 'IDR', lines: [line('a1', 3500040, 1)] }));
    expect(down).toMatchObject({ total_price: 3500000, rounded_off: -40 });
  });
  it('gives a bill per branch (cart_bills) and their sums', () => {
    const bill = calculateBill(
      input({
        currency: 'SGD',
        order_type: 3,
        lines: [line('a1', 550, 2, { branch_id: 1 }), line('b2', 700, 1, { branch_id: 2, brand_id: 2 })],
        branches: [
          { branch_id: 1, vat: { rate: 9, included: true }, fees: NO_FEES, distance_m: null },
          { branch_id: 2, vat: { rate: 9, included: true }, fees: NO_FEES, distance_m: null },
        ],
      }),
    );
    expect(bill.cart_bills).toEqual([
      { branch_id: 1, sub_total: 1100, total_price: 1100 },
      { branch_id: 2, sub_total: 700, total_price: 700 },
    ]);
    expect(bill.total_price).toBe(1800);
  });
  it('takes rewards and promos off the total, never below zero', () => {
    const bill = calculateBill(input({ lines: [line('a1', 1000, 1)], reward: 300, promo: 5000 }));
    expect(bill).toMatchObject({ reward_price: 300, total_promo_discount: 700, total_price: 0 });
  });
});

describe('bill properties (fast-check)', () => {
  const lines = fc.array(
    fc.record({
      id: fc.uuid(),
      item_id: fc.integer({ min: 1, max: 6 }),
      category_id: fc.integer({ min: 1, max: 3 }),
      brand_id: fc.integer({ min: 1, max: 2 }),
      branch_id: fc.integer({ min: 1, max: 2 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      unit_price: fc.integer({ min: 0, max: 5_000_000 }),
      vat_rate: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }),
    }),
    { maxLength: 12 },
  );
  const campaigns = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 100 }),
      brand_id: fc.integer({ min: 1, max: 2 }),
      discount_scope: fc.constantFrom('order' as const, 'category' as const, 'item' as const),
      discount_type: fc.constantFrom('flat' as const, 'percentage' as const, 'delivery' as const),
      value: fc.integer({ min: 0, max: 20_000 }),
      min_cart_amount: fc.integer({ min: 0, max: 100_000 }),
      cap: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
      object_ids: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    }),
    { maxLength: 5 },
  );
  const fees = fc.record({
    delivery_base: fc.integer({ min: 0, max: 10_000 }),
    delivery_per_km: fc.integer({ min: 0, max: 3_000 }),
    service_percent: fc.integer({ min: 0, max: 2_000 }),
    service_by_customer: fc.boolean(),
    gateway_percent: fc.integer({ min: 0, max: 500 }),
    gateway_by_customer: fc.boolean(),
    packaging_fee: fc.integer({ min: 0, max: 5_000 }),
    restaurant_service_percent: fc.integer({ min: 0, max: 1_500 }),
  });
  const branch = (id: number) =>
    fc.record({
      branch_id: fc.constant(id),
      vat: fc.option(fc.record({ rate: fc.integer({ min: 0, max: 25 }), included: fc.boolean() }), { nil: null }),
      fees,
      distance_m: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    });
  const bills = fc.record({
    currency: fc.constantFrom('PHP', 'IDR', 'JPY', 'SGD', 'TWD'),
    order_type: fc.constantFrom(1 as const, 2 as const, 3 as const),
    lines,
    branches: fc.tuple(branch(1), branch(2)).map((b) => [...b]),
    campaigns,
    payment_method: fc.option(fc.constantFrom(1, 2, 6, 7, 8, 9), { nil: null }),
    ignore_fees: fc.boolean(),
    reward: fc.integer({ min: 0, max: 100_000 }),
    promo: fc.integer({ min: 0, max: 100_000 }),
  });

  it('amounts are whole, never negative, and the total follows from its parts', () => {
    fc.assert(
      fc.property(bills, (bill) => {
        const r = calculateBill(bill);
        for (const [key, value] of Object.entries(r)) {
          if (typeof value === 'number' && key !== 'rounded_off') {
            expect(Number.isInteger(value), key).toBe(true);
            expect(value, key).toBeGreaterThanOrEqual(0);
          }
        }
        expect(r.total_price).toBe(totalOf(r) + r.rounded_off);
        expect(Math.abs(r.rounded_off)).toBeLessThanOrEqual(50);
        expect(r.discounted_subtotal).toBe(r.sub_total - r.discount_amount);
        expect(r.discount_amount).toBeLessThanOrEqual(r.sub_total);
        expect(r.delivery_fee_discount).toBeLessThanOrEqual(r.delivery_fee);
        expect(r.items.reduce((n, i) => n + i.item_final_price, 0)).toBe(r.discounted_subtotal);
        expect(r.cart_bills.reduce((n, b) => n + b.sub_total, 0)).toBe(r.sub_total);
      }),
      { numRuns: 500 },
    );
  });
});
