// Orders as rows and as the wire format (app/contract/orders.ts): the columns that are queried or changed
// (statuses, payment, owner, branch) and the snapshot written at placement (`data`). Below both orders/
// (placing and moving orders) and payments/ (paying them), which both read orders, so neither imports the other
// for them (issue 25, item 6).
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { GroupOrder, Order, orderSchema } from '../../../app/contract/orders';
import type { PromoTerms } from '../../../app/contract/promos';
import type { DB, OrdersTable } from '../db/schema';
import { uploadedAnswer, uploadIdOf } from '../uploads/store';

/** An upload path as the order answers it: with the URL that serves it to its owner (app/routes/uploads.$id.tsx). */
function uploadedOf(path: string | null) {
  const id = path ? uploadIdOf(path) : null;
  return id ? uploadedAnswer(id) : null;
}

export type OrderRow = Selectable<OrdersTable>;

/** What an order keeps of its placement: everything of the wire shape that is not a column. */
export type OrderSnapshot = Omit<
  z.input<typeof orderSchema>,
  | 'order_id'
  | 'order_hash'
  | 'parent_order_uuid'
  | 'is_group_order'
  | 'created_at'
  | 'branch_id'
  | 'order_type_id'
  | 'status_id'
  | 'status_history'
  | 'payment_status_id'
  | 'refund_status_id'
  | 'payment_failure_code'
  | 'fulfillment_status_id'
  | 'fulfillments'
  | 'fulfillment_info'
  | 'is_three_pl_order'
  | 'cancelled_by'
  | 'cancellation_reason'
  | 'payment_method_id'
  | 'payment_channel'
  | 'payment_trx_id'
  | 'post_pay'
  | 'final_price'
> & {
  foodhall_id?: number | null;
  /** its promo's terms, for the kitchen's cart edit (ops/cart-edit.ts); none on orders placed before they were kept */
  promo_terms?: PromoTerms | null;
  /** another provider's voucher used by the order (promotions/voucher-use.ts), given back when it is cancelled */
  voucher_use?: { provider: number; reference: string } | null;
};

export function toWireOrder(row: OrderRow): Order {
  const data = row.data as unknown as OrderSnapshot;
  return {
    ...data,
    order_id: row.id,
    order_hash: row.order_hash,
    short_id: data.short_id,
    parent_order_uuid: row.parent_order_uuid,
    is_group_order: row.parent_order_uuid != null,
    created_at: new Date(row.created_at).toISOString(),
    branch_id: row.branch_id,
    order_type_id: row.order_type_id as Order['order_type_id'],
    status_id: row.status_id,
    status_history: row.status_history,
    payment_status_id: row.payment_status_id,
    refund_status_id: row.refund_status_id,
    payment_failure_code: row.payment_failure_code,
    refunded_amount: row.refunded_amount,
    fulfillment_status_id: row.fulfillment_status_id,
    fulfillments: row.fulfillments,
    fulfillment_info: {
      allocating_status_updated_at: row.allocating_status_updated_at
        ? new Date(row.allocating_status_updated_at).toISOString()
        : null,
    },
    is_three_pl_order: row.is_three_pl_order,
    cancelled_by: row.cancelled_by,
    cancellation_reason: row.cancellation_reason,
    payment_method_id: row.payment_method_id,
    payment_channel: row.payment_channel,
    payment_trx_id: row.payment_trx_id,
    post_pay: row.post_pay,
    final_price: row.final_price,
    // orders placed before promos were kept have none
    promo_code: data.promo_code ?? null,
    promo_discount: data.promo_discount ?? 0,
    // SPEC §3 senior citizen / PWD details; orders placed before they were kept have none
    senior_citizen: row.senior_citizen
      ? {
          number_of_customer: row.senior_citizen.number_of_customer,
          number_of_senior_citizen: row.senior_citizen.number_of_senior_citizen,
          cards: row.senior_citizen.cards.map((c) => ({ front: uploadedOf(c.front), back: uploadedOf(c.back) })),
        }
      : null,
    // orders placed before the delay settings were kept have none (no delay alert)
    delivery_delay: data.delivery_delay ?? { distance_meter: null, time_minutes: null },
  } as Order;
}

/** An order of this customer by its hash, or null (another customer's order is not told apart from none). */
export async function ownOrder(db: Kysely<DB>, userId: number, hash: string): Promise<OrderRow | null> {
  return (
    (await db
      .selectFrom('orders')
      .selectAll()
      .where('order_hash', '=', hash)
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? null
  );
}

/** A food-hall group of this customer, children by id, or null. */
export async function ownGroup(db: Kysely<DB>, userId: number, uuid: string): Promise<OrderRow[] | null> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('parent_order_uuid', '=', uuid)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.length ? rows : null;
}

const SUMMED = [
  'final_price',
  'item_price',
  'discount_amount',
  'reward_discount',
  'delivery_fee',
  'service_fee',
  'gateway_fee',
  'custom_fee',
  'restaurant_service_fee',
  'vat_price',
  'refunded_amount',
  'promo_discount',
] as const;

export function toWireGroup(rows: OrderRow[]): GroupOrder {
  const children = rows.map(toWireOrder);
  const first = children[0]!;
  const totals = Object.fromEntries(
    SUMMED.map((key) => [key, children.reduce((n, c) => n + c[key], 0)]),
  ) as GroupOrder['totals'];
  return {
    parent_order_uuid: first.parent_order_uuid!,
    foodhall_id: rows[0]!.foodhall_id ?? 0,
    foodhall_title: first.meta.foodhall_title ?? '',
    table_no: first.table_no,
    order_type_id: first.order_type_id,
    payment_method_id: first.payment_method_id,
    user_phone: first.user_phone,
    currency: first.currency,
    child_orders: children,
    totals,
  };
}
