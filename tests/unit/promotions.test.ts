// Issue 26 (first step): the promo rules of SPEC §3–§5 as pure functions — when a promo is available, what
// it takes off, why it is refused, and the Philippine senior-citizen / PWD discount (ADR 0026).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeliveryMethod } from '~/domain/constants';
import {
  channelChangeNeedsConfirmation,
  promoAvailableAt,
  promoBase,
  promoDiscount,
  promoRefusal,
  seniorCountsProblem,
  seniorCardOffered,
  seniorCardsComplete,
  seniorDiscount,
  seniorPromoDiscount,
  voucherRefusal,
  type PromoCart,
  type PromoRule,
  promoAfterCartEdit,
} from '~/domain/promotions';

const promo = (over: Partial<PromoRule> = {}): PromoRule => ({
  value_type: 'flat',
  value: 5000,
  max_discount: null,
  min_order_amount: 0,
  max_limit_per_user: null,
  end_time: null,
  brands: [],
  payment_channels: [],
  is_payment_based_promo: false,
  is_senior_citizen_promo: false,
  is_special_bakery_promo: false,
  cohort_type: 'global',
  availability_window: {},
  time_availability: { full_week: true, full_day: true, specific_time: false },
  ...over,
});
const MANILA = 'Asia/Manila';
/** 2026-03-09 is a Monday; Manila is UTC+8 all year. */
const manila = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

describe('promoAvailableAt (SPEC §5 "selectable only if available now")', () => {
  it('is always available with the full week and day, until its end', () => {
    const p = promo({ end_time: '2026-03-10T00:00:00+08:00' });
    expect(promoAvailableAt(p, manila('2026-03-09T23:59:00'), MANILA)).toBe(true);
    expect(promoAvailableAt(p, manila('2026-03-10T00:00:00'), MANILA)).toBe(false);
  });
  it('holds within its weekday slots, read in the branch’s zone', () => {
    const lunch = promo({
      availability_window: { '1': [{ start_time: 1100, end_time: 1400 }] },
      time_availability: { full_week: false, full_day: false, specific_time: true },
    });
    expect(promoAvailableAt(lunch, manila('2026-03-09T12:00:00'), MANILA)).toBe(true);
    expect(promoAvailableAt(lunch, manila('2026-03-09T14:00:00'), MANILA)).toBe(false);
    expect(promoAvailableAt(lunch, manila('2026-03-10T12:00:00'), MANILA)).toBe(false); // a Tuesday
    // the same instant is 05:00 on Monday in Paris (UTC+1): not lunch there
    expect(promoAvailableAt(lunch, manila('2026-03-09T12:00:00'), 'Europe/Paris')).toBe(false);
  });
  it('runs a slot that ends before it starts past midnight into the next day', () => {
    const late = promo({
      availability_window: { '5': [{ start_time: 2200, end_time: 200 }] },
      time_availability: { full_week: false, full_day: false, specific_time: true },
    });
    expect(promoAvailableAt(late, manila('2026-03-13T23:00:00'), MANILA)).toBe(true); // Friday
    expect(promoAvailableAt(late, manila('2026-03-14T01:30:00'), MANILA)).toBe(true); // Saturday, early
    expect(promoAvailableAt(late, manila('2026-03-14T02:00:00'), MANILA)).toBe(false);
    expect(promoAvailableAt(late, manila('2026-03-14T23:00:00'), MANILA)).toBe(false); // a Saturday night
  });
  it('takes whole days of the window’s weekdays when not limited to specific times', () => {
    const weekend = promo({
      availability_window: { '6': [], '7': [] },
      time_availability: { full_week: false, full_day: true, specific_time: false },
    });
    expect(promoAvailableAt(weekend, manila('2026-03-14T00:10:00'), MANILA)).toBe(true);
    expect(promoAvailableAt(weekend, manila('2026-03-13T23:50:00'), MANILA)).toBe(false);
  });
});

