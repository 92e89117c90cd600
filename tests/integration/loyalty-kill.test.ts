// Issue 27: "points credited once with the completion (concurrency, kill -9 during completion)", on PostgreSQL and
// on PGlite. The built server runs as its own process; the kitchen completes an order and the completion's
// transaction is held inside, between the order's move and its points:
// - PostgreSQL: another session holds the points ledger, so the completion's insert waits for its lock;
// - PGlite (one process's database in DATA_DIR, nothing else can open it while the server runs): a trigger on the
//   ledger, written before the server started, sleeps when this customer's points are written — the database
//   runs in the server's own thread, so the whole server stops answering there.
// The server is then killed (SIGKILL): the transaction never commits, so the order is still ready, with no points
// and no 'completed' message (PGlite: its files recovered by the next open). A new instance completes it: the
// points are credited once, and a repeat is refused.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql as kysql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, startServer, type Started } from '../../bench/server';
import { openDatabase } from '../../server/platform/db/index';
import { platformCalls } from '../fixtures/platform-calls';
import { postgresDemo } from '../fixtures/shop-app';

const OPS_TOKEN = 'kill-test-ops-token-0123456789';
const PORT = 3530 + Math.floor(Math.random() * 40);
const OMS = '/api/consumer/v1/oms';
const SERVER_ENV = {
  DEMO_DATA: 'true',
  DEMO_ORDER_STEP_SECONDS: '0',
  OPS_TOKEN,
  SESSION_SECRET: 'kill-test-session-secret-0123456789',
  TOKEN_SECRET: 'kill-test-token-secret-0123456789',
  LOG_LEVEL: 'silent',
};

