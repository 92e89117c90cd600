// The demo's kitchen (issue 14): with the switch on (DEMO_ORDER_STEP_SECONDS), each new order moves on by
// itself — placed → accepted → ready → completed — one step per interval, through the same guarded
// transitions the staff use, so a demo shows a whole journey. A delivery goes through the courier's states as
// well (issue 16), through the same fulfilment moves a courier partner makes: while the food cooks a courier is
// searched for and found (a demo rider: the card on the order page), then once ready the courier collects it,
// delivers it, and the delivered fulfilment completes the order. Several instances may run it: a step one of
// them already made is refused to the other (409) and skipped.
import { sql } from 'kysely';
import { DeliveryMethod, FulfilmentStatus as F, OrderStatus } from '../../../app/domain/constants';
import type { Rider } from '../../../app/contract/orders';
import type { OrderTransition } from '../../../app/contract/kitchen';
import { ApiError } from '../http';
import { moveFulfilment, type FulfilmentMove } from '../orders/fulfilment';
import { moveOrder } from '../orders/moves';
import type { OrderDeps } from '../deps';

const NEXT: Record<number, OrderTransition> = {
  [OrderStatus.PLACED]: 'accept',
  [OrderStatus.ACCEPTED]: 'ready',
  [OrderStatus.READY]: 'complete',
};

/**
 * The demo's courier: no photo (the card shows the initial), the store's phone (a demo courier is reached
 * through the store), and no tracking link — the platform knows no page of the shop to send one to, and a demo
 * never sends the customer to another host.
 */
export function demoRider(storePhone: string | null): Rider {
  return { name: 'Demo courier', phone: storePhone, photo_url: null, license_plate: 'DEMO 016' };
}

type Due = { status_id: number; order_type_id: number; fulfillment_status_id: number | null; phone: string | null };

/** A delivery's next step: a courier move, or the kitchen's (null: the kitchen's usual step). */
function deliveryStep(order: Due): FulfilmentMove | OrderTransition | null {
  const f = order.fulfillment_status_id;
  if (order.status_id === OrderStatus.ACCEPTED) {
    if (f == null) return { fulfillment_status_id: F.ALLOCATING };
    if (f === F.ALLOCATING) return { fulfillment_status_id: F.PENDING_PICKUP, rider: demoRider(order.phone) };
    return 'ready';
  }
  if (order.status_id === OrderStatus.READY) {
    if (f == null) return { fulfillment_status_id: F.ALLOCATING };
    if (f === F.ALLOCATING) return { fulfillment_status_id: F.PENDING_PICKUP, rider: demoRider(order.phone) };
    if (f === F.PENDING_PICKUP) return { fulfillment_status_id: F.PICKING_UP };
    if (f === F.PICKING_UP) return { fulfillment_status_id: F.IN_DELIVERY };
    if (f === F.IN_DELIVERY) return { fulfillment_status_id: F.COMPLETED };
    // a courier job that failed or went back: the kitchen completes the order as before
    return 'complete';
  }
  return null;
}

/** Moves every order unchanged for `stepSeconds` one step on; the number moved. */
export async function advanceDemoOrders(deps: OrderDeps, stepSeconds: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - stepSeconds * 1000);
  const due = await deps.db
    .selectFrom('orders')
    .select([
      'order_hash',
      'status_id',
      'order_type_id',
      'fulfillment_status_id',
      sql<string | null>`data->'branch'->>'phone'`.as('phone'),
    ])
    .where('status_id', 'in', [OrderStatus.PLACED, OrderStatus.ACCEPTED, OrderStatus.READY])
    .where('updated_at', '<=', cutoff)
    .orderBy('updated_at')
    .limit(100)
    .execute();
  let moved = 0;
  for (const order of due) {
    const step =
      (order.order_type_id === DeliveryMethod.DELIVERY ? deliveryStep(order) : null) ?? NEXT[order.status_id]!;
    try {
      if (typeof step === 'string') await moveOrder(deps, order.order_hash, step, null);
      else await moveFulfilment(deps, order.order_hash, step);
      moved++;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  return moved;
}
