// What the platform tells live listeners (SPEC §4 "Other": live events). The process forwards them to
// socket.io rooms (server/app.ts); on PostgreSQL the socket.io adapter carries them to other instances.
import { EventEmitter } from 'node:events';
import type { StoreModeEvent } from '../../app/contract/ops';
import type { OrderEvent } from '../../app/contract/orders';

export type { StoreModeEvent, OrderEvent };

export interface PlatformEventMap {
  store_mode: [StoreModeEvent];
  /** an order's status changed (the room `order:{order_hash}`, and its parent's) */
  order_status_update: [OrderEvent];
  /** an order's payment status changed */
  order_payment_status_update: [OrderEvent];
  /** the courier side of a delivery moved (SPEC §4 fulfilment statuses) */
  fulfilment_status_update: [OrderEvent];
  /** the kitchen changed the order's cart before accepting it (SPEC §4 "Your order has been updated") */
  order_cart_update: [OrderEvent];
}

export class PlatformEvents extends EventEmitter<PlatformEventMap> {}

/** The live event of an order's change: its ids and statuses (app/contract/orders.ts `OrderEvent`). */
export function eventOf(order: {
  order_hash: string;
  parent_order_uuid: string | null;
  status_id: number;
  payment_status_id: number;
  fulfillment_status_id?: number | null;
  branch_id?: number;
}) {
  return {
    branch_id: order.branch_id,
    order_hash: order.order_hash,
    parent_order_uuid: order.parent_order_uuid,
    status_id: order.status_id,
    payment_status_id: order.payment_status_id,
    fulfillment_status_id: order.fulfillment_status_id ?? null,
  };
}
