// The customer paying an existing order by a method that needs no gateway (cash, the business's own transfer):
// told here, marked paid by the staff (orders/moves.ts). Started by ./service.ts for those methods.
import { ErrorCode } from '../../../app/contract/errors';
import { OrderStatus, PaymentMethodId, PaymentStatus } from '../../../app/domain/constants';
import type { OrderDeps } from '../deps';
import { eventOf } from '../events';
import { ApiError, notFound } from '../http';
import type { UserRow } from '../identity/users';
import { ownGroup, ownOrder, toWireOrder, type OrderRow } from '../order-records/store';
import { choosePayment, paymentMethodsAt } from './methods';

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
  const { method, channel, trxId } = choosePayment(offered, body);
  const at = deps.now();
  // SPEC §5 "Once saved it cannot be updated": a transaction id already told is kept.
  const updated = await db
    .updateTable('orders')
    .set({
      payment_method_id: method.method,
      payment_channel: method.method === PaymentMethodId.CUSTOM ? (channel?.channel_code ?? null) : null,
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
