// Live events over socket.io on the shop's own HTTP server (SPEC §4 "Other": the connection
// authenticates with the access token, or a shared token for anonymous visitors).
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import { sameSecret } from '../platform/http/access';
import { verifyAccessToken } from '../platform/identity/tokens';
import type { PlatformEvents } from '../platform/events';
import { verifyOpsTicket } from '../../app/domain/ops-ticket';

export interface SocketOptions {
  sharedToken: string;
  tokenSecret: string;
  /** the ops token: a socket holding it (or a ticket signed with it) may join a kitchen's room */
  opsToken?: string;
  /** PostgreSQL: instances then share events through the database */
  postgres?: {
    /** where events are published */
    pool: pg.Pool;
    /** a connection of its own for listening (Database.newClient) */
    newClient: () => pg.Client;
    /** a failure of the listening connection: told, never thrown */
    onError?: (error: Error) => void;
    /** a query on the listening connection this often, so that a link that died silently is noticed */
    checkEveryMs?: number;
  };
}

/**
 * What @socket.io/postgres-adapter takes for a pool (issue 13, defect 1). It publishes with `query` on the
 * process's pool, and listens on a client it takes with `connect`: here a connection of its own, outside
 * the pool (it would hold a pool connection for good, and one lost was never given back), whose errors are
 * told rather than thrown — the adapter's client had no 'error' listener, so a connection cut of 0.3 s
 * ended the process — and which is checked now and then. When it ends the adapter takes another one (its
 * 'end' listener), sooner or later; an older client still open then is ended quietly, so that one
 * connection listens at a time.
 */
function adapterPool({
  pool,
  newClient,
  onError = () => undefined,
  checkEveryMs = 10_000,
}: NonNullable<SocketOptions['postgres']>) {
  let current: pg.Client | null = null;
  return {
    query: (...args: unknown[]) => (pool.query as (...a: unknown[]) => unknown).apply(pool, args),
    async connect() {
      const previous = current;
      if (previous) {
        previous.removeAllListeners('end');
        previous.removeAllListeners('notification');
        previous.end().catch(() => undefined);
      }
      const client = newClient();
      current = client;
      client.on('error', onError);
      const check = setInterval(() => {
        // a failed check ends the connection: the adapter connects again
        client.query('select 1').catch(() => client.end().catch(() => undefined));
      }, checkEveryMs);
      check.unref();
      client.once('end', () => clearInterval(check));
      try {
        await client.connect();
      } catch (error) {
        clearInterval(check);
        if (current === client) current = null;
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        throw error;
      }
      // the adapter gives its client back when it closes
      return Object.assign(client, {
        release: () => {
          clearInterval(check);
          if (current === client) current = null;
          client.end().catch(() => undefined);
        },
      });
    },
  } as unknown as pg.Pool;
}

export interface SocketData {
  userId: string | null;
}

/** How many orders one connection may follow (a group's page follows the group and nothing else). */
const MAX_TRACKED = 20;
const trackId = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;

/** The room a `track` message asks for: `{orderHash}` → `order:…`, `{parentUuid}` → `group:…`; else null. */
export function trackedRoom(what: unknown): string | null {
  if (typeof what !== 'object' || what === null) return null;
  const { orderHash, parentUuid } = what as Record<string, unknown>;
  const hash = trackId(orderHash);
  if (hash) return `order:${hash}`;
  const uuid = trackId(parentUuid);
  return uuid ? `group:${uuid}` : null;
}

/** A kitchen's live room (the ops screen): its branch's order events. */
export const opsRoom = (branchId: number) => `ops:branch:${branchId}`;

/** The branch an `ops` message may join: `{branchId, token}` with the ops token, or `{ticket}`; else null. */
export function opsRoomBranch(what: unknown, opsToken: string | undefined, now = Date.now()): number | null {
  if (!opsToken || typeof what !== 'object' || what === null) return null;
  const { branchId, token, ticket } = what as Record<string, unknown>;
  if (ticket !== undefined) return verifyOpsTicket(opsToken, ticket, now);
  const id = Number(branchId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return typeof token === 'string' && sameSecret(token, opsToken) ? id : null;
}

export async function attachSocketServer(http: HttpServer, options: SocketOptions): Promise<Server> {
  const io = new Server(http, { serveClient: false, cors: { origin: false } });
  if (options.postgres) {
    await options.postgres.pool.query(`
      create table if not exists socket_io_attachments (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      )`);
    io.adapter(
      createAdapter(adapterPool(options.postgres), { errorHandler: options.postgres.onError ?? (() => undefined) }),
    );
  }
  io.use(async (socket: Socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    if (sameSecret(token, options.sharedToken)) {
      (socket.data as SocketData).userId = null;
      return next();
    }
    const claims = token ? await verifyAccessToken(token, options.tokenSecret) : null;
    if (!claims) return next(new Error('unauthorized'));
    (socket.data as SocketData).userId = claims.sub;
    return next();
  });
  io.on('connection', (socket) => {
    const branchId = Number(socket.handshake.auth?.branchId ?? socket.handshake.query.branchId);
    if (Number.isInteger(branchId) && branchId > 0) void socket.join(`branch:${branchId}`);
    const userId = (socket.data as SocketData).userId;
    if (userId) void socket.join(`user:${userId}`);
    // SPEC §4 "Order page rules": a page tracking an order joins its room. The room's name is the order's
    // 128-bit hash (or the group's uuid), and its events carry only ids and statuses.
    // An acknowledgement, when asked for, says whether the socket is in the room.
    socket.on('track', (what: unknown, ack?: unknown) => {
      const room = trackedRoom(what);
      const tracked = [...socket.rooms].filter((r) => r.startsWith('order:') || r.startsWith('group:')).length;
      const ok = !!room && (socket.rooms.has(room) || tracked < MAX_TRACKED);
      if (ok && room) void socket.join(room);
      if (typeof ack === 'function') (ack as (joined: boolean) => void)(ok);
    });
    // The ops screen (issue 16): a kitchen's room hears its branch's orders (new ones, every change). Only a
    // socket holding the ops token, or a ticket the shop signed with it (app/domain/ops-ticket.ts), gets in.
    socket.on('ops', (what: unknown, ack?: unknown) => {
      const branchId = opsRoomBranch(what, options.opsToken);
      if (branchId) void socket.join(opsRoom(branchId));
      if (typeof ack === 'function') (ack as (joined: boolean) => void)(branchId !== null);
    });
  });
  return io;
}

const ORDER_EVENTS = [
  'order_status_update',
  'order_payment_status_update',
  'fulfilment_status_update',
  'order_cart_update',
] as const;

/**
 * The platform's order events to the sockets tracking them: the room `order:{order_hash}`, and
 * `group:{parent_order_uuid}` for a child of a food-hall group (one emit: a socket in both gets it once).
 */
export function forwardOrderEvents(events: PlatformEvents, io: Server): void {
  for (const name of ORDER_EVENTS) {
    events.on(name, (event) => {
      const rooms = [`order:${event.order_hash}`];
      if (event.parent_order_uuid) rooms.push(`group:${event.parent_order_uuid}`);
      if (event.branch_id) rooms.push(opsRoom(event.branch_id));
      io.to(rooms).emit(name, event);
    });
  }
}
