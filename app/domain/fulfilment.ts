// SPEC §4 "Fulfilment status ids": a delivery's courier side as a state machine, used by the platform (which
// moves are legal) and by the pages (what the customer and the kitchen see).
import { DeliveryMethod, FulfilmentStatus, OrderStatus } from './constants';

export type FulfilmentStatusId = (typeof FulfilmentStatus)[keyof typeof FulfilmentStatus];

const F = FulfilmentStatus;

/**
 * Where a delivery may go from where it is (null: it has not started). A courier found can drop the job
 * (back to allocating); a delivery that cannot be handed over goes back (in return → returned); any delivery
 * not yet finished can fail or be cancelled by the partner.
 */
export const FULFILMENT_MOVES: Record<FulfilmentStatusId, readonly FulfilmentStatusId[]> = {
  [F.DISPATCHING]: [F.ALLOCATING, F.FAILED, F.CANCELLED],
  [F.ALLOCATING]: [F.PENDING_PICKUP, F.FAILED, F.CANCELLED],
  [F.PENDING_PICKUP]: [F.PICKING_UP, F.ALLOCATING, F.FAILED, F.CANCELLED],
  [F.PICKING_UP]: [F.IN_DELIVERY, F.ALLOCATING, F.FAILED, F.CANCELLED],
  [F.IN_DELIVERY]: [F.COMPLETED, F.IN_RETURN, F.FAILED, F.CANCELLED],
  [F.IN_RETURN]: [F.RETURNED, F.FAILED],
  [F.COMPLETED]: [],
  [F.RETURNED]: [],
  [F.FAILED]: [],
  [F.CANCELLED]: [],
};

/** A delivery starts by dispatching, or straight at allocating (the partner dispatches itself). */
export const FULFILMENT_STARTS: readonly FulfilmentStatusId[] = [F.DISPATCHING, F.ALLOCATING];

/** Order statuses during which the courier side moves: cooking (accepted) or waiting at the pass (ready). */
export const FULFILMENT_ORDER_STATUSES: readonly number[] = [OrderStatus.ACCEPTED, OrderStatus.READY];

export function isFulfilmentStatus(id: number): id is FulfilmentStatusId {
  return (Object.values(F) as number[]).includes(id);
}

/** The fulfilment statuses from which a delivery may move to `to` (null stands for "not started"). */
export function fulfilmentSources(to: FulfilmentStatusId): (FulfilmentStatusId | null)[] {
  const from = (Object.keys(FULFILMENT_MOVES) as unknown as string[])
    .map(Number)
    .filter((f) => FULFILMENT_MOVES[f as FulfilmentStatusId].includes(to)) as FulfilmentStatusId[];
  return FULFILMENT_STARTS.includes(to) ? [null, ...from] : from;
}

/** Whether an order may move to fulfilment status `to` now: a delivery, cooking or ready, from a legal source. */
export function canMoveFulfilment(
  order: { order_type_id: number; status_id: number; fulfillment_status_id: number | null },
  to: FulfilmentStatusId,
): boolean {
  return (
    order.order_type_id === DeliveryMethod.DELIVERY &&
    FULFILMENT_ORDER_STATUSES.includes(order.status_id) &&
    fulfilmentSources(to).includes(order.fulfillment_status_id as FulfilmentStatusId | null)
  );
}

/** A delivery that reached the customer completes its order (SPEC §4: "A completed fulfilment shows Order Delivered"). */
export const completesOrder = (to: FulfilmentStatusId) => to === F.COMPLETED;
