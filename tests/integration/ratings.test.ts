// SPEC §7 "Ratings" (issue 16) on PGlite and PostgreSQL: a customer rates their own completed orders, 1 to 5
// stars, a comment of up to 500 characters and known aspects, once per order — ten requests at once make one
// row; a food hall's group is rated in one request, all or nothing; aspects are named in x-language; the
// review links of the branch come back with the rating.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSchema } from '~/contract/ratings';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';
const RATINGS = '/api/consumer/v1/ratings';

describe.each(demoEngines)('ratings on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, ops, branchOf, cartOf, placePickup } = platformCalls(() => api);
  let n = 0;
  const key = () => `ratings-${Date.now()}-${n++}-abcdefgh`;

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  /** A new guest at a branch: their token and user id. */
  async function guest(branchId: number) {
    const res = await call('POST', '/api/consumer/v1/auth/login/guest', { accept_tc: true, branch_id: branchId });
    expect(res.status).toBe(200);
    return { token: res.body.access_token as string, userId: res.body.user.id as number };
  }

  /** A cash pickup order at Lola's Kusina Malate, moved by the kitchen through `moves`: its id and hash. */
  async function orderAtMalate(token: string, moves: string[] = ['accept', 'ready', 'complete']) {
    const { id, hash, lookup } = await placePickup(token, { idempotency_key: key() });
    for (const move of moves) expect((await ops(hash, move)).status).toBe(200);
    return { id, hash, branchId: lookup.branch!.id };
  }

  const count = async (orderId: number) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ratings where order_id = ${orderId}`.execute(database.db))
        .rows[0]!.n,
    );

  it('has review links for every demo branch: Google and Facebook', async () => {
    const rows = await sql<{ id: number; n: number }>`
      select b.id, (select count(*) from rating_links l where l.branch_id = b.id) as n from branches b
    `.execute(database.db);
    expect(rows.rows.length).toBeGreaterThan(10);
    expect(rows.rows.filter((r) => Number(r.n) !== 2)).toEqual([]);
  });

  it('names the aspects in the caller’s language', async () => {
    const branch = (await branchOf('LKmalate')).branch!;
    const { token } = await guest(branch.id);
    const get = (lng: string) =>
      fetch(`${api.url}${RATINGS}/aspects`, {
        headers: { authorization: `Bearer ${token}`, 'x-language': lng },
      }).then((r) => r.json() as Promise<{ results: { id: number; name: string; language: string }[] }>);
    const [en, ja, es, km] = (await Promise.all(['en', 'ja', 'es', 'km'].map(get))) as [
      Awaited<ReturnType<typeof get>>,
      Awaited<ReturnType<typeof get>>,
      Awaited<ReturnType<typeof get>>,
      Awaited<ReturnType<typeof get>>,
    ];
    expect(en.results.map((a) => a.name)).toEqual([
      'Taste',
      'Portion size',
      'Packaging',
      'Value for money',
      'Speed',
      'Service',
    ]);
    expect(ja.results.map((a) => a.id)).toEqual(en.results.map((a) => a.id));
    expect(ja.results[0]).toMatchObject({ name: '味', language: 'ja' });
    expect(es.results[0]!.name).toBe('Sabor');
    expect(km.results[5]!.name).toBe('សេវាកម្ម');
    // a visitor has no rating calls
    expect((await call('GET', `${RATINGS}/aspects`)).status).toBe(401);
  });

  it('rates a completed order of one’s own once, and reads it back with the branch’s review links', async () => {
    const branch = (await branchOf('LKmalate')).branch!;
    const me = await guest(branch.id);
    const order = await orderAtMalate(me.token);
    const aspects = (await call('GET', `${RATINGS}/aspects`, undefined, me.token)).body.results as { id: number }[];
    expect((await call('GET', `${RATINGS}/user/${me.userId}/order/${order.id}`, undefined, me.token)).body).toEqual({
      rating: null,
    });

    const body = {
      user_id: me.userId,
      order_id: order.id,
      branch_id: order.branchId,
      rating_id: 4,
      comments: '  Crispy pata was great  ',
      rating_aspect_ids: [aspects[0]!.id, aspects[4]!.id],
    };
    const rated = await call('POST', `${RATINGS}/user-ratings`, body, me.token);
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const rating = ratingSchema.parse(rated.body);
    expect(rating).toMatchObject({
      order_id: order.id,
      user_id: me.userId,
      branch_id: order.branchId,
      rating_id: 4,
      comments: 'Crispy pata was great',
      rating_aspect_ids: [aspects[0]!.id, aspects[4]!.id],
    });
    expect(rating.brand_ids.length).toBeGreaterThan(0);
    // the demo branch is on Google and Facebook: links the customer taps
    expect(rating.links.map((l) => l.rating_provider_id)).toEqual([1, 2]);

    const again = await call('POST', `${RATINGS}/user-ratings`, { ...body, rating_id: 1 }, me.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_rated', message: expect.stringMatching(/already been rated/) });

    const read = await call('GET', `${RATINGS}/user/${me.userId}/order/${order.id}`, undefined, me.token);
    expect(read.body.rating).toMatchObject({ rating_id: 4, comments: 'Crispy pata was great' });
    const list = await call(
      'GET',
      `${RATINGS}/user/${me.userId}/orders?order_ids=${order.id},999999`,
      undefined,
      me.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { order_id: number }) => r.order_id)).toEqual([order.id]);
  });

  it('refuses what is not the caller’s, not completed, out of range, too long, or an unknown aspect', async () => {
    const branch = (await branchOf('LKmalate')).branch!;
    const me = await guest(branch.id);
    const other = await guest(branch.id);
    const done = await orderAtMalate(me.token);
    const placed = await orderAtMalate(me.token, []);
    const ready = await orderAtMalate(me.token, ['accept', 'ready']);
    const body = { user_id: me.userId, order_id: done.id, rating_id: 5 };
    const post = (b: unknown, token = me.token) => call('POST', `${RATINGS}/user-ratings`, b, token);

    // only completed orders
    for (const o of [placed, ready]) {
      const res = await post({ ...body, order_id: o.id });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Only a completed order can be rated/);
    }
    // 1 to 5 whole stars
    for (const rating_id of [0, 6, 2.5, '4', null]) expect((await post({ ...body, rating_id })).status).toBe(400);
    // a comment of 500 characters at most
    const long = await post({ ...body, comments: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('comments: Maximum 500 characters');
    // aspects that exist, each once
    const unknown = await post({ ...body, rating_aspect_ids: [99999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('rating_aspect_ids: 99999 is not a rating aspect');
    expect((await post({ ...body, rating_aspect_ids: [1, 1] })).status).toBe(400);
    // the order's own branch and brands
    expect((await post({ ...body, branch_id: done.branchId + 1 })).status).toBe(400);
    expect((await post({ ...body, brand_ids: [999] })).status).toBe(400);
    // someone else's id, in the body or the path: 403; someone else's order: 404
    const impostor = await post({ ...body, user_id: other.userId });
    expect(impostor.status).toBe(403);
    expect(impostor.body.message).toMatch(/is not you/);
    expect((await post({ ...body, user_id: me.userId }, other.token)).status).toBe(403);
    expect((await post({ ...body, user_id: other.userId }, other.token)).status).toBe(404);
    expect((await call('GET', `${RATINGS}/user/${me.userId}/order/${done.id}`, undefined, other.token)).status).toBe(
      403,
    );
    expect((await call('GET', `${RATINGS}/user/${other.userId}/order/${done.id}`, undefined, other.token)).status).toBe(
      404,
    );
    expect(
      (await call('GET', `${RATINGS}/user/${me.userId}/orders?order_ids=${done.id}`, undefined, other.token)).status,
    ).toBe(403);
    // a visitor cannot rate; nonsense lists are 400
    expect((await call('POST', `${RATINGS}/user-ratings`, body)).status).toBe(401);
    for (const ids of ['', 'a,b', '1,,2', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])
      expect(
        (await call('GET', `${RATINGS}/user/${me.userId}/orders?order_ids=${ids}`, undefined, me.token)).status,
      ).toBe(400);
    // none of that wrote a rating
    expect(await count(done.id)).toBe(0);
    expect((await post(body)).status).toBe(200);
  });

  it('ten ratings of one order at once make one row; the others are told 409', async () => {
    const branch = (await branchOf('LKmalate')).branch!;
    const me = await guest(branch.id);
    const order = await orderAtMalate(me.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          'POST',
          `${RATINGS}/user-ratings`,
          { user_id: me.userId, order_id: order.id, rating_id: (i % 5) + 1 },
          me.token,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await count(order.id)).toBe(1);
  });

  it('rates a food hall’s group in one request, all or nothing', async () => {
    const lookup = await branchOf('HFhall01');
    const hall = await api.get(`${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
    const [a, b] = hall.body.branches as { id: number; brand_ids: number[] }[];
    const me = await guest(a!.id);
    const cart = [...(await cartOf(a!.brand_ids[0]!, a!.id, 1)), ...(await cartOf(b!.brand_ids[0]!, b!.id, 1))];
    const placed = await call(
      'POST',
      `${OMS}/order/v2`,
      {
        idempotency_key: key(),
        foodhall_id: lookup.foodhall_id,
        is_foodhall_order: true,
        table_no: '4',
        cart,
        order_type: 3,
        payment_method: null,
      },
      me.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const group = await call('GET', `${OMS}/order/group-orders/${placed.body.parent_order_uuid}`, undefined, me.token);
    const children = group.body.child_orders as { order_id: number; order_hash: string; branch_id: number }[];
    expect(children).toHaveLength(2);
    const [first, second] = children;
    for (const move of ['accept', 'ready', 'complete']) expect((await ops(first!.order_hash, move)).status).toBe(200);
    const rate = (orderId: number) => ({ user_id: me.userId, order_id: orderId, rating_id: 5, comments: 'Lovely' });
    const bulk = (list: unknown) => call('POST', `${RATINGS}/bulk/user-ratings`, list, me.token);

    // the second stall has not completed: nothing is written, not even the first
    const refused = await bulk([rate(first!.order_id), rate(second!.order_id)]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(new RegExp(`order ${second!.order_id}`));
    expect(await count(first!.order_id)).toBe(0);
    // the same order twice, an empty list, or not a list: 400
    expect((await bulk([rate(first!.order_id), rate(first!.order_id)])).status).toBe(400);
    expect((await bulk([])).status).toBe(400);
    expect((await bulk(rate(first!.order_id))).status).toBe(400);

    for (const move of ['accept', 'ready', 'complete']) expect((await ops(second!.order_hash, move)).status).toBe(200);
    const done = await bulk([rate(first!.order_id), rate(second!.order_id)]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.results.map((r: { order_id: number }) => r.order_id)).toEqual([first!.order_id, second!.order_id]);
    expect(done.body.results.map((r: { branch_id: number }) => r.branch_id)).toEqual([
      first!.branch_id,
      second!.branch_id,
    ]);
    // each stall's own review links
    for (const r of done.body.results as { links: { place_identifier: string }[] }[]) expect(r.links.length).toBe(2);
    const read = await call(
      'GET',
      `${RATINGS}/user/${me.userId}/orders?order_ids=${first!.order_id},${second!.order_id}`,
      undefined,
      me.token,
    );
    expect(read.body.results).toHaveLength(2);
    // once rated, a second bulk is refused whole
    expect((await bulk([rate(first!.order_id)])).status).toBe(409);
  });
});
