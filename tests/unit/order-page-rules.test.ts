// What the order pages add to the order rules (app/domain/order-status.ts): the estimated time, the group's
// Pay for order, and who cancelled (SPEC §2 "Order details", "Group orders", §4, §9 "ASAP estimate").
import { describe, expect, it } from 'vitest';
import { DeliveryMethod, OrderStatus, PaymentMethodId, PaymentStatus } from '~/domain/constants';
import { canCustomerCancel, canPayForGroup, cancelledBy, historyHasMore, orderEstimate } from '~/domain/order-status';
import { cancelSchema } from '~/features/orders/cancel.schema';

const base = {
  status_id: OrderStatus.PLACED as number,
  order_type_id: DeliveryMethod.DELIVERY as number,
  created_at: '2025-03-01T10:00:00.000Z',
  scheduled_delivery_time: null as string | null,
  preparation_time: 0,
};

describe('orderEstimate (SPEC §9 "ASAP estimate")', () => {
  it('is 45 minutes to an hour after an ASAP order was placed', () => {
    expect(orderEstimate(base)).toEqual({
      kind: 'asap',
      from: new Date('2025-03-01T10:45:00.000Z'),
      to: new Date('2025-03-01T11:00:00.000Z'),
      fromMinutes: 45,
      toMinutes: 60,
    });
  });
  it('is the preparation time for pickup, and the window when the kitchen gave none', () => {
    const pickup = { ...base, order_type_id: DeliveryMethod.PICKUP, preparation_time: 20 };
    expect(orderEstimate(pickup)).toEqual({ kind: 'preparation', minutes: 20 });
    expect(orderEstimate({ ...pickup, preparation_time: 0 })?.kind).toBe('asap');
    // delivery and dine-in keep the window even with a preparation time
    expect(orderEstimate({ ...base, preparation_time: 20 })?.kind).toBe('asap');
    expect(orderEstimate({ ...base, order_type_id: DeliveryMethod.DINE_IN, preparation_time: 20 })?.kind).toBe('asap');
  });
  it('is the scheduled time of a scheduled order, whatever its type', () => {
    const at = '2025-03-02T04:30:00.000Z';
    for (const type of [DeliveryMethod.PICKUP, DeliveryMethod.DELIVERY])
      expect(
        orderEstimate({ ...base, order_type_id: type, preparation_time: 15, scheduled_delivery_time: at }),
      ).toEqual({ kind: 'scheduled', at: new Date(at) });
  });
  it('is none once nothing more is expected', () => {
    for (const status of [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED])
      expect(orderEstimate({ ...base, status_id: status })).toBeNull();
    for (const status of [OrderStatus.PENDING, OrderStatus.ACCEPTED, OrderStatus.READY])
      expect(orderEstimate({ ...base, status_id: status })).not.toBeNull();
  });
});

describe('canPayForGroup (SPEC §2 "Group orders")', () => {
  const child = (status: number, payment: number, method: number | null = null) => ({
    status_id: status,
    payment_status_id: payment,
    payment_method_id: method,
  });
  it('offers payment when every child is completed and unpaid', () => {
    expect(canPayForGroup([child(6, PaymentStatus.PENDING), child(6, PaymentStatus.PENDING)])).toBe(true);
    expect(canPayForGroup([child(6, PaymentStatus.FAILED, PaymentMethodId.CARD)])).toBe(true);
  });
  it('does not while a child is under way, paid, or its payment is waiting for the staff', () => {
    expect(canPayForGroup([child(6, PaymentStatus.PENDING), child(5, PaymentStatus.PENDING)])).toBe(false);
    expect(canPayForGroup([child(6, PaymentStatus.PENDING), child(6, PaymentStatus.PAID)])).toBe(false);
    expect(canPayForGroup([child(6, PaymentStatus.PENDING, PaymentMethodId.CASH)])).toBe(false);
    expect(canPayForGroup([child(7, PaymentStatus.PENDING)])).toBe(false);
    expect(canPayForGroup([])).toBe(false);
  });
});

describe('cancelledBy (SPEC §4 "Cancelled orders")', () => {
  it('says you for the customer and store for the restaurant or its courier', () => {
    const cancelled = (by: string | null) => ({ status_id: OrderStatus.CANCELLED, cancelled_by: by });
    expect(cancelledBy(cancelled('USER'))).toBe('you');
    expect(cancelledBy(cancelled('ENTERPRISE'))).toBe('store');
    expect(cancelledBy(cancelled('FULFILLMENT_PARTNER'))).toBe('store');
    expect(cancelledBy(cancelled(null))).toBe('store');
    expect(cancelledBy({ status_id: OrderStatus.ACCEPTED, cancelled_by: null })).toBeNull();
  });
});

describe('cancelling (SPEC §4 "Cancel is offered while the order is placed", the cancel sheet)', () => {
  it('is offered while placed only', () => {
    expect(canCustomerCancel({ status_id: OrderStatus.PLACED })).toBe(true);
    for (const status of [
      OrderStatus.PENDING,
      OrderStatus.ACCEPTED,
      OrderStatus.READY,
      OrderStatus.COMPLETED,
      OrderStatus.CANCELLED,
      OrderStatus.FAILED,
    ])
      expect(canCustomerCancel({ status_id: status })).toBe(false);
  });
  it('needs a reason, and words for "other" (at most 500 characters)', () => {
    const schema = cancelSchema([5]);
    const parse = (fields: Record<string, string>) => schema.safeParse({ intent: 'cancel', ...fields });
    expect(parse({ reasonId: '1' }).success).toBe(true);
    expect(parse({}).error?.issues[0]?.message).toBe('order.cancelReasonRequired');
    expect(parse({ reasonId: 'x' }).error?.issues[0]?.message).toBe('order.cancelReasonRequired');
    expect(parse({ reasonId: '5' }).error?.issues[0]?.message).toBe('order.cancelOtherRequired');
    expect(parse({ reasonId: '5', other: '   ' }).error?.issues[0]?.message).toBe('order.cancelOtherRequired');
    expect(parse({ reasonId: '5', other: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('order.cancelOtherLong');
    expect(parse({ reasonId: '5', other: 'Changed plans' }).success).toBe(true);
  });
});

describe('historyHasMore (SPEC §9 "continues while page * size <= total")', () => {
  it('asks for the next page while page × size ≤ total', () => {
    expect(historyHasMore({ page: 1, size: 10, total: 25 })).toBe(true);
    expect(historyHasMore({ page: 2, size: 10, total: 25 })).toBe(true);
    expect(historyHasMore({ page: 3, size: 10, total: 25 })).toBe(false);
    // exactly full pages: one more (empty) page, as the SPEC's rule says
    expect(historyHasMore({ page: 2, size: 10, total: 20 })).toBe(true);
    expect(historyHasMore({ page: 1, size: 10, total: 0 })).toBe(false);
  });
});
