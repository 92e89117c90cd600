import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from './timeouts';

export { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from './timeouts';

// bigint counts and numerics come back as strings by default; ours fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  engine: 'pglite' | 'postgres';
  pglite?: PGlite;
  /** PostgreSQL: a connection of its own, outside the pool, with the pool's settings (a listening client) */
  newClient?: () => pg.Client;
  /** the bounds of the pool's waits (PostgreSQL; /readyz's ping on either database) */
  timeouts: DatabaseTimeouts;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when set, PostgreSQL is used instead of PGlite */
  databaseUrl?: string;
  /** PGlite data directory, or memory:// */
  dataDir?: string;
  /** a PGlite data dump (from `dumpDataDir`) to start from, for tests */
  loadDataDir?: Blob | File;
  /** PostgreSQL: how long to wait for it (defaults: ./timeouts.ts) */
  timeouts?: Partial<DatabaseTimeouts>;
  /** a connection that failed (reset, cut, no answer in time): told, never thrown */
  onConnectionError?: (error: Error) => void;
}

/** Longer than any wait a timer can hold (about 24 days): "no read timeout" for one query. */
export const UNBOUNDED_MS = 2 ** 31 - 1;

/** A query that may wait as long as it takes (a lock held by another instance, a migration): pg's per-query query_timeout. */
export function unbounded(text: string, values?: unknown[]): pg.QueryConfig {
  return { text, values, query_timeout: UNBOUNDED_MS } as pg.QueryConfig;
}

/**
 * A PostgreSQL client that neither ends the process nor stays stuck (issue 13, defects 1 and 10). An error of
 * its connection (reset, cut) is told to `onError`: without a listener, a client that a pool had lent out, or
 * the socket.io adapter's listening client, threw it as an unhandled 'error' event and ended the process. A
 * query that got no answer within query_timeout ends its connection, which would otherwise hold the late
 * answer and delay every later query of the pool on it.
 */
export function guardedClient(onError: (error: Error) => void): typeof pg.Client {
  return class GuardedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', onError);
    }

    // pg answers a promise, or calls the callback given last (pg-pool's pool.query does); `any`: one override
    // for all of pg's overloads
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: unknown[]): any {
      const query = super.query as (...a: unknown[]) => unknown;
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: Error | null, result: unknown) => {
          if (error) this.failed(error);
          (callback as (e: Error | null, r: unknown) => void)(error, result);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (result instanceof Promise) result.then(undefined, (error: Error) => this.failed(error));
      return result;
    }

    private failed(error: Error) {
      // pg's query_timeout; the connection still waits for that answer: end it (the pool drops it)
      if (error?.message === 'Query read timeout') this.end().catch(() => undefined);
    }
  };
}

/** The settings of every PostgreSQL connection of the process: the pool's, a listener's, the session locks'. */
export function postgresSettings(
  connectionString: string,
  timeouts: Partial<DatabaseTimeouts> = {},
): pg.ClientConfig & { Client?: typeof pg.Client } {
  const t = { ...DATABASE_TIMEOUT_DEFAULTS, ...timeouts };
  return {
    connectionString,
    // 0 turns each off (pg and PostgreSQL alike)
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    // a link that died without a word (a failover, a dropped route) is noticed by the OS
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const timeouts = { ...DATABASE_TIMEOUT_DEFAULTS, ...options.timeouts };
  if (options.databaseUrl) {
    const onError = options.onConnectionError ?? (() => undefined);
    const Client = guardedClient(onError);
    const settings = postgresSettings(options.databaseUrl, timeouts);
    const pool = new pg.Pool({ ...settings, Client, max: 10 });
    // an idle connection of the pool that fails is dropped by the pool, which tells it here
    pool.on('error', onError);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      pool,
      engine: 'postgres',
      timeouts,
      newClient: () => new Client(settings),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir), {
    loadDataDir: options.loadDataDir,
  });
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    engine: 'pglite',
    pglite,
    timeouts,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Migrations sit beside this module in the source tree and beside the bundle in build/ (copied at build). */
export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the plain SQL migrations not applied yet, in file-name order, each in a transaction, and records
 * them in `table`: the platform's by default, the shop's own (server/shop-store) with its own table.
 */
export async function migrate(
  database: Database,
  {
    dir = migrationsDir,
    table = 'schema_migrations',
    lock = 724001,
  }: { dir?: string; table?: string; lock?: number } = {},
): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const client = await database.pool.connect();
  const applied: string[] = [];
  try {
    // Several instances may start at once on PostgreSQL: one migrates, the others wait — as long as it takes,
    // and a migration runs as long as it needs (no statement_timeout, no read timeout).
    await client.query(unbounded('set statement_timeout = 0'));
    await client.query(unbounded('select pg_advisory_lock($1)', [lock]));
    await client.query(
      `create table if not exists ${table} (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set((await client.query<{ name: string }>(`select name from ${table}`)).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(unbounded(text));
        await client.query(`insert into ${table} (name) values ($1)`, [file]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
  return applied;
}

/** The database answers a query; within `timeoutMs` (0: however long it takes), else this fails. */
export async function ping(database: Database, timeoutMs = 0): Promise<void> {
  const answered = sql`select 1`.execute(database.db);
  if (!timeoutMs) return void (await answered);
  answered.catch(() => undefined); // a late failure is nobody's
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