describe('promoDiscount', () => {
  it('takes a flat value, never more than the base', () => {
    expect(promoDiscount(promo({ value: 5000 }), 30000, 'PHP')).toBe(5000);
    expect(promoDiscount(promo({ value: 5000 }), 3000, 'PHP')).toBe(3000);
  });
  it('takes a percentage half up, within max_discount, in whole units for currencies without decimals', () => {
    const tenth = promo({ value_type: 'percentage', value: 1000 });
    expect(promoDiscount(tenth, 12345, 'PHP')).toBe(1235);
    expect(promoDiscount({ ...tenth, max_discount: 1000 }, 12345, 'PHP')).toBe(1000);
    // ¥987 × 10 % = ¥98.7: ¥98 (the yen has no smaller unit)
    expect(promoDiscount(tenth, 98700, 'JPY')).toBe(9800);
  });
  it('is between 0 and the least of the base and its cap, whatever the promo (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flat' as const, 'percentage' as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        fc.integer({ min: -1000, max: 100_000_000 }),
        fc.constantFrom('PHP', 'JPY', 'IDR', 'TWD', 'USD'),
        (value_type, value, max_discount, base, currency) => {
          const d = promoDiscount(
            { value_type, value: value_type === 'percentage' ? value % 10_001 : value, max_discount },
            base,
            currency,
          );
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(Math.max(0, Math.min(base, max_discount ?? Infinity)));
        },
      ),
    );
  });
  it('never falls when the base grows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.nat(1_000_000), fc.nat(1_000_000), (pct, a, b) => {
        const p = promo({ value_type: 'percentage', value: Math.max(1, pct) });
        expect(promoDiscount(p, Math.max(a, b), 'PHP')).toBeGreaterThanOrEqual(promoDiscount(p, Math.min(a, b), 'PHP'));
      }),
    );
  });
});

describe('promoAfterCartEdit (the kitchen takes items off a placed order)', () => {
  const subtotals = (entries: [number, number][]) => new Map(entries);
  it('takes a percentage again of what is left of its brands, a flat amount stays, never above placed or the total', () => {
    const pct = { value_type: 'percentage' as const, value: 2000, brands: [1] };
    const edit = (over: Partial<Parameters<typeof promoAfterCartEdit>[0]>) =>
      promoAfterCartEdit({
        placed: 800,
        terms: pct,
        brandSubtotals: subtotals([
          [1, 2000],
          [2, 5000],
        ]),
        total: 9000,
        currency: 'PHP',
        ...over,
      });
    expect(edit({})).toBe(400); // 20 % of brand 1's 2000; brand 2 is outside the promo
    expect(edit({ brandSubtotals: subtotals([[1, 9000]]) })).toBe(800); // never more than placed (its cap)
    expect(edit({ terms: { value_type: 'flat', value: 800, brands: [] } })).toBe(800);
    expect(edit({ terms: null, total: 500 })).toBe(500);
    expect(edit({ currency: 'JPY', brandSubtotals: subtotals([[1, 2250]]) })).toBe(400); // whole yen
  });
  it('applies the promo again by its rules: a flat amount at most what is left of its brands, its cap, the senior rule', () => {
    const left = subtotals([
      [1, 300],
      [2, 5000],
    ]);
    const edit = (terms: Parameters<typeof promoAfterCartEdit>[0]['terms'], over = {}) =>
      promoAfterCartEdit({ placed: 800, terms, brandSubtotals: left, total: 9000, currency: 'PHP', ...over });
    // a flat promo of brand 1: only 300 of its items are left (it was 800 before the edit)
    expect(edit({ value_type: 'flat', value: 800, brands: [1] })).toBe(300);
    // none of its brand is left: nothing
    expect(edit({ value_type: 'flat', value: 800, brands: [3] })).toBe(0);
    // its max_discount holds again (a flat promo capped lower than its value)
    expect(edit({ value_type: 'flat', value: 800, brands: [], max_discount: 500 })).toBe(500);
    expect(edit({ value_type: 'percentage', value: 5000, brands: [2], max_discount: 600 })).toBe(600);
    // a senior promo: the Philippine discount of the citizens' share of what is left (its flat value unused)
    const senior = { value_type: 'flat' as const, value: 4000, brands: [], is_senior_citizen_promo: true };
    const share = seniorDiscount({ amount: 5300, customers: 4, seniors: 1, vatPercent: 1200, vatIncluded: true });
    expect(
      edit(senior, {
        placed: 5000,
        senior: { customers: 4, seniors: 1 },
        vat: { rate: 12, included: true },
      }),
    ).toBe(share.discount);
    expect(share.discount).toBeLessThan(4000);
  });
  it('stays between 0 and the least of placed and total (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('flat' as const, 'percentage' as const),
        fc.option(fc.nat(100_000), { nil: null }),
        (placed, base, total, value, type, cap) => {
          const d = promoAfterCartEdit({
            placed,
            terms: { value_type: type, value, brands: [], max_discount: cap },
            brandSubtotals: subtotals([[1, base]]),
            total,
            currency: 'PHP',
          });
          return d >= 0 && d <= Math.min(placed, total, base, cap ?? Infinity);
        },
      ),
    );
  });
});

