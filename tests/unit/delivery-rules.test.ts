// The courier side of the order page (issue 16, app/domain/fulfilment.ts): SPEC §4 "Order page rules" — the
// rider section, the tracking link, the delay alert, the third-party progress bar — and "Cancelled orders"
// (who cancelled, the partner's words, the refund line).
import { describe, expect, it } from 'vitest';
import {
  DeliveryMethod,
  FulfilmentStatus as F,
  OrderStatus,
  PaymentMethodId,
  PaymentStatus,
  RefundStatus,
} from '~/domain/constants';
import {
  cancellationOf,
  deliveryDelayed,
  orderProgress,
  refundLine,
  shownRiders,
  THREE_PL_PROGRESS_SEGMENTS,
  trackingLink,
  type CourierJob,
} from '~/domain/fulfilment';
import { orderProgressStep, PROGRESS_SEGMENTS } from '~/domain/order-status';

const rider = { name: 'Jun Reyes', phone: '+639170000001', photo_url: null, license_plate: 'NAB 1234' };
const job = (status: number, r: CourierJob['rider'] = rider, url: string | null = null): CourierJob => ({
  fulfillment_status_id: status,
  rider: r,
  tracking_url: url,
});

describe('shownRiders (SPEC §4 "The rider section shows when…")', () => {
  const order = (status: number, fulfilment: number | null, jobs: CourierJob[]) => ({
    status_id: status,
    fulfillment_status_id: fulfilment,
    fulfillments: jobs,
  });

  it('shows the courier from pending pickup on, while accepted, ready or completed', () => {
    for (const status of [OrderStatus.ACCEPTED, OrderStatus.READY, OrderStatus.COMPLETED])
      for (const f of [F.PENDING_PICKUP, F.PICKING_UP, F.IN_DELIVERY, F.COMPLETED])
        expect(shownRiders(order(status, f, [job(f)])), `${status}/${f}`).toHaveLength(1);
  });

  it('not before the kitchen accepts, not once cancelled, not while a courier is searched for', () => {
    expect(shownRiders(order(OrderStatus.PLACED, F.PENDING_PICKUP, [job(F.PENDING_PICKUP)]))).toEqual([]);
    expect(shownRiders(order(OrderStatus.CANCELLED, F.PENDING_PICKUP, [job(F.PENDING_PICKUP)]))).toEqual([]);
    expect(shownRiders(order(OrderStatus.PENDING, F.PENDING_PICKUP, [job(F.PENDING_PICKUP)]))).toEqual([]);
    for (const f of [F.DISPATCHING, F.ALLOCATING, F.FAILED, F.CANCELLED])
      expect(shownRiders(order(OrderStatus.READY, f, [job(f)])), String(f)).toEqual([]);
    expect(shownRiders(order(OrderStatus.READY, null, []))).toEqual([]);
  });

  it('needs a name or a phone; several couriers are all shown, a dropped job is not', () => {
    const nameless = { ...rider, name: null, phone: null };
    expect(shownRiders(order(OrderStatus.READY, F.PICKING_UP, [job(F.PICKING_UP, nameless)]))).toEqual([]);
    expect(shownRiders(order(OrderStatus.READY, F.PICKING_UP, [job(F.PICKING_UP, null)]))).toEqual([]);
    const phoneOnly = { ...nameless, phone: '+639170000002' };
    expect(shownRiders(order(OrderStatus.READY, F.PICKING_UP, [job(F.PICKING_UP, phoneOnly)]))).toHaveLength(1);
    const two = [job(F.IN_DELIVERY), job(F.PICKING_UP, { ...rider, name: 'Ana Cruz' })];
    expect(shownRiders(order(OrderStatus.READY, F.IN_DELIVERY, two)).map((j) => j.rider?.name)).toEqual([
      'Jun Reyes',
      'Ana Cruz',
    ]);
    const dropped = [job(F.CANCELLED), job(F.PENDING_PICKUP, { ...rider, name: 'Ana Cruz' })];
    expect(shownRiders(order(OrderStatus.READY, F.PENDING_PICKUP, dropped)).map((j) => j.rider?.name)).toEqual([
      'Ana Cruz',
    ]);
  });
});

