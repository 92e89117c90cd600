// SPEC §4 fulfilment statuses (issue 16): the courier side of a delivery moved by the kitchen's token through
// POST {enterprise}/order/{hash}/fulfilment — only for a delivery that is cooking or ready, only by legal
// moves (409 otherwise), the rider kept on the job, a dropped job starting a new one, a completed delivery
// completing its order, a failed one cancelling it as the delivery partner; two updates at once: one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '~/contract/orders';
import { FulfilmentStatus as F, OrderStatus } from '~/domain/constants';
import { canMoveFulfilment, fulfilmentSources } from '~/domain/fulfilment';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';

describe('the fulfilment machine (app/domain/fulfilment.ts)', () => {
  it('starts a delivery by dispatching or allocating, and ends it for good', () => {
    expect(fulfilmentSources(F.DISPATCHING)).toEqual([null]);
    expect(fulfilmentSources(F.ALLOCATING)).toEqual([null, F.DISPATCHING, F.PENDING_PICKUP, F.PICKING_UP]);
    expect(fulfilmentSources(F.RETURNED)).toEqual([F.IN_RETURN]);
    const delivery = { order_type_id: 2, status_id: OrderStatus.READY, fulfillment_status_id: null };
    expect(canMoveFulfilment(delivery, F.DISPATCHING)).toBe(true);
    expect(canMoveFulfilment(delivery, F.IN_DELIVERY)).toBe(false);
    expect(canMoveFulfilment({ ...delivery, order_type_id: 1 }, F.DISPATCHING)).toBe(false);
    expect(canMoveFulfilment({ ...delivery, status_id: OrderStatus.PLACED }, F.DISPATCHING)).toBe(false);
    for (const final of [F.COMPLETED, F.RETURNED, F.FAILED, F.CANCELLED])
      expect(canMoveFulfilment({ ...delivery, fulfillment_status_id: final }, F.ALLOCATING)).toBe(false);
  });
});

