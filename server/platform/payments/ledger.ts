// The money of an order (SPEC §4 "Placing the order" prepaid part, refund statuses; §7 "Payment"): a payment is
// one row with a state machine (app/domain/payments.ts) moved only here, by `settle` — one guarded update
// (where state is a legal source) in the same transaction as the orders it pays, on a gateway's verified
// callback or a verified status query. A second callback, a late one, or one before the customer's redirect
// changes nothing twice; the order is paid exactly when its payment is. A cancelled paid order's share goes
// back through its gateway. Starting payments and the status poll are ./service.ts.
import { sql, type Kysely, type Transaction } from 'kysely';
import { OrderStatus, PaymentStatus, RefundStatus } from '../../../app/domain/constants';
import {
  failureReasonOf,
  orderPaymentStatusOf,
  paymentSourcesOf,
  type PaymentState,
} from '../../../app/domain/payments';
import type { DB } from '../db/schema';
import type { OrderDeps } from '../deps';
import { eventOf } from '../events';
import { toWireOrder, type OrderRow } from '../order-records/store';
import { queueOrderMessages } from '../messages/queue';
import { GatewayUnavailable, type CardFacts, type Outcome, type PaymentRow } from './gateway';

export interface PaymentDeps extends OrderDeps {
  /** the platform's public base (the sandbox's hosted page); default: the origin of the shop's return URL */
  publicBase: string | null;
  /** where the platform's order-service routes are mounted (the sandbox page's path) */
  omsPrefix: string;
}

export type Db = Kysely<DB> | Transaction<DB>;

/**
 * Moves a payment by a gateway's word, with its orders, in one transaction; after commit, tells live
 * listeners. Returns whether anything moved (false for a repeat, a late word, or "pending").
 */
export async function settle(deps: PaymentDeps, paymentId: string, outcome: Outcome): Promise<boolean> {
  const told = await deps.db.transaction().execute((tx) => settleIn(deps, tx, paymentId, outcome));
  told?.();
  return told !== null;
}

/** `settle` inside a caller's transaction: null when nothing moved, else what tells the listeners after commit. */
export async function settleIn(
  deps: PaymentDeps,
  tx: Transaction<DB>,
  paymentId: string,
  outcome: Outcome,
): Promise<null | (() => void)> {
  if (outcome.state === 'pending') return null;
  const changed = await moveWithOrders(deps, tx, paymentId, outcome);
  if (!changed) return null;
  return () => {
    for (const row of changed.orders) {
      const event = eventOf(toWireOrder(row));
      deps.events.emit('order_payment_status_update', event);
      if (changed.statusMoved) deps.events.emit('order_status_update', event);
    }
  };
}

