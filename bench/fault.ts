// npm run bench:fault — the load-and-fault run (issues 13 and 29; never a timed test). Customers go from the
// store link to a placed order through the shop's own checkout, as a phone without JavaScript does
// (bench/fault-customer.ts): some pay cash, the others by card through the sandbox gateway's hosted page
// (a declined card first for some, then Try Again). The kitchen moves the orders on the way, and staff cancel
// half of the card-paid ones (which refunds). The gateway (this run) delivers each signed callback again:
// twice at once, late (after the customer's page stopped waiting) and out of order (a declined attempt's
// after the paid one's, a paid one after its refund). Meanwhile, at random moments:
//  - PostgreSQL: two instances on one database behind a round-robin "load balancer" (the clients); each is
//    killed once with SIGKILL and started again; the database connections are cut for 0.3 s and for 5 s
//    (a TCP proxy between the instances and PostgreSQL, tests/fixtures/tcp-proxy.ts);
//  - PGlite: one instance on a data directory, killed with SIGKILL twice and started again.
// Every client sends a request again when its answer did not come (the same form, the same keys). Afterwards
// bench/fault-audit.ts reads the database and each customer's last page; a table per engine is printed.
// Usage: npm run bench:fault [-- --customers 40 --only postgres,pglite --seed 7]
// PostgreSQL: FAULT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server
// where a database `webshop_fault` may be dropped and created.
import { openSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/platform/db/index';
import { tcpProxy } from '../tests/fixtures/tcp-proxy';
import { audit, type Audit } from './fault-audit';
import type { Tally } from './fault-browser';
import { Fleet } from './fault-fleet';
import { BRAND, ordersListed, runCustomer, type CustomerRun } from './fault-customer';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CUSTOMERS = arg('customers', 40);
const SEED = arg('seed', Date.now() % 100_000);
const ONLY = (() => {
  const i = args.indexOf('--only');
  return i >= 0 ? new Set(String(args[i + 1]).split(',')) : null;
})();
const REVIEW_SECONDS = 3;
const OPS_TOKEN = 'fault-run-ops-token-0123456789';
const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';
const TRIES = 40;
/** a customer not done by then is reported as hung (a run that never ends tells nothing) */
const CUSTOMER_DEADLINE_MS = 6 * 60_000;

/** a small seeded generator (mulberry32): the moments of the faults, printed with the seed */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Extra {
  /** callbacks the gateway delivered again, and how the instances answered */
  callbacks: number;
  callbacksRefused: number;
  staffMoves: number;
  staffRefused: number;
  cancels: number;
}

async function run(name: string, fleet: Fleet, faults: Array<{ at: number; what: string; act: () => Promise<void> }>) {
  const rand = random(SEED);
  const tally: Tally = { retries: 0, answers5xx: 0, noAnswer: 0 };
  const extra: Extra = { callbacks: 0, callbacksRefused: 0, staffMoves: 0, staffRefused: 0, cancels: 0 };
  const since = new Date(Date.now() - 1000);

  // the faults at random moments of the run's progress (two steps a customer: cart filled, review confirmed)
  const total = CUSTOMERS * 2;
  let progress = 0;
  const pending = faults.map((f) => ({ ...f, at: f.at })).sort((a, b) => a.at - b.at);
  const faultsDone: Promise<void>[] = [];
  for (const f of pending) console.log(`  fault at ${(f.at * 100).toFixed(0)} % of the run: ${f.what}`);
  const progressed = () => {
    progress++;
    while (pending[0] && progress >= pending[0].at * total) faultsDone.push(pending.shift()!.act());
  };

  /** a JSON call of staff or the gateway through the balancer, again until an answer that is not a 5xx */
  async function call(method: string, p: string, body?: string, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      if (attempt > 0) {
        tally.retries++;
        await sleep(250 * Math.min(attempt, 8));
      }
      const base = fleet.pick();
      if (!base) continue;
      try {
        const res = await fetch(base + p, { method, headers, body, signal: AbortSignal.timeout(20_000) });
        const text = await res.text();
        if (res.status >= 500) {
          tally.answers5xx++;
          continue;
        }
        return { status: res.status, text };
      } catch {
        tally.noAnswer++;
      }
    }
    return null;
  }
  const ops = (hash: string, transition: string, reason?: string) =>
    call('POST', `${ENT}/order/${hash}/${transition}`, JSON.stringify(reason ? { reason } : {}), {
      'content-type': 'application/json',
      authorization: `Bearer ${OPS_TOKEN}`,
    });

  /** the kitchen moves an order on; staff cancel it instead when told to (a paid one is refunded) */
  async function kitchen(hash: string, cancel: boolean) {
    const moves = cancel ? ['cancel'] : ['accept', 'ready', 'complete'];
    for (const move of moves) {
      await sleep(200 + rand() * 1500);
      // two screens in the kitchen press the same button now and then (and every answer lost is sent again)
      const presses = rand() < 0.4 ? 2 : 1;
      const answers = await Promise.all(
        Array.from({ length: presses }, () => ops(hash, move, move === 'cancel' ? 'Too busy right now' : undefined)),
      );
      extra.staffMoves += presses;
      if (move === 'cancel' && answers.some((res) => res?.status === 200)) extra.cancels++;
      // a move sent again after its answer was lost finds it done: 409, as it should; one of them is a 200
      if (!answers.some((res) => res?.status === 200)) {
        extra.staffRefused++;
        console.log(`  staff: ${move} of ${hash} never answered 200 (${answers.map((r) => r?.status).join(', ')})`);
      }
    }
  }

  /** the gateway delivers a payment's callback again, as it was signed (the sandbox keeps it) */
  async function deliver(paymentId: string) {
    const kept = await call('GET', `${OMS}/payment/sandbox/${paymentId}/callback`);
    if (!kept || kept.status !== 200) return;
    const { body, signature } = JSON.parse(kept.text) as { body: string; signature: string };
    const res = await call('POST', `${OMS}/payment/callback/sandbox`, body, {
      'content-type': 'application/json',
      'x-sandbox-signature': signature,
    });
    extra.callbacks++;
    if (!res || res.status !== 200) {
      extra.callbacksRefused++;
      if (res && extra.callbacksRefused <= 3)
        console.log(`  callback refused: ${res.status} ${res.text.slice(0, 120)}`);
    }
  }
  async function gateway(run: CustomerRun) {
    if (!run.payments.length) return;
    // twice at once (through the balancer: two instances on PostgreSQL)
    const last = run.payments[run.payments.length - 1]!;
    await Promise.all([deliver(last), deliver(last)]);
    // late: after the customer's page stopped waiting; out of order: the newest attempt first, then the older
    await sleep(3000 + rand() * 15_000);
    for (const id of [...run.payments].reverse()) await deliver(id);
  }

  // items orderable now with no choice, found on the store's menu
  let menus: { sections: { sub_sections: { items: { id: number; groups: unknown[]; oos: boolean }[] }[] }[] } | null =
    null;
  const found = await call('GET', `/api/consumer/v1/webshop/public/store/menus?brandID=${BRAND}&branchID=1`);
  if (found?.status === 200) menus = JSON.parse(found.text);
  const items = (menus?.sections ?? []).flatMap((s) =>
    s.sub_sections.flatMap((c) => c.items.filter((i) => !i.oos && i.groups.length === 0).map((i) => i.id)),
  );

  // the item the first customer's cart takes is counted at once (staff count it during service): fewer than
  // the customers want, so the last ones meet "only N left"
  let counting: Promise<unknown> | null = null;
  const countStock = (itemId: number) => {
    counting ??= call(
      'POST',
      `${ENT}/branch/1/item/${itemId}/stock`,
      JSON.stringify({ available: true, quantity: Math.ceil(CUSTOMERS * 1.2) }),
      { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    ).then((set) => console.log(`  item ${itemId}: ${Math.ceil(CUSTOMERS * 1.2)} counted in stock (${set?.status})`));
  };

  const started = Date.now();
  const helpers: Promise<unknown>[] = [];
  const browsers: { n: number; doing: () => string }[] = [];
  let helping = 0;
  // a customer that takes long says what it waits for (a run that hangs is a finding too)
  const watchdog = setInterval(() => {
    const busy = browsers.map((b) => `${b.n}: ${b.doing()}`).filter((line) => !/: (done|stopped)/.test(line));
    if (busy.length || helping)
      console.log(
        `  … ${((Date.now() - started) / 1000).toFixed(0)} s: ${busy.length} customers busy, ${helping} staff/gateway jobs${busy.length ? `; ${busy.slice(0, 4).join('; ')}` : ''}`,
      );
  }, 30_000);
  let cardPaid = 0;
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, n) => {
      await sleep(n * 250 + rand() * 500);
      const pays = n % 2 === 0 ? 'cash' : 'card';
      let current: CustomerRun | null = null;
      browsers.push({ n, doing: () => current?.browser.doing ?? 'starting' });
      const going = runCustomer(
        {
          n,
          pays,
          declineFirst: n % 6 === 1,
          doubleTap: n % 4 === 3 || n % 4 === 0,
          items,
          reviewSeconds: REVIEW_SECONDS,
          onAdded: countStock,
        },
        fleet,
        tally,
        progressed,
        (r) => (current = r),
      );
      // a customer still going at the deadline is reported where it hangs, and the run goes on
      const result = await Promise.race([
        going,
        new Promise<CustomerRun>((resolve) =>
          // unref'd: it keeps nothing waiting once every customer is done
          setTimeout(() => {
            const hung = current!;
            hung.stoppedAt = `hung: ${hung.browser.doing}`;
            resolve(hung);
          }, CUSTOMER_DEADLINE_MS).unref(),
        ),
      ]);
      if (result.stoppedAt) console.log(`  customer ${n} (${pays}) stopped: ${result.stoppedAt}`);
      // staff and the kitchen on the way; half of the card-paid orders cancelled (and refunded)
      const job = (p: Promise<void>) => {
        helping++;
        helpers.push(p.finally(() => helping--));
      };
      if (result.placed && (pays === 'cash' || result.cardPaid))
        job(kitchen(result.placed, pays === 'card' && cardPaid++ % 2 === 0));
      job(gateway(result));
      return result;
    }),
  );
  await Promise.all(helpers);
  await Promise.all(faultsDone);
  await counting;
  clearInterval(watchdog);
  // a paid callback again after the refunds (the gateway's late word on money already given back)
  await Promise.all(customers.map((c) => (c.payments.length ? deliver(c.payments[c.payments.length - 1]!) : null)));
  const seconds = (Date.now() - started) / 1000;
  // each customer's orders list, where an order it was not told about must be found
  const listed = new Map<number, Set<string> | null>();
  for (const c of customers) listed.set(c.plan.n, await ordersListed(c.browser));
  return { name, seconds, tally, extra, customers, listed, since };
}

