// Loyalty (issue 27; SPEC §3 "Loyalty", §5, §7 `/loyalit/...`) on PGlite and PostgreSQL: the demo programmes and
// the demo customer, the customer's calls and staff's writes, points credited in the transaction that completes an
// order — once under 10 concurrent completions and retries, none for a guest, no longer counted once the order is
// refunded — and a reward applied by the bill (amount = subtotal + VAT − discount, registered customers only),
// checked again at placement so that concurrent orders cannot spend the same points twice.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyRewards, pointsRecordSchema, type PointsRecord } from '~/contract/loyalty';
import { loyaltyAmount, rewardDiscount } from '~/domain/loyalty';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { OPS_TOKEN } from '../fixtures/tokens';
import type { Database } from '../../server/platform/db/index';

const C = '/api/consumer/v1';
const ENT = '/api/enterprise/v1';
const OMS = `${C}/oms`;
const L = `${C}/loyalit`;
const DEMO_PHONE = '+639170000777';

describe.each(demoEngines)('loyalty on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, ops, branchOf, cartOf, placePickup, phoneLogin } = platformCalls(() => api);

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { dev: true, limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  const phoneCustomer = phoneLogin;

  async function malate() {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    return {
      branch,
      brandId: lookup.brand!.id,
      place: { country_id: branch.country_id, business_id: branch.business_id },
    };
  }

  const staff = (path: string, body: unknown, token = OPS_TOKEN) =>
    fetch(`${api.url}${ENT}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  /** Points given straight in the ledger (what earlier orders would have earned). */
  async function givePoints(userId: number, businessId: number, points: number) {
    await sql`insert into loyalty_entries (user_id, pool, business_id, kind, points, title, created_at)
      values (${userId}, ${`b:${businessId}`}, ${businessId}, 'earned', ${points}, 'test', now())`.execute(database.db);
  }

  const balance = async (token: string, businessId: number) => {
    const res = await call('GET', `${L}/user?business_id=${businessId}`, undefined, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const records = res.body.results as PointsRecord[];
    return records.find((r) => r.business_ids.includes(businessId))?.points ?? null;
  };

  it('loads a programme with rewards for every demo business and a demo customer with points', async () => {
    const n = await sql<{ n: number }>`
      select count(*)::int as n from businesses b
      where exists (select 1 from loyalty_programmes p where p.business_id = b.id)
        and (select count(*) from loyalty_rewards r where r.business_id = b.id) = 3`.execute(database.db);
    const all = await sql<{ n: number }>`select count(*)::int as n from businesses`.execute(database.db);
    expect(Number(n.rows[0]!.n)).toBe(Number(all.rows[0]!.n));

    // the demo customer logs in by phone (the seeded account) and sees their points
    const me = await phoneCustomer(DEMO_PHONE);
    const { place } = await malate();
    const res = await call('GET', `${L}/user?business_id=${place.business_id}`, undefined, me.token);
    expect(res.status).toBe(200);
    const records = (res.body.results as unknown[]).map((r) => pointsRecordSchema.parse(r));
    expect(records[0]).toMatchObject({ binding_level_id: 3, points: 130, business_ids: [place.business_id] });
    expect(records[0]!.settings).toMatchObject({ program_name: "Lola's Suki Club", point_name: 'Suki points' });
    expect(records.length).toBeGreaterThanOrEqual(5);
    // the Singapore food hall's businesses share one country pool
    const sg = records.find((r) => r.binding_level_id === 2)!;
    expect(sg.business_ids).toHaveLength(3);
    expect(sg.points).toBe(120);
    expect(sg.countries.map((c) => c.code)).toEqual(['SG']);

    // rewards with what the balance lacks, the history's tabs
    const rewards = loyaltyRewards.response.parse((await call('POST', `${L}/user/rewards`, place, me.token)).body);
    expect(rewards.points).toBe(130);
    expect(rewards.results.map((r) => [r.points, r.can_redeemable, r.points_needed_to_redeem_reward])).toEqual([
      [50, true, 0],
      [100, true, 0],
      [400, false, 270],
    ]);
    const gained = await call('POST', `${L}/user/histories`, { ...place, type: 'GAINED' }, me.token);
    expect(gained.body.results.map((e: { points: number; type: string }) => [e.points, e.type])).toEqual([
      [180, 'GAINED'],
    ]);
    const claimed = await call('POST', `${L}/user/histories`, { ...place, type: 'CLAIMED' }, me.token);
    expect(claimed.body.total).toBe(1);
    expect(claimed.body.results[0]).toMatchObject({ points: 50, type: 'CLAIMED', title: 'A treat off your order' });
  });

  it('answers the actions, points for an amount and a checked reward; SPEC’s refusals for the rest', async () => {
    const me = await phoneCustomer('+639171120001');
    const { place } = await malate();
    const actions = await call('POST', `${L}/user/actions`, place, me.token);
    expect(actions.body.results).toEqual([
      { id: expect.any(Number), type: 'TRANSACTION', title: 'Points for every order', points: 1, rate: 1000 },
    ]);
    expect((await call('POST', `${L}/action-points`, place)).status).toBe(200);
    const points = await call(
      'POST',
      `${L}/user/actions/calculate-points`,
      { ...place, currency: 'PHP', currency_symbol: '₱', amount: 25_999 },
      me.token,
    );
    expect(points.body.points).toBe(25);
    // a new customer: no history (404, the empty state), rewards they cannot redeem yet
    const history = await call('POST', `${L}/user/histories`, place, me.token);
    expect(history).toMatchObject({ status: 404, body: { message: 'No History Available' } });
    const rewards = await call('POST', `${L}/user/rewards`, place, me.token);
    expect(rewards.body.results.every((r: { can_redeemable: boolean }) => !r.can_redeemable)).toBe(true);
    const verify = (token: string) =>
      call(
        'POST',
        `${L}/user/verify/reward`,
        { ...place, reward_point_id: rewards.body.results[0].id, currency: 'PHP', amount: 30_000 },
        token,
      );
    expect((await verify(me.token)).body).toMatchObject({
      code: 'reward_not_applicable',
      details: { reason: 'points' },
    });
    await givePoints(me.userId, place.business_id, 60);
    expect((await verify(me.token)).body).toMatchObject({ discount_cent: 5000, points: 50 });
    // SPEC §8: a missing business or country; another country's business; no token
    const missing = await call('POST', `${L}/user/rewards`, { country_id: place.country_id }, me.token);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Either business ID or country ID is missing!');
    const elsewhere = await call('POST', `${L}/user/rewards`, { ...place, country_id: place.country_id + 1 }, me.token);
    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'No reward is available at this moment' } });
    expect((await call('POST', `${L}/user/rewards`, place)).status).toBe(401);
    for (const body of [{ ...place, business_id: 'x' }, [], { ...place, business_id: -1 }, 'x'])
      expect((await call('POST', `${L}/user/actions`, body, me.token)).status, JSON.stringify(body)).toBe(400);
  });

  it('lets staff set a programme and its rewards behind the ops token; hostile bodies are 400, nothing written', async () => {
    const { place } = await malate();
    const body = {
      business_id: place.business_id,
      binding_level_id: 3,
      program_name: "Lola's Suki Club",
      point_name: 'Suki points',
      color: '#c2410c',
      actions: [{ title: 'Points for every order', points: 1, rate: 1000 }],
    };
    expect((await staff('/loyalit/programme', body, 'wrong')).status).toBe(401);
    for (const bad of [
      { ...body, binding_level_id: 1 },
      { ...body, color: 'red' },
      { ...body, actions: [{ title: 'x', points: 0, rate: 1 }] },
      { ...body, business_id: 999_999 },
    ])
      expect((await staff('/loyalit/programme', bad)).status, JSON.stringify(bad)).toBe(400);
    const set = await staff('/loyalit/programme', { ...body, description: 'Eat, earn, treat yourself' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.settings.description).toBe('Eat, earn, treat yourself');
    const reward = await staff('/loyalit/reward', {
      business_id: place.business_id,
      title: 'Half off',
      discount_type: 'PERCENTAGE',
      points: 900,
      rate: 5000,
      upto: 10_000,
    });
    expect(reward.status, JSON.stringify(reward.body)).toBe(200);
    expect(
      (await staff('/loyalit/reward', { ...reward.body, id: undefined, status: undefined, rate: 10_001 })).status,
    ).toBe(400);
    const ended = await staff(`/loyalit/reward/${reward.body.id}/status`, { status: 'ended' });
    expect(ended.body.status).toBe('ended');
    const listed = await call('POST', `${L}/reward-points`, place);
    expect(listed.body.results.map((r: { id: number }) => r.id)).not.toContain(reward.body.id);
  });

  it('credits an order’s points once, in its completion, under 10 concurrent completions; a refund takes them back', async () => {
    const me = await phoneCustomer('+639171120002');
    const { place } = await malate();
    const { hash, id } = await placePickup(me.token);
    for (const step of ['accept', 'ready', 'paid']) {
      const moved = await ops(hash, step);
      if (step !== 'accept' || moved.status !== 409) expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const completions = await Promise.all(Array.from({ length: 10 }, () => ops(hash, 'complete')));
    expect(completions.filter((r) => r.status === 200)).toHaveLength(1);
    expect(completions.filter((r) => r.status === 409)).toHaveLength(9);
    // a retry afterwards changes nothing
    expect((await ops(hash, 'complete')).status).toBe(409);
    const rows = await sql<{ points: number; amount: number }>`
      select points, amount from loyalty_entries where order_id = ${id}`.execute(database.db);
    expect(rows.rows).toHaveLength(1);
    const order = await sql<{
      data: Record<string, number | boolean>;
    }>`select data from orders where id = ${id}`.execute(database.db);
    const d = order.rows[0]!.data;
    const amount = loyaltyAmount({
      sub_total: d.item_price as number,
      vat_price: d.vat_price as number,
      is_vat_included: d.is_vat_included as boolean,
      discount_amount: d.discount_amount as number,
    });
    expect(rows.rows[0]).toEqual({ points: Math.floor(amount / 1000), amount });
    expect(rows.rows[0]!.points).toBeGreaterThan(0);
    expect(await balance(me.token, place.business_id)).toBe(rows.rows[0]!.points);
    // SPEC §3 "Order: loyalty_points", on the order and the history's cards
    const earnedOrder = await call('GET', `${OMS}/order/${hash}`, undefined, me.token);
    expect(earnedOrder.body.loyalty_points).toEqual({
      total_earned: rows.rows[0]!.points,
      title: "Lola's Suki Club",
      point_name: 'Suki points',
      logo: null,
    });
    const listed = await call('GET', `${OMS}/order/history?page=1`, undefined, me.token);
    expect(listed.body.results.find((o: { order_hash: string }) => o.order_hash === hash).loyalty_points).toMatchObject(
      {
        total_earned: rows.rows[0]!.points,
      },
    );
    const gained = await call('POST', `${L}/user/histories`, { ...place, type: 'GAINED' }, me.token);
    expect(gained.body.results[0]).toMatchObject({ order_hash: hash, type: 'GAINED', title: "Lola's Kusina Malate" });

    // refunded by the ops screen: the points no longer count, and are not in the history
    const refunded = await staff(`/order/${hash}/refund`, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await balance(me.token, place.business_id)).toBe(0);
    expect((await call('POST', `${L}/user/histories`, place, me.token)).status).toBe(404);
    expect((await call('GET', `${OMS}/order/${hash}`, undefined, me.token)).body.loyalty_points).toBeNull();
  });

  it('commits the completion and its points together: a failure while crediting leaves the order ready, nothing credited', async () => {
    const me = await phoneCustomer('+639171120005');
    const { hash, id } = await placePickup(me.token);
    for (const step of ['accept', 'ready']) {
      const moved = await ops(hash, step);
      if (step !== 'accept' || moved.status !== 409) expect(moved.status).toBe(200);
    }
    // the ledger refuses this order's row (as a crash between the two writes would lose it)
    await sql
      .raw(
        `create or replace function refuse_loyalty() returns trigger language plpgsql as $$
         begin if new.order_id = ${id} then raise exception 'ledger unavailable'; end if; return new; end $$;
         create trigger refuse_loyalty before insert on loyalty_entries for each row execute function refuse_loyalty();`,
      )
      .execute(database.db);
    try {
      expect((await ops(hash, 'complete')).status).toBe(500);
      const row = await sql<{ status_id: number }>`select status_id from orders where id = ${id}`.execute(database.db);
      expect(row.rows[0]!.status_id).toBe(5); // still ready
    } finally {
      await sql
        .raw('drop trigger refuse_loyalty on loyalty_entries; drop function refuse_loyalty();')
        .execute(database.db);
    }
    // completed again once the ledger is back: completed and credited, once
    expect((await ops(hash, 'complete')).status).toBe(200);
    const rows = await sql`select 1 from loyalty_entries where order_id = ${id}`.execute(database.db);
    expect(rows.rows).toHaveLength(1);
  });

  it('credits nothing to a guest', async () => {
    const { branch } = await malate();
    const guest = await api.guestToken(branch.id);
    const { hash, id } = await placePickup(guest);
    for (const step of ['accept', 'ready', 'complete']) {
      const moved = await ops(hash, step);
      if (step !== 'accept' || moved.status !== 409) expect(moved.status).toBe(200);
    }
    const rows = await sql`select 1 from loyalty_entries where order_id = ${id}`.execute(database.db);
    expect(rows.rows).toHaveLength(0);
  });

  it('applies a reward in the bill on subtotal + VAT − discount, for a registered customer with the points only', async () => {
    const me = await phoneCustomer('+639171120003');
    const { branch, brandId, place } = await malate();
    const cart = await cartOf(brandId, branch.id, 2);
    const bill = (over: Record<string, unknown>, token?: string) =>
      call(
        'POST',
        token ? `${OMS}/calculate/bill` : `${OMS}/public/calculate/bill`,
        { branch_id: branch.id, cart, order_type: 1, ...over },
        token,
      );
    const rewards = (await call('POST', `${L}/reward-points`, place)).body.results as {
      id: number;
      points: number;
      discount_type: 'FLAT' | 'PERCENTAGE';
      rate: number;
      upto: number | null;
    }[];
    const pct = rewards.find((r) => r.discount_type === 'PERCENTAGE')!;
    const plain = (await bill({}, me.token)).body;
    expect((await bill({ reward_point_id: pct.id }, me.token)).body.reward_refusal).toEqual({
      reward_point_id: pct.id,
      reason: 'points',
    });
    await givePoints(me.userId, place.business_id, 150);
    const res = await bill({ reward_point_id: pct.id }, me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = rewardDiscount(
      { ...pct, upto: pct.upto },
      loyaltyAmount({
        sub_total: plain.sub_total_cent,
        vat_price: plain.vat_price_cent,
        is_vat_included: plain.is_vat_included,
        discount_amount: plain.discount_amount_cent,
      }),
      'PHP',
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.body.reward_price_cent).toBe(expected);
    expect(res.body.total_price_cent).toBe(plain.total_price_cent - expected);
    expect(res.body.applied_reward).toMatchObject({ id: pct.id, points: 100, discount_cent: expected });
    // a visitor, a guest, an unknown reward, another business's reward: refused, priced without it
    expect((await bill({ reward_point_id: pct.id })).body.reward_refusal.reason).toBe('login');
    const guest = await api.guestToken(branch.id);
    expect((await bill({ reward_point_id: pct.id }, guest)).body.reward_refusal.reason).toBe('guest');
    const unknown = await bill({ reward_point_id: 'abc' }, me.token);
    expect(unknown.body).toMatchObject({ reward_price_cent: 0, reward_refusal: { reason: 'notFound' } });
    const foreign = await sql<{ id: number }>`
      select id from loyalty_rewards where business_id <> ${place.business_id} limit 1`.execute(database.db);
    expect((await bill({ reward_point_id: foreign.rows[0]!.id }, me.token)).body.reward_refusal.reason).toBe(
      'notFound',
    );
  });

  it('spends the points once when 6 orders with the same reward are placed at once; a cancel gives them back', async () => {
    const me = await phoneCustomer('+639171120004');
    const { branch, brandId, place } = await malate();
    const flat = (
      (await call('POST', `${L}/reward-points`, place)).body.results as { id: number; points: number }[]
    )[0]!;
    await givePoints(me.userId, place.business_id, flat.points + 10);
    const cart = await cartOf(brandId, branch.id, 2);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => placePickup(me.token, { cart, reward_point_id: flat.id })),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(String((r as PromiseRejectedResult).reason)).toContain('reward_not_applicable');
    const claims = await sql<{ order_id: number }>`
      select order_id from loyalty_entries where user_id = ${me.userId} and kind = 'claimed'`.execute(database.db);
    expect(claims.rows).toHaveLength(1);
    expect(await balance(me.token, place.business_id)).toBe(10);
    const { hash } = (placed[0] as PromiseFulfilledResult<{ hash: string }>).value;
    const order = await call('GET', `${OMS}/order/${hash}`, undefined, me.token);
    expect(order.body.reward_discount).toBe(5000);
    // the kitchen takes an item off the cart: the reward stays as placed (its points are spent)
    const line = order.body.cart[0] as { id: string };
    const edited = await staff(`/order/${hash}/cart`, { lines: [{ id: line.id, quantity: 0 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.reward_discount).toBe(5000);
    expect(edited.body.final_price).toBeLessThan(order.body.final_price);
    // the customer cancels: the claim no longer counts
    const cancel = await call('POST', `${OMS}/order/${hash}/cancel`, { cancellation_reason_id: 1 }, me.token);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await balance(me.token, place.business_id)).toBe(flat.points + 10);
  });
});
