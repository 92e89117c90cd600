// SPEC §3 "Promo", §4 "Cart editing" (promo rules) and §5 (promo, voucher and senior / PWD rules) as pure
// functions (issue 26): whether a promo may be applied to a cart now, and what it takes off. The platform's
// promo search and its bill call these; the shop words their refusals. Amounts are integer minor units.
import { DeliveryMethod, LIMITS } from './constants';
import { percentOf } from './bill';
import { currencyDecimals } from './money';
import { localMoment, slotAt, type WeekdaySlots } from './store-hours';
import type { Promo } from '../contract/promos';

/** The promo's fields the rules read (the wire shape less its texts and the platform's `matched` answers). */
export type PromoRule = Pick<
  Promo,
  | 'value_type'
  | 'value'
  | 'max_discount'
  | 'min_order_amount'
  | 'max_limit_per_user'
  | 'end_time'
  | 'brands'
  | 'payment_channels'
  | 'is_payment_based_promo'
  | 'is_senior_citizen_promo'
  | 'is_special_bakery_promo'
  | 'cohort_type'
> & {
  availability_window: Record<string, readonly { start_time: number; end_time: number }[]>;
  time_availability: { full_week: boolean; full_day: boolean; specific_time: boolean };
};

const WHOLE_DAY = [{ start_time: 0, end_time: 2400 }] as const;
const WEEK = ['1', '2', '3', '4', '5', '6', '7'];

/**
 * SPEC §5 "A promo is selectable only if available now" (or at the order's scheduled time): before its end,
 * on a day of its week, within a slot of that day — read in the branch's time zone; a slot that ends at or
 * before its start runs past midnight into the next day.
 */
export function promoAvailableAt(promo: PromoRule, at: Date, timezone: string): boolean {
  if (promo.end_time && at.getTime() >= Date.parse(promo.end_time)) return false;
  const t = promo.time_availability;
  const days = t.full_week ? WEEK : Object.keys(promo.availability_window);
  const window: WeekdaySlots = Object.fromEntries(
    days.map((day) => [day, t.full_day || !t.specific_time ? WHOLE_DAY : (promo.availability_window[day] ?? [])]),
  );
  const local = localMoment(at, timezone);
  return slotAt({ timezone, available_times: window }, local.date, local.minutes) !== null;
}

/**
 * The part of the cart a promo applies to: the subtotals (after campaigns) of the brands in its scope — all
 * of the cart's brands when it names none. SPEC §5 compares min_order_amount with these per-brand subtotals.
 */
export function promoBase(promo: Pick<PromoRule, 'brands'>, brandSubtotals: ReadonlyMap<number, number>): number {
  let base = 0;
  for (const [brand, subtotal] of brandSubtotals)
    if (promo.brands.length === 0 || promo.brands.includes(brand)) base += subtotal;
  return base;
}

/**
 * What a promo takes off its base: a flat value or a percentage (half up, to the currency's smallest shown
 * unit), at most max_discount and never more than the base.
 */
export function promoDiscount(
  promo: Pick<PromoRule, 'value_type' | 'value' | 'max_discount'>,
  base: number,
  currency: string,
): number {
  if (base <= 0) return 0;
  let amount = promo.value_type === 'flat' ? promo.value : percentOf(base, promo.value);
  // a currency shown without decimals (JPY, IDR …) is discounted in whole units
  if (currencyDecimals(currency) === 0) amount = Math.floor(amount / 100) * 100;
  if (promo.max_discount != null) amount = Math.min(amount, promo.max_discount);
  return Math.max(0, Math.min(amount, base));
}

/**
 * A placed order's promo after the restaurant took items off it (the kitchen's cart edit, ADR 0028): the promo
 * applied again to what is left of its brands by the rules that priced it — its value (a percentage of the new
 * base, a flat amount never more than that base), its max_discount, and for a senior-citizen promo the Philippine
 * discount on the citizens' share of the new base. Never more than was placed (a food hall child's share of a
 * group's cap was settled then), nor than the order's new total. Its minimum is not judged again: the customer met
 * it, the restaurant's cut is not theirs, and the use stays counted. An order placed before its terms were kept
 * keeps the placed amount.
 */
