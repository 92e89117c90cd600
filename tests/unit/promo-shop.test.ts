// Issue 26, the shop's side of promotions: the promo expiry as SPEC §9 writes it, in the customer's language and
// the branch's zone; what every bill request and the placement carry of the applied promo (SPEC §7); the bill's
// word on it as the cart and the checkout show it (SPEC §8); which refusals remove it (SPEC §4); the /promo
// forms' refusals (Apply with nothing chosen, an empty voucher).
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formatPromoExpiry } from '~/features/promotions/promo-expiry';
import { createSession } from '@remix-run/node';
import {
  appliedFrom,
  dropPromoForOrderType,
  promoBillFields,
  promoGone,
  promoState,
  type AppliedPromo,
} from '~/features/promotions/applied-promo.server';
import { applyPromoSchema, voucherSchema } from '~/features/promotions/promo.schema';
import { readState, stateSchema, writeState } from '~/features/checkout/checkout-state.server';
import { ownSenior, seniorBillFields } from '~/features/checkout/senior.server';
import type { Promo } from '~/contract/promos';

const PROMO: Promo = {
  id: 7,
  code: 'WELCOME10',
  description: '10% off your order',
  voucher_provider_id: null,
  cohort_type: 'global',
  value_type: 'percentage',
  value: 1000,
  max_discount: 10_000,
  min_order_amount: 50_000,
  max_limit_per_user: null,
  end_time: '2026-12-31T15:59:00.000Z',
  brands: [1],
  payment_channels: [],
  is_payment_based_promo: false,
  is_senior_citizen_promo: false,
  is_special_bakery_promo: false,
  is_voucher_promo: false,
  availability_window: {},
  time_availability: { full_week: true, full_day: true, specific_time: false, matched: true },
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the promo expiry (SPEC §9 "MMM dd, yyyy hh:mm a")', () => {
  it('is read in the branch’s zone, not the server’s', () => {
    expect(formatPromoExpiry('2026-12-31T15:59:00Z', 'Asia/Manila', 'en')).toBe('Dec 31, 2026 11:59 PM');
    expect(formatPromoExpiry('2026-12-31T15:59:00Z', 'Asia/Tokyo', 'en')).toBe('Jan 01, 2027 12:59 AM');
  });
  it('is written in the customer’s language', () => {
    expect(formatPromoExpiry('2026-03-05T01:00:00Z', 'Asia/Jakarta', 'id')).toBe('Mar 05, 2026 08:00 AM');
    expect(formatPromoExpiry('2026-12-31T15:59:00Z', 'Asia/Manila', 'es')).toBe('dic 31, 2026 11:59 PM');
    expect(formatPromoExpiry('2026-12-31T15:59:00Z', 'Asia/Tokyo', 'ja')).toContain('1月');
  });
});

describe('the applied promo in the bill and the order (SPEC §7)', () => {
  it('sends a promo of the list by id and code, never an amount', () => {
    expect(promoBillFields(appliedFrom(PROMO))).toEqual({ applied_promo: { id: 7, code: 'WELCOME10' } });
  });
  it('sends a typed voucher as the external voucher with its provider', () => {
    const voucher: AppliedPromo = { ...appliedFrom({ ...PROMO, code: 'GRAB-123' }, true), voucher_provider_id: 6 };
    expect(promoBillFields(voucher)).toEqual({ external_voucher_code: 'GRAB-123', voucher_provider_id: 6 });
  });
  it('sends nothing without a promo', () => {
    expect(promoBillFields(null)).toEqual({});
  });
  it('keeps what SPEC §3 appliedPromo holds, and reads a session written before it', () => {
    expect(appliedFrom(PROMO)).toMatchObject({
      code: 'WELCOME10',
      brands: [1],
      min_order_amount: 50_000,
      payment_channels: [],
      is_payment_based_promo: false,
      is_senior_citizen_promo: false,
      is_special_bakery_promo: false,
    });
    const old = stateSchema.parse({ promo: { code: 'X', is_payment_based_promo: true, payment_channels: ['a'] } });
    expect(old.promo).toMatchObject({ id: null, code: 'X', brands: [], voucher_provider_id: null });
  });
});

