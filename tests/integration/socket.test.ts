// socket.io on the shop's HTTP server accepts the shared anonymous token or a valid access token only.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { attachSocketServer } from '../../server/live/socket';
import { signAccessToken } from '../../server/platform/identity/tokens';

const SHARED = 'shared-anonymous-token-for-tests';
const SECRET = 'token-secret-for-tests-0123456789';
let server: http.Server;
let io: Server;
let url: string;

beforeAll(async () => {
  server = http.createServer();
  io = await attachSocketServer(server, { sharedToken: SHARED, tokenSecret: SECRET });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

function attempt(auth: Record<string, unknown>): Promise<{ ok: boolean; socket: Socket; error?: string }> {
  const socket = connect(url, { auth, transports: ['websocket'], reconnection: false });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ ok: true, socket }));
    socket.on('connect_error', (err) => resolve({ ok: false, socket, error: err.message }));
  });
}

describe('socket connection auth (SPEC §4 "Other")', () => {
  it('accepts the shared anonymous token and joins the branch room', async () => {
    const { ok, socket } = await attempt({ token: SHARED, branchId: 7 });
    expect(ok).toBe(true);
    const received = new Promise((resolve) => socket.on('store_mode', resolve));
    // Wait until the server has placed the socket in its room.
    await new Promise((r) => setTimeout(r, 50));
    io.to('branch:7').emit('store_mode', { brand_id: 1, is_busy: true });
    await expect(received).resolves.toEqual({ brand_id: 1, is_busy: true });
    socket.close();
  });

  it('accepts a valid access token', async () => {
    const token = await signAccessToken({ sub: 'user-42' }, SECRET);
    const { ok, socket } = await attempt({ token });
    expect(ok).toBe(true);
    socket.close();
  });

  it('refuses no token, a wrong token, a token signed with another secret, and an expired one', async () => {
    const other = await signAccessToken({ sub: 'user-42' }, 'another-secret-0123456789abcdef');
    const expired = await signAccessToken({ sub: 'user-42' }, SECRET, -10);
    for (const auth of [{}, { token: 'wrong' }, { token: other }, { token: expired }]) {
      const { ok, socket, error } = await attempt(auth);
      expect(ok).toBe(false);
      expect(error).toBe('unauthorized');
      socket.close();
    }
  });
});
