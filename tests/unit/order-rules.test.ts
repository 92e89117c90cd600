// SPEC §4 order status table and "Order page rules" (app/domain/order-status.ts), case by case.
import { describe, expect, it } from 'vitest';
import {
  canOrderAgain,
  canPayForOrder,
  isFinalStatus,
  nextStatus,
  orderProgressStep,
  preparationDeadline,
  preparationLeft,
  scheduledCountdown,
  shortHash,
  splitDuration,
  statusHeadlineKey,
} from '~/domain/order-status';

describe('the kitchen’s transitions', () => {
  it.each([
    ['accept', 3, 4],
    ['cancel', 1, 7],
    ['ready', 4, 5],
    ['complete', 5, 6],
    ['cancel', 3, 7],
    ['cancel', 4, 7],
  ] as const)('%s from %i leads to %i', (t, from, to) => expect(nextStatus(from, t)).toBe(to));
  it.each([
    // a pre-payment order waiting for its money is not the kitchen's yet
    ['accept', 1],
    ['accept', 4],
    ['accept', 7],
    ['ready', 3],
    ['complete', 4],
    ['cancel', 5],
    ['cancel', 6],
    ['cancel', 7],
  ] as const)('%s from %i is refused', (t, from) => expect(nextStatus(from, t)).toBeNull());
  it('completed, cancelled and failed are final', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isFinalStatus)).toEqual([2, 6, 7]);
  });
});

describe('the page', () => {
  it('headline follows the fulfilment while ready', () => {
    expect(statusHeadlineKey(3, null)).toBe('order.status.3');
    expect(statusHeadlineKey(5, null)).toBe('order.status.5');
    expect(statusHeadlineKey(5, 2)).toBe('order.fulfilment.searching');
    expect(statusHeadlineKey(5, 3)).toBe('order.fulfilment.assigned');
    expect(statusHeadlineKey(5, 4)).toBe('order.fulfilment.collecting');
    expect(statusHeadlineKey(5, 5)).toBe('order.fulfilment.inDelivery');
    expect(statusHeadlineKey(5, 6)).toBe('order.status.6');
  });
  it('progress: 1 placed or accepted, 2 ready, 3 ready and moving, 4 done', () => {
    expect([1, 3, 4, 5, 6, 7].map((s) => orderProgressStep(s, null))).toEqual([0, 1, 1, 2, 4, 0]);
    expect([1, 2, 3, 4, 5].map((f) => orderProgressStep(5, f))).toEqual([3, 3, 3, 3, 3]);
    expect(orderProgressStep(5, 6)).toBe(4);
    expect(orderProgressStep(5, 8)).toBe(2);
  });
  it('the preparation countdown: accepted time plus preparation, "any time soon" under 5 minutes', () => {
    const order = {
      status_id: 4,
      preparation_time: 20,
      status_history: [
        { status_id: 3, change_time: '2026-11-23T04:00:00Z' },
        { status_id: 4, change_time: '2026-11-23T04:02:00Z' },
      ],
    };
    const deadline = preparationDeadline(order)!;
    expect(deadline.toISOString()).toBe('2026-11-23T04:22:00.000Z');
    expect(preparationLeft(deadline, new Date('2026-11-23T04:10:00Z'))).toEqual({ soon: false, ms: 12 * 60_000 });
    expect(preparationLeft(deadline, new Date('2026-11-23T04:17:01Z'))).toEqual({ soon: true });
    expect(preparationLeft(deadline, new Date('2026-11-23T05:00:00Z'))).toEqual({ soon: true });
    expect(preparationDeadline({ ...order, status_id: 5 })).toBeNull();
    expect(preparationDeadline({ ...order, preparation_time: 0 })).toBeNull();
  });
  it('the scheduled countdown runs while placed and in the future', () => {
    const at = '2026-11-25T06:30:15Z';
    expect(scheduledCountdown({ status_id: 3, scheduled_delivery_time: at }, new Date('2026-11-23T04:00:00Z'))).toEqual(
      {
        days: 2,
        hours: 2,
        minutes: 30,
        seconds: 15,
      },
    );
    expect(
      scheduledCountdown({ status_id: 4, scheduled_delivery_time: at }, new Date('2026-11-23T04:00:00Z')),
    ).toBeNull();
    expect(
      scheduledCountdown({ status_id: 3, scheduled_delivery_time: at }, new Date('2026-11-26T00:00:00Z')),
    ).toBeNull();
  });
  it.each([
    ['nothing', 0, [0, 0, 0, 0]],
    ['under a second', 999, [0, 0, 0, 0]],
    ['59 s', 59_999, [0, 0, 0, 59]],
    ['a minute', 60_000, [0, 0, 1, 0]],
    ['hours', (3 * 3600 + 25 * 60 + 7) * 1000, [0, 3, 25, 7]],
    ['a day less a second', 86_399_000, [0, 23, 59, 59]],
    ['days', (2 * 86400 + 3600 + 1) * 1000, [2, 1, 0, 1]],
    // whole days, never months: a countdown over 40 days shows 40 days
    ['40 days', 40 * 86_400_000 + 5_000, [40, 0, 0, 5]],
    ['the past', -5_000, [0, 0, 0, 0]],
  ] as const)('splits %s into days, hours, minutes and seconds', (_, ms, [days, hours, minutes, seconds]) => {
    expect(splitDuration(ms)).toEqual({ days, hours, minutes, seconds });
  });
  it('Pay for Order: payment incomplete, and pending or completed', () => {
    expect(canPayForOrder({ status_id: 6, payment_status_id: 3, payment_method_id: null })).toBe(true);
    expect(canPayForOrder({ status_id: 1, payment_status_id: 2, payment_method_id: 1 })).toBe(true);
    expect(canPayForOrder({ status_id: 6, payment_status_id: 3, payment_method_id: 2 })).toBe(false);
    expect(canPayForOrder({ status_id: 6, payment_status_id: 1, payment_method_id: null })).toBe(false);
    expect(canPayForOrder({ status_id: 4, payment_status_id: 3, payment_method_id: null })).toBe(false);
  });
  it('Order Again: the current branch, or placed or completed', () => {
    expect(canOrderAgain({ status_id: 7, branch_id: 1 }, 1)).toBe(true);
    expect(canOrderAgain({ status_id: 7, branch_id: 1 }, 2)).toBe(false);
    expect(canOrderAgain({ status_id: 3, branch_id: 1 }, null)).toBe(true);
    expect(canOrderAgain({ status_id: 6, branch_id: 1 }, 2)).toBe(true);
  });
  it('a short hash is the first and last five characters', () => {
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('01234…bcdef');
    expect(shortHash('short')).toBe('short');
  });
});
