// The ops screen's platform side (issue 16): the branch picker and a branch's store state behind the ops
// token, a manual close that the customers' lookup honours, a paid order's refund (409 when not paid), the
// kitchen's cart edit before acceptance (priced again by the platform, noted, told live, refused once
// accepted; two edits at once: one applies), and the kitchen's live room that only the ops token opens.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { orderSchema, type OrderEvent } from '~/contract/orders';
import { opsBranchSchema } from '~/contract/ops';
import { OrderStatus, PaymentStatus, RefundStatus } from '~/domain/constants';
import { signOpsTicket } from '~/domain/ops-ticket';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';
import { attachSocketServer, forwardOrderEvents } from '../../server/live/socket';
import { PlatformEvents } from '../../server/platform/events';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';

describe.each(demoEngines)('the ops screen on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, ops, branchOf, cartOf } = platformCalls(() => api);
  const staff = (method: string, path: string, body?: unknown, token = OPS_TOKEN) =>
    call(method, `${ENT}${path}`, body, token);

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  /** A pickup order paid in cash at Malate: the first line twice, the second once. */
  async function placeOrder(tag: string) {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const [first, second] = await cartOf(lookup.brand!.id, branch.id, 2);
    const cart = [{ ...first, quantity: 2 }, second];
    const res = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: `${tag}-${Date.now()}-ops-screen`,
        branch_id: branch.id,
        cart,
        order_type: 1,
        payment_method: 2,
        user_info: { phone: '+639171234567', region: 'PH' },
      },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await staff('GET', `/branch/${branch.id}/orders`);
    const placed = orderSchema.parse(
      order.body.results.find((o: { order_hash: string }) => o.order_hash === res.body.order_hash),
    );
    return { order: placed, branch, cart };
  }

  it('lists the branches with brands, language and store state, only with the token', async () => {
    expect((await staff('GET', '/ops/branches', undefined, 'wrong-token-0123456789')).status).toBe(401);
    const res = await staff('GET', '/ops/branches');
    expect(res.status).toBe(200);
    const malate = (await branchOf('LKmalate')).branch!;
    const listed = opsBranchSchema.parse(res.body.results.find((b: { id: number }) => b.id === malate.id));
    expect(listed.title).toBe(malate.title);
    expect(listed.brands.length).toBeGreaterThan(0);
    expect(listed.language).toBe('en');
    expect(listed.store.store_open).toBe(true);
    const jakarta = res.body.results.find((b: { country_code: string }) => b.country_code === 'ID');
    expect(jakarta.language).toBe('id');
    expect((await staff('GET', '/ops/branches/999999')).status).toBe(404);
  });

  it('closes a branch for today: the customers’ lookup says closed, and open again', async () => {
    const before = (await branchOf('LKmalate')).branch!;
    expect(before.store_open).toBe(true);
    const closed = await staff('POST', `/branch/${before.id}/store`, { closed: true });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.store.store_open).toBe(false);
    expect(closed.body.store.closed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = (await branchOf('LKmalate')).branch!;
    expect(after.store_open).toBe(false);
    expect(after.off_dates).toContainEqual({ from: closed.body.store.closed_on, to: closed.body.store.closed_on });
    // the menu's branch too (the brand page's closed bar and the order options read it)
    const lookup = await branchOf('LKmalate');
    const menu = await call(
      'GET',
      `/api/consumer/v1/webshop/public/store/menus?brandID=${lookup.brand!.id}&branchID=${before.id}`,
    );
    expect(menu.body.branchInfo.store_open).toBe(false);
    // an ASAP order sent to the platform anyway is refused with SPEC §5's text, and nothing is placed
    const token = await api.guestToken(before.id);
    const asap = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: `closed-${Date.now()}-ops-screen`,
        branch_id: before.id,
        cart: await cartOf(lookup.brand!.id, before.id, 1),
        order_type: 1,
        payment_method: 2,
        user_info: { phone: '+639171234567', region: 'PH' },
      },
      token,
    );
    expect(asap.status, JSON.stringify(asap.body)).toBe(400);
    expect(asap.body.message).toBe('scheduled_delivery_time: Branch is closed at this time');
    expect(asap.body.details.scheduled_delivery_time).toBe('closed');
    // the notice, in the kitchen's language; hostile bodies are refused with a message
    const notice = await staff('POST', `/branch/${before.id}/store`, {
      notice_enabled: true,
      notice_description: 'Kitchen closed early today',
      language: 'en',
    });
    expect(notice.status).toBe(200);
    expect((await branchOf('LKmalate')).branch!.notice_description).toEqual({ en: 'Kitchen closed early today' });
    for (const body of [
      {},
      { closed: 'yes' },
      { language: 'xx', notice_description: 'x' },
      { notice_enabled: true, notice_description: null },
    ]) {
      const res = await staff('POST', `/branch/${before.id}/store`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await staff('POST', `/branch/${before.id}/store`, { closed: false })).status).toBe(200);
    expect((await branchOf('LKmalate')).branch!.store_open).toBe(true);
  });

  it('refunds a paid order once; an unpaid one is refused with a message', async () => {
    const { order } = await placeOrder('refund');
    const unpaid = await staff('POST', `/order/${order.order_hash}/refund`, {});
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toMatch(/paid/);
    expect((await ops(order.order_hash, 'paid')).status).toBe(200);
    const refunded = orderSchema.parse((await staff('POST', `/order/${order.order_hash}/refund`, {})).body);
    expect(refunded.refund_status_id).toBe(RefundStatus.REFUNDED);
    expect(refunded.payment_status_id).toBe(PaymentStatus.REFUNDED);
    expect(refunded.refunded_amount).toBe(order.final_price);
    const again = await staff('POST', `/order/${order.order_hash}/refund`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already refunded/);
    expect((await staff('POST', `/order/${order.order_hash}/refund`, { amount: 1 })).status).toBe(400);
  });

  it('edits the cart before acceptance: priced again, noted, told live; refused after accept', async () => {
    const { order, branch, cart } = await placeOrder('edit');
    const [first, second] = order.cart;
    const heard: OrderEvent[] = [];
    const listen = (e: OrderEvent) => heard.push(e);
    api.platform.events.on('order_cart_update', listen);
    // the screen's amounts are never trusted: the platform's bill of the new cart decides
    const edited = await staff('POST', `/order/${order.order_hash}/cart`, {
      lines: [{ id: first!.id, quantity: 1 }],
      final_price: 1,
    });
    api.platform.events.off('order_cart_update', listen);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = orderSchema.parse(edited.body);
    const bill = await call('POST', `${OMS}/public/calculate/bill`, {
      branch_id: branch.id,
      cart: [{ ...cart[0], quantity: 1 }, cart[1]],
      order_type: 1,
      is_order_with_payment_channel: true,
      payment_method: 2,
    });
    expect(after.final_price).toBe(bill.body.total_price_cent);
    expect(after.final_price).toBeLessThan(order.final_price);
    expect(after.cart.find((l) => l.id === first!.id)!.quantity).toBe(1);
    expect(after.update_cart_note).toMatch(/→ 1/);
    expect(heard.map((e) => e.order_hash)).toEqual([order.order_hash]);
    expect(heard[0]!.branch_id).toBe(branch.id);

    // more is the customer's to order; unknown lines and an empty cart are refused
    for (const lines of [
      [{ id: first!.id, quantity: 5 }],
      [{ id: 'no-such-line', quantity: 0 }],
      [
        { id: first!.id, quantity: 0 },
        { id: second!.id, quantity: 0 },
      ],
    ]) {
      const res = await staff('POST', `/order/${order.order_hash}/cart`, { lines });
      expect(res.status, JSON.stringify(lines)).toBe(400);
      expect(res.body.message).toMatch(/lines/);
    }
    expect((await ops(order.order_hash, 'accept')).status).toBe(200);
    const late = await staff('POST', `/order/${order.order_hash}/cart`, { lines: [{ id: second!.id, quantity: 0 }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/not accepted yet/);
  });

  it('two edits at once: one applies, the other is refused', async () => {
    const { order } = await placeOrder('race');
    const [first] = order.cart;
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() =>
        staff('POST', `/order/${order.order_hash}/cart`, { lines: [{ id: first!.id, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409 || a.status === 400)).toBe(true);
    const rows = await staff('GET', `/branch/${order.branch_id}/orders`);
    const now = rows.body.results.find((o: { order_hash: string }) => o.order_hash === order.order_hash);
    expect(now.cart.find((l: { id: string }) => l.id === first!.id).quantity).toBe(1);
    expect(now.status_id).toBe(OrderStatus.PLACED);
  });
});

describe('the kitchen’s live room', () => {
  const SHARED = 'shared-anonymous-token-for-tests';
  let server: http.Server;
  let url: string;
  const events = new PlatformEvents();
  let close: () => Promise<void>;

  beforeAll(async () => {
    server = http.createServer();
    const io = await attachSocketServer(server, {
      sharedToken: SHARED,
      tokenSecret: 'token-secret-for-tests-0123456789',
      opsToken: OPS_TOKEN,
    });
    forwardOrderEvents(events, io);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = () => new Promise<void>((resolve) => io.close(() => resolve()));
  });
  afterAll(async () => close());

  async function socketIn(what: unknown): Promise<{ socket: Socket; joined: boolean; heard: unknown[] }> {
    const socket = connect(url, { auth: { token: SHARED }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const heard: unknown[] = [];
    socket.on('order_status_update', (e) => heard.push(e));
    const joined = await new Promise<boolean>((resolve) => socket.emit('ops', what, resolve));
    return { socket, joined, heard };
  }

  it('lets in only a socket holding the ops token or a ticket signed with it', async () => {
    const refused = [
      await socketIn({ branchId: 4 }),
      await socketIn({ branchId: 4, token: 'wrong-token-0123456789012' }),
      await socketIn({ ticket: signOpsTicket('another-token-0123456789', 4, Date.now()) }),
      await socketIn({ ticket: signOpsTicket(OPS_TOKEN, 4, Date.now() - 13 * 60 * 60 * 1000) }),
      await socketIn('ops'),
    ];
    const withToken = await socketIn({ branchId: 4, token: OPS_TOKEN });
    const withTicket = await socketIn({ ticket: signOpsTicket(OPS_TOKEN, 4, Date.now()) });
    const otherBranch = await socketIn({ ticket: signOpsTicket(OPS_TOKEN, 5, Date.now()) });
    expect(refused.map((r) => r.joined)).toEqual([false, false, false, false, false]);
    expect([withToken.joined, withTicket.joined, otherBranch.joined]).toEqual([true, true, true]);
    const event = {
      order_hash: 'a'.repeat(32),
      parent_order_uuid: null,
      status_id: 3,
      payment_status_id: 3,
      fulfillment_status_id: null,
      branch_id: 4,
    };
    events.emit('order_status_update', event);
    await new Promise((r) => setTimeout(r, 150));
    expect(withToken.heard).toEqual([event]);
    expect(withTicket.heard).toEqual([event]);
    expect(otherBranch.heard).toEqual([]);
    for (const r of refused) expect(r.heard).toEqual([]);
    for (const s of [...refused, withToken, withTicket, otherBranch]) s.socket.close();
  });
});
