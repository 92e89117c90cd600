// SPEC §7 "GET {oms}/order/history?page" (issue 16): a customer's finished orders — completed, cancelled,
// failed — newest first, ten a page, with the total the shop's infinite scroll stops by (SPEC §9 "continues
// while page * size <= total"); an order under way is not history, and nobody else's orders show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyHasMore } from '~/domain/order-status';
import { LIMITS } from '~/domain/constants';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const OMS = '/api/consumer/v1/oms';

describe.each(demoEngines)('order history on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, ops, branchOf, cartOf, placePickup } = platformCalls(() => api);

  beforeAll(async () => {
    ({ database, drop } = await open());
    // 26 orders from one customer and one address: the hourly order limits are off here (0)
    api = await startPlatform(database, { limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  it('pages a customer’s 25 finished orders ten at a time, newest first; the order under way is not history', async () => {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const token = await api.guestToken(branch.id);
    const cart = await cartOf(lookup.brand!.id, branch.id, 1);
    const placed: string[] = [];
    for (let i = 0; i < 26; i++) placed.push((await placePickup(token, { cart })).hash);
    // two completed by the kitchen, 23 cancelled by the customer, the newest still placed
    for (const hash of placed.slice(0, 2))
      for (const move of ['accept', 'ready', 'complete']) expect((await ops(hash, move)).status).toBe(200);
    for (const hash of placed.slice(2, 25))
      expect((await call('POST', `${OMS}/order/${hash}/cancel`, { cancellation_reason_id: 1 }, token)).status).toBe(
        200,
      );

    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await call('GET', `${OMS}/order/history?page=${page}`, undefined, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page, size: LIMITS.orderHistoryPageSize, total: 25 });
      pages.push(res.body);
    }
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => historyHasMore(p))).toEqual([true, true, false]);
    const hashes = pages.flatMap((p) => p.results.map((o: { order_hash: string }) => o.order_hash));
    // newest first, each once, and not the order under way
    expect(hashes).toEqual(placed.slice(0, 25).reverse());
    expect(hashes).not.toContain(placed[25]);
    // past the end: an empty page with the same total
    const after = await call('GET', `${OMS}/order/history?page=4`, undefined, token);
    expect(after.body).toMatchObject({ results: [], page: 4, total: 25 });

    // someone else has no history of these; no page without a customer; nonsense pages are 400
    const other = await api.guestToken(branch.id);
    expect((await call('GET', `${OMS}/order/history`, undefined, other)).body).toMatchObject({ results: [], total: 0 });
    expect((await call('GET', `${OMS}/order/history`)).status).toBe(401);
    for (const page of ['0', '-1', 'abc', '1.5', '99999999'])
      expect((await call('GET', `${OMS}/order/history?page=${page}`, undefined, token)).status).toBe(400);
  });
});
