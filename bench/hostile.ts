// The hostile run of issue 24 (defect 3; never a timed test): customers add to their carts while other
// connections of the same sessions, and of thirty more sessions, misbehave — bodies that trickle or never
// end, posts whose answers wait behind a long poll on their connection, clients that reset their
// connections (right after sending, with posts pipelined, or while the action runs). It prints what the
// customers' adds were answered and how long they waited: a session's lock held by a slow or vanished client
// shows as waits of the whole lock wait (10 s) and 503s.
// Usage: npm run build && npx tsx bench/hostile.ts [--only pglite,postgres] [--sessions 10] [--adds 5]
//   [--patterns trickle,stall,held,reset,pipereset,midreset,many]
// PostgreSQL: HOSTILE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server
// where a database `webshop_hostile` may be dropped and created.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exited, startServer, withCookies, type Started } from './server';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const SESSIONS = Number(arg('sessions') ?? 10);
const ADDS = Number(arg('adds') ?? 5);
const PATTERNS = (arg('patterns') ?? 'trickle,stall,held,reset,pipereset,midreset,many').split(',');
const ONLY = arg('only')?.split(',') ?? ['pglite', 'postgres'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(server: Started) {
  const { base, port } = server;
  const form = { 'content-type': 'application/x-www-form-urlencoded', origin: base };
  const addForm = (itemId: number) =>
    new URLSearchParams({
      intent: 'add',
      brandId: '1',
      branchId: '1',
      itemId: String(itemId),
      quantity: '1',
      redirectTo: '/cart',
    }).toString();
  const post = (cookie: string, body: string, signal?: AbortSignal) =>
    fetch(`${base}/cart`, { method: 'POST', redirect: 'manual', headers: { cookie, ...form }, body, signal });

  /** A customer who opened the store's link (and so has a session id) and added one line. */
  async function customerWithSession(itemId: number): Promise<string> {
    const link = await fetch(`${base}/menu/LKmalate`, { redirect: 'manual' });
    const cookie = withCookies('', link);
    return withCookies(cookie, await post(cookie, addForm(itemId)));
  }

  // the items of the brand's first branch that can be ordered now (a throwaway customer tries each)
  const menus = (await (
    await fetch(`${base}/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=1`)
  ).json()) as { sections: { sub_sections: { items: { id: number; groups?: unknown[] }[] }[] }[] };
  const items: number[] = [];
  let tester = withCookies('', await fetch(`${base}/menu/LKmalate`, { redirect: 'manual' }));
  for (const item of menus.sections.flatMap((s) => s.sub_sections.flatMap((c) => c.items))) {
    if (item.groups?.length) continue;
    const res = await post(tester, addForm(item.id));
    tester = withCookies(tester, res);
    if (res.status === 303) items.push(item.id);
  }
  if (items.length < 14) throw new Error(`only ${items.length} items can be ordered now`);

  const sockets: net.Socket[] = [];
  const rawPost = (cookie: string, body: string) =>
    `POST /cart HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nCookie: ${cookie}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const connection = () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.pause();
    sockets.push(socket);
    return socket;
  };
  const longPoll = async () => {
    const handshake = await (await fetch(`${base}/socket.io/?EIO=4&transport=polling`)).text();
    const sid = /"sid":"([^"]+)"/.exec(handshake)![1];
    return `GET /socket.io/?EIO=4&transport=polling&sid=${sid} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  };
  const patterns: Record<string, { requests: number; start(cookie: string): Promise<void> }> = {
    // a body sent a byte every 200 ms
    trickle: {
      requests: 1,
      start: async (cookie) => {
        const request = rawPost(cookie, addForm(items[1]!));
        const socket = connection();
        for (const byte of request) {
          if (socket.destroyed) return;
          socket.write(byte);
          await sleep(200);
        }
      },
    },
    // half a body, then nothing
    stall: {
      requests: 1,
      start: async (cookie) => {
        const request = rawPost(cookie, addForm(items[1]!));
        connection().write(request.slice(0, -10));
      },
    },
    // an add pipelined behind a long poll: its answer waits on the connection for 25 s
    held: {
      requests: 2,
      start: async (cookie) => void connection().write((await longPoll()) + rawPost(cookie, addForm(items[2]!))),
    },
    // a whole post, then a reset at once; ten times
    reset: {
      requests: 10,
      start: async (cookie) => {
        for (let i = 0; i < 10; i++) {
          const socket = connection();
          socket.write(rawPost(cookie, addForm(items[3]!)));
          await sleep(1);
          socket.resetAndDestroy();
          await sleep(50);
        }
      },
    },
    // eight posts pipelined on one connection, reset once sent
    pipereset: {
      requests: 8,
      start: async (cookie) => {
        const socket = connection();
        socket.write(
          items
            .slice(4, 12)
            .map((item) => rawPost(cookie, addForm(item)))
            .join(''),
        );
        await sleep(5);
        socket.resetAndDestroy();
      },
    },
    // a whole post, then a reset while its action runs; ten times
    midreset: {
      requests: 10,
      start: async (cookie) => {
        for (let i = 0; i < 10; i++) {
          const socket = connection();
          socket.write(rawPost(cookie, addForm(items[12]!)));
          await sleep(30 + i * 10);
          socket.resetAndDestroy();
          await sleep(50);
        }
      },
    },
  };

  const customers = await Promise.all(Array.from({ length: SESSIONS }, () => customerWithSession(items[0]!)));
  // thirty other sessions, each with a post whose answer is held: more than the lock pool's 20 connections
  const others = PATTERNS.includes('many')
    ? await Promise.all(Array.from({ length: 30 }, () => customerWithSession(items[0]!)))
    : [];
  const started: Promise<void>[] = others.map((cookie) => patterns.held!.start(cookie));
  let hostileRequests = others.length * patterns.held!.requests;
  for (const cookie of customers)
    for (const name of PATTERNS.filter((p) => patterns[p])) {
      hostileRequests += patterns[name]!.requests;
      const going = patterns[name]!.start(cookie);
      // the slow ones go on while the customers add
      if (name !== 'trickle' && name !== 'reset' && name !== 'midreset') started.push(going);
    }
  await Promise.all(started);
  await sleep(2000);

  const waits: number[] = [];
  const statuses: Record<string, number> = {};
  await Promise.all(
    customers.map(async (cookie, i) => {
      for (let n = 0; n < ADDS; n++) {
        const t0 = Date.now();
        let status: string;
        try {
          const res = await post(cookie, addForm(items[(i + n) % items.length]!), AbortSignal.timeout(30_000));
          await res.arrayBuffer();
          status = String(res.status);
        } catch (error) {
          status = (error as Error).name === 'TimeoutError' ? 'no answer in 30 s' : 'connection error';
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
        waits.push(Date.now() - t0);
        await sleep(300);
      }
    }),
  );
  for (const socket of sockets) socket.destroy();
  waits.sort((a, b) => a - b);
  const at = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))]!;
  return {
    hostileRequests,
    adds: waits.length,
    statuses,
    p50: at(0.5),
    p95: at(0.95),
    max: waits.at(-1)!,
    over10s: waits.filter((w) => w >= 10_000).length,
  };
}

