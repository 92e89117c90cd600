// SPEC §4 "Order page rules": the order pages follow their order live. A socket with the shared anonymous
// token tracks an order (or a group) and gets the platform's order events for it, and for nothing else.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { attachSocketServer, forwardOrderEvents, trackedRoom } from '../../server/live/socket';
import { PlatformEvents, type OrderEvent } from '../../server/platform/events';
import { demoDatabase } from '../fixtures/database';
import { startShop } from '../fixtures/shop-app';

const SHARED = 'shared-anonymous-token-for-order-tests';
const SECRET = 'token-secret-for-order-tests-0123456789';
const HASH = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OTHER = 'ffffeeeeddddccccbbbbaaaa99998888';
const GROUP = '5f0c2a8e-7d1b-4c3e-9a6f-0b1c2d3e4f50';
let server: http.Server;
let io: Server;
let url: string;
const events = new PlatformEvents();
const sockets: Socket[] = [];

beforeAll(async () => {
  server = http.createServer();
  io = await attachSocketServer(server, { sharedToken: SHARED, tokenSecret: SECRET });
  forwardOrderEvents(events, io);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

async function tracking(what: unknown): Promise<{ socket: Socket; joined: unknown; received: [string, unknown][] }> {
  const socket = connect(url, { auth: { token: SHARED }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const received: [string, unknown][] = [];
  socket.onAny((name: string, payload: unknown) => received.push([name, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  // The acknowledgement comes once the server has put the socket in its room (or refused it).
  const joined: unknown = await socket.timeout(2000).emitWithAck('track', what);
  return { socket, joined, received };
}

/** Resolves once `socket` has got `count` events named `name` (no clock involved). */
function nextEvents(socket: Socket, name: string, count = 1): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve) =>
    socket.on(name, (payload: unknown) => {
      got.push(payload);
      if (got.length === count) resolve(got);
    }),
  );
}

/** A round trip to the server after the events: whatever it sent before has arrived by then. */
async function settled(socket: Socket) {
  await socket.timeout(2000).emitWithAck('track', { orderHash: HASH });
}

const event = (patch: Partial<OrderEvent> = {}): OrderEvent => ({
  order_hash: HASH,
  parent_order_uuid: null,
  status_id: 4,
  payment_status_id: 3,
  fulfillment_status_id: null,
  ...patch,
});

describe('tracking an order over socket.io', () => {
  it('delivers both order events to the sockets tracking the hash, and none to another hash', async () => {
    const mine = await tracking({ orderHash: HASH });
    const other = await tracking({ orderHash: OTHER });
    expect(mine.joined).toBe(true);
    expect(other.joined).toBe(true);
    const status = nextEvents(mine.socket, 'order_status_update');
    const payment = nextEvents(mine.socket, 'order_payment_status_update');
    events.emit('order_status_update', event({ status_id: 5 }));
    events.emit('order_payment_status_update', event({ payment_status_id: 1 }));
    await expect(status).resolves.toEqual([event({ status_id: 5 })]);
    await expect(payment).resolves.toEqual([event({ payment_status_id: 1 })]);
    // `other` asks the server something after the events were sent: they would have arrived before its answer.
    await settled(other.socket);
    expect(other.received).toEqual([]);
  });

  it('delivers a child order event to its group room, once to a socket in both rooms', async () => {
    const group = await tracking({ parentUuid: GROUP });
    expect(group.joined).toBe(true);
    const both = await tracking({ orderHash: HASH });
    expect(await both.socket.timeout(2000).emitWithAck('track', { parentUuid: GROUP })).toBe(true);
    const lone = await tracking({ parentUuid: 'another-group' });
    const inGroup = nextEvents(group.socket, 'order_status_update');
    events.emit('order_status_update', event({ parent_order_uuid: GROUP, status_id: 6 }));
    await expect(inGroup).resolves.toEqual([event({ parent_order_uuid: GROUP, status_id: 6 })]);
    // a child order without a group reaches only its own room
    events.emit('order_status_update', event({ order_hash: OTHER }));
    await settled(both.socket);
    await settled(lone.socket);
    await settled(group.socket);
    expect(both.received).toEqual([['order_status_update', event({ parent_order_uuid: GROUP, status_id: 6 })]]);
    expect(lone.received).toEqual([]);
    expect(group.received).toEqual([['order_status_update', event({ parent_order_uuid: GROUP, status_id: 6 })]]);
  });

  it('refuses malformed track messages, and joins no room for them', async () => {
    const bad = await tracking({ orderHash: 'x'.repeat(65) });
    expect(bad.joined).toBe(false);
    for (const what of [null, 'order', 42, [], {}, { orderHash: 7 }, { orderHash: '' }, { parentUuid: { $ne: 1 } }])
      expect(await bad.socket.timeout(2000).emitWithAck('track', what)).toBe(false);
    events.emit('order_status_update', event({ order_hash: 'x'.repeat(65) }));
    await settled(bad.socket);
    // the last settle joined HASH's room legitimately; nothing came before it
    expect(bad.received).toEqual([]);
  });

  it('names rooms only for strings of 1 to 64 characters', () => {
    expect(trackedRoom({ orderHash: HASH })).toBe(`order:${HASH}`);
    expect(trackedRoom({ parentUuid: GROUP })).toBe(`group:${GROUP}`);
    expect(trackedRoom({ orderHash: 'x'.repeat(64) })).toBe(`order:${'x'.repeat(64)}`);
    expect(trackedRoom({ orderHash: 'x'.repeat(65) })).toBeNull();
    expect(trackedRoom({ orderHash: '' })).toBeNull();
    expect(trackedRoom(undefined)).toBeNull();
  });

  it('lets only authenticated sockets connect to track (the shared token or an access token)', async () => {
    const socket = connect(url, { auth: { token: 'guess' }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const error = await new Promise<string>((resolve) => socket.on('connect_error', (e) => resolve(e.message)));
    expect(error).toBe('unauthorized');
  });
});

describe('the whole shop (server/app.ts) forwards the platform’s order events', () => {
  it('to the socket tracking the order and its group, with the token the pages hand out', async () => {
    const token = 'shop-socket-shared-token-0123456789';
    const shop = await startShop(await demoDatabase(), { SOCKET_SHARED_TOKEN: token });
    const open: Socket[] = [];
    const connected = async (track: unknown) => {
      const socket = connect(shop.base, { auth: { token }, transports: ['websocket'], reconnection: false });
      open.push(socket);
      const received: [string, unknown][] = [];
      socket.onAny((name: string, payload: unknown) => received.push([name, payload]));
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(await socket.timeout(2000).emitWithAck('track', track)).toBe(true);
      return { socket, received };
    };
    try {
      const order = await connected({ orderHash: HASH });
      const group = await connected({ parentUuid: GROUP });
      const other = await connected({ orderHash: OTHER });
      const gotOrder = nextEvents(order.socket, 'order_payment_status_update');
      const gotGroup = nextEvents(group.socket, 'order_payment_status_update');
      shop.app.platform.events.emit('order_payment_status_update', event({ parent_order_uuid: GROUP }));
      await expect(gotOrder).resolves.toEqual([event({ parent_order_uuid: GROUP })]);
      await expect(gotGroup).resolves.toEqual([event({ parent_order_uuid: GROUP })]);
      await settled(other.socket);
      expect(other.received).toEqual([]);
    } finally {
      for (const s of open) s.close();
      await shop.close();
    }
  });
});
