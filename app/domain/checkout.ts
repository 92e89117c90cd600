// SPEC §2 "Checkout" (the three payment flows), §4 "Checkout pay-button checks, in order" and §5 (the
// transaction id, the phone for pickup and delivery, the minimum card, wallet and bank payment) as pure
// functions: the checkout route gathers the facts, these say what comes next.
import { DeliveryMethod, LoginProvider, PaymentMethodId, PickupType, type DeliveryMethodId } from './constants';
import { digitalPaymentState, type MinimumState } from './minimum';
import { vehicleMissing } from './order-types';
import { isGatewayMethod } from './payments';
import type { Payer } from './payer-details';

export type CheckoutFlow = 'PRE_PAYMENT' | 'POST_PAY_ORDER' | 'POST_PAYMENT';

/**
 * SPEC §2: orderHash or parentUuid → POST_PAYMENT; dine-in at a table where payment is not taken before the
 * order → POST_PAY_ORDER; else PRE_PAYMENT
 */
export function checkoutFlow(a: {
  orderHash?: string | null;
  parentUuid?: string | null;
  dineInAtTable: boolean;
  prePaymentRequired: boolean;
}): CheckoutFlow {
  if (a.orderHash || a.parentUuid) return 'POST_PAYMENT';
  if (a.dineInAtTable && !a.prePaymentRequired) return 'POST_PAY_ORDER';
  return 'PRE_PAYMENT';
}

export interface TrxIdRule {
  min: number;
  max: number;
}

/** SPEC §5 "default 5 to 20, custom_bank 5 to 50". */
export const TRX_ID_DEFAULT: TrxIdRule = { min: 5, max: 20 };
export const TRX_ID_CUSTOM_BANK: TrxIdRule = { min: 5, max: 50 };

/** SPEC §5: per-channel min/max; default 5–20, channel code 'custom_bank' 5–50 */
export function trxIdRule(channelCode: string | null | undefined, own?: TrxIdRule | null): TrxIdRule {
  if (own && Number.isInteger(own.min) && Number.isInteger(own.max) && own.min >= 1 && own.min <= own.max)
    return { min: own.min, max: own.max };
  return channelCode === 'custom_bank' ? { ...TRX_ID_CUSTOM_BANK } : { ...TRX_ID_DEFAULT };
}

