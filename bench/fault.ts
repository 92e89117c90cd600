// npm run bench:fault — the load-and-fault run (issue 13; never a timed test). 50 customers do the HTTP
// flow of a phone without JavaScript (open a store link, add lines, open the cart with its bill, log in as a
// guest) against the built server while it is hurt:
//  - PostgreSQL: two instances on one database behind a round-robin "load balancer" (the client); once a
//    quarter of the adds are answered one instance is killed with SIGKILL and started again; at 60 % the
//    database connections are cut for 0.3 s (a TCP proxy between the instances and PostgreSQL);
//  - PGlite: one instance on a data directory, killed with SIGKILL at 30 % and started again.
// Clients retry as a phone would (the same form again, after a pause, up to a limit). Afterwards every
// cart is read back: every acknowledged add must be there exactly once.
// Usage: npm run bench:fault [-- --customers 50 --adds 6 --only postgres,pglite]
// PostgreSQL: FAULT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server
// where a database `webshop_fault` may be dropped and created.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tcpProxy } from '../tests/fixtures/tcp-proxy';
import { exited, startServer, withCookies, type Started } from './server';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CUSTOMERS = arg('customers', 50);
const ADDS = arg('adds', 6);
const ONLY = (() => {
  const i = args.indexOf('--only');
  return i >= 0 ? new Set(String(args[i + 1]).split(',')) : null;
})();
const STORE = 'LK7brand';
const BRAND = 1;
/** A phone retries a request that got no answer (or a 5xx) this many times, a little later each time. */
const TRIES = 40;
const PAUSE_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Counts {
  adds: number;
  acknowledged: number;
  refused: number;
  gaveUp: number;
  retries: number;
  answers5xx: number;
  networkErrors: number;
  pages: number;
  guestLogins: number;
  lost: number;
  duplicated: number;
  /** adds not acknowledged that the cart holds anyway (allowed: the answer was lost) */
  keptUnacknowledged: number;
}

/**
 * The instances a "load balancer" spreads requests over, as an orchestrator keeps them: one killed on
 * purpose is started again; one that ends by itself (a crash) is counted, then started again too.
 */
class Fleet {
  private next = 0;
  private instances: Array<Started | null> = [];
  crashes = 0;
  private stopping = false;
  constructor(
    private ports: number[],
    private env: Record<string, string>,
  ) {}
  async start() {
    this.instances = await Promise.all(this.ports.map((port) => this.launch(port)));
  }
  /** Started, again and again if it fails to start (the database may be away for a moment). */
  private async launch(port: number): Promise<Started> {
    let started: Started | null = null;
    for (let attempt = 1; !started; attempt++) {
      try {
        started = await startServer(port, this.env);
      } catch (error) {
        if (attempt >= 10) throw error;
        console.log(`  the instance on port ${port} did not start (${(error as Error).message}); again`);
        await sleep(500);
      }
    }
    started.child.once('exit', () => {
      const i = this.instances.indexOf(started);
      if (this.stopping || i < 0) return;
      this.crashes++;
      console.log(`  the instance on port ${port} ended by itself (crash ${this.crashes}); starting again`);
      this.instances[i] = null;
      void this.launch(port).then((again) => (this.instances[i] = again));
    });
    return started;
  }
  /** SIGKILL, then started again (a deploy gone wrong, an out-of-memory kill). */
  async kill(i: number) {
    const killed = this.instances[i]!;
    this.instances[i] = null;
    killed.child.kill('SIGKILL');
    await exited(killed.child);
    console.log(`  instance on port ${killed.port} killed (SIGKILL); starting again`);
    this.instances[i] = await this.launch(killed.port);
    console.log(`  instance on port ${killed.port} ready again`);
  }
  pick(): string | null {
    const up = this.instances.filter((i): i is Started => !!i);
    if (!up.length) return null;
    return up[this.next++ % up.length]!.base;
  }
  async stop() {
    this.stopping = true;
    const all = this.instances.filter((i): i is Started => !!i);
    for (const i of all) i.child.kill('SIGTERM');
    await Promise.all(all.map((i) => exited(i.child)));
  }
}