describe('promoRefusal', () => {
  const cart = (over: Partial<PromoCart> = {}): PromoCart => ({
    at: manila('2026-03-09T12:00:00'),
    timezone: MANILA,
    brandSubtotals: new Map([
      [1, 40000],
      [2, 15000],
    ]),
    orderType: DeliveryMethod.PICKUP,
    customer: { uses: 0, firstOrder: false, inCohort: false },
    ...over,
  });
  it('applies a plain promo', () => expect(promoRefusal(promo(), cart())).toBeNull());
  it('compares the minimum with the subtotals of the brands in scope (SPEC §5)', () => {
    expect(promoBase(promo({ brands: [2] }), cart().brandSubtotals)).toBe(15000);
    expect(promoRefusal(promo({ brands: [2], min_order_amount: 20000 }), cart())).toBe('minimum');
    expect(promoRefusal(promo({ min_order_amount: 20000 }), cart())).toBeNull();
    expect(promoRefusal(promo({ brands: [9] }), cart())).toBe('brand');
  });
  it('keeps first-time promos for a first order, cohorted ones for their cohort, and counts uses', () => {
    expect(promoRefusal(promo({ cohort_type: 'new_user' }), cart())).toBe('cohort');
    expect(
      promoRefusal(
        promo({ cohort_type: 'new_user' }),
        cart({ customer: { uses: 0, firstOrder: true, inCohort: false } }),
      ),
    ).toBeNull();
    expect(promoRefusal(promo({ cohort_type: 'cohorted' }), cart())).toBe('cohort');
    expect(
      promoRefusal(
        promo({ max_limit_per_user: 2 }),
        cart({ customer: { uses: 2, firstOrder: false, inCohort: false } }),
      ),
    ).toBe('usedUp');
  });
  it('removes a bakery promo on dine-in, and holds a payment-based one to its channels once one is chosen', () => {
    expect(promoRefusal(promo({ is_special_bakery_promo: true }), cart({ orderType: DeliveryMethod.DINE_IN }))).toBe(
      'dineIn',
    );
    const cards = promo({ is_payment_based_promo: true, payment_channels: ['sandbox_card'] });
    expect(promoRefusal(cards, cart())).toBeNull();
    expect(promoRefusal(cards, cart({ paymentChannel: 'sandbox_card' }))).toBeNull();
    expect(promoRefusal(cards, cart({ paymentChannel: 'PH_GCASH' }))).toBe('paymentChannel');
    expect(promoRefusal(cards, cart({ paymentChannel: null }))).toBe('paymentChannel');
    expect(channelChangeNeedsConfirmation(cards, 'PH_GCASH')).toBe(true);
    expect(channelChangeNeedsConfirmation(cards, 'sandbox_card')).toBe(false);
    expect(channelChangeNeedsConfirmation(promo(), 'PH_GCASH')).toBe(false);
  });
  it('needs the counts and both images of every citizen for a senior promo', () => {
    const senior = promo({ is_senior_citizen_promo: true });
    expect(promoRefusal(senior, cart())).toBe('seniorDetails');
    expect(promoRefusal(senior, cart({ senior: { customers: 3, seniors: 1, imagesComplete: false } }))).toBe(
      'seniorDetails',
    );
    expect(promoRefusal(senior, cart({ senior: { customers: 3, seniors: 1, imagesComplete: true } }))).toBeNull();
  });
  it('refuses an ended promo before anything else', () => {
    expect(promoRefusal(promo({ end_time: '2026-03-01T00:00:00Z', min_order_amount: 10 ** 9 }), cart())).toBe('ended');
  });
});