const TRX_ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * null when fine; 'required' | 'tooShort' | 'tooLong' | 'invalid' (only letters, digits, '-', '_' allowed).
 * The value is trimmed first (the order's payment_trx_id is).
 */
export function trxIdProblem(
  value: string | null | undefined,
  rule: TrxIdRule,
): null | 'required' | 'tooShort' | 'tooLong' | 'invalid' {
  const v = (value ?? '').trim();
  if (!v) return 'required';
  if (v.length < rule.min) return 'tooShort';
  if (v.length > rule.max) return 'tooLong';
  if (!TRX_ID_CHARACTERS.test(v)) return 'invalid';
  return null;
}

export interface CheckoutFacts {
  flow: CheckoutFlow;
  orderType: DeliveryMethodId | null;
  /** the bill said delivery_out_of_range / distance_sla_exceeded */
  deliveryOutOfRange: boolean;
  /** the schedule is invalid, or an item cannot be had at the chosen time */
  scheduleInvalid: boolean;
  pickupDriveThru: boolean;
  vehicleRegNo: string;
  /** delivery: no location, or the country requires establishment + street name and one is empty */
  addressInfoMissing: boolean;
  /** delivery: the address was not confirmed / cannot be used */
  addressInvalid: boolean;
  loggedIn: boolean;
  /** an age-restricted item without consent, or without ID front+back when identification is required */
  consentMissing: boolean;
  phone: string | null;
  payment: { method: number | null; channel: string | null; trxId: string | null; trxRule: TrxIdRule | null };
  cardDetailsNeeded: boolean;
  linePayDetailsNeeded: boolean;
}

export type CheckoutStep =
  | 'payment' // 1: post-payment goes straight to payment
  | 'orderTypeSheet' // 2, 3, 4
  | 'vehicleField' // 5
  | 'addressSheet' // 6
  | 'addressConfirm' // 7
  | 'login' // 8
  | 'consent' // 9
  | 'phoneSheet' // 10
  | 'paymentSheet' // 11
  | 'cardSheet' // 12
  | 'linePaySheet' // 13
  | 'place'; // 14: calculate the bill and place the order

export interface CheckoutBlock {
  check: number;
  step: CheckoutStep;
  reason:
    | 'postPayment'
    | 'noOrderType'
    | 'outOfRange'
    | 'schedule'
    | 'vehicle'
    | 'addressInfo'
    | 'addressInvalid'
    | 'login'
    | 'consent'
    | 'phone'
    | 'payment'
    | 'card'
    | 'linePay'
    | 'ready';
}

/** SPEC §5 "Phone is mandatory for pickup and delivery". */
export function phoneRequired(orderType: DeliveryMethodId | number | null | undefined): boolean {
  return orderType === DeliveryMethod.PICKUP || orderType === DeliveryMethod.DELIVERY;
}

/** What the contact card must hold before the pay goes on (SPEC §5 phone and guest payment info). */
export interface ContactNeeds {
  names: boolean;
  email: boolean;
  phone: boolean;
}

/**
 * SPEC §5: a visitor needs only the phone of a pickup or a delivery; a guest gives names, email and phone; an
 * account signed in with its phone gives an email it lacks, one signed in with Google a phone it lacks, and
 * any account a phone it lacks for a pickup or a delivery.
 */
export function contactNeeds(
  user: { is_guest: boolean; login_provider: number; email?: string | null; phone?: string | null } | null,
  orderType: DeliveryMethodId | number | null | undefined,
): ContactNeeds {
  const phoneForType = phoneRequired(orderType);
  if (!user) return { names: false, email: false, phone: phoneForType };
  if (user.is_guest) return { names: true, email: true, phone: true };
  return {
    names: false,
    email: user.login_provider === LoginProvider.PHONE && !user.email,
    phone: (user.login_provider === LoginProvider.GOOGLE && !user.phone) || (phoneForType && !user.phone),
  };
}

/** Whether the payer (payerOf: this checkout's details, else the account's) holds what the contact needs. */
export function contactComplete(needs: ContactNeeds, payer: Payer): boolean {
  if (needs.names && !(payer.first_name && payer.last_name)) return false;
  if (needs.email && !payer.email) return false;
  if (needs.phone && !payer.phone) return false;
  return true;
}

/** Whether the chosen payment is complete (check 11): a method, a channel for a custom method, a valid trxId where one is asked. */
function paymentMissing(p: CheckoutFacts['payment']): boolean {
  if (p.method === null) return true;
  if (p.method === PaymentMethodId.CUSTOM && !p.channel) return true;
  return p.trxRule !== null && trxIdProblem(p.trxId, p.trxRule) !== null;
}

/**
 * The first check that applies, in SPEC §4's order. Phone is required for pickup (1) and delivery (2) only.
 * Payment (11) is not asked in POST_PAY_ORDER; a method whose channel has a trxRule needs a valid trxId
 * (trxIdProblem).
 */
export function checkoutBlocker(f: CheckoutFacts): CheckoutBlock {
  const delivery = f.orderType === DeliveryMethod.DELIVERY;
  if (f.flow === 'POST_PAYMENT') return { check: 1, step: 'payment', reason: 'postPayment' };
  if (f.orderType === null) return { check: 2, step: 'orderTypeSheet', reason: 'noOrderType' };
  if (delivery && f.deliveryOutOfRange) return { check: 3, step: 'orderTypeSheet', reason: 'outOfRange' };
  if (f.scheduleInvalid) return { check: 4, step: 'orderTypeSheet', reason: 'schedule' };
  const pickupType = f.pickupDriveThru ? PickupType.DRIVE_THRU : PickupType.COUNTER;
  if (vehicleMissing({ orderType: f.orderType, pickupType, vehicleRegNo: f.vehicleRegNo }))
    return { check: 5, step: 'vehicleField', reason: 'vehicle' };
  if (delivery && f.addressInfoMissing) return { check: 6, step: 'addressSheet', reason: 'addressInfo' };
  if (delivery && f.addressInvalid) return { check: 7, step: 'addressConfirm', reason: 'addressInvalid' };
  if (!f.loggedIn) return { check: 8, step: 'login', reason: 'login' };
  if (f.consentMissing) return { check: 9, step: 'consent', reason: 'consent' };
  if (phoneRequired(f.orderType) && !f.phone?.trim()) return { check: 10, step: 'phoneSheet', reason: 'phone' };
  if (f.flow !== 'POST_PAY_ORDER' && paymentMissing(f.payment))
    return { check: 11, step: 'paymentSheet', reason: 'payment' };
  if (f.cardDetailsNeeded) return { check: 12, step: 'cardSheet', reason: 'card' };
  if (f.linePayDetailsNeeded) return { check: 13, step: 'linePaySheet', reason: 'linePay' };
  return { check: 14, step: 'place', reason: 'ready' };
}

/**
 * SPEC §4: disabled with no method (except POST_PAY_ORDER), a custom method (8) without a valid trxId, a pay
 * in progress, or a minimum-basket / minimum-payment error. `opensSheet` (issue 24, ADR 0022): where Pay
 * opens the payment sheet for a missing method (check 11), no method does not disable it.
 */
export function payButtonDisabled(a: {
  flow: CheckoutFlow;
  method: number | null;
  trxId: string | null;
  trxRule: TrxIdRule | null;
  paying: boolean;
  minimumError: boolean;
  opensSheet?: boolean;
}): boolean {
  if (a.paying || a.minimumError) return true;
  if (a.method === null) return a.flow !== 'POST_PAY_ORDER' && !a.opensSheet;
  if (a.method === PaymentMethodId.CUSTOM)
    return !a.opensSheet && trxIdProblem(a.trxId, a.trxRule ?? TRX_ID_DEFAULT) !== null;
  return false;
}

/** The minimum-payment state of a chosen method (app/domain/minimum.ts); null for cash, custom or no method. */
export function digitalMinimumFor(
  method: number | null,
  a: { currency: string; total: number; cashOrOwnEnabled: boolean },
): MinimumState {
  if (!isGatewayMethod(method)) return null;
  return digitalPaymentState(a);
}
