// Online payments (issue 15) over HTTP through the sandbox gateway, on the embedded database and (when
// DATABASE_URL is set) on PostgreSQL: a pre-payment order reaches the kitchen only when paid; a decline
// says why and can be paid again; the gateway's signed callback moves a payment once however often and in
// whatever order it comes; two starts at once make one payment; a paid order cancelled is refunded; a bank
// QR carries a valid EMV payload; a food-hall group is paid once for all its children.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type OrderEvent } from '~/contract/orders';
import { crc16ccitt, parseEmv } from '~/domain/emv-qr';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';
import type { SandboxGateway } from '../../server/platform/payments/sandbox';
import { SANDBOX_SIGNATURE_HEADER } from '../../server/platform/payments/sandbox';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../server/platform/payments/sandbox-page';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';
const SHOP = 'https://shop.example';
const now = new Date('2026-11-23T04:00:00Z'); // Monday noon in Manila

describe.each(demoEngines)('payments on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  let clock = now;
  const events: { name: string; event: OrderEvent }[] = [];

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { now: () => clock });
    api.platform.events.on('order_status_update', (event) => events.push({ name: 'status', event }));
    api.platform.events.on('order_payment_status_update', (event) => events.push({ name: 'payment', event }));
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  const { call, ops, branchOf, cartOf } = platformCalls(() => api);
  /** what the customer does on the sandbox's hosted page (a plain form post) */
  const onPage = (paymentId: string, form: Record<string, string>) =>
    fetch(`${api.url}${OMS}/payment/sandbox/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  const callback = (body: string, signature: string) =>
    fetch(`${api.url}${OMS}/payment/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const sandbox = () => api.platform.gateways.get('sandbox') as SandboxGateway;

  let key = 0;
  const newKey = () => `pay-${Date.now()}-${++key}-abcdefgh`;
  const userInfo = {
    first_name: 'Ana',
    last_name: 'Reyes',
    email: 'ana@example.com',
    phone: '+639171234567',
    region: 'PH',
  };

  /** A pickup order at a branch, to be paid by `method` / `channel` before the kitchen sees it. */
  async function prepaidOrder(linkHash: string, method: number, channel: string) {
    const lookup = await branchOf(linkHash);
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf((lookup.brand ?? lookup.brands[0])!.id, branch.id, 1);
    const placed = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: newKey(),
        branch_id: branch.id,
        cart,
        order_type: 1,
        payment_method: method,
        payment_channel: channel,
        user_info: userInfo,
        // updates by email (issue 27): the order's messages are written with its payment's moves
        notification_method: 'email',
      },
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.pre_payment).toBe(true);
    return { token, hash: placed.body.order_hash as string, branchId: branch.id };
  }
  const init = (token: string, hash: string, method: number, channel: string, over: Record<string, unknown> = {}) =>
    call(
      'POST',
      `${OMS}/order/payment/init`,
      {
        order_hash: hash,
        payment_method: method,
        payment_channel: channel,
        success_redirect_url: `${SHOP}/payment/success-intermediate?orderHash=${hash}`,
        failure_redirect_url: `${SHOP}/payment/failed-intermediate?orderHash=${hash}`,
        ...over,
      },
      token,
    );
  const orderOf = async (token: string, hash: string) =>
    orderSchema.parse((await call('GET', `${OMS}/order/${hash}`, undefined, token)).body);
  const paymentRow = (id: string) =>
    database.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a card pre-payment: the order waits unpaid, the kitchen cannot take it, the sandbox pays it', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 1, 'sandbox_card');
    let order = await orderOf(token, hash);
    expect(order).toMatchObject({ status_id: 1, payment_status_id: 3 });
    // an unpaid pre-payment order is not the kitchen's yet
    expect((await ops(hash, 'accept')).status).toBe(409);
    // nor marked paid by staff: a gateway's payment moves by the gateway's word only (canMarkPaid, ADR 0016)
    expect((await ops(hash, 'paid')).status).toBe(409);

    const started = await init(token, hash, 1, 'sandbox_card');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ payment_checkout_required: true, pre_payment: true, can_load_iframe: false });
    const link = new URL(started.body.payment_checkout_link);
    expect(link.origin).toBe(SHOP);
    expect(link.pathname).toBe(`${OMS}/payment/sandbox/${started.body.payment_id}`);

    const page = await call('GET', `${OMS}/payment/sandbox/${started.body.payment_id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('name="number"');

    // a number that fails Luhn stays on the page; nothing moves
    const wrong = await onPage(started.body.payment_id, { action: 'pay', number: '4242424242424241' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toMatch(/\?error=number$/);
    expect((await paymentRow(started.body.payment_id)).state).toBe('pending');

    const paid = await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SHOP}/payment/success-intermediate?orderHash=${hash}`);
    order = await orderOf(token, hash);
    expect(order.payment_status_id).toBe(1);
    expect([3, 4]).toContain(order.status_id); // placed, or accepted where the branch auto-accepts
    expect(
      events.some((e) => e.name === 'payment' && e.event.order_hash === hash && e.event.payment_status_id === 1),
    ).toBe(true);
    const status = await call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    expect(status.body).toMatchObject({ payment_status_id: 1, payment_failure_reason: null });
    expect(status.body.payment.state).toBe('paid');
    // paid once: a second start is refused
    expect((await init(token, hash, 1, 'sandbox_card')).status).toBe(409);
    // the page is closed now
    const again = await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
    expect(again.headers.get('location')).not.toMatch(/success/);
  });

  it('a decline says why; the same order is paid by a second attempt, 3-D Secure included', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 1, 'sandbox_card');
    // issue 27: "placed" waits for the payment; a failed payment is told once, and the paid order is placed
    const messages = async () =>
      (
        await sql<{ event: string }>`
          select m.event from order_messages m join orders o on o.id = m.order_id
          where o.order_hash = ${hash} order by m.id`.execute(database.db)
      ).rows.map((r) => r.event);
    expect(await messages()).toEqual([]);
    const first = await init(token, hash, 1, 'sandbox_card');
    const declined = await onPage(first.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.insufficientFunds });
    expect(await messages()).toEqual(['payment_failed']);
    expect(declined.headers.get('location')).toBe(`${SHOP}/payment/failed-intermediate?orderHash=${hash}`);
    const status = await call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    expect(status.body).toMatchObject({ payment_status_id: 2, status_id: 1 });
    expect(status.body.payment_failure_reason.code).toBe('insufficient_funds');
    expect((await orderOf(token, hash)).payment_failure_code).toBe('insufficient_funds');

    const second = await init(token, hash, 1, 'sandbox_card');
    expect(second.status).toBe(200);
    expect((await orderOf(token, hash)).payment_status_id).toBe(3); // pending again while it runs
    const challenge = await onPage(second.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.threeDSecure });
    expect(challenge.headers.get('location')).toMatch(/\?step=challenge$/);
    const verified = await onPage(second.body.payment_id, { action: 'verify', code: SANDBOX_3DS_CODE });
    expect(verified.headers.get('location')).toMatch(/success-intermediate/);
    expect((await orderOf(token, hash)).payment_status_id).toBe(1);
    expect(await messages()).toEqual(['payment_failed', 'placed']);
    expect((await paymentRow(first.body.payment_id)).state).toBe('failed');
    expect((await paymentRow(second.body.payment_id)).state).toBe('paid');
  });

  it("the gateway's callback: signed, applied once however often and in whatever order it comes", async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 6, 'PH_GCASH');
    const started = await init(token, hash, 6, 'PH_GCASH');
    const ref = (await paymentRow(started.body.payment_id)).provider_ref!;
    // a wrong signature, an old one, a body changed after signing: refused, nothing applied
    const good = sandbox().sign({ charge: ref, state: 'paid', failure_code: null, card: null });
    const flipped = good.signature.slice(0, -1) + (good.signature.endsWith('0') ? '1' : '0');
    expect((await callback(good.body, flipped)).status).toBe(401);
    expect((await callback(good.body.replace('paid', 'PAID'), good.signature)).status).toBe(401);
    expect((await callback(good.body, '')).status).toBe(401);
    expect((await paymentRow(started.body.payment_id)).state).toBe('pending');

    // the same event five times at once: one moves the payment
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(good.body, good.signature)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.applied)).toHaveLength(1);
    // a late "failed" (sent before, arriving after) changes nothing
    const late = sandbox().sign({ charge: ref, state: 'failed', failure_code: 'declined', card: null });
    expect((await callback(late.body, late.signature)).body.applied).toBe(false);
    expect((await paymentRow(started.body.payment_id)).state).toBe('paid');
    expect((await orderOf(token, hash)).payment_status_id).toBe(1);
    const told = events.filter((e) => e.name === 'payment' && e.event.order_hash === hash);
    expect(told).toHaveLength(1);
  });

  it('two starts at once make one payment', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 1, 'sandbox_card');
    const answers = await Promise.all(Array.from({ length: 4 }, () => init(token, hash, 1, 'sandbox_card')));
    // each start gives up the one before it or is refused while one is being made: one open payment remains
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const open = await database.db
      .selectFrom('payments')
      .select('id')
      .where('order_hash', '=', hash)
      .where('state', '=', 'pending')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('an expired payment: the order says so and stays payable', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 6, 'PH_PAYMAYA');
    const started = await init(token, hash, 6, 'PH_PAYMAYA');
    const expired = await onPage(started.body.payment_id, { action: 'expire' });
    expect(expired.headers.get('location')).toMatch(/failed-intermediate/);
    const status = await call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    expect(status.body.payment_status_id).toBe(2);
    expect(status.body.payment_failure_reason.code).toBe('expired');
    expect((await init(token, hash, 6, 'PH_PAYMAYA')).status).toBe(200);
  });

  it('a payment left open past its time expires on the next status query; money taken after that goes back', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 6, 'PH_GCASH');
    const started = await init(token, hash, 6, 'PH_GCASH');
    const ref = (await paymentRow(started.body.payment_id)).provider_ref!;
    clock = new Date(now.getTime() + 16 * 60_000);
    try {
      const status = await call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
      expect(status.body.payment.state).toBe('expired');
      // the provider says "paid" after all (a late capture): applied to nothing, refunded
      await database.db.updateTable('sandbox_charges').set({ state: 'paid' }).where('id', '=', ref).execute();
      const late = sandbox().sign({ charge: ref, state: 'paid', failure_code: null, card: null });
      const answer = await callback(late.body, late.signature);
      expect(answer.body.applied).toBe(false);
      const charge = await database.db
        .selectFrom('sandbox_charges')
        .select('refunded_amount')
        .where('id', '=', ref)
        .executeTakeFirstOrThrow();
      expect(charge.refunded_amount).toBe((await paymentRow(started.body.payment_id)).amount);
      expect((await orderOf(token, hash)).payment_status_id).toBe(2);
    } finally {
      clock = now;
    }
  });

  it('a paid order cancelled by the kitchen is refunded through its gateway', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 1, 'sandbox_card');
    const started = await init(token, hash, 1, 'sandbox_card');
    await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
    const cancelled = await ops(hash, 'cancel', { reason: 'Out of rice' });
    expect(cancelled.status).toBe(200);
    const order = await orderOf(token, hash);
    expect(order).toMatchObject({ status_id: 7, refund_status_id: 4, payment_status_id: 4 });
    expect(order.refunded_amount).toBe(order.final_price);
    expect((await paymentRow(started.body.payment_id)).state).toBe('refunded');
    // a second cancel refunds nothing more
    expect((await ops(hash, 'cancel')).status).toBe(409);
  });

  it('a paid order the customer cancels while placed is refunded through its gateway', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 1, 'sandbox_card');
    const started = await init(token, hash, 1, 'sandbox_card');
    await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
    expect((await orderOf(token, hash)).status_id).toBe(3);
    const cancelled = await call('POST', `${OMS}/order/${hash}/cancel`, { cancellation_reason_id: 2 }, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status_id: 7, cancelled_by: 'USER', refund_status_id: 4 });
    expect((await paymentRow(started.body.payment_id)).state).toBe('refunded');
  });

  it('a bank QR (QRIS in Jakarta): a valid EMV payload with its CRC; paid from the test banking app', async () => {
    const { token, hash } = await prepaidOrder('DNkemang', 9, 'QRIS');
    const started = await init(token, hash, 9, 'QRIS');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.payment_checkout_link).toBeNull();
    const status = await call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    const qr = status.body.payment.qr;
    expect(qr.currency_code).toBe('IDR');
    const fields = parseEmv(qr.qr_content);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('58')).toBe('ID');
    expect(Number(fields.get('54'))).toBe(qr.transaction_amount_cent / 100);
    expect(qr.qr_content.slice(-4)).toBe(crc16ccitt(qr.qr_content.slice(0, -4)));
    expect(status.body.payment.sandbox_link).toContain(`/payment/sandbox/${started.body.payment_id}`);
    await onPage(started.body.payment_id, { action: 'approve' });
    expect((await orderOf(token, hash)).payment_status_id).toBe(1);
  });

  it('an in-app wallet (OVO in Jakarta): no page to open, the app approves, the status query sees it', async () => {
    const { token, hash } = await prepaidOrder('DNkemang', 6, 'ID_OVO');
    const started = await init(token, hash, 6, 'ID_OVO');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.payment_checkout_link).toBeNull();
    const status = await call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    expect(status.body.payment).toMatchObject({ state: 'pending', method: 6, link: null, qr: null });
    expect(status.body.payment.sandbox_link).toContain(`/payment/sandbox/${started.body.payment_id}`);
    await onPage(started.body.payment_id, { action: 'approve' });
    expect((await orderOf(token, hash)).payment_status_id).toBe(1);
  });

  it('a post-pay table paid online later owes the gateway fee its business passes on: preview, charge and order', async () => {
    const lookup = await branchOf('LKtable3');
    const branch = lookup.branch!;
    // Lola's passes the 2.5 % gateway fee on (as the Harbourfront stalls do)
    const passOn = (on: boolean) =>
      database.db
        .updateTable('branches')
        .set({ capabilities: sql`capabilities || ${JSON.stringify({ gateway_fee_by_customer_enabled: on })}::jsonb` })
        .where('id', '=', branch.id)
        .execute()
        .then(() => api.platform.catalog.changes.forget());
    await passOn(true);
    try {
      const token = await api.guestToken(branch.id);
      const cart = await cartOf(lookup.brand!.id, branch.id, 2);
      const placed = await call(
        'POST',
        `${OMS}/order`,
        { idempotency_key: newKey(), branch_id: branch.id, table_no: '3', cart, order_type: 3, payment_method: null },
        token,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const hash = placed.body.order_hash as string;
      const before = await orderOf(token, hash);
      // placed to pay after eating: no fee yet (a fee is for a payment chosen before the order)
      expect(before).toMatchObject({ post_pay: true, gateway_fee: 0 });
      const fee = Math.round((before.final_price * 250) / 10_000);
      expect(fee).toBeGreaterThan(0);
      const preview = (method: number, channel: string | null) =>
        call(
          'POST',
          `${OMS}/order/payment/preview`,
          { order_hash: hash, payment_method: method, payment_channel: channel },
          token,
        );
      expect((await preview(2, null)).body).toMatchObject({ amount: before.final_price, gateway_fee: 0 });
      expect((await preview(1, 'sandbox_card')).body).toMatchObject({
        amount: before.final_price + fee,
        gateway_fee: fee,
      });
      const started = await init(token, hash, 1, 'sandbox_card');
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect((await paymentRow(started.body.payment_id)).amount).toBe(before.final_price + fee);
      // not paid yet: the order is as placed
      expect((await orderOf(token, hash)).final_price).toBe(before.final_price);
      await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
      const after = await orderOf(token, hash);
      expect(after).toMatchObject({
        payment_status_id: 1,
        gateway_fee: fee,
        total_service_gateway_fee: before.total_service_gateway_fee + fee,
        final_price: before.final_price + fee,
      });
      // the callback told again adds nothing twice
      await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
      expect((await orderOf(token, hash)).final_price).toBe(before.final_price + fee);
    } finally {
      await passOn(false);
    }
  });

  it('a food-hall group is paid once for all its children', async () => {
    const lookup = await branchOf('HFhall01');
    const hall = await api.get(`${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
    const [a, b] = hall.body.branches as { id: number; brand_ids: number[] }[];
    const cart = [...(await cartOf(a!.brand_ids[0]!, a!.id, 1)), ...(await cartOf(b!.brand_ids[0]!, b!.id, 1))];
    const token = await api.guestToken(a!.id);
    const placed = await call(
      'POST',
      `${OMS}/order/v2`,
      {
        idempotency_key: newKey(),
        foodhall_id: lookup.foodhall_id,
        is_foodhall_order: true,
        table_no: '1',
        cart,
        order_type: 3,
        payment_method: 1,
        payment_channel: 'sandbox_card',
        user_info: userInfo,
      },
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const uuid = placed.body.parent_order_uuid as string;
    const started = await call(
      'POST',
      `${OMS}/order/payment/init/v2`,
      {
        parent_order_uuid: uuid,
        payment_method: 1,
        payment_channel: 'sandbox_card',
        success_redirect_url: `${SHOP}/payment/success-intermediate?parentUuid=${uuid}`,
        failure_redirect_url: `${SHOP}/payment/failed-intermediate?parentUuid=${uuid}`,
      },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const payment = await paymentRow(started.body.payment_id);
    const group = (await call('GET', `${OMS}/order/group-orders/${uuid}`, undefined, token)).body;
    expect(payment.amount).toBe(group.totals.final_price);
    await onPage(started.body.payment_id, { action: 'pay', number: SANDBOX_CARDS.approved });
    const after = (await call('GET', `${OMS}/order/group-orders/${uuid}`, undefined, token)).body;
    expect(after.child_orders.map((c: { payment_status_id: number }) => c.payment_status_id)).toEqual([1, 1]);
    const status = await call('GET', `${OMS}/order/payment/status?parent_uuid=${uuid}`, undefined, token);
    expect(status.body.payment_status_id).toBe(1);
  });

  it('hostile callbacks and page posts: 4xx, nothing written', async () => {
    const big = await fetch(`${api.url}${OMS}/payment/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    });
    expect(big.status).toBe(413);
    expect(
      (await fetch(`${api.url}${OMS}/payment/callback/paypal`, { method: 'POST', body: '{}' })).status,
    ).toBeLessThan(500);
    const { token, hash } = await prepaidOrder('LKmalate', 1, 'sandbox_card');
    const started = await init(token, hash, 1, 'sandbox_card');
    const json = await fetch(`${api.url}${OMS}/payment/sandbox/${started.body.payment_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(json.status).toBe(415);
    const unknown = await onPage('00000000-0000-4000-8000-000000000000', { action: 'approve' });
    expect(unknown.status).toBe(404);
    const odd = await onPage(started.body.payment_id, { action: 'steal' });
    expect(odd.status).toBe(400);
    // a return address that is not a URL; a method not offered; someone else's order
    expect((await init(token, hash, 1, 'sandbox_card', { success_redirect_url: 'javascript:alert(1)' })).status).toBe(
      400,
    );
    expect((await init(token, hash, 1, 'stripe_card')).status).toBe(400);
    const other = await api.guestToken((await branchOf('LKmalate')).branch!.id);
    expect((await init(other, hash, 1, 'sandbox_card')).status).toBe(404);
    expect((await paymentRow(started.body.payment_id)).state).toBe('pending');
  });
});