describe('vouchers and senior / PWD (SPEC §5)', () => {
  it('are refused to visitors and guests', () => {
    expect(voucherRefusal(null)).toBe('login');
    expect(voucherRefusal({ is_guest: true })).toBe('guest');
    expect(voucherRefusal({ is_guest: false })).toBeNull();
  });
  it('refuse negative or invalid counts, and more cards than customers or 20', () => {
    expect(seniorCountsProblem(-1, 0)).toBe('invalid');
    expect(seniorCountsProblem(2.5, 1)).toBe('invalid');
    expect(seniorCountsProblem('3', 1)).toBe('invalid');
    expect(seniorCountsProblem(0, 0)).toBe('invalid');
    expect(seniorCountsProblem(3, 4)).toBe('tooMany');
    expect(seniorCountsProblem(30, 21)).toBe('tooMany');
    expect(seniorCountsProblem(30, 20)).toBeNull();
  });
  it('take the VAT and then 20 % off each citizen’s share of a VAT-inclusive bill', () => {
    // ₱1,120.00 for four, one senior: share ₱280.00, VAT-exempt ₱250.00, 20 % ₱50.00 → ₱80.00 off
    expect(seniorDiscount({ amount: 112000, customers: 4, seniors: 1, vatPercent: 1200, vatIncluded: true })).toEqual({
      share: 28000,
      vatExempt: 25000,
      vatRemoved: 3000,
      discount: 8000,
    });
    // no VAT in the price (a non-VAT establishment): 20 % of the share
    expect(
      seniorDiscount({ amount: 100000, customers: 2, seniors: 1, vatPercent: 0, vatIncluded: false }).discount,
    ).toBe(10000);
  });
  it('never take more than the citizens’ share (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(20),
        fc.nat(2500),
        fc.boolean(),
        (amount, customers, s, vat, inc) => {
          const seniors = Math.min(s, customers);
          const r = seniorDiscount({ amount, customers, seniors, vatPercent: vat, vatIncluded: inc });
          expect(r.discount).toBeGreaterThanOrEqual(0);
          expect(r.discount).toBeLessThanOrEqual(r.share);
          expect(r.share).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
  it('is what a senior promo takes off: the PH rule on its base, its value unused, at most its cap', () => {
    const senior = { customers: 4, seniors: 1 };
    const vat = { rate: 12, included: true };
    expect(seniorPromoDiscount({ max_discount: null }, 112000, senior, vat)).toBe(8000);
    expect(seniorPromoDiscount({ max_discount: 5000 }, 112000, senior, vat)).toBe(5000);
    // no VAT configured: 20 % of the share
    expect(seniorPromoDiscount({ max_discount: null }, 100000, { customers: 2, seniors: 1 }, null)).toBe(10000);
    expect(seniorPromoDiscount({ max_discount: null }, 100000, { customers: 2, seniors: 0 }, vat)).toBe(0);
  });
  it('offer the card in Philippine stores, not for dine-in, and call a card complete with both sides', () => {
    expect(seniorCardOffered('PH', 1)).toBe(true);
    expect(seniorCardOffered('PH', 2)).toBe(true);
    expect(seniorCardOffered('PH', 3)).toBe(false);
    expect(seniorCardOffered('ID', 1)).toBe(false);
    expect(seniorCardOffered(null, 1)).toBe(false);
    const both = { front: 'uploads/a', back: 'uploads/b' };
    expect(seniorCardsComplete(0, [])).toBe(true);
    expect(seniorCardsComplete(2, [both])).toBe(false);
    expect(seniorCardsComplete(2, [both, { front: 'uploads/c', back: null }])).toBe(false);
    expect(seniorCardsComplete(2, [both, both])).toBe(true);
  });
});
