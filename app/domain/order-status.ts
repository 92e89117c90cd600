// SPEC §4 "Order status ids", "Order page rules" and "Cancelled orders": the order's life as pure rules, used
// by the platform (which transitions are legal) and by the order pages (headline, progress, countdowns).
import { tz } from '@date-fns/tz';
import { differenceInDays, intervalToDuration } from 'date-fns';
import {
  ASAP_ESTIMATE_MINUTES,
  DeliveryMethod,
  FulfilmentStatus,
  OrderStatus,
  PaymentStatus,
  LIMITS,
} from './constants';

const utc = tz('UTC');

export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];
export type Transition = 'accept' | 'ready' | 'complete' | 'cancel' | 'paid';

/** From which statuses the kitchen may move an order, and to what (SPEC §4 table). */
export const TRANSITIONS: Record<Exclude<Transition, 'paid'>, { from: readonly number[]; to: OrderStatusId }> = {
  // PENDING waits for its pre-payment: the kitchen sees it only once paid (PLACED), never accepts it unpaid
  accept: { from: [OrderStatus.PLACED], to: OrderStatus.ACCEPTED },
  ready: { from: [OrderStatus.ACCEPTED], to: OrderStatus.READY },
  complete: { from: [OrderStatus.READY], to: OrderStatus.COMPLETED },
  cancel: { from: [OrderStatus.PENDING, OrderStatus.PLACED, OrderStatus.ACCEPTED], to: OrderStatus.CANCELLED },
};

/** SPEC §4 "Cancel is offered while the order is placed": the statuses a customer may cancel from. */
export const CUSTOMER_CANCEL_FROM: readonly number[] = [OrderStatus.PLACED];

export function canCustomerCancel(order: { status_id: number }): boolean {
  return CUSTOMER_CANCEL_FROM.includes(order.status_id);
}

/**
 * Staff may mark an order paid (cash or a transfer seen) while it is under way or done — not while it waits
 * for its gateway (PENDING: a gateway's payment moves by the gateway's word only, ADR 0016), nor once it is
 * cancelled or failed — and while it is neither paid nor refunded.
 */
export const MARK_PAID_FROM: readonly number[] = [
  OrderStatus.PLACED,
  OrderStatus.ACCEPTED,
  OrderStatus.READY,
  OrderStatus.COMPLETED,
];
export const MARK_PAID_UNLESS_PAYMENT: readonly number[] = [PaymentStatus.PAID, PaymentStatus.REFUNDED];

type StaffView = { status_id: number; payment_status_id: number };

export function canMarkPaid(order: StaffView): boolean {
  return MARK_PAID_FROM.includes(order.status_id) && !MARK_PAID_UNLESS_PAYMENT.includes(order.payment_status_id);
}

/** Only a paid order's money can go back (a refund through the gateway or the till that took it). */
export function canRefund(order: StaffView): boolean {
  return order.payment_status_id === PaymentStatus.PAID;
}

/** The kitchen edits a cart while the order is placed and unpaid (ADR 0017: a paid order is cancelled instead). */
export function canEditCart(order: StaffView): boolean {
  return order.status_id === OrderStatus.PLACED && order.payment_status_id !== PaymentStatus.PAID;
}

/** What the restaurant's staff may do with an order now: the ops board's buttons, the platform's checks. */
export function staffActions(order: StaffView) {
  return {
    accept: TRANSITIONS.accept.from.includes(order.status_id),
    ready: TRANSITIONS.ready.from.includes(order.status_id),
    complete: TRANSITIONS.complete.from.includes(order.status_id),
    cancel: TRANSITIONS.cancel.from.includes(order.status_id),
    paid: canMarkPaid(order),
    refund: canRefund(order),
    editCart: canEditCart(order),
  };
}

/** The status an order moves to by a transition, or null when it cannot (the platform answers 409). */
export function nextStatus(current: number, transition: Exclude<Transition, 'paid'>): OrderStatusId | null {
  const rule = TRANSITIONS[transition];
  return rule.from.includes(current) ? rule.to : null;
}

/** Statuses after which nothing more happens to an order. */
export function isFinalStatus(status: number): boolean {
  return status === OrderStatus.COMPLETED || status === OrderStatus.CANCELLED || status === OrderStatus.FAILED;
}

