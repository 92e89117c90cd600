// The web shop's storage: its own migrations, applied by the shop at start on the database it runs on
// (PGlite or PostgreSQL), whether the platform is embedded or remote.
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { migrate, type Database } from '../platform/db/index';
import type { ShopDB } from './schema';

export type { ShopDB } from './schema';

/** Beside this module in the source tree and beside the bundle in build/ (copied at build). */
export const shopMigrationsDir = fileURLToPath(new URL('./shop-migrations/', import.meta.url));

/** Applies the shop's migrations not applied yet (their own record, apart from the platform's). */
export function migrateShopStore(database: Database): Promise<string[]> {
  return migrate(database, { dir: shopMigrationsDir, table: 'shop_schema_migrations', lock: 724002 });
}

/** The shop's tables on this database. */
export function shopStore(database: Database): Kysely<ShopDB> {
  return database.db as unknown as Kysely<ShopDB>;
}

/** Deletes up to `limit` sessions that ended (the sweeper of server/app.ts); answers how many. */
export async function sweepSessions(db: Kysely<ShopDB>, limit = 1000): Promise<number> {
  const result = await sql`
    delete from shop_sessions where id in (
      select id from shop_sessions where expires_at < now() limit ${limit}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
