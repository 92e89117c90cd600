// Which changes of an order are pushed, under which topic (told once), and in which words (issue 16;
// server/platform/notifications/texts.ts).
import { describe, expect, it } from 'vitest';
import type { Order } from '~/contract/orders';
import { FulfilmentStatus as F, OrderStatus as S } from '~/domain/constants';
import { pushMessage, topicOf } from '../../server/platform/notifications/texts';

const AT = new Date('2026-03-02T04:00:00Z');

function order(over: Partial<Order> = {}): Order {
  return {
    order_hash: 'a'.repeat(32),
    branch: { id: 1, title: 'Malate', address: '', phone: null, secondary_phone: null, timezone: 'Asia/Manila' },
    status_id: S.PLACED,
    status_history: [{ status_id: S.PLACED, change_time: AT.toISOString() }],
    scheduled_delivery_time: null,
    cancelled_by: null,
    ...over,
  } as Order;
}
const history = (...ids: number[]) => ids.map((status_id) => ({ status_id, change_time: AT.toISOString() }));

describe('what is news to the customer', () => {
  it('not the order being made, nor their own cancel; the kitchen’s moves are', () => {
    expect(topicOf(order(), { kind: 'status', statusId: S.PLACED }, AT)).toBeNull();
    expect(topicOf(order({ status_history: history(S.PENDING) }), { kind: 'status', statusId: S.PENDING }, AT)).toBe(
      null,
    );
    // paid at the gateway: pending → placed is news
    const paid = order({ status_history: history(S.PENDING, S.PLACED) });
    expect(topicOf(paid, { kind: 'status', statusId: S.PLACED }, AT)).toBe('status:3');
    const accepted = order({ status_id: S.ACCEPTED, status_history: history(S.PLACED, S.ACCEPTED) });
    expect(topicOf(accepted, { kind: 'status', statusId: S.ACCEPTED }, AT)).toBe('status:4');
    const cancelled = (by: Order['cancelled_by']) =>
      order({ status_id: S.CANCELLED, status_history: history(S.PLACED, S.CANCELLED), cancelled_by: by });
    expect(topicOf(cancelled('USER'), { kind: 'status', statusId: S.CANCELLED }, AT)).toBeNull();
    expect(topicOf(cancelled('ENTERPRISE'), { kind: 'status', statusId: S.CANCELLED }, AT)).toBe('status:7');
    expect(topicOf(cancelled('FULFILLMENT_PARTNER'), { kind: 'status', statusId: S.CANCELLED }, AT)).toBe('status:7');
  });
  it('the courier steps a customer waits for, and a cart changed before acceptance only', () => {
    for (const [id, topic] of [
      [F.DISPATCHING, null],
      [F.ALLOCATING, null],
      [F.PENDING_PICKUP, 'fulfilment:3'],
      [F.PICKING_UP, null],
      [F.IN_DELIVERY, 'fulfilment:5'],
      [F.COMPLETED, null],
    ] as const)
      expect(topicOf(order(), { kind: 'fulfilment', fulfilmentStatusId: id }, AT)).toBe(topic);
    expect(topicOf(order(), { kind: 'fulfilment', fulfilmentStatusId: null }, AT)).toBeNull();
    expect(topicOf(order(), { kind: 'cart' }, AT)).toBe(`cart:${AT.getTime()}`);
    expect(topicOf(order({ status_id: S.PENDING }), { kind: 'cart' }, AT)).toBe(`cart:${AT.getTime()}`);
    expect(topicOf(order({ status_id: S.ACCEPTED }), { kind: 'cart' }, AT)).toBeNull();
  });
});

describe('the words', () => {
  it('says the status in the language, the order page as its link, one tag per order', () => {
    const o = order({ status_id: S.READY });
    expect(pushMessage(o, { kind: 'status', statusId: S.READY }, 'en')).toEqual({
      title: 'Order Ready',
      body: 'Your order from Malate is ready.',
      url: `/order-details?orderHash=${'a'.repeat(32)}`,
      tag: `order-${'a'.repeat(32)}`,
    });
    expect(pushMessage(o, { kind: 'status', statusId: S.READY }, 'es').title).toBe('Pedido listo');
    expect(pushMessage(o, { kind: 'cart' }, 'zh-tw').title).toBe('您的訂單已更新');
    expect(pushMessage(o, { kind: 'fulfilment', fulfilmentStatusId: F.IN_DELIVERY }, 'en').body).toBe(
      'Your order from Malate is on its way.',
    );
  });
  it('gives a scheduled order its time in the branch’s zone when placed or accepted', () => {
    // 10:30 in Manila (UTC+8)
    const o = order({ scheduled_delivery_time: '2026-03-03T02:30:00.000Z' });
    expect(pushMessage(o, { kind: 'status', statusId: S.ACCEPTED }, 'en').body).toBe(
      'Your scheduled order for Tue, Mar 3, 10:30 AM is confirmed.',
    );
    expect(pushMessage(o, { kind: 'status', statusId: S.PLACED }, 'en').body).toMatch(
      /^Your scheduled order for Tue, Mar 3, 10:30 AM is placed\.$/,
    );
    expect(pushMessage(o, { kind: 'status', statusId: S.ACCEPTED }, 'ja').body).toContain('10:30');
    // later statuses are the plain ones
    expect(pushMessage(o, { kind: 'status', statusId: S.READY }, 'en').body).toBe('Your order from Malate is ready.');
  });
});
