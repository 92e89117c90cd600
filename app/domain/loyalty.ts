// SPEC §3 "Loyalty", §5 "Loyalty apply amount = subtotal + vat - discount. Rewards are only for logged-in non-guest
// users.", §9 binding levels: the pure rules of a loyalty programme, read by the platform (the bill, placement, the
// points credited when an order completes) and by the shop (what a reward needs). Amounts are minor units; a
// reward's PERCENTAGE rate is in hundredths of a percent (1000 is 10 %), as the promos' and campaigns' are.
import { LoyaltyBindingLevel } from './constants';
import { currencyDecimals } from './money';
import { percentOf } from './bill';

export type LoyaltyBindingLevelId = (typeof LoyaltyBindingLevel)[keyof typeof LoyaltyBindingLevel];

/**
 * The pool a business's points are kept in: its own (binding level business 3), or its country's — shared by
 * every business of the country that binds at level 2.
 */
export function loyaltyPool(binding: number, place: { business: number; country: number }): string {
  return binding === LoyaltyBindingLevel.COUNTRY ? `c:${place.country}` : `b:${place.business}`;
}

/**
 * SPEC §5 "Loyalty apply amount = subtotal + vat - discount": what a reward is worked out on and what earns
 * points — the items after their campaigns, with the VAT the customer pays on top of them (VAT included in the
 * prices is already in the subtotal), never the fees.
 */
export function loyaltyAmount(bill: {
  sub_total: number;
  vat_price: number;
  is_vat_included: boolean;
  discount_amount: number;
}): number {
  return Math.max(0, bill.sub_total + (bill.is_vat_included ? 0 : bill.vat_price) - bill.discount_amount);
}

/**
 * What an order earns points on: its loyalty amount less what a reward and a promo took off it (points are
 * earned on what the customer paid for the food).
 */
export function earningAmount(order: {
  sub_total: number;
  vat_price: number;
  is_vat_included: boolean;
  discount_amount: number;
  reward: number;
  promo: number;
}): number {
  return Math.max(0, loyaltyAmount(order) - order.reward - order.promo);
}

/** SPEC §3 "Action: type TRANSACTION, points, rate": `points` for every whole `rate` (minor units) spent. */
export function pointsFor(action: { points: number; rate: number }, amount: number): number {
  if (action.rate <= 0 || action.points <= 0 || amount <= 0) return 0;
  return Math.floor(amount / action.rate) * action.points;
}

/** The points an amount earns under every TRANSACTION action of a programme. */
export function pointsEarned(actions: readonly { type: string; points: number; rate: number }[], amount: number) {
  return actions.filter((a) => a.type === 'TRANSACTION').reduce((n, a) => n + pointsFor(a, amount), 0);
}

export type RewardDiscountType = 'FLAT' | 'PERCENTAGE';

export interface RewardRule {
  discount_type: RewardDiscountType;
  /** the points it costs */
  points: number;
  /** FLAT: minor units off; PERCENTAGE: hundredths of a percent */
  rate: number;
  /** at most this off (minor units); null: no cap */
  upto: number | null;
}

/**
 * What a reward takes off the loyalty amount: a flat amount or a percentage (capped by `upto`), in whole units
 * for a currency shown without decimals, never more than the amount.
 */
export function rewardDiscount(reward: RewardRule, amount: number, currency: string): number {
  if (amount <= 0) return 0;
  let off = reward.discount_type === 'FLAT' ? reward.rate : percentOf(amount, reward.rate);
  if (currencyDecimals(currency) === 0) off = Math.floor(off / 100) * 100;
  if (reward.upto != null) off = Math.min(off, reward.upto);
  return Math.max(0, Math.min(off, amount));
}

/** SPEC §3 can_redeemable and points_needed_to_redeem_reward: what a balance still lacks for a reward. */
export function pointsNeeded(balance: number, reward: Pick<RewardRule, 'points'>): number {
  return Math.max(0, reward.points - balance);
}

/** SPEC §5 "Rewards are only for logged-in non-guest users" (§6: a guest cannot apply rewards). */
export function rewardRefusal(user: { is_guest: boolean } | null): 'login' | 'guest' | null {
  if (!user) return 'login';
  return user.is_guest ? 'guest' : null;
}

/** Why a reward named by a bill or an order is not applied. */
export const REWARD_REFUSALS = ['notFound', 'login', 'guest', 'points', 'group'] as const;
export type RewardRefusal = (typeof REWARD_REFUSALS)[number];