async function moveWithOrders(
  deps: PaymentDeps,
  tx: Transaction<DB>,
  paymentId: string,
  outcome: Exclude<Outcome, { state: 'pending' }>,
) {
  const to: PaymentState = outcome.state;
  const at = deps.now();
  const failure =
    outcome.state === 'failed' ? failureReasonOf(outcome.code) : outcome.state === 'expired' ? 'expired' : null;
  const payment = await tx
    .updateTable('payments')
    .set({
      state: to,
      failure_code: failure,
      failure_message: outcome.state === 'failed' ? ((outcome.message ?? null)?.slice(0, 300) ?? null) : null,
      updated_at: at,
    })
    .where('id', '=', paymentId)
    .where('state', 'in', paymentSourcesOf(to))
    .returningAll()
    .executeTakeFirst();
  if (!payment) return null;
  const target = (q: ReturnType<typeof tx.updateTable<'orders'>>) =>
    payment.order_hash
      ? q.where('order_hash', '=', payment.order_hash)
      : q.where('parent_order_uuid', '=', payment.parent_order_uuid!);
  let orders: OrderRow[];
  let placed: OrderRow[] = [];
  let statusMoved = false;
  if (to === 'paid') {
    orders = await target(tx.updateTable('orders'))
      .set({ payment_status_id: PaymentStatus.PAID, payment_failure_code: null, updated_at: at })
      .where('payment_status_id', '!=', PaymentStatus.PAID)
      .returningAll()
      .execute();
    // A post-payment's gateway fee (./fees.ts) becomes part of the orders it paid, once: with this move.
    orders = await addGatewayFees(tx, orders, payment.gateway_fees ?? {});
    // A pre-payment order reaches the kitchen now (SPEC §4 status PENDING → PLACED; auto-accept goes on).
    const waiting = orders.filter((o) => o.status_id === OrderStatus.PENDING);
    if (waiting.length) {
      statusMoved = true;
      const moved: OrderRow[] = [];
      for (const o of waiting) {
        const autoAccept = (o.data as { auto_accept?: boolean }).auto_accept === true;
        const history: { status_id: number; change_time: string }[] = [
          { status_id: OrderStatus.PLACED, change_time: at.toISOString() },
        ];
        if (autoAccept) history.push({ status_id: OrderStatus.ACCEPTED, change_time: at.toISOString() });
        moved.push(
          await tx
            .updateTable('orders')
            .set({
              status_id: autoAccept ? OrderStatus.ACCEPTED : OrderStatus.PLACED,
              status_history: sql`status_history || ${JSON.stringify(history)}::jsonb`,
              updated_at: at,
            })
            .where('id', '=', o.id)
            .where('status_id', '=', OrderStatus.PENDING)
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      }
      orders = orders.map((o) => moved.find((m) => m.id === o.id) ?? o);
      placed = moved;
    }
    // the card as the "paid" word gives it, or as the provider gave it when the payment started
    const card = outcome.state === 'paid' ? (outcome.card ?? (payment.pending_card as CardFacts | null)) : null;
    if (payment.save_card && card) {
      const gateway = deps.gateways.get(payment.gateway);
      await tx
        .insertInto('saved_cards')
        .values({
          user_id: payment.user_id,
          gateway: payment.gateway,
          gateway_id: gateway?.gatewayId ?? null,
          card_token: card.token,
          card_key: card.key ?? null,
          card_suffix: card.suffix,
          card_brand: card.brand,
          card_source_country_code: card.country ?? null,
          customer_id: card.customerId ?? null,
          created_at: at,
          deleted_at: null,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'gateway', 'card_token']).where('deleted_at', 'is', null).doNothing(),
        )
        .execute();
    }
  } else {
    orders = await target(tx.updateTable('orders'))
      .set({ payment_status_id: orderPaymentStatusOf(to), payment_failure_code: failure, updated_at: at })
      .where('payment_status_id', '=', PaymentStatus.PENDING)
      .returningAll()
      .execute();
  }
  // the customer's message (issue 27), written with the change: placed once paid, or the payment failed
  await queueOrderMessages(tx, to === 'paid' ? placed : orders, to === 'paid' ? 'placed' : 'payment_failed', at);
  return { payment, orders, statusMoved };
}

/**
 * Asks a pending payment's gateway for its word and settles by it (a verified status query). A provider that
 * does not answer leaves it pending. Returns the payment's state after.
 */
