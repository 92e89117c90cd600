// Live events over socket.io on the shop's own HTTP server (SPEC §4 "Other": the connection
// authenticates with the access token, or a shared token for anonymous visitors).
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import { sameSecret } from '../platform/http/access';
import { verifyAccessToken } from '../platform/identity/tokens';

export interface SocketOptions {
  sharedToken: string;
  tokenSecret: string;
  /** PostgreSQL pool: instances then share events through the database */
  pgPool?: pg.Pool;
}

export interface SocketData {
  userId: string | null;
}

export async function attachSocketServer(http: HttpServer, options: SocketOptions): Promise<Server> {
  const io = new Server(http, { serveClient: false, cors: { origin: false } });
  if (options.pgPool) {
    await options.pgPool.query(`
      create table if not exists socket_io_attachments (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      )`);
    io.adapter(createAdapter(options.pgPool));
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
  });
  return io;
}
