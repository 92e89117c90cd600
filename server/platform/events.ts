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
}

export class PlatformEvents extends EventEmitter<PlatformEventMap> {}