export async function refresh(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentState> {
  if (payment.state !== 'pending') return payment.state;
  const gateway = deps.gateways.get(payment.gateway);
  if (!gateway || !payment.provider_ref) return payment.state;
  let outcome: Outcome;
  try {
    outcome = await gateway.status(payment);
  } catch (error) {
    if (error instanceof GatewayUnavailable) return payment.state;
    throw error;
  }
  if (outcome.state === 'pending' && deps.now() > new Date(payment.expires_at)) {
    // Past its time: given up at the provider, or, if the provider paid it meanwhile, paid.
    if ((await gateway.cancel?.(payment)) ?? false) outcome = { state: 'expired' };
  }
  await settle(deps, payment.id, outcome);
  const after = await deps.db
    .selectFrom('payments')
    .select('state')
    .where('id', '=', payment.id)
    .executeTakeFirstOrThrow();
  return after.state;
}

/** The newest payment of an order or group. */
export async function latestPayment(db: Db, target: { order_hash?: string | null; parent_order_uuid?: string | null }) {
  let q = db.selectFrom('payments').selectAll();
  q = target.order_hash
    ? q.where('order_hash', '=', target.order_hash)
    : q.where('parent_order_uuid', '=', target.parent_order_uuid!);
  return (await q.orderBy('created_at', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/**
 * SPEC §4 refund status, for an order cancelled after its payment was taken through a gateway: the order's
 * share goes back through the gateway that took it (the sandbox refunds; real gateways by their refund call).
 * The order says Requested while the gateway is asked, then Refunded or Refund Failed; the payment becomes
 * refunded when all of it has gone back. Cash and own payment are the restaurant's to settle (nothing here).
 */
export async function refundCancelledOrder(deps: OrderDeps, order: OrderRow): Promise<OrderRow> {
  if (order.payment_status_id !== PaymentStatus.PAID) return order;
  const { db, now } = deps;
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('state', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('order_hash', '=', order.order_hash),
        ...(order.parent_order_uuid ? [eb('parent_order_uuid', '=', order.parent_order_uuid)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const gateway = payment ? deps.gateways.get(payment.gateway) : undefined;
  if (!payment || !gateway) return order;
  // Claimed first (Requested, where nothing was claimed yet or the gateway refused before), so two cancels
  // or refunds never refund twice.
  const claimed = await db
    .updateTable('orders')
    .set({ refund_status_id: RefundStatus.REQUESTED, updated_at: now() })
    .where('id', '=', order.id)
    .where('payment_status_id', '=', PaymentStatus.PAID)
    .where((eb) => eb.or([eb('refund_status_id', 'is', null), eb('refund_status_id', '=', RefundStatus.REFUND_FAILED)]))
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return order;
  const amount = Math.min(order.final_price, payment.amount - payment.refunded_amount);
  const done = amount > 0 ? await gateway.refund(payment, amount).catch(() => false) : false;
  return db.transaction().execute(async (tx) => {
    if (done) {
      const after = await tx
        .updateTable('payments')
        .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: now() })
        .where('id', '=', payment.id)
        .returning(['refunded_amount', 'amount'])
        .executeTakeFirstOrThrow();
      if (after.refunded_amount >= after.amount)
        await tx
          .updateTable('payments')
          .set({ state: 'refunded' })
          .where('id', '=', payment.id)
          .where('state', 'in', paymentSourcesOf('refunded'))
          .execute();
    }
    const after = await tx
      .updateTable('orders')
      .set({
        refund_status_id: done ? RefundStatus.REFUNDED : RefundStatus.REFUND_FAILED,
        refunded_amount: done ? amount : 0,
        payment_status_id: done ? PaymentStatus.REFUNDED : order.payment_status_id,
        updated_at: now(),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // the customer's message (issue 27), written with the refund
    await queueOrderMessages(tx, [after], done ? 'refunded' : null, now());
    return after;
  });
}

/**
 * The ops screen's refund of a paid order (issue 16; SPEC §4 refund statuses), whatever its status: through
 * the gateway that took it (the path a cancel takes, above), or — cash and the business's own payment, which
 * the restaurant hands back itself — recorded as refunded in one guarded update. Null when the order is not
 * paid, or its refund was claimed by someone else first (the caller answers 409).
 */
export async function refundPaidOrder(deps: OrderDeps, order: OrderRow): Promise<OrderRow | null> {
  if (order.payment_status_id !== PaymentStatus.PAID) return null;
  const viaGateway = await refundCancelledOrder(deps, order);
  if (viaGateway !== order) return viaGateway;
  const paidAtGateway = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('state', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('order_hash', '=', order.order_hash),
        ...(order.parent_order_uuid ? [eb('parent_order_uuid', '=', order.parent_order_uuid)] : []),
      ]),
    )
    .executeTakeFirst();
  // a gateway payment whose refund another request claimed first
  if (paidAtGateway) return null;
  return deps.db.transaction().execute(async (tx) => {
    const after = await tx
      .updateTable('orders')
      .set({
        refund_status_id: RefundStatus.REFUNDED,
        refunded_amount: order.final_price,
        payment_status_id: PaymentStatus.REFUNDED,
        updated_at: deps.now(),
      })
      .where('id', '=', order.id)
      .where('payment_status_id', '=', PaymentStatus.PAID)
      .where('refund_status_id', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // the customer's message (issue 27), written with the refund
    if (after) await queueOrderMessages(tx, [after], 'refunded', deps.now());
    return after ?? null;
  });
}

/** Adds a post-payment's gateway fee to each order it was worked out for: its fee lines and its total. */
async function addGatewayFees(
  tx: Transaction<DB>,
  orders: OrderRow[],
  fees: Record<string, number>,
): Promise<OrderRow[]> {
  const result: OrderRow[] = [];
  for (const order of orders) {
    const fee = Math.max(0, Math.round(Number(fees[String(order.id)] ?? 0)));
    if (!fee) {
      result.push(order);
      continue;
    }
    const data = order.data as { gateway_fee?: number; total_service_gateway_fee?: number };
    result.push(
      await tx
        .updateTable('orders')
        .set({
          final_price: sql`final_price + ${fee}`,
          data: sql`data || ${JSON.stringify({
            gateway_fee: (data.gateway_fee ?? 0) + fee,
            total_service_gateway_fee: (data.total_service_gateway_fee ?? 0) + fee,
          })}::jsonb`,
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return result;
}