async function run(name: string, pool: Fleet, faults: Array<{ at: number; act: () => Promise<void> }>) {
  const counts: Counts = {
    adds: 0,
    acknowledged: 0,
    refused: 0,
    gaveUp: 0,
    retries: 0,
    answers5xx: 0,
    networkErrors: 0,
    pages: 0,
    guestLogins: 0,
    lost: 0,
    duplicated: 0,
    keptUnacknowledged: 0,
  };
  const total = CUSTOMERS * ADDS;
  const pending = [...faults].sort((a, b) => a.at - b.at);
  const faultsDone: Promise<void>[] = [];
  const progressed = () => {
    while (pending[0] && counts.acknowledged + counts.refused + counts.gaveUp >= pending[0].at * total)
      faultsDone.push(pending.shift()!.act());
  };

  /** One request as a phone sends it: again on no answer or a 5xx (to whichever instance answers). */
  async function send(path: string, init: RequestInit): Promise<Response | null> {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      if (attempt > 0) {
        counts.retries++;
        await sleep(PAUSE_MS);
      }
      const base = pool.pick();
      if (!base) continue;
      try {
        // A form post comes from the page the instance served (the shop refuses cross-site posts).
        const headers = new Headers(init.headers);
        if (init.method === 'POST') headers.set('origin', base);
        const res = await fetch(base + path, {
          ...init,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        });
        // The whole answer, or it counts as none (an instance killed mid-answer): the phone sends again.
        const body = await res.arrayBuffer();
        if (res.status >= 500) {
          counts.answers5xx++;
          continue;
        }
        return new Response([204, 205, 304].includes(res.status) ? null : body, {
          status: res.status,
          headers: res.headers,
        });
      } catch {
        counts.networkErrors++;
      }
    }
    return null;
  }

  const menus = await (
    await fetch(`${pool.pick()}/api/consumer/v1/webshop/public/store/menus?brandID=${BRAND}`)
  ).json();
  const branchId: number = menus.branchInfo.id;
  const itemIds: number[] = menus.sections.flatMap(
    (s: { sub_sections: { items: { id: number; groups: unknown[]; oos: boolean }[] }[] }) =>
      s.sub_sections.flatMap((c) => c.items.filter((i) => !i.oos && i.groups.length === 0).map((i) => i.id)),
  );

  async function customer(n: number) {
    // Each customer's phone has its own address (the balancer's X-Forwarded-For): the limits count per address.
    const from = `10.0.${n >> 8}.${n & 255}`;
    const ask = (path: string, init: RequestInit = {}) =>
      send(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': from } });
    let cookie = `cookie_consent=${Buffer.from('"accepted"').toString('base64')}`;
    const opened = await ask(`/menu/${STORE}`, {});
    if (opened) cookie = withCookies(cookie, opened);
    const sent = new Map<string, 'acknowledged' | 'refused' | 'gaveUp'>();
    // The first item the platform takes now (sections and categories have hours), found by the first add.
    let items = itemIds;
    for (let a = 0; a < ADDS; a++) {
      const requestId = crypto.randomUUID();
      const comment = `fault ${n}-${a}`;
      counts.adds++;
      let outcome: 'acknowledged' | 'refused' | 'gaveUp' = 'gaveUp';
      for (const itemId of items) {
        const res = await ask('/cart', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            intent: 'add',
            brandId: String(BRAND),
            branchId: String(branchId),
            itemId: String(itemId),
            quantity: '1',
            comment,
            requestId,
            redirectTo: `/brand/${BRAND}`,
          }),
        });
        if (!res) break;
        cookie = withCookies(cookie, res);
        await res.body?.cancel();
        if (res.status === 303 && res.headers.get('location') === `/brand/${BRAND}`) {
          outcome = 'acknowledged';
          items = [itemId];
          break;
        }
        outcome = 'refused';
      }
      sent.set(comment, outcome);
      counts[outcome]++;
      progressed();
      await sleep(20 + Math.random() * 80);
    }
    // The cart page (priced by the bill), then a guest login.
    const page = await ask('/cart', { headers: { cookie } });
    if (page?.status === 200) counts.pages++;
    await page?.body?.cancel();
    const root = await ask('/login?_data=root', { headers: { cookie } });
    if (root?.status === 200) {
      const { honeypot } = (await root.json()) as {
        honeypot: { nameFieldName: string; validFromFieldName: string | null; encryptedValidFrom: string };
      };
      const fields = new URLSearchParams({ accept_tc: 'on', [honeypot.nameFieldName]: '' });
      if (honeypot.validFromFieldName) fields.set(honeypot.validFromFieldName, honeypot.encryptedValidFrom);
      const login = await ask('/login', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: fields,
      });
      if (login && login.status >= 300 && login.status < 400) {
        counts.guestLogins++;
        cookie = withCookies(cookie, login);
      }
      await login?.body?.cancel();
    }
    return { cookie, sent, from };
  }

  const started = Date.now();
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => customer(n)));
  await Promise.all(faultsDone);
  const seconds = (Date.now() - started) / 1000;

  // Every cart read back (the cart page's data), after the faults.
  for (const { cookie, sent, from } of customers) {
    const res = await send('/cart?_data=routes%2Fcart', { headers: { cookie, 'x-forwarded-for': from } });
    type Line = { comment: string; quantity: number };
    const data = res?.status === 200 ? ((await res.json()) as { branches?: { brands: { lines: Line[] }[] }[] }) : null;
    const lines = (data?.branches ?? []).flatMap((b) => b.brands.flatMap((brand) => brand.lines));
    for (const [comment, outcome] of sent) {
      // an add sent twice merges into its line (same item, choices and note): count the quantities
      const times = lines.filter((l) => l.comment === comment).reduce((n, l) => n + l.quantity, 0);
      if (times > 1) counts.duplicated++;
      if (outcome === 'acknowledged' && times === 0) counts.lost++;
      if (outcome !== 'acknowledged' && times > 0) counts.keptUnacknowledged++;
    }
  }
  return { name, seconds, ...counts, crashes: pool.crashes };
}

