// SPEC §2 "Orders": "Completed orders for a logged-in user show Rate now, or the stars if rated" — the
// ratings of a page's completed orders in one call (GET /ratings/user/{userId}/orders?order_ids=…). Rate now
// leads to the order's page with the rating sheet open; it shows where that page offers the sheet (SPEC §4:
// a completed, paid order).
import type { AuthState, Authed } from '~/utils/auth.server';
import type { Order } from '~/contract/orders';
import { OrderStatus } from '~/domain/constants';
import { ratingPromptShows } from '~/domain/ratings';
import { PlatformError } from '~/platform-client/client.server';

export type CardRating = { stars: number; rateHref: null } | { stars: null; rateHref: string };

/** By order id: the stars given, or where to rate; completed orders only. */
export async function cardRatings(
  customer: Authed & { auth: AuthState },
  orders: readonly Order[],
): Promise<Map<number, CardRating>> {
  const done = orders.filter((o) => o.status_id === OrderStatus.COMPLETED);
  const found = new Map<number, CardRating>();
  if (!done.length) return found;
  const stars = new Map<number, number>();
  try {
    for (let i = 0; i < done.length; i += 100) {
      const ids = done.slice(i, i + 100).map((o) => o.order_id);
      const { results } = await customer.withAuth((c) =>
        c.userOrderRatings({ userId: customer.auth.user.id, order_ids: ids.join(',') }),
      );
      for (const r of results) stars.set(r.order_id, r.rating_id);
    }
  } catch (error) {
    // the list still shows without its ratings
    if (!(error instanceof PlatformError)) throw error;
    return found;
  }
  for (const o of done) {
    const given = stars.get(o.order_id);
    if (given) found.set(o.order_id, { stars: given, rateHref: null });
    else if (ratingPromptShows(o, true))
      found.set(o.order_id, {
        stars: null,
        rateHref: `/order-details?orderHash=${encodeURIComponent(o.order_hash)}&rate=1`,
      });
  }
  return found;
}
