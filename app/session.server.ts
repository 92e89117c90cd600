// The session cookie holds only a signed id; the data lives in shop_sessions so carts are not limited by
// cookie size and every instance sees the same session (DESIGN.md "Layout": session.server.ts).
import crypto from 'node:crypto';
import {
  createCookie,
  createSessionStorage,
  type AppLoadContext,
  type Session,
  type SessionStorage,
} from '@remix-run/node';
import type { Kysely } from 'kysely';
import type { DB } from '../server/platform/db/schema';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

const storages = new WeakMap<Kysely<DB>, SessionStorage>();

/**
 * With the embedded database only one process can use the data, so recently used sessions are also kept
 * in memory (every write goes to both). With PostgreSQL, where several instances share sessions, every
 * read goes to the database.
 */
class SessionMemo {
  private map = new Map<string, { data: Record<string, unknown>; expires: number }>();
  constructor(private max = 10_000) {}
  get(id: string) {
    const hit = this.map.get(id);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.map.delete(id);
      return undefined;
    }
    this.map.delete(id);
    this.map.set(id, hit); // most recently used last
    return hit.data;
  }
  set(id: string, data: Record<string, unknown>, expires: Date) {
    this.map.delete(id);
    this.map.set(id, { data, expires: expires.getTime() });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(id: string) {
    this.map.delete(id);
  }
}

function storageFor(context: AppLoadContext): SessionStorage {
  let storage = storages.get(context.db);
  if (storage) return storage;
  const db = context.db;
  const memo = context.singleInstance ? new SessionMemo() : null;
  const cookie = createCookie('__session', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: context.secureCookies,
    domain: context.cookieDomain,
    secrets: context.sessionSecrets,
    maxAge: THIRTY_DAYS,
  });
  const expiry = (expires?: Date) => expires ?? new Date(Date.now() + THIRTY_DAYS * 1000);
  storage = createSessionStorage({
    cookie,
    async createData(data, expires) {
      const id = crypto.randomBytes(24).toString('base64url');
      await db
        .insertInto('shop_sessions')
        .values({ id, data: JSON.stringify(data), expires_at: expiry(expires) })
        .execute();
      memo?.set(id, data, expiry(expires));
      return id;
    },
    async readData(id) {
      const remembered = memo?.get(id);
      if (remembered) return remembered;
      const row = await db
        .selectFrom('shop_sessions')
        .select(['data', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      if (row.expires_at && new Date(row.expires_at) < new Date()) {
        await db.deleteFrom('shop_sessions').where('id', '=', id).execute();
        return null;
      }
      memo?.set(id, row.data, row.expires_at ? new Date(row.expires_at) : expiry());
      return row.data;
    },
    async updateData(id, data, expires) {
      await db
        .insertInto('shop_sessions')
        .values({ id, data: JSON.stringify(data), expires_at: expiry(expires) })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ data: JSON.stringify(data), expires_at: expiry(expires), updated_at: new Date() }),
        )
        .execute();
      memo?.set(id, data, expiry(expires));
    },
    async deleteData(id) {
      memo?.delete(id);
      await db.deleteFrom('shop_sessions').where('id', '=', id).execute();
    },
  });
  storages.set(context.db, storage);
  return storage;
}

export function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  return storageFor(context).getSession(request.headers.get('Cookie'));
}

export function commitSession(session: Session, context: AppLoadContext): Promise<string> {
  return storageFor(context).commitSession(session);
}

export function destroySession(session: Session, context: AppLoadContext): Promise<string> {
  return storageFor(context).destroySession(session);
}