describe('the bill’s word on the applied promo (SPEC §8)', () => {
  const promo = appliedFrom(PROMO);
  const applied = {
    id: 7,
    code: 'WELCOME10',
    voucher_provider_id: null,
    is_voucher_promo: false,
    value_type: 'percentage' as const,
    value: 1000,
    discount: 50,
    discount_cent: 5000,
    brands: [1],
    min_order_amount: 50_000,
    payment_channels: [],
    is_payment_based_promo: false,
    is_senior_citizen_promo: false,
    is_special_bakery_promo: false,
  };
  it('is "Promo applied" with what it took off', () => {
    expect(promoState({ applied_promo: applied, promo_refusal: null }, promo)).toEqual({
      code: 'WELCOME10',
      notice: { kind: 'applied', text: '10% off your order', discount: 5000 },
    });
  });
  it('is "Don’t miss out" with the reason when the bill did not apply it', () => {
    expect(promoState({ applied_promo: null, promo_refusal: { code: 'WELCOME10', reason: 'minimum' } }, promo)).toEqual(
      { code: 'WELCOME10', notice: { kind: 'refused', reason: 'minimum' } },
    );
  });
  it('is nothing without an applied promo, and the code alone without a bill', () => {
    expect(promoState({ applied_promo: applied, promo_refusal: null }, null)).toBeNull();
    expect(promoState(null, promo)).toEqual({ code: 'WELCOME10', notice: { kind: 'unpriced' } });
  });
  it('removes a promo no longer listed (SPEC §4), but keeps one the cart may still meet, and a voucher', () => {
    const refused = (reason: 'notFound' | 'ended' | 'minimum') => ({ promo_refusal: { code: 'WELCOME10', reason } });
    expect(promoGone(refused('notFound'), promo)).toBe(true);
    expect(promoGone(refused('ended'), promo)).toBe(true);
    expect(promoGone(refused('minimum'), promo)).toBe(false);
    expect(promoGone(refused('notFound'), { ...promo, voucher_provider_id: 1 })).toBe(false);
    expect(promoGone({ promo_refusal: null }, promo)).toBe(false);
  });
});

describe('the /promo forms', () => {
  it('refuse an Apply with nothing chosen (SPEC §2 "disabled until one is selected")', () => {
    const none = parseWithZod(form({ intent: 'apply' }), { schema: applyPromoSchema });
    expect(none.status).toBe('error');
    expect(none.reply().error).toEqual({ promoId: ['promo.errors.choose'] });
    const junk = parseWithZod(form({ intent: 'apply', promoId: 'x' }), { schema: applyPromoSchema });
    expect(junk.reply().error).toEqual({ promoId: ['promo.errors.choose'] });
    const chosen = parseWithZod(form({ intent: 'apply', promoId: '7' }), { schema: applyPromoSchema });
    expect(chosen.status === 'success' && chosen.value.promoId).toBe(7);
  });
  it('refuse an empty voucher and an overlong one', () => {
    expect(parseWithZod(form({ intent: 'voucher', voucher: '  ' }), { schema: voucherSchema }).reply().error).toEqual({
      voucher: ['promo.errors.voucherRequired'],
    });
    expect(
      parseWithZod(form({ intent: 'voucher', voucher: 'A'.repeat(51) }), { schema: voucherSchema }).reply().error,
    ).toEqual({ voucher: ['promo.errors.voucher.wrong'] });
  });
});

describe('the senior citizen / PWD card in the checkout state (SPEC §3 seniorCitizenAttachment, §4)', () => {
  const senior = {
    owner: 5,
    customers: 3,
    seniors: 2,
    cards: [
      { front: 'uploads/11111111-1111-4111-8111-111111111111', back: 'uploads/22222222-2222-4222-8222-222222222222' },
      { front: 'uploads/33333333-3333-4333-8333-333333333333', back: null },
    ],
  };

  it('goes with every bill and the placement as the counts and one card per citizen', () => {
    expect(seniorBillFields(null)).toEqual({});
    expect(seniorBillFields(senior)).toEqual({
      number_of_customer: 3,
      number_of_senior_citizen: 2,
      senior_citizen_attachment: senior.cards,
    });
    // a card beyond the count (the count lowered) does not travel
    expect(seniorBillFields({ ...senior, seniors: 1 }).senior_citizen_attachment).toEqual([senior.cards[0]]);
  });

  it('is the customer’s who added it: after a logout or another login on the device it is neither sent nor shown', () => {
    expect(ownSenior(senior, 5)).toBe(senior);
    expect(ownSenior(senior, 6)).toBeNull();
    expect(ownSenior(senior, null)).toBeNull();
    expect(ownSenior({ ...senior, owner: null }, 5)).toBeNull();
  });

  it('is removed, with a bakery promo, when the order switches to dine-in (SPEC §4), and kept otherwise', () => {
    const session = createSession();
    const bakery = appliedFrom({ ...PROMO, is_special_bakery_promo: true });
    writeState(session, 'LK7brand', { ...stateSchema.parse({}), senior, promo: bakery });
    dropPromoForOrderType(session, 'LK7brand', 2);
    expect(readState(session, 'LK7brand')).toMatchObject({ senior, promo: { code: bakery.code } });
    dropPromoForOrderType(session, 'LK7brand', 3);
    expect(readState(session, 'LK7brand')).toMatchObject({ senior: null, promo: null });
  });
});