interface Row {
  name: string;
  seconds: number;
  audit: Audit;
  tally: Tally;
  extra: Extra;
  crashes: number;
  kills: number;
  stopped: number;
}
const rows: Row[] = [];
await fs.mkdir('bench/results', { recursive: true });
const logPath = `bench/results/fault-instances-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.log`;
// a plain descriptor (a FileHandle would be closed when collected, under the instances started again)
const log = openSync(logPath, 'a');
console.log(`the instances' logs: ${logPath}`);
let port = 3450;

async function finish(
  result: Awaited<ReturnType<typeof run>>,
  fleet: Fleet,
  open: () => ReturnType<typeof openDatabase>,
) {
  await fleet.stop();
  const database = await open();
  try {
    const a = await audit(database.db, result.customers, result.listed, result.since);
    for (const note of a.notes) console.log(`  ${note}`);
    rows.push({
      name: result.name,
      seconds: result.seconds,
      audit: a,
      tally: result.tally,
      extra: result.extra,
      crashes: fleet.crashes,
      kills: fleet.kills,
      stopped: result.customers.filter((c) => c.stoppedAt).length,
    });
  } finally {
    await database.close();
  }
}

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
  const direct = url.toString();
  // No secrets configured but the ops token staff use: the instances make them once and share them.
  const env = {
    DATABASE_URL: proxy.url(direct),
    DEMO_DATA: 'true',
    DEMO_ORDER_STEP_SECONDS: '0',
    TRUST_PROXY: 'true',
    OPS_TOKEN,
    REVIEW_COUNTDOWN_SECONDS: String(REVIEW_SECONDS),
  };
  const fleet = new Fleet([port++, port++], env, log);
  console.log(`PostgreSQL: two instances starting… (seed ${SEED})`);
  await fleet.start();
  const rand = random(SEED + 1);
  const cut = (ms: number) => async () => {
    console.log(`  database connections cut for ${ms / 1000} s`);
    await proxy.cut(ms);
    console.log('  database connections back');
  };
  try {
    const result = await run('PostgreSQL, 2 instances', fleet, [
      { at: 0.15 + rand() * 0.3, what: 'SIGKILL of instance 1, restart', act: () => fleet.kill(0) },
      { at: 0.5 + rand() * 0.35, what: 'SIGKILL of instance 2, restart', act: () => fleet.kill(1) },
      { at: 0.1 + rand() * 0.8, what: 'database cut 0.3 s', act: cut(300) },
      { at: 0.3 + rand() * 0.6, what: 'database cut 5 s', act: cut(5000) },
    ]);
    await finish(result, fleet, () => openDatabase({ databaseUrl: direct }));
  } finally {
    await fleet.stop();
    await proxy.close();
  }
}

