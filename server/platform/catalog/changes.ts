// Catalogue changes reach every instance at once (issue 13, defect 6: instances disagreed for up to a
// minute after a stock, price or busy change made on another). On PostgreSQL a write of the catalogue
// sends a NOTIFY on `catalog_changed` in its own transaction — delivered when it commits, never when it
// rolls back — and every instance LISTENs on a connection of its own and drops what it kept of the rows
// named; after that connection was lost (notifications missed) it drops everything. The embedded database
// has one instance: only the local cache is told. The minute-long expiry of ./cache.ts stays, for rows
// changed straight in the database.
//
// The notification's payload is JSON: {schema, origin?, brandId?, branchId?} — the schema of the tables
// (instances on other schemas of the same database ignore it), the instance that wrote (which has forgotten
// already), and the brand's menu or the branch's stock changed; neither: everything.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/index';
import { listen, type Listening } from '../db/listen';
import type { CatalogCache } from './cache';

export const CATALOG_CHANNEL = 'catalog_changed';

/** What changed: one brand's menu, one branch's stock, or (neither) anything. */
export interface CatalogChange {
  brandId?: number;
  branchId?: number;
}

export class CatalogChanges {
  /** this instance, in its notifications */
  readonly origin = randomUUID();

  constructor(
    private readonly cache: CatalogCache,
    /** PostgreSQL: other instances share the tables, tell them */
    private readonly shared: boolean,
  ) {}

  /** In the write's transaction: every other instance hears of it when it commits. */
  async announce(db: Kysely<DB>, change: CatalogChange = {}): Promise<void> {
    if (!this.shared) return;
    const payload = JSON.stringify({ origin: this.origin, ...change });
    await sql`select pg_notify(${CATALOG_CHANNEL}, (${payload}::jsonb || jsonb_build_object('schema', current_schema()))::text)`.execute(
      db,
    );
  }

  /** After the write: this instance forgets what it kept of it. */
  forget(change: CatalogChange = {}): void {
    this.cache.invalidate(change);
  }

  /** A notification heard on the channel, from an instance on the tables of `schema` (or any other). */
  heard(payload: string, schema: string): void {
    let message: { schema?: unknown; origin?: unknown; brandId?: unknown; branchId?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
      if (!message || typeof message !== 'object') throw new Error('not an object');
    } catch {
      // not ours to read: whatever it meant, nothing kept is trusted
      return this.forget();
    }
    if (message.schema !== undefined && message.schema !== schema) return;
    if (message.origin === this.origin) return;
    const id = (v: unknown) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : undefined);
    const change = { brandId: id(message.brandId), branchId: id(message.branchId) };
    this.forget(change.brandId === undefined && change.branchId === undefined ? {} : change);
  }
}

/**
 * Listens for the catalogue changes of the other instances on a connection of its own (PostgreSQL); after
 * each (re)connection everything kept is dropped, for notifications may have been missed meanwhile.
 */
export function listenForCatalogChanges(
  database: Database,
  changes: CatalogChanges,
  onError: (error: Error) => void,
): Listening | null {
  if (database.engine !== 'postgres' || !database.newClient) return null;
  let schema = '';
  return listen({
    newClient: database.newClient,
    channel: CATALOG_CHANNEL,
    onListening: async (client) => {
      schema = (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema ?? '';
      changes.forget();
    },
    onNotification: (payload) => changes.heard(payload, schema),
    onError,
  });
}
