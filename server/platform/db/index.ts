import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

// bigint counts and numerics come back as strings by default; ours fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  engine: 'pglite' | 'postgres';
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when set, PostgreSQL is used instead of PGlite */
  databaseUrl?: string;
  /** PGlite data directory, or memory:// */
  dataDir?: string;
  /** a PGlite data dump (from `dumpDataDir`) to start from, for tests */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, pool, engine: 'postgres', close: () => db.destroy() };
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
    // Several instances may start at once on PostgreSQL: one migrates, the others wait.
    await client.query('select pg_advisory_lock($1)', [lock]);
    await client.query(
      `create table if not exists ${table} (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set((await client.query<{ name: string }>(`select name from ${table}`)).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(text);
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
    client.release();
  }
  return applied;
}

export async function ping(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
