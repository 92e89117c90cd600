// SPEC §4 "Fulfilment status ids": a delivery's courier side as a state machine, used by the platform (which
// moves are legal) and by the pages (what the customer and the kitchen see).
import {
  DeliveryMethod,
  FulfilmentStatus,
  OrderStatus,
  PaymentMethodId,
  PaymentStatus,
  RefundStatus,
} from './constants';
import { cancelledBy, orderProgressStep, PROGRESS_SEGMENTS } from './order-status';
import { validGatewayLink } from './payments';

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

// ---- what the order page shows of the courier side (issue 16, SPEC §4 "Order page rules") ----------------

/** A courier job as the order carries it (app/contract/orders.ts fulfilmentSchema). */
export interface CourierJob {
  fulfillment_status_id: number;
  rider: { name: string | null; phone: string | null; photo_url: string | null; license_plate: string | null } | null;
  tracking_url: string | null;
}

/**
 * "At least pending pickup": a courier has the job or had the food — pending pickup, picking up, in delivery,
 * completed, and a return (in return, returned). A failed or cancelled job is not "further" than pending
 * pickup though its id is higher: no courier is coming, so it shows no rider.
 */
const RIDER_STATUSES: readonly number[] = [
  F.PENDING_PICKUP,
  F.PICKING_UP,
  F.IN_DELIVERY,
  F.COMPLETED,
  F.IN_RETURN,
  F.RETURNED,
];
/** SPEC §4 "accepted or later, not cancelled" (a failed order never reached the kitchen). */
const RIDER_ORDER_STATUSES: readonly number[] = [OrderStatus.ACCEPTED, OrderStatus.READY, OrderStatus.COMPLETED];

/**
 * SPEC §4 "The rider section shows when status is accepted or later, not cancelled, fulfilment is at least
 * pending pickup, and a rider has a name or phone": the jobs whose rider is shown, oldest first (several:
 * the page's carousel). A job the courier dropped is closed as cancelled by the platform, so it is not here.
 */
export function shownRiders<J extends CourierJob>(order: {
  status_id: number;
  fulfillment_status_id: number | null;
  fulfillments: readonly J[];
}): J[] {
  if (!RIDER_ORDER_STATUSES.includes(order.status_id)) return [];
  if (order.fulfillment_status_id == null || !RIDER_STATUSES.includes(order.fulfillment_status_id)) return [];
  return order.fulfillments.filter(
    (job) => RIDER_STATUSES.includes(job.fulfillment_status_id) && !!(job.rider?.name || job.rider?.phone),
  );
}

/**
 * SPEC §4 "The tracking link opens only while fulfilment is below completed and the link is valid": the link
 * to open (an http or https URL, the same check as a gateway link, SPEC §5), or null. "Below completed" is
 * by the statuses' order: dispatching 1 … in delivery 5.
 */
export function trackingLink(job: { fulfillment_status_id: number; tracking_url: string | null }): string | null {
  if (job.fulfillment_status_id >= F.COMPLETED) return null;
  return validGatewayLink(job.tracking_url);
}

/**
 * A country's delay settings (SPEC §3 countries' `delivery_delay_distance` and `delivery_delay_time`). Units:
 * the distance is in metres (migration 0001: "metres") as the order's `delivery_distance` is (the bill measures
 * the delivery in metres, server/platform/bill/validate.ts), so they compare as they are; the time is minutes.
 */
export interface DeliveryDelay {
  distance_meter: number | null;
  time_minutes: number | null;
}

/** Fulfilment statuses after which the delivery has ended (nothing can be late any more). */
const FULFILMENT_ENDED: readonly number[] = [F.COMPLETED, F.RETURNED, F.FAILED, F.CANCELLED];

/**
 * SPEC §4 "A delay alert shows when delivery distance exceeds the country delay distance, or allocating
 * lasted longer than the country delay time" — for a delivery still under way (not completed, cancelled or
 * failed, and its courier job not ended). "Allocating lasted longer" is read while the search goes on: the
 * order is allocating and `now` is more than the delay time after allocating began; once a courier has the
 * job the rider card says what happens next.
 */
export function deliveryDelayed(
  order: {
    order_type_id: number;
    status_id: number;
    fulfillment_status_id: number | null;
    delivery_distance: number | null;
    fulfillment_info: { allocating_status_updated_at: string | null };
  },
  delay: DeliveryDelay | null,
  now: Date,
): boolean {
  if (!delay || order.order_type_id !== DeliveryMethod.DELIVERY) return false;
  const ended: readonly number[] = [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED];
  if (ended.includes(order.status_id)) return false;
  if (order.fulfillment_status_id != null && FULFILMENT_ENDED.includes(order.fulfillment_status_id)) return false;
  const far =
    delay.distance_meter != null && order.delivery_distance != null && order.delivery_distance > delay.distance_meter;
  const since = order.fulfillment_info.allocating_status_updated_at;
  const slow =
    delay.time_minutes != null &&
    order.fulfillment_status_id === F.ALLOCATING &&
    since != null &&
    now.getTime() - new Date(since).getTime() > delay.time_minutes * 60_000;
  return far || slow;
}

