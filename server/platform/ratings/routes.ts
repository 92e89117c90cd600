// SPEC §7 "Ratings" (app/contract/ratings.ts): the aspect chips, a customer's ratings of their orders, and
// rating one order or a food hall's group. The user id of a path or body must be the caller's (403).
import type { Kysely } from 'kysely';
import * as R from '../../../app/contract/ratings';
import { ErrorCode } from '../../../app/contract/errors';
import type { DB } from '../db/schema';
import { ApiError, type Router } from '../http';
import type { AuthedUser } from '../identity';
import { ratingAspects, ratingOfOrder, rateOrders, ratingsOfOrders } from './service';

function requireSelf(user: AuthedUser, userId: number) {
  if (user.user.id !== userId) throw new ApiError(403, ErrorCode.forbidden, 'userId: is not you');
}

export function ratingRoutes(router: Router<AuthedUser>, deps: { db: Kysely<DB>; now: () => Date }) {
  const { db, now } = deps;
  router.serve(R.ratingAspects, async ({ lng }) => ({ results: await ratingAspects(db, lng) }));
  router.serve(R.userOrderRatings, async ({ user, params, query }) => {
    requireSelf(user, params.userId);
    return { results: await ratingsOfOrders(db, user.user.id, query.order_ids) };
  });
  router.serve(R.userOrderRating, async ({ user, params }) => {
    requireSelf(user, params.userId);
    return { rating: await ratingOfOrder(db, user.user.id, params.orderId) };
  });
  router.serve(R.rateOrder, async ({ user, body }) => (await rateOrders(db, now, user.user.id, [body]))[0]!);
  router.serve(R.rateOrdersBulk, async ({ user, body }) => ({
    results: await rateOrders(db, now, user.user.id, body),
  }));
}
