// Work only one instance does at a time (the demo's first load, its clock): a PostgreSQL advisory lock held
// on a connection of its own while the work runs on the others. PGlite is one process's (and its pool one
// connection, which the lock would hold): nothing to wait for there.
import { unbounded, type Database } from './platform/db/index';

export const LOCKS = { demoData: 724010 } as const;

export async function exclusively<T>(database: Database, lock: number, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') return work();
  const client = await database.pool.connect();
  try {
    // the other instance's work takes as long as it takes: no statement or read timeout on this wait
    await client.query(unbounded('set statement_timeout = 0'));
    await client.query(unbounded('select pg_advisory_lock($1)', [lock]));
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}