/** The server of a test: started on the database `env` names, killed or stopped, started again. */
function killableServer(port: number) {
  let server: Started | null = null;
  const calls = platformCalls(() => ({ url: server!.base }), OPS_TOKEN);
  return {
    ...calls,
    start: async (env: Record<string, string>) => {
      server = await startServer(port, { ...SERVER_ENV, ...env }, 90_000);
    },
    /** SIGKILL (kill -9), or SIGTERM for a clean stop */
    async end(signal: 'SIGKILL' | 'SIGTERM') {
      if (!server) return;
      server.child.kill(signal);
      await exited(server.child);
      server = null;
    },
    get base() {
      return server!.base;
    },
    /** A phone customer's cash pickup order at Lola's Kusina (which runs a programme), made ready by the kitchen. */
    async readyOrder(phone: string) {
      const { token } = await calls.phoneLogin(phone);
      const lookup = await calls.branchOf('LKmalate');
      const placed = await calls.call(
        'POST',
        `${OMS}/order`,
        {
          idempotency_key: `kill-${Date.now()}-abcdefgh`,
          branch_id: lookup.branch!.id,
          cart: await calls.cartOf(lookup.brand!.id, lookup.branch!.id, 2),
          order_type: 1,
          payment_method: 2,
          user_info: { phone, region: 'PH' },
          notification_method: 'whatsapp',
        },
        token,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const hash = placed.body.order_hash as string;
      for (const move of ['accept', 'ready']) expect((await calls.ops(hash, move)).status).toBe(200);
      return { token, hash };
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('completing an order when its server is killed (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof postgresDemo>>;
  const server = killableServer(PORT);
  const start = () => server.start({ DATABASE_URL: db!.url });

  beforeAll(async () => {
    db = await postgresDemo({ demo: false });
    await start();
  }, 120_000);
  afterAll(async () => {
    await server.end('SIGKILL');
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
      const { hash } = await server.readyOrder('+639171119901');
      const [order] = await sql<{ id: number }>('select id from orders where order_hash = $1', [hash]);

      // another session holds the ledger: the completion's transaction waits inside, after the order's move
      const holder = new pg.Client({ connectionString: db!.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table loyalty_entries in exclusive mode');
      const completing = server.ops(hash, 'complete').catch((error: unknown) => error);
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
      await server.end('SIGKILL');
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
      expect((await server.ops(hash, 'complete')).status).toBe(200);
      expect((await server.ops(hash, 'complete')).status).toBe(409);
      const earned = await sql<{ points: number }>(
        "select points from loyalty_entries where order_id = $1 and kind = 'earned'",
        [order!.id],
      );
      expect(earned).toHaveLength(1);
      expect(earned[0]!.points).toBeGreaterThan(0);
    },
  );
});

describe('completing an order when its server is killed (PGlite)', () => {
  const PHONE = '+639171119902';
  let dir = '';
  const server = killableServer(PORT + 40);
  // PGlite: no DATABASE_URL (an empty one is none), even when the test run has one for PostgreSQL
  const start = () => server.start({ DATA_DIR: dir, DATABASE_URL: '' });

  /** Queries on the server's PGlite files, opened by the test while no server runs (a crashed one: recovered). */
  async function onFiles<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir: dir });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-kill-'));
    // the demo's database, as the test suite's dump has it, in the server's DATA_DIR
    const file = process.env.WEBSHOP_TEST_DUMP;
    if (!file) throw new Error('the database dump of tests/setup/database-dump.ts is missing');
    const database = await openDatabase({ dataDir: dir, loadDataDir: new Blob([await fs.readFile(file)]) });
    try {
      // the hold: writing this customer's points sleeps (the server's thread with it) until the kill
      await kysql
        .raw(
          `create function kill_test_hold() returns trigger language plpgsql as $$
           begin
             if exists (select 1 from users where id = new.user_id and phone = '${PHONE}') then
               perform pg_sleep(600);
             end if;
             return new;
           end $$;
           create trigger kill_test_hold before insert on loyalty_entries
             for each row execute function kill_test_hold();`,
        )
        .execute(database.db);
    } finally {
      await database.close();
    }
    await start();
  }, 120_000);
  afterAll(async () => {
    await server.end('SIGKILL');
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'rolls the completion back with its points; the next completion credits them once',
    { timeout: 180_000 },
    async () => {
      const { token, hash } = await server.readyOrder(PHONE);

      const answers = async () =>
        fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
          (r) => r.ok,
          () => false,
        );
      expect(await answers(), 'the server answers before the completion').toBe(true);

      let settled = false;
      const completing = server
        .ops(hash, 'complete')
        .catch((error: unknown) => error)
        .finally(() => (settled = true));
      // the completion reached the ledger's hold: the server answers nothing more
      let held = false;
      for (let i = 0; i < 20 && !held; i++) held = !(await answers()) && !settled;
      expect(held, 'the completion is held inside its transaction').toBe(true);

      // kill -9 inside the transaction
      await server.end('SIGKILL');
      expect(await completing).toBeInstanceOf(Error);

      // the files after the crash: the order still ready, no points, no message; the hold goes
      await onFiles(async (db) => {
        const order = await db
          .selectFrom('orders')
          .select(['id', 'status_id'])
          .where('order_hash', '=', hash)
          .executeTakeFirstOrThrow();
        expect(order.status_id).toBe(5); // still ready
        expect(await db.selectFrom('loyalty_entries').select('id').where('order_id', '=', order.id).execute()).toEqual(
          [],
        );
        const told = await kysql`
          select id from order_messages where order_id = ${order.id} and event = 'completed'`.execute(db);
        expect(told.rows).toEqual([]);
        await kysql.raw('drop trigger kill_test_hold on loyalty_entries; drop function kill_test_hold();').execute(db);
      });

      // a new instance: the kitchen completes it again; the points are credited once
      await start();
      expect((await server.ops(hash, 'complete')).status).toBe(200);
      expect((await server.ops(hash, 'complete')).status).toBe(409);
      const earned = (await server.call('GET', `${OMS}/order/${hash}`, undefined, token)).body.loyalty_points;
      expect(earned.total_earned).toBeGreaterThan(0);
      await server.end('SIGTERM');
      await onFiles(async (db) => {
        const rows = await kysql<{ kind: string; points: number }>`
          select e.kind, e.points from loyalty_entries e join orders o on o.id = e.order_id
          where o.order_hash = ${hash}`.execute(db);
        expect(rows.rows).toEqual([{ kind: 'earned', points: earned.total_earned }]);
        const told = await kysql`
          select 1 from order_messages m join orders o on o.id = m.order_id
          where o.order_hash = ${hash} and m.event = 'completed'`.execute(db);
        expect(told.rows).toHaveLength(1);
      });
    },
  );
});