if (!ONLY || ONLY.has('pglite')) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-fault-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    DEMO_ORDER_STEP_SECONDS: '0',
    TRUST_PROXY: 'true',
    OPS_TOKEN,
    REVIEW_COUNTDOWN_SECONDS: String(REVIEW_SECONDS),
  };
  const fleet = new Fleet([port++], env, log);
  console.log(`PGlite: one instance starting… (seed ${SEED})`);
  await fleet.start();
  const rand = random(SEED + 2);
  try {
    const result = await run('PGlite, 1 instance', fleet, [
      { at: 0.15 + rand() * 0.3, what: 'SIGKILL, restart', act: () => fleet.kill(0) },
      { at: 0.55 + rand() * 0.3, what: 'SIGKILL, restart', act: () => fleet.kill(0) },
    ]);
    await finish(result, fleet, () => openDatabase({ dataDir }));
  } finally {
    await fleet.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\n${CUSTOMERS} customers (half cash, half card; a sixth decline first), seed ${SEED}\n` +
    '| run | s | customers | orders acknowledged | lost | duplicated | unclaimed | payments captured / doubled | unowned | refunds / doubled | callbacks again / refused | clients on a false page | stopped short | kills | crashes | retries | 5xx seen | no answer | lowest stock |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  const a = r.audit;
  console.log(
    `| ${r.name} | ${r.seconds.toFixed(0)} | ${a.customers} | ${a.acknowledged} | ${a.lost} | ${a.duplicated} | ${a.unclaimed} | ${a.captured} / ${a.capturedTwice} | ${a.unowned} | ${a.refunds} / ${a.refundedTwice} | ${r.extra.callbacks} / ${r.extra.callbacksRefused} | ${a.falsePages} | ${r.stopped} | ${r.kills} | ${r.crashes} | ${r.tally.retries} | ${r.tally.answers5xx} | ${r.tally.noAnswer} | ${a.lowestStock ?? '–'} |`,
  );
}
await fs.mkdir('bench/results', { recursive: true });
await fs.writeFile(
  `bench/results/fault-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`,
  JSON.stringify(
    { customers: CUSTOMERS, seed: SEED, rows: rows.map((r) => ({ ...r, audit: { ...r.audit } })) },
    null,
    2,
  ),
);
if (
  rows.some(
    (r) =>
      r.audit.lost ||
      r.audit.duplicated ||
      r.audit.unclaimed ||
      r.audit.capturedTwice ||
      r.audit.unowned ||
      r.audit.refundedTwice ||
      r.audit.falsePages ||
      r.crashes ||
      r.extra.callbacksRefused ||
      (r.audit.lowestStock ?? 0) < 0,
  )
)
  process.exitCode = 1;