const results: Awaited<ReturnType<typeof run>>[] = [];
let port = 3450;

if (!ONLY || ONLY.has('postgres')) {
  const admin = process.env.FAULT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('drop database if exists webshop_fault with (force)');
  await client.query('create database webshop_fault');
  await client.end();
  // The instances reach PostgreSQL through a TCP proxy the run controls (tests/fixtures/tcp-proxy.ts).
  const proxy = await tcpProxy(Number(url.port || 5432), url.hostname);
  url.pathname = '/webshop_fault';
  // No secrets configured: the instances generate them once and share them through the database.
  const env = { DATABASE_URL: proxy.url(url.toString()), DEMO_DATA: 'true', TRUST_PROXY: 'true' };
  const pool = new Fleet([port++, port++], env);
  console.log('PostgreSQL: two instances starting…');
  await pool.start();
  try {
    results.push(
      await run('PostgreSQL, 2 instances', pool, [
        { at: 0.25, act: () => pool.kill(0) },
        {
          at: 0.6,
          act: async () => {
            console.log('  database connections cut for 0.3 s');
            await proxy.cut(300);
          },
        },
      ]),
    );
  } finally {
    await pool.stop();
    await proxy.close();
  }
}

if (!ONLY || ONLY.has('pglite')) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-fault-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true', TRUST_PROXY: 'true' };
  const pool = new Fleet([port++], env);
  console.log('PGlite: one instance starting…');
  await pool.start();
  try {
    results.push(await run('PGlite, 1 instance', pool, [{ at: 0.3, act: () => pool.kill(0) }]));
  } finally {
    await pool.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\n${CUSTOMERS} customers × ${ADDS} adds, retries up to ${TRIES} × ${PAUSE_MS} ms\n` +
    '| run | s | adds | acknowledged | refused | gave up | lost | duplicated | kept unacknowledged | retries | 5xx | no answer | cart pages | guest logins | crashes |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const r of results)
  console.log(
    `| ${r.name} | ${r.seconds.toFixed(1)} | ${r.adds} | ${r.acknowledged} | ${r.refused} | ${r.gaveUp} | ${r.lost} | ${r.duplicated} | ${r.keptUnacknowledged} | ${r.retries} | ${r.answers5xx} | ${r.networkErrors} | ${r.pages} | ${r.guestLogins} | ${r.crashes} |`,
  );
await fs.mkdir('bench/results', { recursive: true });
await fs.writeFile(
  `bench/results/fault-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`,
  JSON.stringify({ customers: CUSTOMERS, adds: ADDS, results }, null, 2),
);
if (results.some((r) => r.lost || r.duplicated || r.crashes)) process.exitCode = 1;