export function promoAfterCartEdit(a: {
  placed: number;
  terms:
    | (Pick<PromoRule, 'value_type' | 'value' | 'brands'> &
        Partial<Pick<PromoRule, 'max_discount' | 'is_senior_citizen_promo'>>)
    | null;
  brandSubtotals: ReadonlyMap<number, number>;
  total: number;
  currency: string;
  /** the order's senior citizen / PWD counts (a senior promo's discount is worked out on them) */
  senior?: { customers: number; seniors: number } | null;
  /** the branch's VAT (`rate` a percentage, 12 is 12 %) */
  vat?: { rate: number; included: boolean } | null;
}): number {
  let amount = a.placed;
  if (a.terms) {
    const rule = { ...a.terms, max_discount: a.terms.max_discount ?? null };
    const base = promoBase(rule, a.brandSubtotals);
    const again =
      rule.is_senior_citizen_promo && a.senior
        ? seniorPromoDiscount(rule, base, a.senior, a.vat ?? null)
        : promoDiscount(rule, base, a.currency);
    amount = Math.min(amount, again);
  }
  return Math.max(0, Math.min(amount, a.total));
}

/** Why a promo cannot be applied to this cart, in the order the customer can act on it; null: it applies. */
export type PromoRefusal =
  | 'ended'
  | 'notAvailableNow'
  | 'cohort'
  | 'usedUp'
  | 'brand'
  | 'minimum'
  | 'dineIn'
  | 'paymentChannel'
  | 'seniorDetails';

export interface PromoCart {
  /** when the order is for: now, or its scheduled time */
  at: Date;
  timezone: string;
  /** per brand, the subtotal after campaigns (minor units) */
  brandSubtotals: ReadonlyMap<number, number>;
  orderType: number | null;
  /** the chosen payment channel; undefined while none is chosen yet (the promo is still offered) */
  paymentChannel?: string | null;
  customer: {
    /** orders this customer placed with this promo */
    uses: number;
    /** the customer has placed no order yet (SPEC "first-time promos") */
    firstOrder: boolean;
    /** the customer is in the promo's cohort (cohorted promos) */
    inCohort: boolean;
  };
  /** a senior-citizen promo: the counts and whether every citizen's card has both images */
  senior?: { customers: number; seniors: number; imagesComplete: boolean } | null;
}

export function promoRefusal(promo: PromoRule, cart: PromoCart): PromoRefusal | null {
  if (promo.end_time && cart.at.getTime() >= Date.parse(promo.end_time)) return 'ended';
  if (!promoAvailableAt(promo, cart.at, cart.timezone)) return 'notAvailableNow';
  if (promo.cohort_type === 'new_user' && !cart.customer.firstOrder) return 'cohort';
  if (promo.cohort_type === 'cohorted' && !cart.customer.inCohort) return 'cohort';
  if (promo.max_limit_per_user != null && cart.customer.uses >= promo.max_limit_per_user) return 'usedUp';
  const base = promoBase(promo, cart.brandSubtotals);
  if (base <= 0) return 'brand';
  if (base < promo.min_order_amount) return 'minimum';
  // SPEC §4: switching to dine-in removes a special bakery promo (and the senior-citizen attachments)
  if (promo.is_special_bakery_promo && cart.orderType === DeliveryMethod.DINE_IN) return 'dineIn';
  if (
    promo.is_payment_based_promo &&
    cart.paymentChannel !== undefined &&
    !(cart.paymentChannel && promo.payment_channels.includes(cart.paymentChannel))
  )
    return 'paymentChannel';
  if (promo.is_senior_citizen_promo) {
    const s = cart.senior;
    if (!s || seniorCountsProblem(s.customers, s.seniors) || s.seniors === 0 || !s.imagesComplete)
      return 'seniorDetails';
  }
  return null;
}

