// The order a message's link opens without a login (issue 27; ADR 0033; app/contract/orders.ts getOrderByLink):
// the key must be the signed, unexpired key of that very order (./links.ts). Anything else answers exactly as
// a missing order does, so a refusal tells nothing about which orders exist.
import type { Kysely } from 'kysely';
import * as O from '../../../app/contract/orders';
import type { DB } from '../db/schema';
import { notFound, type Router } from '../http';
import type { AuthedUser } from '../identity/index';
import { toWireOrder } from '../order-records/store';
import { opensOrder } from './links';

export function messageRoutes(router: Router<AuthedUser>, deps: { db: Kysely<DB>; now: () => Date; secret: string }) {
  router.serve(O.getOrderByLink, async ({ params, query }) => {
    if (!opensOrder(deps.secret, params.orderHash, query.key, deps.now())) throw notFound('No order found');
    const row = await deps.db
      .selectFrom('orders')
      .selectAll()
      .where('order_hash', '=', params.orderHash)
      .executeTakeFirst();
    if (!row) throw notFound('No order found');
    return toWireOrder(row);
  });
}
