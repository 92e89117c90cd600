// One request at a time per session for requests that may change it (every method but GET and HEAD): two
// "Add to cart" taps of one customer, on one instance or two, are applied one after the other, so neither
// is lost (DESIGN.md "Concurrency is designed, not hoped for"). The lock is held only while the shop works
// out a request's answer (server/remix-handler.ts), and a waiter whose client leaves gives it back the moment
// it comes (issue 24, defect 3). On PostgreSQL an advisory lock on a connection of its own (released when the
// request's work ends, or when that connection dies), taken after the session's other writes in this process
// so that those wait holding no connection; on the embedded database, which one process uses, a lock in memory.
import pg from 'pg';
import { guardedClient, postgresSettings, type DatabaseTimeouts } from './platform/db/index';

/** How long a write waits for its session's lock before it is answered 503. */
export const LOCK_WAIT_MS = 10_000;

export type Release = () => Promise<void>;

export interface SessionLocks {
  /**
   * Waits for the session's lock, at most the lock wait (else SessionLockTimeout); answers its release.
   * When `signal` aborts first (the client left) it rejects at once, and the lock is given back when it comes.
   */
  acquire(sessionId: string, signal?: AbortSignal): Promise<Release>;
  close(): Promise<void>;
}

export class SessionLockTimeout extends Error {
  constructor(waitMs: number) {
    super(`The session's lock was not free within ${waitMs} ms`);
  }
}

/** One holder per key in this process, first come first served. */
function localQueue(): (key: string) => Promise<() => void> {
  const tails = new Map<string, Promise<void>>();
  return async (key) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    };
  };
}

/** `take` within `waitMs` and while the caller still wants it; a lock that comes too late is given back. */
function bounded(take: (key: string) => Promise<Release>, waitMs: number): SessionLocks['acquire'] {
  return (key, signal) =>
    new Promise((resolve, reject) => {
      let settled = false;
      const giveUp = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => giveUp(signal!.reason);
      const timer = setTimeout(() => giveUp(new SessionLockTimeout(waitMs)), waitMs);
      if (signal?.aborted) return giveUp(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      take(key).then((release) => {
        if (settled) return void release();
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(release);
      }, giveUp);
    });
}

export function memoryLocks(options: { waitMs?: number } = {}): SessionLocks {
  const local = localQueue();
  return {
    acquire: bounded(async (key) => {
      const release = await local(key);
      return async () => release();
    }, options.waitMs ?? LOCK_WAIT_MS),
    close: async () => undefined,
  };
}

export function postgresLocks(options: {
  connectionString: string;
  max?: number;
  waitMs?: number;
  /** the process's database timeouts (server/config.ts) */
  timeouts?: Partial<DatabaseTimeouts>;
  /** a connection that failed (reset, cut): told, never thrown */
  onError?: (error: Error) => void;
}): SessionLocks {
  const waitMs = options.waitMs ?? LOCK_WAIT_MS;
  const onError = options.onError ?? (() => undefined);
  const settings = postgresSettings(options.connectionString, options.timeouts);
  const pool = new pg.Pool({
    ...settings,
    ...withOptions(options.connectionString, `-c lock_timeout=${waitMs}`),
    Client: guardedClient(onError),
    max: options.max ?? 20,
    // backstops for a take that was given up: it ends too, and gives its connection back
    connectionTimeoutMillis: waitMs,
  });
  // A connection that drops while idle is dropped from the pool; it must not end the process.
  pool.on('error', onError);
  const local = localQueue();
  const take = async (key: string): Promise<Release> => {
    const releaseLocal = await local(key);
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      releaseLocal();
      throw error;
    }
    try {
      await client.query('select pg_advisory_lock(hashtextextended($1, 724003))', [key]);
    } catch (error) {
      client.release(true);
      releaseLocal();
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      try {
        await client.query('select pg_advisory_unlock(hashtextextended($1, 724003))', [key]);
        client.release();
      } catch {
        // the connection is gone, and its lock with it
        client.release(true);
      } finally {
        releaseLocal();
      }
    };
  };
  return { acquire: bounded(take, waitMs), close: () => pool.end() };
}

/**
 * The connection string and startup options with `extra` added: the `options` of a URL (a search_path, say)
 * would otherwise replace the ones given beside it.
 */
function withOptions(connectionString: string, extra: string): { connectionString: string; options: string } {
  try {
    const url = new URL(connectionString);
    const given = url.searchParams.get('options');
    url.searchParams.delete('options');
    return { connectionString: url.toString(), options: given ? `${given} ${extra}` : extra };
  } catch {
    return { connectionString, options: extra };
  }
}
