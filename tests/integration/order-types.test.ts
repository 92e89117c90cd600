// Issue 24, defect 5: an order is only for an order type its branch takes (SPEC §3 capabilities
// delivery_method_ids, pickup_only, pickup_drive_thru; §4 "Pickup": drive-thru only where offered, with the
// vehicle's registration). A direct call to the order service — single branch, food-hall group, update of a
// waiting order — that asks for another is answered 4xx with the SPEC text and writes nothing (no order, no
// stock taken), on the embedded database and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '~/contract/orders';
import type { BranchCapabilities } from '../../server/platform/db/schema';
import type { Database } from '../../server/platform/db/index';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';
const now = new Date('2026-11-23T04:00:00Z'); // Monday: noon in Manila and Singapore, 11:00 in Jakarta, 13:00 in Tokyo

const NO_BRANCH = 'No branch is available';
const NO_DELIVERY = 'Delivery is temporarily unavailable due to unexpected issues. Please try another ordering option';

describe.each(demoEngines)('order types a branch does not take, on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, branchOf, cartOf } = platformCalls(() => api);

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, {
      now: () => now,
      limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 },
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  let key = 0;
  const newKey = () => `order-type-${Date.now()}-${++key}-abcdefgh`;
  const userInfo = { first_name: 'Sari', last_name: 'Wijaya', phone: '+6281234567890', region: 'ID' };

  const orderCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Staff count an item's stock (null: not counted). */
  const setStock = (branchId: number, itemId: number, quantity: number | null) =>
    fetch(`${api.url}${ENT}/branch/${branchId}/item/${itemId}/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ available: true, quantity }),
    }).then((r) => expect(r.status).toBe(200));
  const stockOf = async (branchId: number, itemId: number) =>
    (
      await database.db
        .selectFrom('item_stock')
        .select('quantity')
        .where('branch_id', '=', branchId)
        .where('item_id', '=', itemId)
        .executeTakeFirst()
    )?.quantity;

  /** Changes a branch's capabilities as staff would, for the length of `run`. */
  async function withCapabilities(branchId: number, change: Partial<BranchCapabilities>, run: () => Promise<void>) {
    const row = await database.db
      .selectFrom('branches')
      .select('capabilities')
      .where('id', '=', branchId)
      .executeTakeFirstOrThrow();
    const write = async (capabilities: BranchCapabilities) => {
      await database.db
        .updateTable('branches')
        .set({ capabilities: JSON.stringify(capabilities) })
        .where('id', '=', branchId)
        .execute();
      api.platform.catalog.changes.forget();
    };
    await write({ ...row.capabilities, ...change });
    try {
      await run();
    } finally {
      await write(row.capabilities);
    }
  }

  /** A store link's branch and the id of one of its brands. */
  async function store(hash: string) {
    const lookup = await branchOf(hash);
    return { branch: lookup.branch!, brandId: lookup.brand?.id ?? lookup.brands[0]!.id };
  }

  function expectRefused(res: { status: number; body: any }, status: number, message: string) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    // the platform's error body (SPEC §7): code, error, message, details
    expect(res.body).toMatchObject({ code: expect.any(String), error: expect.any(String), message });
  }

  it('dine-in at a branch without it: 4xx with the SPEC text, no order and no stock taken', async () => {
    // Dapur Nusantara Sudirman takes pickup and delivery only.
    const { branch, brandId } = await store('DNsudirm');
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(brandId, branch.id, 1, 3);
    const itemId = cart[0]!.item_id as number;
    await setStock(branch.id, itemId, 5);
    const before = await orderCount();
    try {
      const dineIn = {
        idempotency_key: newKey(),
        branch_id: branch.id,
        cart,
        order_type: 3,
        table_no: '2',
        payment_method: 2,
        user_info: userInfo,
      };
      expectRefused(await call('POST', `${OMS}/order`, dineIn, token), 422, NO_BRANCH);
      // paying after eating changes nothing
      expectRefused(await call('POST', `${OMS}/order`, { ...dineIn, payment_method: null }, token), 422, NO_BRANCH);
      expect(await orderCount()).toBe(before);
      expect(await stockOf(branch.id, itemId)).toBe(5);

      // the same cart as a pickup is an order, and takes its stock
      const pickup = await call('POST', `${OMS}/order`, { ...dineIn, idempotency_key: newKey(), order_type: 1 }, token);
      expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
      expect(await orderCount()).toBe(before + 1);
      expect(await stockOf(branch.id, itemId)).toBe(4);
    } finally {
      await setStock(branch.id, itemId, null);
    }
  });

  it('delivery at a branch without it: 4xx with the SPEC text, nothing written', async () => {
    // Menya Hoshi Shibuya takes pickup and dine-in only.
    const { branch, brandId } = await store('MHshibuy');
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(brandId, branch.id, 1, 2);
    const before = await orderCount();
    const res = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: newKey(),
        branch_id: branch.id,
        cart,
        order_type: 2,
        delivery_location: { latitude: branch.lat + 0.002, longitude: branch.lon, address: '渋谷区道玄坂1-1' },
        payment_method: 2,
        user_info: { ...userInfo, phone: '+81312345678', region: 'JP' },
      },
      token,
    );
    expectRefused(res, 422, NO_DELIVERY);
    expect(await orderCount()).toBe(before);
  });

  it('a pickup-only branch takes pickup alone, whatever its other delivery methods', async () => {
    const { branch, brandId } = await store('LKmalate');
    const token = await api.guestToken(branch.id);
    const before = await orderCount();
    await withCapabilities(branch.id, { pickup_only: true }, async () => {
      const body = (orderType: number, over: Record<string, unknown> = {}) => ({
        idempotency_key: newKey(),
        branch_id: branch.id,
        order_type: orderType,
        payment_method: 2,
        user_info: { ...userInfo, phone: '+639171234567', region: 'PH' },
        ...over,
      });
      const location = { latitude: branch.lat + 0.005, longitude: branch.lon, address: 'Nearby' };
      const delivery = body(2, { cart: await cartOf(brandId, branch.id, 1, 2), delivery_location: location });
      expectRefused(await call('POST', `${OMS}/order`, delivery, token), 422, NO_DELIVERY);
      const dineIn = body(3, { cart: await cartOf(brandId, branch.id, 1, 3), table_no: '3' });
      expectRefused(await call('POST', `${OMS}/order`, dineIn, token), 422, NO_BRANCH);
      expect(await orderCount()).toBe(before);
      const pickup = await call('POST', `${OMS}/order`, body(1, { cart: await cartOf(brandId, branch.id, 1) }), token);
      expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    });
  });

  it('drive-thru only where the branch has it, and only with the vehicle registration', async () => {
    const manila = await store('LKmalate');
    const manilaToken = await api.guestToken(manila.branch.id);
    const before = await orderCount();
    const driveThru = (branchId: number, cart: unknown[], over: Record<string, unknown> = {}) => ({
      idempotency_key: newKey(),
      branch_id: branchId,
      cart,
      order_type: 1,
      pickup_order_type: 2,
      payment_method: 2,
      user_info: userInfo,
      ...over,
    });
    // Lola's Kusina Malate has no drive-thru lane
    const noLane = await call(
      'POST',
      `${OMS}/order`,
      driveThru(manila.branch.id, await cartOf(manila.brandId, manila.branch.id, 1), { vehicle_reg_no: 'NAB 1234' }),
      manilaToken,
    );
    expectRefused(noLane, 400, 'pickup_order_type: Drive-thru is not available at this branch');
    expect(noLane.body.code).toBe('validation_error');

    // Dapur Nusantara Sudirman has one: a registration is needed (SPEC §4 "Pickup")
    const { branch, brandId } = await store('DNsudirm');
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(brandId, branch.id, 1);
    for (const vehicle of [undefined, null, '', '   ']) {
      const res = await call('POST', `${OMS}/order`, driveThru(branch.id, cart, { vehicle_reg_no: vehicle }), token);
      expectRefused(res, 400, 'vehicle_reg_no: Vehicle registration is required for drive-thru');
    }
    expect(await orderCount()).toBe(before);

    const placed = await call(
      'POST',
      `${OMS}/order`,
      driveThru(branch.id, cart, { vehicle_reg_no: 'B 1234 WLK', vehicle_additional_details: 'White Avanza' }),
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = orderSchema.parse(
      (await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, token)).body,
    );
    expect(order).toMatchObject({ order_type_id: 1, pickup_type: 2, vehicle_reg_no: 'B 1234 WLK' });
  });

  it('a food-hall group is refused whole when one of its stalls does not take the order type', async () => {
    const lookup = await branchOf('HFhall01');
    const hall = await api.get(`${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
    const [a, b] = hall.body.branches as { id: number; brand_ids: number[] }[];
    const cart = [...(await cartOf(a!.brand_ids[0]!, a!.id, 1, 3)), ...(await cartOf(b!.brand_ids[0]!, b!.id, 1, 3))];
    const token = await api.guestToken(a!.id);
    const before = await orderCount();
    const group = () => ({
      idempotency_key: newKey(),
      foodhall_id: lookup.foodhall_id,
      is_foodhall_order: true,
      table_no: '1',
      cart,
      order_type: 3,
      payment_method: 2,
    });
    await withCapabilities(b!.id, { delivery_method_ids: [1, 2], default_delivery_method_id: 1 }, async () => {
      expectRefused(await call('POST', `${OMS}/order/v2`, group(), token), 422, NO_BRANCH);
      expect(await orderCount()).toBe(before);
    });
    // both stalls serving at the table again: the group is placed
    const placed = await call('POST', `${OMS}/order/v2`, group(), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await orderCount()).toBe(before + 2);
  });

  it('an update of a waiting order keeps to the branch’s order types, leaving the order as it was', async () => {
    const { branch, brandId } = await store('LKmalate');
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(brandId, branch.id, 1);
    const prepaid = (over: Record<string, unknown> = {}) => ({
      idempotency_key: newKey(),
      branch_id: branch.id,
      cart,
      order_type: 1,
      payment_method: 1,
      payment_channel: 'sandbox_card',
      user_info: { ...userInfo, phone: '+639171234567', region: 'PH' },
      ...over,
    });
    const placed = await call('POST', `${OMS}/order`, prepaid(), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const read = async () =>
      orderSchema.parse((await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, token)).body);
    const was = await read();
    const before = await orderCount();

    const update = (body: unknown) => call('POST', `${OMS}/order/${placed.body.order_id}`, body, token);
    expectRefused(
      await update(prepaid({ pickup_order_type: 2, vehicle_reg_no: 'NAB 1234' })),
      400,
      'pickup_order_type: Drive-thru is not available at this branch',
    );
    await withCapabilities(branch.id, { delivery_method_ids: [1, 2] }, async () => {
      expectRefused(
        await update(prepaid({ order_type: 3, table_no: '3', cart: await cartOf(brandId, branch.id, 1, 3) })),
        422,
        NO_BRANCH,
      );
    });
    expect(await orderCount()).toBe(before);
    expect(await read()).toEqual(was);
  });
});