/** The order is still under way (the active-orders list, the home strip). */
export function isActiveOrder(status: number): boolean {
  return !isFinalStatus(status);
}

/** The i18next key of the status headline (SPEC §4 table; READY follows the fulfilment status). */
export function statusHeadlineKey(status: number, fulfilment: number | null): string {
  if (status === OrderStatus.READY && fulfilment != null) {
    if (fulfilment === FulfilmentStatus.COMPLETED) return 'order.status.6';
    if (fulfilment === FulfilmentStatus.DISPATCHING || fulfilment === FulfilmentStatus.ALLOCATING)
      return 'order.fulfilment.searching';
    if (fulfilment === FulfilmentStatus.PENDING_PICKUP) return 'order.fulfilment.assigned';
    if (fulfilment === FulfilmentStatus.PICKING_UP) return 'order.fulfilment.collecting';
    if (fulfilment === FulfilmentStatus.IN_DELIVERY) return 'order.fulfilment.inDelivery';
  }
  return `order.status.${status}`;
}

/**
 * SPEC §4 "Progress bar has four segments… fills 1 on placed or accepted, 2 on ready, 3 when ready and
 * dispatching, allocating, pending pickup, picking up or in delivery, and 4 on completion". 0: none (pending,
 * failed, cancelled).
 */
export function orderProgressStep(status: number, fulfilment: number | null): number {
  if (status === OrderStatus.COMPLETED) return 4;
  if (status === OrderStatus.READY) {
    const moving: readonly number[] = [
      FulfilmentStatus.DISPATCHING,
      FulfilmentStatus.ALLOCATING,
      FulfilmentStatus.PENDING_PICKUP,
      FulfilmentStatus.PICKING_UP,
      FulfilmentStatus.IN_DELIVERY,
    ];
    if (fulfilment === FulfilmentStatus.COMPLETED) return 4;
    return fulfilment != null && moving.includes(fulfilment) ? 3 : 2;
  }
  if (status === OrderStatus.PLACED || status === OrderStatus.ACCEPTED) return 1;
  return 0;
}
export const PROGRESS_SEGMENTS = 4;

/** Under this, the preparation countdown reads "Any time soon" (SPEC §4). */
export const ANY_TIME_SOON_MS = 5 * 60_000;

/**
 * SPEC §4 "The preparation countdown shows only while accepted with a preparation time (accepted time plus
 * preparation time)": the instant the food should be ready, or null when no countdown shows.
 */
export function preparationDeadline(order: {
  status_id: number;
  preparation_time: number;
  status_history: readonly { status_id: number; change_time: string }[];
}): Date | null {
  if (order.status_id !== OrderStatus.ACCEPTED || order.preparation_time <= 0) return null;
  const accepted = [...order.status_history].reverse().find((h) => h.status_id === OrderStatus.ACCEPTED);
  if (!accepted) return null;
  return new Date(new Date(accepted.change_time).getTime() + order.preparation_time * 60_000);
}

/** What the countdown shows: the time left, or "any time soon" under 5 minutes (and past the deadline). */
export function preparationLeft(deadline: Date, now: Date): { soon: true } | { soon: false; ms: number } {
  const ms = deadline.getTime() - now.getTime();
  return ms < ANY_TIME_SOON_MS ? { soon: true } : { soon: false, ms };
}

/** SPEC §4: the scheduled card counts down while the time is in the future and the order is placed. */
export function scheduledCountdown(order: { status_id: number; scheduled_delivery_time: string | null }, now: Date) {
  if (!order.scheduled_delivery_time || order.status_id !== OrderStatus.PLACED) return null;
  const ms = new Date(order.scheduled_delivery_time).getTime() - now.getTime();
  return ms > 0 ? splitDuration(ms) : null;
}

/** A countdown's parts: whole days (never months), hours, minutes and seconds; counted in UTC, so no DST. */
export function splitDuration(ms: number) {
  const interval = { start: 0, end: Math.max(0, ms) };
  const { hours = 0, minutes = 0, seconds = 0 } = intervalToDuration(interval, { in: utc });
  return { days: differenceInDays(interval.end, interval.start, { in: utc }), hours, minutes, seconds };
}