describe('trackingLink (SPEC §4 "opens only while fulfilment is below completed and the link is valid")', () => {
  it('is the link while the courier is on it', () => {
    for (const f of [F.DISPATCHING, F.ALLOCATING, F.PENDING_PICKUP, F.PICKING_UP, F.IN_DELIVERY])
      expect(trackingLink(job(f, rider, 'https://track.example/j/1'))).toBe('https://track.example/j/1');
    expect(trackingLink(job(F.IN_DELIVERY, rider, 'http://127.0.0.1:3000/track/1'))).toBe(
      'http://127.0.0.1:3000/track/1',
    );
  });
  it('is nothing once completed (or failed, returned…), and nothing for a link that is not http(s)', () => {
    for (const f of [F.COMPLETED, F.RETURNED, F.FAILED, F.CANCELLED, F.IN_RETURN])
      expect(trackingLink(job(f, rider, 'https://track.example/j/1')), String(f)).toBeNull();
    for (const bad of [null, '', 'javascript:alert(1)', 'not a url', 'ftp://track.example/1', '//track.example'])
      expect(trackingLink(job(F.IN_DELIVERY, rider, bad)), String(bad)).toBeNull();
  });
});

describe('deliveryDelayed (SPEC §4 delay alert: metres and minutes of the country)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const delay = { distance_meter: 5000, time_minutes: 20 };
  const delivery = {
    order_type_id: DeliveryMethod.DELIVERY as number,
    status_id: OrderStatus.ACCEPTED as number,
    fulfillment_status_id: null as number | null,
    delivery_distance: 3000 as number | null,
    fulfillment_info: { allocating_status_updated_at: null as string | null },
  };
  const allocatingSince = (iso: string) => ({
    ...delivery,
    fulfillment_status_id: F.ALLOCATING,
    fulfillment_info: { allocating_status_updated_at: iso },
  });

  it('alerts a delivery further than the delay distance, not one at it or nearer', () => {
    expect(deliveryDelayed({ ...delivery, delivery_distance: 5001 }, delay, now)).toBe(true);
    expect(deliveryDelayed({ ...delivery, delivery_distance: 5000 }, delay, now)).toBe(false);
    expect(deliveryDelayed(delivery, delay, now)).toBe(false);
    expect(deliveryDelayed({ ...delivery, delivery_distance: null }, delay, now)).toBe(false);
  });

  it('alerts a search for a courier that lasted longer than the delay time', () => {
    expect(deliveryDelayed(allocatingSince('2026-11-26T09:39:59Z'), delay, now)).toBe(true);
    expect(deliveryDelayed(allocatingSince('2026-11-26T09:40:00Z'), delay, now)).toBe(false);
    expect(deliveryDelayed(allocatingSince('2026-11-26T09:55:00Z'), delay, now)).toBe(false);
    // the search is over: a courier has the job
    const found = { ...allocatingSince('2026-11-26T09:00:00Z'), fulfillment_status_id: F.PENDING_PICKUP };
    expect(deliveryDelayed(found, delay, now)).toBe(false);
  });

  it('says nothing without settings, for pickup, or once the order or its delivery has ended', () => {
    const far = { ...delivery, delivery_distance: 9000 };
    expect(deliveryDelayed(far, null, now)).toBe(false);
    expect(deliveryDelayed(far, { distance_meter: null, time_minutes: null }, now)).toBe(false);
    expect(deliveryDelayed(allocatingSince('2026-11-26T08:00:00Z'), { ...delay, time_minutes: null }, now)).toBe(false);
    expect(deliveryDelayed({ ...far, order_type_id: DeliveryMethod.PICKUP }, delay, now)).toBe(false);
    for (const status of [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED])
      expect(deliveryDelayed({ ...far, status_id: status }, delay, now)).toBe(false);
    for (const f of [F.COMPLETED, F.RETURNED, F.FAILED, F.CANCELLED])
      expect(deliveryDelayed({ ...far, fulfillment_status_id: f }, delay, now)).toBe(false);
    for (const f of [F.DISPATCHING, F.PENDING_PICKUP, F.PICKING_UP, F.IN_DELIVERY, F.IN_RETURN])
      expect(deliveryDelayed({ ...far, fulfillment_status_id: f }, delay, now)).toBe(true);
  });
});

