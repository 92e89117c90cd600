// SPEC §7 "Orders" and the no-gateway part of "Payment", and the kitchen's side behind the ops token.
import * as O from '../../../app/contract/orders';
import * as K from '../../../app/contract/kitchen';
import { paymentMethods } from '../../../app/contract/payment-methods';
import { cancelOrder, cancelReasons } from '../../../app/contract/order-cancel';
import type * as P from '../../../app/contract/payments';
import { wireCard } from '../payments/routes';
import { ErrorCode } from '../../../app/contract/errors';
import { LIMITS, OrderStatus, PaymentStatus } from '../../../app/domain/constants';
import { closeOpenPayments, type PaymentDeps } from '../payments/service';
import { CUSTOMER_CANCEL_FROM, isActiveOrder } from '../../../app/domain/order-status';
import { ApiError, notFound, type Router } from '../http';
import type { AuthedUser } from '../identity';
import { clientAddress, type Limits } from '../limits';
import { moveFulfilment } from './fulfilment';
import { moveOrder } from './moves';
import { CANCEL_REASONS } from './cancel-reasons';
import { checkOrderType } from './order-type';
import { placeOrder } from './place';
import { paymentMethodsAt } from '../payments/methods';
import { ownGroup, ownOrder, toWireGroup, toWireOrder } from '../order-records/store';
import { withLoyaltyPoints } from '../loyalty/store';

export function orderRoutes(router: Router<AuthedUser>, deps: PaymentDeps & { limits: Limits }) {
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

  // SPEC §7 "GET /order/history?page": the finished orders, newest first (before /order/:orderHash too).
  router.serve(O.orderHistory, async ({ user, query }) => {
    const size = LIMITS.orderHistoryPageSize;
    const finished = db
      .selectFrom('orders')
      .where('user_id', '=', user.user.id)
      .where('status_id', 'in', [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED]);
    const [rows, counted] = await Promise.all([
      finished
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((query.page - 1) * size)
        .execute(),
      finished.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    // SPEC §2 "Orders": completed orders show the points they earned
    const results = await withLoyaltyPoints(db, rows.map(toWireOrder));
    return { results, page: query.page, size, total: Number(counted.n) };
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
  // pre-payment order still waiting for its payment can change (its open payment is given up first).
  const update =
    (foodHall: boolean) =>
    async (ctx: { user: AuthedUser; params: { orderId: number }; body: O.OrderRequest; request: Request }) => {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', ctx.params.orderId)
        .where('user_id', '=', ctx.user.user.id)
        .executeTakeFirst();
      if (!row) throw notFound('No order found');
      if (row.status_id !== OrderStatus.PENDING || row.payment_status_id === PaymentStatus.PAID)
        throw new ApiError(417, ErrorCode.notUpdatable, 'This order can no longer be updated');
      // an order type the branch does not take is refused before the order's open payment is given up
      await checkOrderType(catalog, ctx.body);
      await closeOpenPayments(deps, { order_hash: row.order_hash });
      const { placed } = await placeOrder(deps, { user: ctx.user.user, body: ctx.body, foodHall, replace: row });
      return placed;
    };
  router.serve(O.updateOrderV2, update(true));
  router.serve(O.updateOrder, update(false));

  // SPEC §7 "Orders": the cancel sheet's reasons, and the customer's cancel while the order is placed.
  router.serve(cancelReasons, () => ({ results: [...CANCEL_REASONS] }));
  router.serve(cancelOrder, async ({ user, params, body }) => {
    const row = await ownOrder(db, user.user.id, params.orderHash);
    if (!row) throw notFound('No order found');
    const reason = CANCEL_REASONS.find((r) => r.id === body.cancellation_reason_id);
    if (!reason) throw new ApiError(400, ErrorCode.validation, 'cancellation_reason_id: is not a cancellation reason');
    const words = body.cancellation_reason?.trim() ?? '';
    if (reason.is_other && !words)
      throw new ApiError(400, ErrorCode.validation, 'cancellation_reason: tell us why you are cancelling');
    return moveOrder(
      deps,
      row.order_hash,
      'cancel',
      reason.is_other ? words : reason.title,
      'USER',
      CUSTOMER_CANCEL_FROM,
    );
  });

  router.serve(O.getGroupOrder, async ({ user, params }) => {
    const rows = await ownGroup(db, user.user.id, params.parentUuid);
    if (!rows) throw notFound('No order found');
    const group = toWireGroup(rows);
    return { ...group, child_orders: await withLoyaltyPoints(db, group.child_orders) };
  });
  router.serve(O.getOrder, async ({ user, params }) => {
    const row = await ownOrder(db, user.user.id, params.orderHash);
    if (!row) throw notFound('No order found');
    // SPEC §2 "Order details: loyalty-points card"
    return (await withLoyaltyPoints(db, [toWireOrder(row)]))[0]!;
  });

  router.serve(paymentMethods, async ({ query, user }) => {
    const methods = await paymentMethodsAt(catalog, deps.gateways.names, query.branch_id, query.foodhall_id ?? null);
    // SPEC §2 "saved cards list": the customer's cards at the gateways of the card channels offered here
    const cardGateways = methods.flatMap((m) => m.channels.map((c) => c.platform)).filter(Boolean) as string[];
    const cards =
      user && !user.user.is_guest && cardGateways.length
        ? await db
            .selectFrom('saved_cards')
            .selectAll()
            .where('user_id', '=', user.user.id)
            .where('deleted_at', 'is', null)
            .where('gateway', 'in', cardGateways as P.GatewayName[])
            .orderBy('created_at', 'desc')
            .limit(20)
            .execute()
        : [];
    return { methods, saved_cards: cards.map(wireCard) };
  });

  // The kitchen (ops token).
  router.serve(K.branchOrders, async ({ params, query }) => {
    let q = db.selectFrom('orders').selectAll().where('branch_id', '=', params.branchId);
    if (query.status_id) q = q.where('status_id', '=', query.status_id);
    const rows = await q.orderBy('created_at', 'desc').limit(200).execute();
    return { results: rows.map(toWireOrder) };
  });
  // before /order/:orderHash/:transition, which would take "fulfilment" for a transition
  router.serve(K.moveFulfilment, async ({ params, body }) => moveFulfilment(deps, params.orderHash, body));
  router.serve(K.moveOrder, async ({ params, body }) =>
    moveOrder(deps, params.orderHash, params.transition, body.reason ?? null),
  );
}
