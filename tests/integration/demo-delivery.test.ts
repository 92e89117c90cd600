// Issue 16, the order page's courier side seen from the platform: the demo kitchen takes a delivery through
// the courier's states with a demo rider (through the same fulfilment moves a partner makes, so a demo shows
// the rider card), the order keeps its country's delay settings, and an order updated before acceptance
// tells its page so (order_cart_update, SPEC §4 "Your order has been updated").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type OrderEvent } from '~/contract/orders';
import { FulfilmentStatus as F, OrderStatus } from '~/domain/constants';
import { shownRiders, trackingLink } from '~/domain/fulfilment';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const OMS = '/api/consumer/v1/oms';

describe.each(demoEngines)('the demo courier on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const cartEvents: OrderEvent[] = [];
  const { call, branchOf, cartOf } = platformCalls(() => api);
  let key = 0;
  const newKey = () => `demo-delivery-${Date.now()}-${++key}-abcdefgh`;
  const userInfo = { first_name: 'Ana', last_name: 'Reyes', phone: '+639171234567', region: 'PH' };

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
    api.platform.events.on('order_cart_update', (event) => cartEvents.push(event));
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  async function deliveryBody(northMetres: number, over: Record<string, unknown> = {}) {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const cart = await cartOf(lookup.brand!.id, branch.id, 1, 2);
    const location = { latitude: branch.lat + northMetres / 111_320, longitude: branch.lon, address: 'Demo street' };
    const bill = await call('POST', `${OMS}/public/calculate/bill`, {
      branch_id: branch.id,
      cart,
      order_type: 2,
      delivery_location: location,
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    return {
      branchId: branch.id,
      body: {
        idempotency_key: newKey(),
        branch_id: branch.id,
        cart,
        order_type: 2,
        delivery_location: location,
        delivery_fee: bill.body.delivery_fee_cent,
        payment_method: 2,
        user_info: userInfo,
        ...over,
      },
    };
  }

  it('takes a delivery through the courier’s states with a demo rider, one step at a time', async () => {
    const { branchId, body } = await deliveryBody(5500);
    const token = await api.guestToken(branchId);
    const placed = await call('POST', `${OMS}/order`, body, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const hash = placed.body.order_hash as string;
    const read = async () => orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    // 5.5 km from Malate: further than Manila's delay distance, in metres like the order's distance
    const first = await read();
    expect(first.delivery_delay).toEqual({ distance_meter: 5000, time_minutes: 20 });
    expect(first.delivery_distance).toBeGreaterThan(5000);
    expect(first.delivery_distance).toBeLessThan(6000);

    // not yet due: nothing moves
    await api.platform.advanceDemoOrders(600);
    expect((await read()).status_id).toBe(OrderStatus.PLACED);
    const seen: [number, number | null][] = [];
    let riderSeen = false;
    for (let i = 0; i < 9; i++) {
      await api.platform.advanceDemoOrders(0);
      const order = await read();
      seen.push([order.status_id, order.fulfillment_status_id]);
      const riders = shownRiders(order);
      if (riders.length) {
        riderSeen = true;
        expect(riders).toHaveLength(1);
        expect(riders[0]!.rider).toMatchObject({ name: 'Demo courier', license_plate: 'DEMO 016' });
        expect(riders[0]!.rider?.phone).toBe(order.branch.phone);
        // never a link to another host: none at all
        expect(trackingLink(riders[0]!)).toBeNull();
      }
    }
    expect(riderSeen).toBe(true);
    expect(seen).toEqual([
      [OrderStatus.ACCEPTED, null],
      [OrderStatus.ACCEPTED, F.ALLOCATING],
      [OrderStatus.ACCEPTED, F.PENDING_PICKUP],
      [OrderStatus.READY, F.PENDING_PICKUP],
      [OrderStatus.READY, F.PICKING_UP],
      [OrderStatus.READY, F.IN_DELIVERY],
      [OrderStatus.COMPLETED, F.COMPLETED],
      [OrderStatus.COMPLETED, F.COMPLETED],
      [OrderStatus.COMPLETED, F.COMPLETED],
    ]);
    const done = await read();
    expect(done.fulfillment_info.allocating_status_updated_at).not.toBeNull();
    expect(done.fulfillments).toHaveLength(1);
  });

  it('a pre-payment order updated before acceptance says so to its page (order_cart_update)', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    const pickup = (n: number) => ({
      idempotency_key: newKey(),
      branch_id: branch.id,
      cart: cart.map((l) => ({ ...l, quantity: n })),
      order_type: 1,
      payment_method: 1,
      payment_channel: 'sandbox_card',
      user_info: userInfo,
    });
    const placed = await call('POST', `${OMS}/order`, pickup(1), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const before = cartEvents.length;
    const updated = await call('POST', `${OMS}/order/${placed.body.order_id}`, pickup(2), token);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(cartEvents.slice(before)).toEqual([expect.objectContaining({ order_hash: placed.body.order_hash })]);
    // a new order is no update
    await call('POST', `${OMS}/order`, pickup(1), token);
    expect(cartEvents.length).toBe(before + 1);
  });
});
