// What a push says about a change of an order (SPEC §4 "Push notifications are sent for status changes,
// including scheduled wording and Your order has been updated when the cart changed before acceptance"), in
// the customer's language — the platform's own texts (`push.*` keys, server/platform/i18n) — with a scheduled
// order's time in its branch's zone, as the order page shows it.
import type { Order } from '../../../app/contract/orders';
import { FulfilmentStatus, OrderStatus } from '../../../app/domain/constants';
import { formatOpening } from '../../../app/domain/datetime';
import { HTML_LANG, type Language } from '../../../app/i18n/languages';
import { platformT } from '../i18n/texts';

/** A change of an order, as its event tells it. */
export type OrderChange =
  { kind: 'status'; statusId: number } | { kind: 'fulfilment'; fulfilmentStatusId: number | null } | { kind: 'cart' };

export interface PushMessage {
  title: string;
  body: string;
  /** the order page (the service worker opens it on a tap) */
  url: string;
  /** one notification per order on the device: a newer one replaces the older */
  tag: string;
}

const STATUS_KEYS: Partial<Record<number, string>> = {
  [OrderStatus.FAILED]: 'failed',
  [OrderStatus.PLACED]: 'placed',
  [OrderStatus.ACCEPTED]: 'accepted',
  [OrderStatus.READY]: 'ready',
  [OrderStatus.COMPLETED]: 'completed',
  [OrderStatus.CANCELLED]: 'cancelled',
};

/** The courier's moves a customer waits for; the others (dispatching, searching, returns) are the kitchen's. */
const FULFILMENT_KEYS: Partial<Record<number, string>> = {
  [FulfilmentStatus.PENDING_PICKUP]: 'assigned',
  [FulfilmentStatus.IN_DELIVERY]: 'inDelivery',
};

/**
 * Whether a change is news to the customer, and under which topic it is told once (push_told): not the order
 * being made (the customer is on its page), not the customer's own cancel, not a courier step they do not
 * wait for, not a cart changed once the kitchen accepted it.
 */
export function topicOf(order: Order, change: OrderChange, updatedAt: Date): string | null {
  if (change.kind === 'cart') {
    const beforeAcceptance = order.status_id === OrderStatus.PENDING || order.status_id === OrderStatus.PLACED;
    return beforeAcceptance ? `cart:${updatedAt.getTime()}` : null;
  }
  if (change.kind === 'fulfilment')
    return change.fulfilmentStatusId != null && FULFILMENT_KEYS[change.fulfilmentStatusId]
      ? `fulfilment:${change.fulfilmentStatusId}`
      : null;
  if (!STATUS_KEYS[change.statusId]) return null;
  // the status it was made with is the customer's own doing (placed at once, or failed at the gateway)
  const history = order.status_history;
  if (history.length <= 1 && history[0]?.status_id === change.statusId) return null;
  if (change.statusId === OrderStatus.CANCELLED && order.cancelled_by === 'USER') return null;
  return `status:${change.statusId}`;
}

/** The words of a change in a language (the caller checked it is news with topicOf). */
export function pushMessage(order: Order, change: OrderChange, lng: Language): PushMessage {
  const t = platformT(lng);
  const values = { branch: order.branch.title };
  const url = `/order-details?orderHash=${encodeURIComponent(order.order_hash)}`;
  const tag = `order-${order.order_hash}`;
  if (change.kind === 'cart') return { title: t('push.updated.title'), body: t('push.updated.body', values), url, tag };
  if (change.kind === 'fulfilment') {
    const key = FULFILMENT_KEYS[change.fulfilmentStatusId ?? -1] ?? 'inDelivery';
    return { title: t(`push.fulfilment.${key}.title`), body: t(`push.fulfilment.${key}.body`, values), url, tag };
  }
  const key = STATUS_KEYS[change.statusId] ?? 'placed';
  const scheduled =
    order.scheduled_delivery_time &&
    (change.statusId === OrderStatus.PLACED || change.statusId === OrderStatus.ACCEPTED);
  const body = scheduled
    ? t(`push.status.${key}.scheduled`, {
        time: formatOpening(new Date(order.scheduled_delivery_time!), order.branch.timezone, HTML_LANG[lng]),
      })
    : t(`push.status.${key}.body`, values);
  return { title: t(`push.status.${key}.title`), body, url, tag };
}
