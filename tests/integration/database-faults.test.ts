// Issue 13, defects 1 and 10: the built server (`node build/server.js`) on PostgreSQL through a TCP proxy the
// test controls. A connection cut of 0.3 s ended the process (the socket.io adapter's listening client had no
// error handler); a database that stops answering left /readyz and pages hanging for 20 s and more. Now the
// process lives on, /readyz says 503 while the database is away and 200 when it is back, pages answer an
// error rather than hang, and work again without a restart. Needs `npm run build` and DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeMenusSchema } from '~/contract/catalog';
import { findMenuItem } from '~/domain/orderability';
import { customer, postgresDemo, simpleItems } from '../fixtures/shop-app';
import { tcpProxy, type TcpProxy } from '../fixtures/tcp-proxy';

const DATABASE_URL = process.env.DATABASE_URL;

interface Server {
  child: ChildProcess;
  base: string;
  log: () => string;
}

/** The built server on a port of its own (PORT=0: it says which in its log), ready once /readyz says 200. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ['build/server.js'], {
    // NODE_ENV unset, as `npm start` runs it (the type of @remix-run/dev wants it set)
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  for (let waited = 0; child.exitCode === null && !/listening on http:\/\/localhost:\d+/.test(log); waited += 100) {
    if (waited > 30_000) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
  const port = /listening on http:\/\/localhost:(\d+)/.exec(log)![1];
  const base = `http://127.0.0.1:${port}`;
  if ((await status(`${base}/readyz`)) !== 200) throw new Error(`the server is not ready:\n${log}`);
  return { child, base, log: () => log };
}

/** The status of a GET, or 0 when no answer came (the connection refused, reset, or nothing in 15 s). */
async function status(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** An item of Lola's Kusina Malate that needs no choice and can be ordered now, with its branch. */
async function simpleItem(base: string) {
  const { branchId, ids } = await simpleItems(base);
  return { branchId, itemId: ids[0]! };
}

describe.runIf(!!DATABASE_URL)('the process when PostgreSQL goes away (issue 13, defects 1 and 10)', () => {
  const target = DATABASE_URL ? postgresDemo() : null;
  let proxy: TcpProxy;
  let server: Server | null = null;
  let application = '';
  /** the session cookie of a customer with a cart: their pages read their session from the database */
  let cookie = '';

  beforeAll(async () => {
    const { url } = (await target)!;
    proxy = await tcpProxy(Number(new URL(url).port || 5432), new URL(url).hostname);
  });

  // each test its own process (one that died in a test does not fail the next)
  beforeEach(async () => {
    const { url } = (await target)!;
    application = `faults_${Math.random().toString(36).slice(2, 10)}`;
    const proxied = new URL(proxy.url(url));
    proxied.searchParams.set('application_name', application);
    server = await startServer({
      DATABASE_URL: proxied.toString(),
      // short bounds, so that the frozen database is noticed well within the test's time
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '3000',
      READYZ_TIMEOUT_MS: '1000',
    });
    const shopper = customer(server.base);
    await shopper.get('/menu/LKmalate');
    const { branchId, itemId } = await simpleItem(server.base);
    const added = await shopper.post('/cart', {
      intent: 'add',
      brandId: '1',
      branchId: String(branchId),
      itemId: String(itemId),
      quantity: '1',
      redirectTo: '/cart',
    });
    expect(added.status).toBe(303);
    cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect(await status(`${server.base}/cart`, { cookie })).toBe(200);
  });

  afterEach(async () => {
    const child = server?.child;
    server = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  });

  afterAll(async () => {
    await proxy?.close();
    await (await target)?.drop();
  });

  it('lives through connection cuts of 0.3 s: /readyz says 503 during each, 200 after, and pages work again', async () => {
    const { base, child, log } = server!;
    for (let cut = 0; cut < 3; cut++) {
      const cutting = proxy.cut(300);
      expect(await status(`${base}/readyz`), log()).toBe(503);
      await cutting;
      await expect.poll(() => status(`${base}/readyz`), { timeout: 10_000 }).toBe(200);
      expect(child.exitCode, log()).toBeNull();
      expect(await status(`${base}/cart`, { cookie })).toBe(200);
    }
    expect(child.exitCode, log()).toBeNull();
    expect(child.signalCode).toBeNull();
  });

  it('listens again after a cut: the live-events channel and the catalogue changes of other instances', async () => {
    const { base, log } = server!;
    await proxy.cut(300);
    await expect.poll(() => status(`${base}/readyz`), { timeout: 10_000 }).toBe(200);
    // the socket.io adapter's listening client is back on its channel
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await admin.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity where application_name = $1 and query like 'LISTEN "socket.io#%'`,
                [application],
              )
            ).rows[0]!.n,
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    // another instance changes a stock (its write and its notice, as the platform sends them): this one hears it
    const { url } = (await target)!;
    const { branchId, itemId } = await simpleItem(base);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const stockOf = async () => {
      const menus = storeMenusSchema.parse(
        await (await fetch(`${base}/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${branchId}`)).json(),
      );
      return findMenuItem(menus.sections, itemId)?.item.stock.available;
    };
    try {
      expect(await stockOf()).toBe(true);
      await other.query('begin');
      await other.query(
        `insert into item_stock (branch_id, item_id, available) values ($1, $2, false)
         on conflict (branch_id, item_id) do update set available = false`,
        [branchId, itemId],
      );
      await other.query(
        `select pg_notify('catalog_changed', json_build_object('schema', current_schema(), 'branchId', $1::int)::text)`,
        [branchId],
      );
      await other.query('commit');
      await expect.poll(stockOf, { timeout: 5_000, interval: 50 }).toBe(false);
    } finally {
      await other.query(`delete from item_stock where branch_id = $1 and item_id = $2`, [branchId, itemId]);
      await other.end();
    }
    expect(server!.child.exitCode, log()).toBeNull();
  });

  it('answers while the database is frozen: /readyz 503, a page 503 (try again), never a hang; then works again', async () => {
    const { base, child, log } = server!;
    proxy.freeze();
    try {
      expect(await status(`${base}/readyz`)).toBe(503);
      expect(await status(`${base}/cart`, { cookie })).toBe(503);
      expect(child.exitCode, log()).toBeNull();
    } finally {
      proxy.resume();
    }
    await expect.poll(() => status(`${base}/readyz`), { timeout: 10_000 }).toBe(200);
    await expect.poll(() => status(`${base}/cart`, { cookie }), { timeout: 10_000 }).toBe(200);
    expect(child.exitCode, log()).toBeNull();
  });

  it('drops connections that died without a word: a query with no answer closes its connection, the next ones work', async () => {
    const { base, child, log } = server!;
    // every connection open now goes silent for good (its socket stays open); new ones work
    proxy.strand();
    // each kept connection fails one request (its read timeout), then is closed, never used again: soon every
    // request is answered (a connection given back to the pool after its timeout failed every later request),
    // and none meanwhile hangs (0: no answer in 15 s)
    const answers: number[] = [];
    let answered = 0;
    for (const until = Date.now() + 45_000; answered < 5 && Date.now() < until;) {
      answers.push(await status(`${base}/cart`, { cookie }));
      answered = answers.at(-1) === 200 ? answered + 1 : 0;
    }
    expect(answers).not.toContain(0);
    expect(answered, `statuses: ${answers.join(' ')}`).toBe(5);
    expect(await status(`${base}/readyz`)).toBe(200);
    expect(child.exitCode, log()).toBeNull();
  }, 60_000);
});
