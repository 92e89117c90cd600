// The session cookie holds only a signed id; the data lives in the shop's own table (server/shop-store:
// shop_sessions) so carts are not limited by cookie size and every instance sees the same session.
// The process gives every browser its id before it can write (server/session-id.ts, ADR 0021), and a row is
// made only by the first write: opening a link stores nothing, and concurrent first writes share one session.
// A commit writes back only the keys the request changed, in one atomic statement, so a request that
// changed the customer's tokens and one that changed the cart do not undo each other (DESIGN.md
// "Concurrency is designed"); two requests changing the same key are kept apart by the per-session lock
// of the process (server/session-lock.ts).
import crypto from 'node:crypto';
import { createSession, type AppLoadContext, type Cookie, type Session } from '@remix-run/node';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ShopDB } from '../../server/shop-store/schema';

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
  /**
   * Counts the writes (counted once each is done, with the memo updated at the same moment), so that a read
   * that overlapped one does not put what it read in the memo.
   */
  writes: number;
}

const stores = new WeakMap<Kysely<ShopDB>, Store>();

function storeFor(context: AppLoadContext): Store {
  let store = stores.get(context.store);
  if (!store) {
    store = {
      cookie: context.sessionCookie,
      db: context.store,
      memo: context.singleInstance
        ? new LRUCache<string, Data>({ max: 10_000, ttl: SESSION_MAX_AGE_SECONDS * 1000 })
        : null,
      writes: 0,
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

/**
 * What the row holds, `{}` when there is none. With the memo a session without a row is remembered too: a
 * customer who only browses (a table's QR code, the menu) costs no read per page. A read that a write
 * overlapped leaves the memo alone (the write put its own row there).
 */
async function readData(store: Store, id: string): Promise<Data> {
  const remembered = store.memo?.get(id);
  if (remembered) return remembered;
  const writes = store.writes;
  const row = await store.db
    .selectFrom('shop_sessions')
    .select(['data', 'expires_at'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  const data = row?.data ?? {};
  // remembered until the row ends, not longer
  const ttl = row?.expires_at ? Math.max(1, new Date(row.expires_at).getTime() - Date.now()) : undefined;
  if (store.writes === writes) store.memo?.set(id, data, { ttl });
  return data;
}

/**
 * The session's data as this request read it. A page's loaders (the root's and the route's) run side by side,
 * each with a Request of its own but the same context: the row is read once for all of them, and a write by
 * one of them (an action before the loaders) is what the later ones read.
 */
const requestReads = new WeakMap<AppLoadContext, Map<string, Promise<Data>>>();

function readOnce(store: Store, context: AppLoadContext, id: string): Promise<Data> {
  let reads = requestReads.get(context);
  if (!reads) requestReads.set(context, (reads = new Map()));
  let read = reads.get(id);
  if (!read) {
    read = readData(store, id);
    reads.set(id, read);
  }
  return read;
}

/** A session id for a request that came without one (the process gives one to every browser; this is for other callers). */
const newSessionId = () => crypto.randomBytes(24).toString('base64url');

export async function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  const store = storeFor(context);
  const id = (await store.cookie.parse(request.headers.get('Cookie'))) as unknown;
  const known = typeof id === 'string' && id ? id : null;
  // An id without a row (none written yet, or expired and swept) is an empty session under that id; one the
  // process made for this very request (a first visit: a table's QR code) is not looked for.
  const data = known && known !== context.issuedSessionId ? await readOnce(store, context, known) : {};
  const session = createSession(structuredClone(data), known ?? newSessionId());
  asRead.set(session, snapshot(session.data));
  return session;
}

/**
 * Writes the keys this request set or removed (one statement: the row's other keys stay as another
 * request may just have written them; the row is made by the session's first write) and answers the
 * Set-Cookie value.
 */
export async function commitSession(session: Session, context: AppLoadContext): Promise<string> {
  const store = storeFor(context);
  const before = asRead.get(session) ?? new Map<string, string>();
  const now = snapshot(session.data);
  const patch: Data = {};
  for (const [key, json] of now) if (before.get(key) !== json) patch[key] = session.data[key];
  const removed = [...before.keys()].filter((key) => !now.has(key));
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  // Nothing changed: no write (a refused first post leaves no row).
  if (Object.keys(patch).length || removed.length) {
    const { rows } = await sql<{ data: Data }>`
      insert into shop_sessions (id, data, expires_at) values (${session.id}, ${JSON.stringify(session.data)}::jsonb, ${expires})
      on conflict (id) do update
        set data = (
              -- an ended session read as empty (its row not swept yet) keeps nothing of what it held
              case when shop_sessions.expires_at <= now() then '{}'::jsonb else shop_sessions.data end
              - ${removed}::text[]
            ) || ${JSON.stringify(patch)}::jsonb,
            expires_at = excluded.expires_at,
            updated_at = now()
      returning data`.execute(store.db);
    store.writes++;
    store.memo?.set(session.id, rows[0]!.data);
    requestReads.get(context)?.set(session.id, Promise.resolve(rows[0]!.data));
  }
  asRead.set(session, now);
  return store.cookie.serialize(session.id, { expires });
}

/** Deletes the session; the browser gets a new id at once (no row), so its next writes are serialised too. */
export async function destroySession(session: Session, context: AppLoadContext): Promise<string> {
  const store = storeFor(context);
  await store.db.deleteFrom('shop_sessions').where('id', '=', session.id).execute();
  store.writes++;
  store.memo?.delete(session.id);
  requestReads.get(context)?.set(session.id, Promise.resolve({}));
  return store.cookie.serialize(newSessionId());
}
