// The promo applied to a cart (SPEC §3 "Cart state": appliedPromo), kept in the checkout state of the store's
// session key, and what every bill request and the placement carry of it: its id and code only — the platform
// prices it again each time and never trusts an amount from the shop.
import type { Session } from '@remix-run/node';
import { readState, writeState, type CheckoutState } from '~/features/checkout/checkout-state.server';
import { VoucherProvider, type Promo } from '~/contract/promos';
import { DeliveryMethod } from '~/domain/constants';
import type { Bill } from '~/contract/bill';

export type AppliedPromo = NonNullable<CheckoutState['promo']>;

/** The applied promo as the cart and the checkout show it (components/promo/PromoNotice.tsx). */
export type PromoState = {
  code: string;
  /** the bill's answer: applied with its discount, refused with why, or not priced (no bill) */
  notice:
    { kind: 'applied'; text: string; discount: number } | { kind: 'refused'; reason: string } | { kind: 'unpriced' };
};

export function readAppliedPromo(session: Session, key: string): AppliedPromo | null {
  return readState(session, key).promo;
}

/** Writes (or with null removes) the store's applied promo, keeping the rest of its checkout state. */
export function writeAppliedPromo(session: Session, key: string, promo: AppliedPromo | null): void {
  writeState(session, key, { ...readState(session, key), promo });
}

/**
 * SPEC §4 "Switching to dine-in (delivery method 3) removes a special bakery promo and senior-citizen
 * attachments": called wherever the order options are saved. Answers the code of the promo it removed (the page
 * that saved the options says so, SPEC §8 "Don't miss out - {code} promo is not applicable here").
 */
export function dropPromoForOrderType(session: Session, key: string, orderType: number): string | null {
  if (orderType !== DeliveryMethod.DINE_IN) return null;
  const state = readState(session, key);
  const promo = state.promo?.is_special_bakery_promo ? null : state.promo;
  if (promo !== state.promo || state.senior) writeState(session, key, { ...state, promo, senior: null });
  return promo !== state.promo ? (state.promo?.code ?? null) : null;
}

/** The applied promo as the cart keeps it (SPEC §3 appliedPromo), from the platform's promo. */
export function appliedFrom(promo: Promo, voucher = false): AppliedPromo {
  return {
    id: promo.id,
    code: promo.code,
    description: promo.description,
    brands: promo.brands,
    min_order_amount: promo.min_order_amount,
    payment_channels: promo.payment_channels,
    is_payment_based_promo: promo.is_payment_based_promo,
    is_senior_citizen_promo: promo.is_senior_citizen_promo,
    is_special_bakery_promo: promo.is_special_bakery_promo,
    is_voucher_promo: voucher || promo.is_voucher_promo,
    voucher_provider_id: voucher ? promo.voucher_provider_id : null,
  };
}

/**
 * What a bill request and an order carry of the applied promo (SPEC §7): a promo of the list as
 * `applied_promo` {id, code}; a voucher the customer typed as `external_voucher_code` with its provider.
 */
export function promoBillFields(promo: AppliedPromo | null): {
  applied_promo?: { id: number; code: string } | null;
  external_voucher_code?: string | null;
  voucher_provider_id?: 1 | 6 | null;
} {
  if (!promo) return {};
  if (promo.voucher_provider_id !== null)
    return {
      external_voucher_code: promo.code,
      voucher_provider_id:
        promo.voucher_provider_id === VoucherProvider.GRAB_FOOD ? VoucherProvider.GRAB_FOOD : VoucherProvider.GENERAL,
    };
  return promo.id !== null ? { applied_promo: { id: promo.id, code: promo.code } } : {};
}

/**
 * The applied promo as the cart and the checkout show it (SPEC §8 promo warnings): applied with what the bill
 * took off, refused with the bill's reason, or not priced yet (no bill).
 */
export function promoState(
  bill: Pick<Bill, 'applied_promo' | 'promo_refusal'> | null,
  promo: AppliedPromo | null,
): PromoState | null {
  if (!promo) return null;
  if (bill?.promo_refusal) return { code: promo.code, notice: { kind: 'refused', reason: bill.promo_refusal.reason } };
  if (bill?.applied_promo)
    return {
      code: bill.applied_promo.code,
      notice: {
        kind: 'applied',
        text: promo.description || bill.applied_promo.code,
        discount: bill.applied_promo.discount_cent,
      },
    };
  return { code: promo.code, notice: { kind: 'unpriced' } };
}

/**
 * SPEC §4 "An applied promo not in the current list (and not a voucher) is removed": the bill's refusals that
 * mean the promo is gone from the store's list (its end, or no such promo any more). Others (a minimum not met
 * yet, another order type) keep it, so that it applies once the cart meets it.
 */
export function promoGone(bill: Pick<Bill, 'promo_refusal'> | null, promo: AppliedPromo | null): boolean {
  if (!promo || promo.voucher_provider_id !== null || !bill?.promo_refusal) return false;
  return bill.promo_refusal.reason === 'notFound' || bill.promo_refusal.reason === 'ended';
}