/**
 * SPEC §4 "Progress bar has four segments (a different count for third-party delivery)". A third-party
 * (3PL) courier reports its own states, so its bar has five segments: the courier's part splits into found
 * (pending pickup, picking up) and on the way (in delivery), which the kitchen's own four segments keep as
 * one. 1 placed or accepted; 2 ready, or a courier searched for (dispatching, allocating — a 3PL search often
 * starts while the food cooks); 3 a courier has the job; 4 in delivery; 5 completed. A job that fails or goes
 * back counts by the order's status alone. Other orders keep orderProgressStep's four.
 */
export const THREE_PL_PROGRESS_SEGMENTS = 5;

export function orderProgress(order: {
  status_id: number;
  fulfillment_status_id: number | null;
  is_three_pl_order: boolean;
}): { step: number; of: number } {
  if (!order.is_three_pl_order)
    return { step: orderProgressStep(order.status_id, order.fulfillment_status_id), of: PROGRESS_SEGMENTS };
  const of = THREE_PL_PROGRESS_SEGMENTS;
  const f = order.fulfillment_status_id;
  if (order.status_id === OrderStatus.COMPLETED) return { step: 5, of };
  if (order.status_id !== OrderStatus.ACCEPTED && order.status_id !== OrderStatus.READY)
    return { step: order.status_id === OrderStatus.PLACED ? 1 : 0, of };
  const base = order.status_id === OrderStatus.READY ? 2 : 1;
  const courier: Partial<Record<number, number>> = {
    [F.DISPATCHING]: 2,
    [F.ALLOCATING]: 2,
    [F.PENDING_PICKUP]: 3,
    [F.PICKING_UP]: 3,
    [F.IN_DELIVERY]: 4,
    [F.COMPLETED]: 5,
  };
  return { step: Math.max(base, (f != null ? courier[f] : undefined) ?? 0), of };
}

/** Who cancelled, as the page says it (SPEC §4 "Cancelled orders"), and the partner's words. */
export interface Cancellation {
  /** SPEC "The page shows you or store": the delivery partner works for the store */
  by: 'you' | 'store';
  /** FULFILLMENT_PARTNER: 'noRider' for its reason 'no_rider', else 'partner' with its own words */
  partner: 'noRider' | 'partner' | null;
  /** the words given (the customer's, the store's, or the partner's); null for 'no_rider' (translated) */
  reason: string | null;
}

export function cancellationOf(order: {
  status_id: number;
  cancelled_by: string | null;
  cancellation_reason: string | null;
}): Cancellation | null {
  const by = cancelledBy(order);
  if (!by) return null;
  const reason = order.cancellation_reason?.trim() || null;
  if (order.cancelled_by === 'FULFILLMENT_PARTNER')
    return reason === null || reason === 'no_rider'
      ? { by, partner: 'noRider', reason: null }
      : { by, partner: 'partner', reason };
  return { by, partner: null, reason };
}

/**
 * SPEC §4 "A full refund is processing unless the payment method is cash (id 2)", with the refund's status
 * (Requested 1, Request Failed 2, Refund Failed 3, Refunded 4): null when there is no refund line (not
 * cancelled, cash, or nothing was paid).
 */
export function refundLine(order: {
  status_id: number;
  payment_method_id: number | null;
  payment_status_id: number;
  refund_status_id: number | null;
}): { refundStatus: number | null } | null {
  if (order.status_id !== OrderStatus.CANCELLED || order.payment_method_id === PaymentMethodId.CASH) return null;
  const paid = order.payment_status_id === PaymentStatus.PAID || order.payment_status_id === PaymentStatus.REFUNDED;
  if (!paid && order.refund_status_id == null) return null;
  const known = (Object.values(RefundStatus) as number[]).includes(order.refund_status_id ?? -1);
  return { refundStatus: known ? order.refund_status_id : null };
}

/**
 * When a courier search still going on becomes late (the delay alert's time rule): the page loads its data
 * again then, since no event tells it. Null when nothing is searched for or no delay time is set.
 */
export function delayAlertDueAt(
  order: { fulfillment_status_id: number | null; fulfillment_info: { allocating_status_updated_at: string | null } },
  delay: DeliveryDelay | null,
): Date | null {
  const since = order.fulfillment_info.allocating_status_updated_at;
  if (order.fulfillment_status_id !== F.ALLOCATING || !since || delay?.time_minutes == null) return null;
  return new Date(new Date(since).getTime() + delay.time_minutes * 60_000);
}
