// The order's life after placement: the kitchen's transitions (SPEC §4 status table; the legal ones in
// app/domain/order-status.ts), marking it paid, and the customer paying an existing order by a method that
// needs no gateway. Each change is one guarded update (where the status allows it), so two taps at once
// cannot both win, and each is told to live listeners when it commits.
import { sql } from 'kysely';
import { ErrorCode } from '../../../app/contract/errors';
import type { Order } from '../../../app/contract/orders';
import type { OrderTransition } from '../../../app/contract/kitchen';
import { OrderStatus, PaymentMethodId, PaymentStatus } from '../../../app/domain/constants';
import { MARK_PAID_FROM, MARK_PAID_UNLESS_PAYMENT, TRANSITIONS } from '../../../app/domain/order-status';
import { trxIdProblem } from '../../../app/domain/checkout';
import { ApiError, notFound } from '../http';
import type { UserRow } from '../identity/users';
import { eventOf, trxMessage, type OrderDeps } from './place';
import { paymentMethodsAt } from './payment-methods';
import { refundCancelledOrder } from '../payments/ledger';
import { ownGroup, ownOrder, toWireOrder, type OrderRow } from './store';

const STATUS_NAMES: Record<number, string> = {
  1: 'pending',
  2: 'failed',
  3: 'placed',
  4: 'accepted',
  5: 'ready',
  6: 'completed',
  7: 'cancelled',
};

/** A kitchen transition of one order; 404 for no such order, 409 with a message for an illegal one. */
export async function moveOrder(
  deps: OrderDeps,
  hash: string,
  transition: OrderTransition,
  reason: string | null,
  by: 'ENTERPRISE' | 'USER' | 'FULFILLMENT_PARTNER' = 'ENTERPRISE',
  /** the statuses this actor may move from, when narrower than the kitchen's (the customer's cancel) */
  from?: readonly number[],
): Promise<Order> {
  const { db, now } = deps;
  const at = now();
  if (transition === 'paid') {
    const row = await db
      .updateTable('orders')
      .set({ payment_status_id: PaymentStatus.PAID, updated_at: at })
      .where('order_hash', '=', hash)
      // canMarkPaid (app/domain), as one guarded write
      .where('payment_status_id', 'not in', [...MARK_PAID_UNLESS_PAYMENT])
      .where('status_id', 'in', [...MARK_PAID_FROM])
      .returningAll()
      .executeTakeFirst();
    if (!row) throw await refusal(deps, hash, 'paid');
    const order = toWireOrder(row);
    deps.events.emit('order_payment_status_update', eventOf(order));
    return order;
  }
  const rule = TRANSITIONS[transition];
  const change = JSON.stringify([{ status_id: rule.to, change_time: at.toISOString() }]);
  const row = await db
    .updateTable('orders')
    .set({
      status_id: rule.to,
      status_history: sql`status_history || ${change}::jsonb`,
      updated_at: at,
      ...(transition === 'cancel' ? { cancelled_by: by, cancellation_reason: reason } : {}),
    })
    .where('order_hash', '=', hash)
    .where('status_id', 'in', [...(from ?? rule.from)])
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await refusal(deps, hash, transition);
  // A paid order cancelled: its money goes back through the gateway that took it (SPEC §4 refund status).
  const after = transition === 'cancel' ? await refundCancelledOrder(deps, row) : row;
  const order = toWireOrder(after);
  deps.events.emit('order_status_update', eventOf(order));
  if (after !== row) deps.events.emit('order_payment_status_update', eventOf(order));
  return order;
}

const VERBS: Record<OrderTransition, string> = {
  accept: 'accepted',
  ready: 'marked ready',
  complete: 'completed',
  cancel: 'cancelled',
  paid: 'marked paid',
};

async function refusal(deps: OrderDeps, hash: string, transition: OrderTransition): Promise<ApiError> {
  const current = await deps.db
    .selectFrom('orders')
    .select(['status_id', 'payment_status_id'])
    .where('order_hash', '=', hash)
    .executeTakeFirst();
  if (!current) return notFound('No order found');
  const status = STATUS_NAMES[current.status_id] ?? String(current.status_id);
  const message =
    transition === 'paid'
      ? current.payment_status_id === PaymentStatus.PAID
        ? 'The order is already paid'
        : `An order that is ${status} cannot be marked paid`
      : `An order that is ${status} cannot be ${VERBS[transition]}`;
  return new ApiError(409, ErrorCode.invalidTransition, message, { status_id: current.status_id });
}

/**
 * SPEC §7 "POST {oms}/order/payment/init", for the methods that need no gateway: the customer tells the
 * restaurant how an existing order (or a food-hall group) is paid — cash at the counter, or a transfer and
 * its transaction id. The payment stays pending until the staff mark it paid.
 */
export async function payExistingOrder(
  deps: OrderDeps,
  user: UserRow,
  body: {
    order_hash?: string | null;
    parent_order_uuid?: string | null;
    payment_method: number;
    payment_channel?: string | null;
    payment_trx_id?: string | null;
  },
) {
  const { db, catalog } = deps;
  const rows: OrderRow[] | null = body.order_hash
    ? await ownOrder(db, user.id, body.order_hash).then((r) => (r ? [r] : null))
    : await ownGroup(db, user.id, body.parent_order_uuid ?? '');
  if (!rows) throw notFound('No order found');
  if (rows.some((r) => r.status_id === OrderStatus.CANCELLED || r.status_id === OrderStatus.FAILED))
    throw new ApiError(409, ErrorCode.invalidTransition, 'A cancelled order cannot be paid');
  if (rows.every((r) => r.payment_status_id === PaymentStatus.PAID))
    throw new ApiError(409, ErrorCode.invalidTransition, 'The order is already paid');
  const first = rows[0]!;
  const offered = await paymentMethodsAt(catalog, deps.gateways.names, first.branch_id, first.foodhall_id);
  const method = offered.find((m) => m.method === body.payment_method);
  if (!method) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_method: is not offered here');
  let channel: string | null = null;
  let trxId: string | null = null;
  if (method.channels.length) {
    const chosen = method.channels.find((c) => c.channel_code === body.payment_channel);
    if (!chosen) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_channel: is not offered here');
    channel = chosen.channel_code;
    if (chosen.trx_id) {
      const problem = trxIdProblem(body.payment_trx_id, chosen.trx_id);
      if (problem)
        throw new ApiError(400, ErrorCode.paymentRequired, `payment_trx_id: ${trxMessage(problem, chosen.trx_id)}`, {
          payment_trx_id: problem,
        });
      trxId = body.payment_trx_id!.trim();
    }
  }
  const at = deps.now();
  // SPEC §5 "Once saved it cannot be updated": a transaction id already told is kept.
  const updated = await db
    .updateTable('orders')
    .set({
      payment_method_id: method.method,
      payment_channel: method.method === PaymentMethodId.CUSTOM ? channel : null,
      payment_trx_id: trxId,
      updated_at: at,
    })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('payment_trx_id', 'is', null)
    .where('payment_status_id', '!=', PaymentStatus.PAID)
    .returningAll()
    .execute();
  if (!updated.length) throw new ApiError(409, ErrorCode.invalidTransition, 'The payment was already told');
  for (const row of updated) deps.events.emit('order_payment_status_update', eventOf(toWireOrder(row)));
  return { payment_checkout_required: false, payment_checkout_link: null, can_load_iframe: false, pre_payment: false };
}
