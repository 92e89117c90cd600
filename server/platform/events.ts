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
