// One request at a time per session for requests that may change it (every method but GET and HEAD): two
// "Add to cart" taps of one customer, on one instance or two, are applied one after the other, so neither
// is lost (DESIGN.md "Concurrency is designed, not hoped for"). On PostgreSQL an advisory lock on a
// connection of its own (held while the request runs; released when it ends, or when that connection
// dies); on the embedded database, which one process uses, a lock in memory.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import { guardedClient, postgresSettings, type DatabaseTimeouts } from './platform/db/index';
import { SESSION_COOKIE_NAME } from './session-id';

export interface SessionLocks {
  /** waits for the session's lock; answers its release */
  acquire(key: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function memoryLocks(): SessionLocks {
  const tails = new Map<string, Promise<void>>();
  return {
    async acquire(key) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      await previous;
      return async () => {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      };
    },
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
  const waitMs = options.waitMs ?? 10_000;
  const onError = options.onError ?? (() => undefined);
  const settings = postgresSettings(options.connectionString, options.timeouts);
  const pool = new pg.Pool({
    ...settings,
    ...withOptions(options.connectionString, `-c lock_timeout=${waitMs}`),
    Client: guardedClient(onError),
    max: options.max ?? 20,
    // A lock that cannot be had in time is the caller's 503, not a request that hangs.
    connectionTimeoutMillis: waitMs,
  });
  // A connection that drops while idle is dropped from the pool; it must not end the process.
  pool.on('error', onError);
  return {
    async acquire(key) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 724003))', [key]);
      } catch (error) {
        client.release(true);
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
        }
      };
    },
    close: () => pool.end(),
  };
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

/** The session a request belongs to: its session cookie as sent (signed), hashed; null without one. */
export function sessionKey(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE_NAME) {
      const value = part.slice(eq + 1).trim();
      return value ? createHash('sha256').update(value).digest('base64url') : null;
    }
  }
  return null;
}

/** Express middleware: writes of one session wait for each other; reads never wait. */
export function serializeSessionWrites(locks: SessionLocks, onError: (error: unknown) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const key = sessionKey(req.headers.cookie);
    if (!key) return next();
    locks.acquire(key).then(
      (release) => {
        res.once('close', () => void release().catch(onError));
        next();
      },
      (error: unknown) => {
        onError(error);
        if (!res.headersSent) res.status(503).set('Retry-After', '1').type('text/plain').send('Please try again.');
      },
    );
  };
}
