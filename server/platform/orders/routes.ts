// SPEC §7 "Orders" and the no-gateway part of "Payment", and the kitchen's side behind the ops token.
import * as O from '../../../app/contract/orders';
import { ErrorCode } from '../../../app/contract/errors';
import { OrderStatus } from '../../../app/domain/constants';
import { isActiveOrder } from '../../../app/domain/order-status';
import { ApiError, notFound, type Router } from '../http';
import type { AuthedUser } from '../identity';
import { clientAddress, type Limits } from '../limits';
import { moveOrder, payExistingOrder } from './moves';
import { placeOrder, type OrderDeps } from './place';
import { paymentMethodsAt } from './payment-methods';
import { ownGroup, ownOrder, toWireGroup, toWireOrder } from './store';

export function orderRoutes(router: Router<AuthedUser>, deps: OrderDeps & { limits: Limits }) {
  const { db, catalog, limits } = deps;

  // Before /order/:orderHash, which would take "active" for a hash.
  router.serve(O.activeOrders, async ({ user }) => {
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .where('status_id', 'not in', [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED])
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    return { results: rows.map(toWireOrder).filter((o) => isActiveOrder(o.status_id)) };
  });

  const place = (foodHall: boolean) => async (ctx: { user: AuthedUser; body: O.OrderRequest; request: Request }) => {
    // Counted per address and per customer (issue 13); a repeat of an attempt already answered gives its
    // point back, so retries of one order never use up the customer's orders.
    const taken = await limits.order({ address: clientAddress(ctx.request), userId: ctx.user.user.id });
    try {
      const { placed, repeated } = await placeOrder(deps, { user: ctx.user.user, body: ctx.body, foodHall });
      if (repeated) await taken.refund();
      return placed;
    } catch (error) {
      await taken.refund();
      throw error;
    }
  };
  router.serve(O.placeOrderV2, place(true));
  router.serve(O.placeOrder, place(false));

  // SPEC §4 "If an order id exists, update is tried. On status 417 the order is created instead." Only a
  // pending order (waiting for its payment) could change; none waits without a gateway, so: 417.
  const update = async ({ user, params }: { user: AuthedUser; params: { orderId: number } }) => {
    const row = await db
      .selectFrom('orders')
      .select(['status_id'])
      .where('id', '=', params.orderId)
      .where('user_id', '=', user.user.id)
      .executeTakeFirst();
    if (!row) throw notFound('No order found');
    throw new ApiError(417, ErrorCode.notUpdatable, 'This order can no longer be updated');
  };
  router.serve(O.updateOrderV2, update);
  router.serve(O.updateOrder, update);

  router.serve(O.getGroupOrder, async ({ user, params }) => {
    const rows = await ownGroup(db, user.user.id, params.parentUuid);
    if (!rows) throw notFound('No order found');
    return toWireGroup(rows);
  });
  router.serve(O.getOrder, async ({ user, params }) => {
    const row = await ownOrder(db, user.user.id, params.orderHash);
    if (!row) throw notFound('No order found');
    return toWireOrder(row);
  });

  router.serve(O.paymentMethods, async ({ query }) => ({
    methods: await paymentMethodsAt(catalog, query.branch_id, query.foodhall_id ?? null),
  }));
  router.serve(O.paymentInit, async ({ user, body }) => payExistingOrder(deps, user.user, body));

  // The kitchen (ops token).
  router.serve(O.branchOrders, async ({ params, query }) => {
    let q = db.selectFrom('orders').selectAll().where('branch_id', '=', params.branchId);
    if (query.status_id) q = q.where('status_id', '=', query.status_id);
    const rows = await q.orderBy('created_at', 'desc').limit(200).execute();
    return { results: rows.map(toWireOrder) };
  });
  router.serve(O.moveOrder, async ({ params, body }) =>
    moveOrder(deps, params.orderHash, params.transition, body.reason ?? null),
  );
}