describe('orderProgress (SPEC §4: four segments, a different count for third-party delivery)', () => {
  it('is orderProgressStep of four for the restaurant’s own delivery, pickup and dine-in', () => {
    for (const status of Object.values(OrderStatus))
      for (const f of [null, ...Object.values(F)])
        expect(orderProgress({ status_id: status, fulfillment_status_id: f, is_three_pl_order: false })).toEqual({
          step: orderProgressStep(status, f),
          of: PROGRESS_SEGMENTS,
        });
  });

  it('is five for a third-party courier: found and on the way are segments of their own', () => {
    const p = (status: number, f: number | null) =>
      orderProgress({ status_id: status, fulfillment_status_id: f, is_three_pl_order: true });
    expect(THREE_PL_PROGRESS_SEGMENTS).toBe(5);
    expect(p(OrderStatus.PENDING, null)).toEqual({ step: 0, of: 5 });
    expect(p(OrderStatus.PLACED, null)).toEqual({ step: 1, of: 5 });
    expect(p(OrderStatus.ACCEPTED, null)).toEqual({ step: 1, of: 5 });
    expect(p(OrderStatus.ACCEPTED, F.ALLOCATING)).toEqual({ step: 2, of: 5 });
    expect(p(OrderStatus.READY, null)).toEqual({ step: 2, of: 5 });
    expect(p(OrderStatus.READY, F.DISPATCHING)).toEqual({ step: 2, of: 5 });
    expect(p(OrderStatus.ACCEPTED, F.PENDING_PICKUP)).toEqual({ step: 3, of: 5 });
    expect(p(OrderStatus.READY, F.PICKING_UP)).toEqual({ step: 3, of: 5 });
    expect(p(OrderStatus.READY, F.IN_DELIVERY)).toEqual({ step: 4, of: 5 });
    expect(p(OrderStatus.READY, F.COMPLETED)).toEqual({ step: 5, of: 5 });
    expect(p(OrderStatus.COMPLETED, F.COMPLETED)).toEqual({ step: 5, of: 5 });
    // a job that goes back or fails counts by the order alone
    expect(p(OrderStatus.READY, F.IN_RETURN)).toEqual({ step: 2, of: 5 });
    expect(p(OrderStatus.CANCELLED, F.FAILED)).toEqual({ step: 0, of: 5 });
    expect(p(OrderStatus.FAILED, null)).toEqual({ step: 0, of: 5 });
  });
});

describe('cancellationOf (SPEC §4 "Cancelled orders": you or store, the partner’s messages)', () => {
  const cancelled = (by: string | null, reason: string | null) => ({
    status_id: OrderStatus.CANCELLED as number,
    cancelled_by: by,
    cancellation_reason: reason,
  });
  it('words who cancelled and why', () => {
    expect(cancellationOf(cancelled('USER', 'Ordered twice'))).toEqual({
      by: 'you',
      partner: null,
      reason: 'Ordered twice',
    });
    expect(cancellationOf(cancelled('ENTERPRISE', 'Out of rice'))).toEqual({
      by: 'store',
      partner: null,
      reason: 'Out of rice',
    });
    expect(cancellationOf(cancelled('ENTERPRISE', '  '))).toEqual({ by: 'store', partner: null, reason: null });
    expect(cancellationOf(cancelled('FULFILLMENT_PARTNER', 'no_rider'))).toEqual({
      by: 'store',
      partner: 'noRider',
      reason: null,
    });
    expect(cancellationOf(cancelled('FULFILLMENT_PARTNER', null))?.partner).toBe('noRider');
    expect(cancellationOf(cancelled('FULFILLMENT_PARTNER', 'Road closed by flooding'))).toEqual({
      by: 'store',
      partner: 'partner',
      reason: 'Road closed by flooding',
    });
  });
  it('is nothing for an order not cancelled', () => {
    expect(cancellationOf({ ...cancelled('USER', 'x'), status_id: OrderStatus.COMPLETED })).toBeNull();
  });
});

describe('refundLine (SPEC §4 "A full refund is processing unless the payment method is cash")', () => {
  const order = {
    status_id: OrderStatus.CANCELLED as number,
    payment_method_id: PaymentMethodId.CARD as number | null,
    payment_status_id: PaymentStatus.PAID as number,
    refund_status_id: RefundStatus.REQUESTED as number | null,
  };
  it('shows for a paid order cancelled, with the refund’s status', () => {
    expect(refundLine(order)).toEqual({ refundStatus: RefundStatus.REQUESTED });
    expect(refundLine({ ...order, payment_status_id: PaymentStatus.REFUNDED, refund_status_id: 4 })).toEqual({
      refundStatus: RefundStatus.REFUNDED,
    });
    expect(refundLine({ ...order, refund_status_id: RefundStatus.REFUND_FAILED })).toEqual({ refundStatus: 3 });
    expect(refundLine({ ...order, refund_status_id: null })).toEqual({ refundStatus: null });
    expect(refundLine({ ...order, refund_status_id: 99 })).toEqual({ refundStatus: null });
  });
  it('not for cash, an unpaid order, or an order not cancelled', () => {
    expect(refundLine({ ...order, payment_method_id: PaymentMethodId.CASH })).toBeNull();
    expect(refundLine({ ...order, payment_status_id: PaymentStatus.PENDING, refund_status_id: null })).toBeNull();
    expect(refundLine({ ...order, status_id: OrderStatus.COMPLETED })).toBeNull();
  });
});
