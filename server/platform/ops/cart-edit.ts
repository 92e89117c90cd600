// The kitchen edits an order's cart before accepting it (issue 16; SPEC §3 update_cart_note, §4 "Your order
// has been updated"): fewer of a line, or none. The platform prices the new cart with its own bill engine
// (never the screen's amounts) and writes it with a version check — where the order is still placed, unpaid
// and its snapshot the one read — so an accept, a payment or another edit in between wins and this one is
// refused with 409. A paid order is not edited (ADR 0017): it is cancelled (and refunded) instead.
import { sql } from 'kysely';
import { billRequestSchema } from '../../../app/contract/bill';
import { ErrorCode } from '../../../app/contract/errors';
import type { Order } from '../../../app/contract/orders';
import type { LineGroupWire } from '../../../app/contract/cart';
import type { ChosenGroup } from '../../../app/domain/modifiers';
import { DeliveryMethod, OrderStatus, OrderTimeType, PaymentStatus } from '../../../app/domain/constants';
import { canEditCart } from '../../../app/domain/order-status';
import { promoAfterCartEdit } from '../../../app/domain/promotions';
import { promoTermsSchema } from '../../../app/contract/promos';
import { priceCart } from '../bill/calculate';
import { ApiError, notFound } from '../http';
import { billShareOf } from '../orders/snapshot';
import type { OrderDeps } from '../deps';
import { eventOf } from '../events';
import { toWireOrder } from '../order-records/store';
import type { Bill } from '../../../app/contract/bill';

export interface CartEdit {
  lines: { id: string; quantity: number }[];
  note?: string | null;
}

/** The choices of a priced line again, as a bill request carries them. */
function chosen(groups: readonly LineGroupWire[]): ChosenGroup[] {
  return groups.map((g) => ({
    id: g.id,
    modifiers: g.modifiers.map((m) => ({ id: m.id, qty: m.qty, groups: chosen(m.groups) })),
  }));
}

const refused = (message: string, details: Record<string, unknown> = {}) =>
  new ApiError(409, ErrorCode.notUpdatable, message, details);
const invalid = (message: string) => new ApiError(400, ErrorCode.validation, message);

