// Issue 27 "guests who never lose their order", SPEC §6 "It may upgrade through Unlock. It sees a finish-profile
// notice": a guest who logs in from their guest session (the code verified with the guest's access token, as the
// shop's login steps send it, or a Google / Line login) keeps their orders — the account reads them as its own
// (the order, the active orders, the history once finished), an order still under way earns the account its
// points when completed, and the guest no longer reads them. A login without the guest's token, or made from a
// registered account's session, moves nothing; a token that is no longer good is a login like any other. On
// PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';
import type { SocialProvider } from '../../server/platform/identity/providers';

const OMS = '/api/consumer/v1/oms';

/** Google as the test wants it: the code is the account's subject (no network). */
const google: SocialProvider = {
  provider: 'google',
  exchange: async ({ code }) => ({
    provider: 'google',
    subject: code,
    email: `${code}@example.com`,
    emailVerified: true,
    firstName: 'Mei',
    lastName: 'Lin',
    name: null,
  }),
  authorizeUrl: () => 'https://google.example/authorize',
};

describe.each(demoEngines)('a guest who logs in on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, ops, branchOf, placePickup, phoneLogin } = platformCalls(() => api);

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, {
      dev: true,
      limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 },
      social: [google],
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  const phone = () => `+63917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const guest = async () => api.guestToken((await branchOf('LKmalate')).branch!.id);
  const orderOf = (hash: string, token: string) => call('GET', `${OMS}/order/${hash}`, undefined, token);

  it('keeps the guest’s orders: the account reads them, earns the points of one completed later', async () => {
    const guestToken = await guest();
    const finished = await placePickup(guestToken);
    for (const move of ['accept', 'ready', 'complete']) {
      const moved = await ops(finished.hash, move);
      if (move !== 'accept' || moved.status !== 409) expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const underWay = await placePickup(guestToken);
    // a guest earns nothing (SPEC §6)
    expect(
      (await sql`select 1 from loyalty_entries where order_id = ${finished.id}`.execute(database.db)).rows,
    ).toHaveLength(0);

    // Unlock: the phone login from the guest's session
    const me = await phoneLogin(phone(), guestToken);
    expect((await orderOf(underWay.hash, me.token)).status).toBe(200);
    expect((await orderOf(finished.hash, me.token)).status).toBe(200);
    const active = await call('GET', `${OMS}/order/active`, undefined, me.token);
    expect(active.body.results.map((o: { order_hash: string }) => o.order_hash)).toEqual([underWay.hash]);
    const history = await call('GET', `${OMS}/order/history?page=1`, undefined, me.token);
    expect(history.body.results.map((o: { order_hash: string }) => o.order_hash)).toEqual([finished.hash]);
    // they are the account's now, not the guest's
    expect((await orderOf(underWay.hash, guestToken)).status).toBe(404);

    // the order still under way earns the account its points when the kitchen completes it
    for (const move of ['accept', 'ready', 'complete']) {
      const moved = await ops(underWay.hash, move);
      if (move !== 'accept' || moved.status !== 409) expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const earned = await sql<{ user_id: number; points: number }>`
      select user_id, points from loyalty_entries where order_id = ${underWay.id} and kind = 'earned'`.execute(
      database.db,
    );
    expect(earned.rows).toHaveLength(1);
    expect(earned.rows[0]!.user_id).toBe(me.userId);
    expect((await orderOf(underWay.hash, me.token)).body.loyalty_points.total_earned).toBe(earned.rows[0]!.points);
  });

  it('moves the orders to an account that had orders of its own, and only the guest’s', async () => {
    const number = phone();
    const before = await phoneLogin(number);
    const own = await placePickup(before.token);
    const guestToken = await guest();
    const guestOrder = await placePickup(guestToken);
    const other = await placePickup(await guest());

    const me = await phoneLogin(number, guestToken);
    expect(me.userId).toBe(before.userId);
    const active = await call('GET', `${OMS}/order/active`, undefined, me.token);
    expect(active.body.results.map((o: { order_hash: string }) => o.order_hash).sort()).toEqual(
      [own.hash, guestOrder.hash].sort(),
    );
    // another guest's order stays theirs
    expect((await orderOf(other.hash, me.token)).status).toBe(404);
  });

  it('keeps them through a Google login from the guest’s session too', async () => {
    const guestToken = await guest();
    const kept = await placePickup(guestToken);
    const login = await call(
      'POST',
      '/api/consumer/v1/auth/login/social',
      { login_provider: 2, token: `g-${Date.now()}-${Math.floor(Math.random() * 1e6)}` },
      guestToken,
    );
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect((await orderOf(kept.hash, login.body.access_token)).status).toBe(200);
    expect((await orderOf(kept.hash, guestToken)).status).toBe(404);
  });

  it('moves nothing without the guest’s token, from a registered account’s session, or with a bad token', async () => {
    const guestToken = await guest();
    const kept = await placePickup(guestToken);

    // a login that does not come from the guest's session
    const stranger = await phoneLogin(phone());
    expect((await orderOf(kept.hash, stranger.token)).status).toBe(404);
    // a token that is not good: the login goes on, nothing moves
    const forged = await phoneLogin(phone(), `${guestToken.slice(0, -4)}AAAA`);
    expect((await orderOf(kept.hash, forged.token)).status).toBe(404);
    expect((await orderOf(kept.hash, guestToken)).status).toBe(200);

    // a registered account logging in to another one: its orders stay its own
    const owner = await phoneLogin(phone());
    const owned = await placePickup(owner.token);
    const second = await phoneLogin(phone(), owner.token);
    expect((await orderOf(owned.hash, second.token)).status).toBe(404);
    expect((await orderOf(owned.hash, owner.token)).status).toBe(200);
  });
});