describe.each(demoEngines)('fulfilment on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, ops, branchOf, cartOf } = platformCalls(() => api);
  const courier = (hash: string, body: unknown, token = OPS_TOKEN) =>
    fetch(`${api.url}${ENT}/order/${hash}/fulfilment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  async function placeDelivery(token: string, tag: string) {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const cart = await cartOf(lookup.brand!.id, branch.id, 1, 2);
    const location = { latitude: branch.lat + 0.01, longitude: branch.lon, address: 'Nearby' };
    const bill = await call('POST', `${OMS}/public/calculate/bill`, {
      branch_id: branch.id,
      cart,
      order_type: 2,
      delivery_location: location,
    });
    const res = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: `${tag}-${Date.now()}-fulfilment`,
        branch_id: branch.id,
        cart,
        order_type: 2,
        delivery_location: location,
        delivery_fee: bill.body.delivery_fee_cent,
        payment_method: 2,
        user_info: { phone: '+639171234567', region: 'PH' },
      },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { hash: res.body.order_hash as string, branchId: branch.id };
  }

  it('moves a delivery through the courier states to delivered, with its rider', async () => {
    const token = await api.guestToken((await branchOf('LKmalate')).branch!.id);
    const { hash } = await placeDelivery(token, 'journey');
    // not before the kitchen accepts; not without the token
    expect((await courier(hash, { fulfillment_status_id: F.DISPATCHING })).status).toBe(409);
    expect((await courier(hash, { fulfillment_status_id: F.DISPATCHING }, 'wrong-token')).status).toBe(401);
    expect((await ops(hash, 'accept')).status).toBe(200);
    expect((await courier(hash, { fulfillment_status_id: F.DISPATCHING })).status).toBe(200);
    // an illegal jump is refused with a message, and nothing changes
    const jump = await courier(hash, { fulfillment_status_id: F.COMPLETED });
    expect(jump.status).toBe(409);
    expect(jump.body.message).toMatch(/cannot move/);
    expect((await courier(hash, { fulfillment_status_id: 99 })).status).toBe(400);

    const allocating = await courier(hash, { fulfillment_status_id: F.ALLOCATING });
    expect(allocating.body.fulfillment_info.allocating_status_updated_at).not.toBeNull();
    const rider = { name: 'Jun Reyes', phone: '+639170000001', license_plate: 'NAB 1234' };
    const assigned = await courier(hash, {
      fulfillment_status_id: F.PENDING_PICKUP,
      rider,
      tracking_url: 'https://track.example.test/jun',
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.fulfillments).toHaveLength(1);
    expect(assigned.body.fulfillments[0].rider).toMatchObject(rider);
    // the courier drops the job: a new search, the first job kept
    await courier(hash, { fulfillment_status_id: F.ALLOCATING });
    const second = await courier(hash, { fulfillment_status_id: F.PENDING_PICKUP, rider: { name: 'Ana Cruz' } });
    expect(second.body.fulfillments.map((f: { rider: { name: string } }) => f.rider.name)).toEqual([
      'Jun Reyes',
      'Ana Cruz',
    ]);
    // the dropped job is closed: the page shows only the courier who has it now
    expect(second.body.fulfillments.map((f: { fulfillment_status_id: number }) => f.fulfillment_status_id)).toEqual([
      F.CANCELLED,
      F.PENDING_PICKUP,
    ]);
    // the country's delay settings came with the order (Philippines: 5 km, 20 minutes)
    expect(second.body.delivery_delay).toEqual({ distance_meter: 5000, time_minutes: 20 });
    expect((await ops(hash, 'ready')).status).toBe(200);
    for (const step of [F.PICKING_UP, F.IN_DELIVERY])
      expect((await courier(hash, { fulfillment_status_id: step })).status).toBe(200);
    const delivered = orderSchema.parse((await courier(hash, { fulfillment_status_id: F.COMPLETED })).body);
    expect(delivered.status_id).toBe(OrderStatus.COMPLETED);
    expect(delivered.fulfillment_status_id).toBe(F.COMPLETED);
    // the customer reads the same
    const read = orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    expect(read.fulfillments.at(-1)?.rider?.name).toBe('Ana Cruz');
    expect(read.fulfillment_status_id).toBe(F.COMPLETED);
  });

  it('a courier’s "delivered" sent again completes an order a stop left ready after the delivery', async () => {
    const token = await api.guestToken((await branchOf('LKmalate')).branch!.id);
    const { hash } = await placeDelivery(token, 'redelivered');
    expect((await ops(hash, 'accept')).status).toBe(200);
    for (const step of [F.DISPATCHING, F.ALLOCATING, F.PENDING_PICKUP])
      expect((await courier(hash, { fulfillment_status_id: step })).status).toBe(200);
    expect((await ops(hash, 'ready')).status).toBe(200);
    for (const step of [F.PICKING_UP, F.IN_DELIVERY])
      expect((await courier(hash, { fulfillment_status_id: step })).status).toBe(200);
    // the process stopped after the courier's transaction and before the completion's: delivered, still ready
    await database.db
      .updateTable('orders')
      .set({ fulfillment_status_id: F.COMPLETED })
      .where('order_hash', '=', hash)
      .execute();
    const again = await courier(hash, { fulfillment_status_id: F.COMPLETED });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(orderSchema.parse(again.body).status_id).toBe(OrderStatus.COMPLETED);
    // once completed, a third "delivered" is refused as before, and the order stays completed
    expect((await courier(hash, { fulfillment_status_id: F.COMPLETED })).status).toBe(409);
    const read = orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    expect(read.status_id).toBe(OrderStatus.COMPLETED);
  });

  it('a delivery no courier takes cancels the order as the partner; a pickup has no courier', async () => {
    const token = await api.guestToken((await branchOf('LKmalate')).branch!.id);
    const { hash } = await placeDelivery(token, 'norider');
    await ops(hash, 'accept');
    await courier(hash, { fulfillment_status_id: F.ALLOCATING });
    const refused = await courier(hash, { fulfillment_status_id: F.ALLOCATING, cancel_order: true });
    expect(refused.status).toBe(400);
    const failed = orderSchema.parse(
      (await courier(hash, { fulfillment_status_id: F.FAILED, cancel_order: true, reason: 'no_rider' })).body,
    );
    expect(failed).toMatchObject({
      status_id: OrderStatus.CANCELLED,
      cancelled_by: 'FULFILLMENT_PARTNER',
      cancellation_reason: 'no_rider',
      fulfillment_status_id: F.FAILED,
    });
    const lookup = await branchOf('LKmalate');
    const pickupCart = await cartOf(lookup.brand!.id, lookup.branch!.id, 1);
    const pickup = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: `pickup-${Date.now()}-fulfilment`,
        branch_id: lookup.branch!.id,
        cart: pickupCart,
        order_type: 1,
        payment_method: 2,
        user_info: { phone: '+639171234567', region: 'PH' },
      },
      token,
    );
    await ops(pickup.body.order_hash, 'accept');
    const none = await courier(pickup.body.order_hash, { fulfillment_status_id: F.DISPATCHING });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Only a delivery has a courier');
  });

  it('two couriers’ updates at once: one wins, the other is refused', async () => {
    const token = await api.guestToken((await branchOf('LKmalate')).branch!.id);
    const { hash } = await placeDelivery(token, 'race');
    await ops(hash, 'accept');
    await courier(hash, { fulfillment_status_id: F.ALLOCATING });
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) =>
        courier(hash, { fulfillment_status_id: F.PENDING_PICKUP, rider: { name: `Rider ${n}` } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const read = orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    expect(read.fulfillments).toHaveLength(1);
  });
});