export async function editOrderCart(deps: OrderDeps, hash: string, edit: CartEdit): Promise<Order> {
  const { db, catalog } = deps;
  const row = await db.selectFrom('orders').selectAll().where('order_hash', '=', hash).executeTakeFirst();
  if (!row) throw notFound('No order found');
  if (!canEditCart(row))
    throw row.status_id !== OrderStatus.PLACED
      ? refused('Only an order not accepted yet can be edited', { status_id: row.status_id })
      : refused('A paid order cannot be edited: cancel it (its payment goes back) instead', {
          payment_status_id: row.payment_status_id,
        });
  const open = await db
    .selectFrom('payments')
    .select('id')
    .where('order_hash', '=', hash)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (open) throw refused('A payment of this order is under way: it cannot be edited now');

  const order = toWireOrder(row);
  const wanted = new Map<string, number>();
  for (const line of edit.lines) {
    if (wanted.has(line.id)) throw invalid(`lines: line ${line.id} is named twice`);
    const current = order.cart.find((l) => l.id === line.id);
    if (!current) throw invalid(`lines: this order has no line ${line.id}`);
    if (line.quantity > current.quantity)
      throw invalid('lines: a quantity may only go down (more is the customer’s to order)');
    wanted.set(line.id, line.quantity);
  }
  const cart = order.cart
    .map((l) => ({ ...l, quantity: wanted.get(l.id) ?? l.quantity }))
    .filter((l) => l.quantity > 0);
  if (cart.length === 0) throw invalid('lines: an order keeps at least one line; cancel it instead');
  const changed = order.cart.filter((l) => (wanted.get(l.id) ?? l.quantity) !== l.quantity);
  if (changed.length === 0) throw invalid('lines: nothing changed');

  const at = deps.now();
  const foodHall = row.parent_order_uuid != null && row.foodhall_id != null;
  const scheduled =
    order.scheduled_delivery_time && new Date(order.scheduled_delivery_time) > at
      ? order.scheduled_delivery_time
      : null;
  const location = order.order_type_id === DeliveryMethod.DELIVERY ? order.delivery_location : null;
  const request = billRequestSchema.safeParse({
    branch_id: foodHall ? undefined : row.branch_id,
    foodhall_id: foodHall ? row.foodhall_id : null,
    cart: cart.map((l) => ({
      id: l.id,
      item_id: l.item_id,
      title: l.title,
      quantity: l.quantity,
      groups: chosen(l.groups),
      comment: l.comment,
      brand: { id: l.brand.id },
      branch: { id: l.branch_id },
    })),
    order_type: order.order_type_id,
    order_schedule_type: scheduled ? OrderTimeType.SCHEDULED : OrderTimeType.ASAP,
    scheduled_delivery_time: scheduled,
    table_no: order.table_no,
    delivery_location: location
      ? { latitude: location.latitude, longitude: location.longitude, address: location.address }
      : null,
    is_order_with_payment_channel: row.payment_method_id != null,
    payment_method: row.payment_method_id,
    payment_channel: row.payment_channel,
  });
  if (!request.success) throw invalid('lines: this order’s cart cannot be priced again');
  const priced = await priceCart(catalog, request.data, { foodHall, now: at, stockHeld: true });
  const bill = priced.bill as unknown as Bill;
  const note =
    edit.note?.trim() ||
    `Updated by the restaurant: ${changed
      .map((l) => `${l.title} ${l.quantity} → ${wanted.get(l.id) ?? l.quantity}`)
      .join(', ')}`;
  // The order's reward stays as placed (its points are spent), never more than the new total (ADR 0032); its promo
  // stays too (its use is counted), applied again by its rules to what is left, never more than placed nor than
  // what the reward leaves (ADR 0028). Orders placed before their promo terms were kept keep the promo's amount.
  const rewardDiscount = Math.min(order.reward_discount ?? 0, bill.total_price_cent);
  const vatConfig = priced.gathered[0]?.branch.custom_vat_config;
  const terms = promoTermsSchema.safeParse((row.data as { promo_terms?: unknown }).promo_terms);
  const brandSubtotals = new Map<number, number>();
  for (const line of bill.lines) {
    const price = bill.items.find((i) => i.id === line.id)?.item_final_price_cent ?? 0;
    brandSubtotals.set(line.brand.id, (brandSubtotals.get(line.brand.id) ?? 0) + price);
  }
  const promoDiscount = promoAfterCartEdit({
    placed: order.promo_discount ?? 0,
    terms: terms.success ? terms.data : null,
    brandSubtotals,
    total: bill.total_price_cent - rewardDiscount,
    currency: bill.currency.code,
    senior: order.senior_citizen
      ? { customers: order.senior_citizen.number_of_customer, seniors: order.senior_citizen.number_of_senior_citizen }
      : null,
    vat: vatConfig ? { rate: vatConfig.rate, included: vatConfig.included } : null,
  });
  const data = {
    ...(row.data as Record<string, unknown>),
    ...billShareOf(bill, row.branch_id),
    reward_discount: rewardDiscount,
    promo_discount: promoDiscount,
    update_cart_note: note,
  };
  const updated = await db
    .updateTable('orders')
    .set({
      data: JSON.stringify(data),
      final_price: bill.total_price_cent - promoDiscount - rewardDiscount,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .where('status_id', '=', OrderStatus.PLACED)
    .where('payment_status_id', '!=', PaymentStatus.PAID)
    // the version check: the snapshot this edit was made on
    .where(sql<boolean>`data = ${JSON.stringify(row.data)}::jsonb`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payments').select('id').where('order_hash', '=', hash).where('state', '=', 'pending'))),
    )
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const now = await db.selectFrom('orders').select(['status_id']).where('id', '=', row.id).executeTakeFirst();
    throw refused(
      now?.status_id === OrderStatus.PLACED
        ? 'The order changed meanwhile: look at it again'
        : 'Only an order not accepted yet can be edited',
      { status_id: now?.status_id ?? null },
    );
  }
  const answer = toWireOrder(updated);
  deps.events.emit('order_cart_update', eventOf(answer));
  return answer;
}
