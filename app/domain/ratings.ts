// SPEC §3 "Rating", §4 "Order page rules" (the rating prompt), §2 "Group orders" (the bulk rating sheet),
// §5 "Rating" and §9 "Rating: 5 icons. Impressions": the rules of rating an order, used by the platform
// (what it accepts) and by the shop (when it asks, what it says).
import { LIMITS, OrderStatus, PaymentStatus } from './constants';

/** SPEC §5 "Rating: value 1 to 5"; §9 "5 icons". */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

export function isRatingValue(value: unknown): value is RatingValue {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** SPEC §9 "Impressions: 5 excellent, 4 and 3 good, 2 and 1 bad". */
export type Impression = 'excellent' | 'good' | 'bad';
export function impressionOf(value: RatingValue): Impression {
  if (value === 5) return 'excellent';
  return value >= 3 ? 'good' : 'bad';
}

/** SPEC §5 "Comment max 500": a comment as kept (trimmed; empty is none), or null when it is too long. */
export function ratingComment(value: string | null | undefined): { ok: true; value: string | null } | { ok: false } {
  const text = value?.trim() ?? '';
  if (text.length > LIMITS.ratingCommentMax) return { ok: false };
  return { ok: true, value: text || null };
}

/** A customer may rate their order once it is completed (the platform's rule, SPEC §3 "Rating"). */
export function isRateable(order: { status_id: number }): boolean {
  return order.status_id === OrderStatus.COMPLETED;
}

/** SPEC §4 "The rating prompt shows for a completed, paid order when logged in." */
export function ratingPromptShows(order: { status_id: number; payment_status_id: number }, loggedIn: boolean): boolean {
  return loggedIn && isRateable(order) && order.payment_status_id === PaymentStatus.PAID;
}

const FINISHED: readonly number[] = [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED];

/**
 * SPEC §2 "The bulk rating sheet opens automatically when all children are completed, cancelled or failed, at
 * least one is completed, and none is rated."
 */
export function bulkRatingSheetOpens(
  children: readonly { order_id: number; status_id: number }[],
  ratedOrderIds: ReadonlySet<number>,
): boolean {
  return (
    children.length > 0 &&
    children.every((c) => FINISHED.includes(c.status_id)) &&
    children.some((c) => c.status_id === OrderStatus.COMPLETED) &&
    !children.some((c) => ratedOrderIds.has(c.order_id))
  );
}

/** SPEC §3 "Rating link: rating_provider_id (1 google, 2 facebook)". */
export const RatingProvider = { GOOGLE: 1, FACEBOOK: 2 } as const;
export type RatingProviderId = (typeof RatingProvider)[keyof typeof RatingProvider];
export const RATING_PROVIDER_NAMES: Record<RatingProviderId, string> = { 1: 'Google', 2: 'Facebook' };

/** A place identifier as the providers write them (a Google place id, a Facebook page name or id). */
export const PLACE_IDENTIFIER = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * The provider's public page where a customer writes a review of the place: only a link the customer
 * taps (nothing is fetched from it).
 */
export function reviewUrl(provider: RatingProviderId, placeIdentifier: string): string {
  const id = encodeURIComponent(placeIdentifier);
  return provider === RatingProvider.GOOGLE
    ? `https://search.google.com/local/writereview?placeid=${id}`
    : `https://www.facebook.com/${id}/reviews`;
}