/**
 * SPEC §4 "Pay for Order is offered when payment is incomplete and status is pending or completed".
 * Incomplete: not paid and no payment under way (a cash or transfer payment told to the restaurant waits for
 * the staff, and is not asked again), or a payment that failed.
 */
export function canPayForOrder(order: {
  status_id: number;
  payment_status_id: number;
  payment_method_id: number | null;
}): boolean {
  const incomplete =
    order.payment_status_id === PaymentStatus.FAILED ||
    (order.payment_status_id === PaymentStatus.PENDING && order.payment_method_id == null);
  return incomplete && (order.status_id === OrderStatus.PENDING || order.status_id === OrderStatus.COMPLETED);
}

/** SPEC §4 "Order Again shows when the order belongs to the current branch, or is placed or completed". */
export function canOrderAgain(
  order: { status_id: number; branch_id: number },
  currentBranchId: number | null,
): boolean {
  return (
    order.branch_id === currentBranchId ||
    order.status_id === OrderStatus.PLACED ||
    order.status_id === OrderStatus.COMPLETED
  );
}

/** SPEC §9 "Order hash display is first 5 and last 5 characters". */
export function shortHash(hash: string): string {
  const n = LIMITS.shortHashChars;
  return hash.length <= n * 2 ? hash : `${hash.slice(0, n)}…${hash.slice(-n)}`;
}

export type OrderEstimate =
  | { kind: 'scheduled'; at: Date }
  | { kind: 'preparation'; minutes: number }
  | { kind: 'asap'; from: Date; to: Date; fromMinutes: number; toMinutes: number };

/**
 * The order's estimated time (SPEC §9 "ASAP estimate: now + 45 min to now + 1 h. Pickup shows
 * preparation_time minutes"), counted from when it was placed; a scheduled order shows its time. Null once
 * nothing is expected any more (completed, cancelled, failed).
 */
export function orderEstimate(order: {
  status_id: number;
  order_type_id: number;
  created_at: string;
  scheduled_delivery_time: string | null;
  preparation_time: number;
}): OrderEstimate | null {
  if (isFinalStatus(order.status_id)) return null;
  if (order.scheduled_delivery_time) return { kind: 'scheduled', at: new Date(order.scheduled_delivery_time) };
  if (order.order_type_id === DeliveryMethod.PICKUP && order.preparation_time > 0)
    return { kind: 'preparation', minutes: order.preparation_time };
  const created = new Date(order.created_at).getTime();
  return {
    kind: 'asap',
    from: new Date(created + ASAP_ESTIMATE_MINUTES.from * 60_000),
    to: new Date(created + ASAP_ESTIMATE_MINUTES.to * 60_000),
    fromMinutes: ASAP_ESTIMATE_MINUTES.from,
    toMinutes: ASAP_ESTIMATE_MINUTES.to,
  };
}

/**
 * SPEC §2 "Group orders": "Pay for order shows when payment is unpaid and status is completed" — every
 * child completed, and none of them paid or with a payment under way (canPayForOrder's rule).
 */
export function canPayForGroup(
  children: readonly { status_id: number; payment_status_id: number; payment_method_id: number | null }[],
): boolean {
  return children.length > 0 && children.every((c) => c.status_id === OrderStatus.COMPLETED && canPayForOrder(c));
}

/** Who cancelled, as the page words it (SPEC §4 "The page shows you or store"); null: not cancelled. */
export function cancelledBy(order: { status_id: number; cancelled_by: string | null }): 'you' | 'store' | null {
  if (order.status_id !== OrderStatus.CANCELLED) return null;
  return order.cancelled_by === 'USER' ? 'you' : 'store';
}

/** SPEC §2 "an unpaid-only toggle": the money is not in (neither paid nor paid and refunded). */
export function isUnpaid(order: { payment_status_id: number }): boolean {
  return order.payment_status_id !== PaymentStatus.PAID && order.payment_status_id !== PaymentStatus.REFUNDED;
}

/** SPEC §9 "History: infinite scroll continues while page * size <= total" (pages count from 1). */
export function historyHasMore(page: { page: number; size: number; total: number }): boolean {
  return page.page * page.size <= page.total;
}
