// The order service of SPEC §7 "Orders" over HTTP, on the embedded database and (when DATABASE_URL is set)
// on PostgreSQL: placement re-prices and re-checks, writes nothing when it refuses, makes one order for one
// idempotency key however many times it is sent at once, the kitchen's status machine with its 409s, the
// food-hall group, paying after eating, counted stock, and the events live pages hear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMenusSchema } from '~/contract/catalog';
import { groupOrderSchema, orderSchema, placedSchema, type OrderEvent } from '~/contract/orders';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';
const now = new Date('2026-11-23T04:00:00Z'); // Monday noon in Manila, 12:00 in Singapore

describe.each(demoEngines)('orders on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const events: { name: string; event: OrderEvent }[] = [];

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { now: () => now });
    api.platform.events.on('order_status_update', (event) => events.push({ name: 'status', event }));
    api.platform.events.on('order_payment_status_update', (event) => events.push({ name: 'payment', event }));
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  const { call, ops, branchOf, cartOf } = platformCalls(() => api);

  let key = 0;
  const newKey = () => `key-${Date.now()}-${++key}-abcdefgh`;
  const pickupBody = (branchId: number, cart: unknown[], over: Record<string, unknown> = {}) => ({
    idempotency_key: newKey(),
    branch_id: branchId,
    cart,
    order_type: 1,
    payment_method: 2,
    user_info: {
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.com',
      phone: '+639171234567',
      region: 'PH',
    },
    ...over,
  });
  const orderCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('places a cash pickup order priced by the platform, seen only by its owner', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 2);
    const bill = await call('POST', `${OMS}/public/calculate/bill`, { branch_id: branch.id, cart, order_type: 1 });
    // the client's amounts are only its idea: a wrong total does not change what the order costs
    const res = await call('POST', `${OMS}/order`, pickupBody(branch.id, cart, { final_price: 1 }), token);
    expect(res.status).toBe(200);
    const placed = placedSchema.parse(res.body);
    expect(placed.order_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(placed.parent_order_uuid).toBeNull();

    const seen = await call('GET', `${OMS}/order/${placed.order_hash}`, undefined, token);
    expect(seen.status).toBe(200);
    const order = orderSchema.parse(seen.body);
    expect(order.status_id).toBe(3);
    expect(order.payment_status_id).toBe(3);
    expect(order.payment_method_id).toBe(2);
    expect(order.final_price).toBe(bill.body.total_price_cent);
    expect(order.cart).toHaveLength(2);
    expect(order.user_phone).toBe('+639171234567');
    expect(order.branch.title).toBe(branch.title);
    expect(events.some((e) => e.event.order_hash === order.order_hash && e.event.status_id === 3)).toBe(true);

    // another customer, and no customer at all
    const other = await api.guestToken(branch.id);
    expect((await call('GET', `${OMS}/order/${placed.order_hash}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `${OMS}/order/${placed.order_hash}`)).status).toBe(401);
    // the customer's active orders
    const active = await call('GET', `${OMS}/order/active`, undefined, token);
    expect(active.body.results.map((o: { order_hash: string }) => o.order_hash)).toContain(placed.order_hash);
  });

  it('refuses, writing nothing: no phone for pickup, a changed delivery fee, no payment, a bad transaction id', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    const deliveryCart = await cartOf(lookup.brand!.id, branch.id, 1, 2);
    const before = await orderCount();

    const noPhone = await call('POST', `${OMS}/order`, pickupBody(branch.id, cart, { user_info: null }), token);
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('Phone no is mandatory for pickup and delivery');

    const noPayment = await call('POST', `${OMS}/order`, pickupBody(branch.id, cart, { payment_method: null }), token);
    expect(noPayment.status).toBe(400);
    expect(noPayment.body.code).toBe('payment_required');

    for (const trx of [null, 'abc', 'x'.repeat(51), 'has space']) {
      const custom = await call(
        'POST',
        `${OMS}/order`,
        pickupBody(branch.id, cart, { payment_method: 8, payment_channel: 'custom_bank', payment_trx_id: trx }),
        token,
      );
      expect(custom.status, String(trx)).toBe(400);
      expect(custom.body.message).toMatch(/^payment_trx_id: /);
    }

    // delivery: the customer saw another fee than the platform's now
    const location = { latitude: lookup.branch!.lat + 0.01, longitude: lookup.branch!.lon, address: 'Nearby' };
    const bill = await call('POST', `${OMS}/public/calculate/bill`, {
      branch_id: branch.id,
      cart: deliveryCart,
      order_type: 2,
      delivery_location: location,
    });
    expect(bill.status).toBe(200);
    const changed = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, deliveryCart, {
        order_type: 2,
        delivery_location: location,
        delivery_fee: bill.body.delivery_fee_cent + 500,
      }),
      token,
    );
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('delivery_fee_updated');
    expect(changed.body.details.is_delivery_fee_updated).toBe(true);
    expect(changed.body.details.previous_delivery_fee).toBe(bill.body.delivery_fee_cent + 500);
    expect(changed.body.details.calculate_bill_response.delivery_fee_cent).toBe(bill.body.delivery_fee_cent);

    expect(await orderCount()).toBe(before);
    // the same fee places it, with the transfer's id kept
    const ok = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, deliveryCart, {
        order_type: 2,
        delivery_location: location,
        delivery_fee: bill.body.delivery_fee_cent,
        payment_method: 8,
        payment_channel: 'custom_bank',
        payment_trx_id: 'REF-12345',
      }),
      token,
    );
    expect(ok.status).toBe(200);
    const order = orderSchema.parse((await call('GET', `${OMS}/order/${ok.body.order_hash}`, undefined, token)).body);
    expect(order.payment_trx_id).toBe('REF-12345');
    expect(order.delivery_fee).toBe(bill.body.delivery_fee_cent);
    expect(order.delivery_location?.address).toBe('Nearby');
  });

  it('refuses an age-restricted order without consent, and without both ID images of its own where the category checks ID', async () => {
    // SPEC §5, the rule the checkout's consent sheet asks by too (ageRule in app/domain/orderability.ts)
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const menus = storeMenusSchema.parse(
      (
        await call(
          'GET',
          `/api/consumer/v1/webshop/public/store/menus?brandID=${lookup.brand!.id}&branchID=${branch.id}`,
        )
      ).body,
    );
    const alak = menus.sections
      .flatMap((s) => s.sub_sections)
      .find((c) => c.is_age_restricted && c.is_id_verification_required)!;
    const beer = alak.items.find((i) => i.groups.length === 0 && !i.oos && i.stock.available)!;
    const line = await call('POST', `${OMS}/cart/line`, {
      branch_id: branch.id,
      brand_id: lookup.brand!.id,
      item_id: beer.id,
      quantity: 1,
      groups: [],
      order_type: 1,
    });
    expect(line.status).toBe(200);
    const cart = [...(await cartOf(lookup.brand!.id, branch.id, 1)), { ...line.body, id: `line-${beer.id}` }];
    const before = await orderCount();

    const noConsent = await call('POST', `${OMS}/order`, pickupBody(branch.id, cart), token);
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.code).toBe('consent_required');
    const refused = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, cart, { age_restriction_attachment: { consent: false } }),
      token,
    );
    expect(refused.body.code).toBe('consent_required');

    const strangers = 'uploads/00000000-0000-4000-8000-000000000000';
    for (const attachment of [
      { consent: true },
      { consent: true, front: strangers },
      { consent: true, front: strangers, back: strangers.replace(/0$/, '1') },
    ]) {
      const noId = await call(
        'POST',
        `${OMS}/order`,
        pickupBody(branch.id, cart, { age_restriction_attachment: attachment }),
        token,
      );
      expect(noId.status, JSON.stringify(attachment)).toBe(400);
      expect(noId.body.code).toBe('consent_required');
      expect(noId.body.details).toEqual({ id_images: 'required' });
    }
    expect(await orderCount()).toBe(before);
  });

  it('makes one order of twenty concurrent placements with one idempotency key', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    const body = pickupBody(branch.id, cart);
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `${OMS}/order`, body, token)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.order_hash)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // and once more later: the same answer
    const again = await call('POST', `${OMS}/order`, body, token);
    expect(again.body.order_hash).toBe(answers[0]!.body.order_hash);
    expect(await orderCount()).toBe(before + 1);
  });

  it('moves an order through the kitchen, refusing illegal moves with 409', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const placed = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, await cartOf(lookup.brand!.id, branch.id, 1)),
      token,
    );
    const hash = placed.body.order_hash as string;

    expect((await ops(hash, 'ready')).status).toBe(409);
    const accepted = await ops(hash, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status_id).toBe(4);
    const again = await ops(hash, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An order that is accepted cannot be accepted');
    expect((await ops(hash, 'ready')).body.status_id).toBe(5);
    expect((await ops(hash, 'complete')).body.status_id).toBe(6);
    expect((await ops(hash, 'cancel', { reason: 'late' })).status).toBe(409);
    const paid = await ops(hash, 'paid');
    expect(paid.body.payment_status_id).toBe(1);
    expect((await ops(hash, 'paid')).status).toBe(409);
    const order = orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    expect(order.status_history.map((h) => h.status_id)).toEqual([3, 4, 5, 6]);
    expect(events.filter((e) => e.event.order_hash === hash).map((e) => [e.name, e.event.status_id])).toEqual([
      ['status', 3],
      ['status', 4],
      ['status', 5],
      ['status', 6],
      ['payment', 6],
    ]);

    // cancel by the store, with its reason
    const second = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, await cartOf(lookup.brand!.id, branch.id, 1)),
      token,
    );
    const cancelled = await ops(second.body.order_hash, 'cancel', { reason: 'Out of ingredients' });
    expect(cancelled.body).toMatchObject({
      status_id: 7,
      cancelled_by: 'ENTERPRISE',
      cancellation_reason: 'Out of ingredients',
    });
    expect((await ops(second.body.order_hash, 'paid')).status).toBe(409);

    // the kitchen's list, and the ops token
    const list = await api.get(`${ENT}/branch/${branch.id}/orders`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(list.body.results.map((o: { order_hash: string }) => o.order_hash)).toContain(hash);
    expect((await api.get(`${ENT}/branch/${branch.id}/orders`)).status).toBe(401);
    // a status that no order can have is refused, not looked up (PostgreSQL's smallint would throw: found by fuzz)
    for (const status of ['8', '0', '1204272106']) {
      const refused = await api.get(`${ENT}/branch/${branch.id}/orders?status_id=${status}`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      expect(refused.status, status).toBe(400);
    }
    expect((await ops('0'.repeat(32), 'accept')).status).toBe(404);
    expect((await ops(hash, 'explode')).status).toBe(400);
  });

  it('the customer cancels while the order is placed, with a reason; after acceptance the platform refuses', async () => {
    const reasons = await call('GET', `${OMS}/order/cancel-order-reasons`);
    expect(reasons.status).toBe(200);
    expect(reasons.body.results.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(reasons.body.results.at(-1)).toMatchObject({ title: 'Other', is_other: true });
    for (const r of reasons.body.results) expect(Object.keys(r.translation).sort()).toHaveLength(11);

    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const place = async () => {
      const placed = await call(
        'POST',
        `${OMS}/order`,
        pickupBody(branch.id, await cartOf(lookup.brand!.id, branch.id, 1)),
        token,
      );
      expect(placed.status).toBe(200);
      return placed.body.order_hash as string;
    };
    const cancel = (hash: string, body: unknown, who = token) => call('POST', `${OMS}/order/${hash}/cancel`, body, who);

    const first = await place();
    // not someone else's, not without a reason, not with a reason that is not one, not "other" without words
    expect((await cancel(first, { cancellation_reason_id: 1 }, await api.guestToken(branch.id))).status).toBe(404);
    expect((await cancel(first, {})).status).toBe(400);
    expect((await cancel(first, { cancellation_reason_id: 99 })).status).toBe(400);
    expect((await cancel(first, { cancellation_reason_id: 5, cancellation_reason: '   ' })).status).toBe(400);
    expect((await call('GET', `${OMS}/order/${first}`, undefined, token)).body.status_id).toBe(3);

    const done = await cancel(first, { cancellation_reason_id: 1 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status_id: 7,
      cancelled_by: 'USER',
      cancellation_reason: 'I ordered by mistake',
    });
    expect(events.some((e) => e.event.order_hash === first && e.event.status_id === 7)).toBe(true);
    // twice: the order is cancelled already
    const again = await cancel(first, { cancellation_reason_id: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An order that is cancelled cannot be cancelled');

    const second = await place();
    const words = await cancel(second, { cancellation_reason_id: 5, cancellation_reason: 'My friend already ordered' });
    expect(words.body).toMatchObject({ status_id: 7, cancellation_reason: 'My friend already ordered' });

    const third = await place();
    expect((await ops(third, 'accept')).status).toBe(200);
    const late = await cancel(third, { cancellation_reason_id: 3 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('An order that is accepted cannot be cancelled');
    expect((await call('GET', `${OMS}/order/${third}`, undefined, token)).body.status_id).toBe(4);
  });

  it('two cancels at once: one wins, the other is refused', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const placed = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, await cartOf(lookup.brand!.id, branch.id, 1)),
      token,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `${OMS}/order/${placed.body.order_hash}/cancel`, { cancellation_reason_id: 2 }, token),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('concurrent staff taps: one accept wins', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const placed = await call(
      'POST',
      `${OMS}/order`,
      pickupBody(branch.id, await cartOf(lookup.brand!.id, branch.id, 1)),
      token,
    );
    const taps = await Promise.all(Array.from({ length: 8 }, () => ops(placed.body.order_hash, 'accept')));
    expect(taps.filter((t) => t.status === 200)).toHaveLength(1);
    expect(taps.filter((t) => t.status === 409)).toHaveLength(7);
  });

  it('a food-hall table order with two brands is a group with one child per branch', async () => {
    const lookup = await branchOf('HFhall01');
    const hall = await api.get(`${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
    const [a, b] = hall.body.branches as { id: number; brand_ids: number[] }[];
    const cart = [...(await cartOf(a!.brand_ids[0]!, a!.id, 1)), ...(await cartOf(b!.brand_ids[0]!, b!.id, 1))];
    const token = await api.guestToken(a!.id);
    const res = await call(
      'POST',
      `${OMS}/order/v2`,
      {
        idempotency_key: newKey(),
        foodhall_id: lookup.foodhall_id,
        is_foodhall_order: true,
        table_no: '1',
        cart,
        order_type: 3,
        payment_method: 2,
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.order_hash).toBeNull();
    const group = groupOrderSchema.parse(
      (await call('GET', `${OMS}/order/group-orders/${res.body.parent_order_uuid}`, undefined, token)).body,
    );
    expect(group.child_orders.map((c) => c.branch_id).sort()).toEqual([a!.id, b!.id].sort());
    expect(group.totals.final_price).toBe(group.child_orders.reduce((n, c) => n + c.final_price, 0));
    expect(group.table_no).toBe('1');
    const other = await api.guestToken(a!.id);
    expect(
      (await call('GET', `${OMS}/order/group-orders/${res.body.parent_order_uuid}`, undefined, other)).status,
    ).toBe(404);
  });

  it('a dine-in table pays after eating, by cash told through payment init', async () => {
    const lookup = await branchOf('LKtable3');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    const res = await call(
      'POST',
      `${OMS}/order`,
      { idempotency_key: newKey(), branch_id: branch.id, table_no: '3', cart, order_type: 3, payment_method: null },
      token,
    );
    expect(res.status).toBe(200);
    const hash = res.body.order_hash as string;
    let order = orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    expect(order).toMatchObject({ post_pay: true, payment_method_id: null, payment_status_id: 3, table_no: '3' });
    // a pickup order cannot leave its payment for later
    const pickup = await call('POST', `${OMS}/order`, { ...pickupBody(branch.id, cart), payment_method: null }, token);
    expect(pickup.status).toBe(400);

    const methods = await api.get(`${ENT}/webshop/business/payment/methods?branch_id=${branch.id}`);
    expect(methods.body.methods.map((m: { method: number }) => m.method)).toEqual([1, 6, 9, 2, 8]);
    const pay = await call('POST', `${OMS}/order/payment/init`, { order_hash: hash, payment_method: 2 }, token);
    expect(pay.status).toBe(200);
    expect(pay.body.payment_checkout_required).toBe(false);
    order = orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
    expect(order.payment_method_id).toBe(2);
    expect(events.some((e) => e.name === 'payment' && e.event.order_hash === hash)).toBe(true);
    // someone else's order cannot be paid by them
    const other = await api.guestToken(branch.id);
    expect(
      (await call('POST', `${OMS}/order/payment/init`, { order_hash: hash, payment_method: 2 }, other)).status,
    ).toBe(404);
  });

  it('takes counted stock with the order; the last one goes to one customer only', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    const itemId = cart[0]!.item_id as number;
    const stock = await fetch(`${api.url}${ENT}/branch/${branch.id}/item/${itemId}/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ available: true, quantity: 1 }),
    });
    expect(stock.status).toBe(200);
    const [t1, t2] = [await api.guestToken(branch.id), await api.guestToken(branch.id)];
    const answers = await Promise.all([
      call('POST', `${OMS}/order`, pickupBody(branch.id, cart), t1),
      call('POST', `${OMS}/order`, pickupBody(branch.id, cart), t2),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toMatch(/low_stock|item_oos/);
    const left = await database.db
      .selectFrom('item_stock')
      .select('quantity')
      .where('branch_id', '=', branch.id)
      .where('item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe(0);
    await fetch(`${api.url}${ENT}/branch/${branch.id}/item/${itemId}/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ available: true, quantity: null }),
    });
  });

  it('a branch with auto-accept accepts on arrival; the demo kitchen moves orders on by itself', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    await database.db
      .updateTable('branches')
      .set({ order_auto_accept_enabled: true })
      .where('id', '=', branch.id)
      .execute();
    api.platform.catalog.changes.forget();
    try {
      const auto = await call('POST', `${OMS}/order`, pickupBody(branch.id, cart), token);
      const order = orderSchema.parse(
        (await call('GET', `${OMS}/order/${auto.body.order_hash}`, undefined, token)).body,
      );
      expect(order.status_id).toBe(4);
      expect(order.status_history.map((h) => h.status_id)).toEqual([3, 4]);
    } finally {
      await database.db
        .updateTable('branches')
        .set({ order_auto_accept_enabled: false })
        .where('id', '=', branch.id)
        .execute();
      api.platform.catalog.changes.forget();
    }
    const placed = await call('POST', `${OMS}/order`, pickupBody(branch.id, cart), token);
    const hash = placed.body.order_hash as string;
    const statusOf = async () =>
      orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body).status_id;
    // not yet due: nothing moves
    await api.platform.advanceDemoOrders(60);
    expect(await statusOf()).toBe(3);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await api.platform.advanceDemoOrders(0);
      seen.push(await statusOf());
    }
    expect(seen).toEqual([4, 5, 6, 6]);
  });

  it('hostile bodies get 4xx and write nothing', async () => {
    const lookup = await branchOf('LKmalate');
    const token = await api.guestToken(lookup.branch!.id);
    const before = await orderCount();
    for (const body of [{}, { idempotency_key: 'short' }, { idempotency_key: newKey(), cart: [], order_type: 1 }, []]) {
      const res = await call('POST', `${OMS}/order`, body, token);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const text = await fetch(`${api.url}${OMS}/order`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: 'not json',
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    expect(await orderCount()).toBe(before);
  });
});