const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
let port = 3460;
for (const engine of ONLY) {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void> = async () => undefined;
  if (engine === 'postgres') {
    const admin = process.env.HOSTILE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('drop database if exists webshop_hostile with (force)');
    await client.query('create database webshop_hostile');
    await client.end();
    const url = new URL(admin);
    url.pathname = '/webshop_hostile';
    env = { DATABASE_URL: url.toString(), DEMO_DATA: 'true' };
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-hostile-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true' };
    cleanUp = () => fs.rm(dataDir, { recursive: true, force: true });
  }
  const server = await startServer(port++, env);
  try {
    results[engine] = await run(server);
    console.log(engine, JSON.stringify(results[engine]));
  } finally {
    server.child.kill('SIGKILL');
    await exited(server.child);
    await cleanUp();
  }
}
console.log(
  `\n${SESSIONS} customers × ${ADDS} adds beside ${PATTERNS.join(', ')}\n` +
    '| engine | hostile requests | adds | answers | p50 ms | p95 ms | max ms | waited ≥ 10 s |\n|---|---|---|---|---|---|---|---|',
);
for (const [engine, r] of Object.entries(results))
  console.log(
    `| ${engine} | ${r.hostileRequests} | ${r.adds} | ${Object.entries(r.statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ')} | ${r.p50} | ${r.p95} | ${r.max} | ${r.over10s} |`,
  );
if (Object.values(results).some((r) => r.over10s || Object.keys(r.statuses).some((s) => s !== '303')))
  process.exitCode = 1;
