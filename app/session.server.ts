// The session cookie holds only a signed id; the data lives in the shop's own table (server/shop-store:
// shop_sessions) so carts are not limited by cookie size and every instance sees the same session.
// A commit writes back only the keys the request changed, in one atomic statement, so a request that
// changed the customer's tokens and one that changed the cart do not undo each other (DESIGN.md
// "Concurrency is designed"); two requests changing the same key are kept apart by the per-session lock
// of the process (server/session-lock.ts).
import crypto from 'node:crypto';
import { createCookie, createSession, type AppLoadContext, type Cookie, type Session } from '@remix-run/node';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ShopDB } from '../server/shop-store/schema';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

type Data = Record<string, unknown>;

interface Store {
  cookie: Cookie;
  db: Kysely<ShopDB>;
  /**
   * With the embedded database only this process uses the data, so recently used sessions are also kept in
   * memory (every write goes to both). With PostgreSQL, where several instances share sessions, every read
   * goes to the database.
   */
  memo: LRUCache<string, Data> | null;
}

const stores = new WeakMap<Kysely<ShopDB>, Store>();

/** The session cookie of this configuration (the secrets rotate: newest first, older ones still verify). */
export function sessionCookie(
  context: Pick<AppLoadContext, 'sessionCookieName' | 'secureCookies' | 'cookieDomain' | 'sessionSecrets'>,
) {
  return createCookie(context.sessionCookieName, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: context.secureCookies,
    domain: context.cookieDomain,
    secrets: context.sessionSecrets,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

function storeFor(context: AppLoadContext): Store {
  let store = stores.get(context.store);
  if (!store) {
    store = {
      cookie: sessionCookie(context),
      db: context.store,
      memo: context.singleInstance
        ? new LRUCache<string, Data>({ max: 10_000, ttl: SESSION_MAX_AGE_SECONDS * 1000 })
        : null,
    };
    stores.set(context.store, store);
  }
  return store;
}

/** What each key held when the session was read, to write back only what changed. */
const asRead = new WeakMap<Session, Map<string, string>>();

function snapshot(data: Data): Map<string, string> {
  return new Map(Object.entries(data).map(([k, v]) => [k, JSON.stringify(v)]));
}

async function readData(store: Store, id: string): Promise<Data | null> {
  const remembered = store.memo?.get(id);
  if (remembered) return structuredClone(remembered);
  const row = await store.db
    .selectFrom('shop_sessions')
    .select('data')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  if (!row) return null;
  store.memo?.set(id, row.data);
  return structuredClone(row.data);
}

export async function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  const store = storeFor(context);
  const id = (await store.cookie.parse(request.headers.get('Cookie'))) as unknown;
  const data = typeof id === 'string' && id ? await readData(store, id) : null;
  // An id whose row is gone (expired, swept) starts afresh under a new id.
  const session = data ? createSession(data, id as string) : createSession({}, '');
  asRead.set(session, snapshot(session.data));
  return session;
}

/**
 * Writes the keys this request set or removed (one statement: the row's other keys stay as another
 * request may just have written them) and answers the Set-Cookie value. A new session gets its row here.
 */
export async function commitSession(session: Session, context: AppLoadContext): Promise<string> {
  const store = storeFor(context);
  const before = asRead.get(session) ?? new Map<string, string>();
  const now = snapshot(session.data);
  const patch: Data = {};
  for (const [key, json] of now) if (before.get(key) !== json) patch[key] = session.data[key];
  const removed = [...before.keys()].filter((key) => !now.has(key));
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  let id = session.id;
  // Nothing to keep for a visitor with no session yet: no row (a refused first post leaves no trace).
  if (!id && now.size === 0) return store.cookie.serialize('', { expires });
  if (!id) {
    id = crypto.randomBytes(24).toString('base64url');
    await store.db
      .insertInto('shop_sessions')
      .values({ id, data: JSON.stringify(session.data), expires_at: expires })
      .execute();
    store.memo?.set(id, structuredClone(session.data));
  } else if (Object.keys(patch).length || removed.length) {
    await sql`
      insert into shop_sessions (id, data, expires_at) values (${id}, ${JSON.stringify(session.data)}::jsonb, ${expires})
      on conflict (id) do update
        set data = (shop_sessions.data - ${removed}::text[]) || ${JSON.stringify(patch)}::jsonb,
            expires_at = excluded.expires_at,
            updated_at = now()`.execute(store.db);
    const remembered = store.memo?.get(id);
    if (remembered) {
      for (const key of removed) delete remembered[key];
      Object.assign(remembered, structuredClone(patch));
    }
  }
  asRead.set(session, now);
  return store.cookie.serialize(id, { expires });
}

export async function destroySession(session: Session, context: AppLoadContext): Promise<string> {
  const store = storeFor(context);
  if (session.id) {
    store.memo?.delete(session.id);
    await store.db.deleteFrom('shop_sessions').where('id', '=', session.id).execute();
  }
  return store.cookie.serialize('', { maxAge: undefined, expires: new Date(0) });
}