/** SPEC §4: a payment-based promo asks before the customer moves to a channel it does not support. */
export function channelChangeNeedsConfirmation(
  promo: Pick<PromoRule, 'is_payment_based_promo' | 'payment_channels'> | null,
  channel: string | null,
): boolean {
  return !!promo?.is_payment_based_promo && !(channel && promo.payment_channels.includes(channel));
}

/** SPEC §5 vouchers: only a logged-in customer who is not a guest applies one. */
export function voucherRefusal(user: { is_guest: boolean } | null): 'login' | 'guest' | null {
  if (!user) return 'login';
  return user.is_guest ? 'guest' : null;
}

/**
 * Where the checkout offers the senior citizen / PWD card: a Philippine store (RA 9994, RA 10754), for pickup and
 * delivery — SPEC §4 "Switching to dine-in (delivery method 3) removes ... senior-citizen attachments".
 */
export function seniorCardOffered(storeCountry: string | null | undefined, orderType: number | null | undefined) {
  return storeCountry === 'PH' && orderType !== DeliveryMethod.DINE_IN;
}

/** Whether every citizen has a card with its front and back (SPEC §5 "A senior promo needs front and back
 * images for every citizen"). */
export function seniorCardsComplete(seniors: number, cards: readonly { front: unknown; back: unknown }[]): boolean {
  return cards.length >= seniors && cards.slice(0, seniors).every((c) => !!(c.front && c.back));
}

/**
 * SPEC §5 "Senior/PWD: customer count rejects negative or invalid values. Cards at most the lower of customer
 * count and 20."
 */
export function seniorCountsProblem(customers: unknown, seniors: unknown): 'invalid' | 'tooMany' | null {
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (!whole(customers) || !whole(seniors) || customers === 0) return 'invalid';
  return seniors > Math.min(customers, LIMITS.seniorCardsMax) ? 'tooMany' : null;
}

/**
 * The Philippine senior-citizen and PWD discount on a shared bill (RA 9994 §4(a), RA 10754 §5(a), and the
 * group-meal rule of BIR RR 7-2010 / DTI-DA-DOF JAO 10-02: each citizen's proportionate share): the share of
 * the bill is (amount × seniors / customers); where the amount includes VAT, the share is first made
 * VAT-exempt (÷ (1 + VAT)), then 20 % is taken off the VAT-exempt share. The discount is the VAT removed plus
 * that 20 %. `vatPercent` is in hundredths (1200 is 12 %). Half up in minor units.
 */
export function seniorDiscount(a: {
  amount: number;
  customers: number;
  seniors: number;
  vatPercent: number;
  vatIncluded: boolean;
}): { share: number; vatExempt: number; vatRemoved: number; discount: number } {
  if (seniorCountsProblem(a.customers, a.seniors) || a.seniors === 0 || a.amount <= 0)
    return { share: 0, vatExempt: 0, vatRemoved: 0, discount: 0 };
  const share = Math.floor((a.amount * a.seniors) / a.customers + 0.5);
  const vatExempt = a.vatIncluded ? Math.floor((share * 10_000) / (10_000 + a.vatPercent) + 0.5) : share;
  const vatRemoved = share - vatExempt;
  const twenty = percentOf(vatExempt, 2000);
  return { share, vatExempt, vatRemoved, discount: vatRemoved + twenty };
}

/**
 * What a senior-citizen promo takes off (ADR 0026, 0031): the Philippine senior-citizen / PWD discount of its
 * base (seniorDiscount: the citizens' share made VAT-exempt, then 20 % off), at most the promo's max_discount.
 * The promo's own value is not used: the law sets the amount. `vat.rate` is a percentage (12 is 12 %).
 */
export function seniorPromoDiscount(
  promo: Pick<PromoRule, 'max_discount'>,
  base: number,
  senior: { customers: number; seniors: number },
  vat: { rate: number; included: boolean } | null,
): number {
  const { discount } = seniorDiscount({
    amount: base,
    customers: senior.customers,
    seniors: senior.seniors,
    vatPercent: Math.round((vat?.rate ?? 0) * 100),
    vatIncluded: !!vat?.included,
  });
  return Math.max(0, Math.min(discount, promo.max_discount ?? discount, base));
}
