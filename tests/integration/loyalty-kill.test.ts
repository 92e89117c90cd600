// Issue 27: "points credited once with the completion (concurrency, kill -9 during completion)". The built server
// runs as its own process on PostgreSQL; the kitchen completes an order while another session holds the points
// ledger, so the completion's transaction waits inside, between the order's move and its points. The server is
// then killed (SIGKILL): the database rolls the transaction back, so the order is still ready, with no points and
// no message. A new instance completes it: the points are credited once, and a repeat is refused.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, startServer, type Started } from '../../bench/server';
import { platformCalls } from '../fixtures/platform-calls';
import { postgresDemo } from '../fixtures/shop-app';

const OPS_TOKEN = 'kill-test-ops-token-0123456789';
const PORT = 3530 + Math.floor(Math.random() * 40);
const OMS = '/api/consumer/v1/oms';

describe.skipIf(!process.env.DATABASE_URL)('completing an order when its server is killed (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof postgresDemo>>;
  let server: Started | null = null;
  const start = async () => {
    server = await startServer(
      PORT,
      {
        DATABASE_URL: db!.url,
        DEMO_DATA: 'true',
        DEMO_ORDER_STEP_SECONDS: '0',
        OPS_TOKEN,
        SESSION_SECRET: 'kill-test-session-secret-0123456789',
        TOKEN_SECRET: 'kill-test-token-secret-0123456789',
        LOG_LEVEL: 'silent',
      },
      90_000,
    );
  };
  const { call, ops, branchOf, cartOf, phoneLogin } = platformCalls(() => ({ url: server!.base }), OPS_TOKEN);

  beforeAll(async () => {
    db = await postgresDemo({ demo: false });
    await start();
  }, 120_000);
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    await db?.drop();
  });

  /** A query on the test's own connection to the server's schema. */
  const sql = async <T>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: db!.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it(
    'rolls the completion back with its points; the next completion credits them once',
    { timeout: 180_000 },
    async () => {
      // a phone customer (the code from the demo's outbox) orders at Lola's Kusina, which runs a programme
      const phone = '+639171119901';
      const { token } = await phoneLogin(phone);
      const lookup = await branchOf('LKmalate');
      const placed = await call(
        'POST',
        `${OMS}/order`,
        {
          idempotency_key: `kill-${Date.now()}-abcdefgh`,
          branch_id: lookup.branch!.id,
          cart: await cartOf(lookup.brand!.id, lookup.branch!.id, 2),
          order_type: 1,
          payment_method: 2,
          user_info: { phone, region: 'PH' },
          notification_method: 'whatsapp',
        },
        token,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const hash = placed.body.order_hash as string;
      for (const move of ['accept', 'ready']) expect((await ops(hash, move)).status).toBe(200);
      const [order] = await sql<{ id: number }>('select id from orders where order_hash = $1', [hash]);

      // another session holds the ledger: the completion's transaction waits inside, after the order's move
      const holder = new pg.Client({ connectionString: db!.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table loyalty_entries in exclusive mode');
      const completing = ops(hash, 'complete').catch((error: unknown) => error);
      let waiting = false;
      for (let i = 0; i < 100 && !waiting; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const rows = await sql<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike '%loyalty_entries%' and pid <> $1`,
          [(await holder.query('select pg_backend_pid() as pid')).rows[0].pid],
        );
        waiting = rows[0]!.n > 0;
      }
      expect(waiting, 'the completion waits on the ledger').toBe(true);

      // kill -9, then let the ledger go: the dead server's transaction cannot commit
      server!.child.kill('SIGKILL');
      await exited(server!.child);
      server = null;
      expect(await completing).toBeInstanceOf(Error);
      await holder.query('rollback');
      await holder.end();
      for (let i = 0; i < 100; i++) {
        const open = await sql<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where query ilike '%loyalty_entries%' and state <> 'idle'
          and pid <> pg_backend_pid()`,
        );
        if (open[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const after = await sql<{ status_id: number }>('select status_id from orders where id = $1', [order!.id]);
      expect(after[0]!.status_id).toBe(5); // still ready
      expect(await sql('select id from loyalty_entries where order_id = $1', [order!.id])).toEqual([]);
      expect(
        await sql("select id from order_messages where order_id = $1 and event = 'completed'", [order!.id]),
      ).toEqual([]);

      // a new instance: the kitchen completes it again; the points are credited once
      await start();
      expect((await ops(hash, 'complete')).status).toBe(200);
      expect((await ops(hash, 'complete')).status).toBe(409);
      const earned = await sql<{ points: number }>(
        "select points from loyalty_entries where order_id = $1 and kind = 'earned'",
        [order!.id],
      );
      expect(earned).toHaveLength(1);
      expect(earned[0]!.points).toBeGreaterThan(0);
    },
  );
});
