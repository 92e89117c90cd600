// The order's life after placement: the kitchen's transitions (SPEC §4 status table; the legal ones in
// app/domain/order-status.ts) and marking it paid (the customer telling how an existing order is paid is
// payments/pay-existing.ts). Each change is one guarded update (where the status allows it), so two taps at once
// cannot both win, and each is told to live listeners when it commits; the customer's message of a status change
// (issue 27, messages/queue.ts) is written in the same transaction.
import { sql } from 'kysely';
import { ErrorCode } from '../../../app/contract/errors';
import type { Order } from '../../../app/contract/orders';
import type { OrderTransition } from '../../../app/contract/kitchen';
import { PaymentStatus } from '../../../app/domain/constants';
import { MARK_PAID_FROM, MARK_PAID_UNLESS_PAYMENT, TRANSITIONS } from '../../../app/domain/order-status';
import { ApiError, notFound } from '../http';
import type { OrderDeps } from '../deps';
import { eventOf } from '../events';
import { refundCancelledOrder } from '../payments/ledger';
import { toWireOrder, type OrderSnapshot } from '../order-records/store';
import { releaseVoucher } from '../promotions/voucher-use';
import { eventOfTransition, queueOrderMessages } from '../messages/queue';
import { creditOrderPoints } from '../loyalty/earn';

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
  const row = await db.transaction().execute(async (tx) => {
    const moved = await tx
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
    // the customer's message of this change (issue 27), written with it
    if (moved) await queueOrderMessages(tx, [moved], eventOfTransition(transition), at);
    // the points the order earns commit with its completion (issue 27)
    if (moved && transition === 'complete') await creditOrderPoints(tx, moved, at);
    return moved;
  });
  if (!row) throw await refusal(deps, hash, transition);
  // A paid order cancelled: its money goes back through the gateway that took it (SPEC §4 refund status).
  const after = transition === 'cancel' ? await refundCancelledOrder(deps, row) : row;
  // …and another provider's voucher it used goes back to that provider (promotions/voucher-use.ts); the cancel
  // stands even when the provider cannot be told now
  if (transition === 'cancel' && deps.vouchers)
    await releaseVoucher(deps.vouchers, (row.data as OrderSnapshot).voucher_use).catch(() => undefined);
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
