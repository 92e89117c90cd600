// The process itself: health, readiness, headers, and a graceful stop on SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect } from './fixtures';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'process checks need no browser; run once');
});

test('health and readiness answer', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite', push: 'on' });
});

test('pages are compressed, carry a request id and an enforced nonce CSP; assets are immutable', async ({
  request,
}) => {
  const page = await request.get('/menu/LK7brand', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/);
  const csp = page.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(page.headers()['server-timing']).toContain('menus');
  const html = await page.text();
  const nonce = /'nonce-([^']+)'/.exec(csp!)![1];
  expect(html).toContain(`nonce="${nonce!}"`);
  const script =
    /<script src="(\/build\/[^"]+\.js)"/.exec(html) ??
    /<link rel="modulepreload"[^>]* href="(\/build\/[^"]+\.js)"/.exec(html);
  expect(script).not.toBeNull();
  const asset = await request.get(script![1]!, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  // compressed once by the build at brotli's best (scripts/precompress.mjs) and sent as it is
  expect(asset.headers()['content-encoding']).toBe('br');
  const file = path.join('public', script![1]!);
  expect(Number(asset.headers()['content-length'])).toBe(fs.statSync(`${file}.br`).size);
  expect(await asset.body()).toEqual(fs.readFileSync(file));
  const gzip = await request.get(script![1]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.body()).toEqual(fs.readFileSync(file));
});

test('a kept-alive connection idle for longer than Node’s 5 s still takes the next request', async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${baseURL}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  expect(await get()).toEqual({ status: 200, reused: false });
  // a load balancer's connection waits so between two customers' requests; Node's default would close it at 5 s
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await get()).toEqual({ status: 200, reused: true });
  agent.destroy();
});

test('SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
  const port = 3290 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await expect.poll(() => log, { timeout: 30_000 }).toContain('listening');

  const inFlight = new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/brand/1' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.on('socket', () => setTimeout(() => child.kill('SIGTERM'), 5));
  });
  expect(await inFlight).toBe(200);
  expect(await exited).toBe(0);
  expect(log).toContain('shutdown complete');
});

test('SIGTERM under load with keep-alive clients: every request it took is answered, and the process exits', async () => {
  const port = 3280 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  // 30 customers on kept-alive connections, each asking for a menu again as soon as the last one came
  const agent = new http.Agent({ keepAlive: true, maxSockets: 30 });
  const statuses: number[] = [];
  const whileStopping: (string | undefined)[] = [];
  let stopping = false;
  const ask = () =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/brand/1', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          statuses.push(res.statusCode ?? 0);
          if (stopping) whileStopping.push(res.headers.connection);
          resolve();
        });
      });
      // a request sent as its connection closed never reached the server: a phone would ask again
      req.on('error', () => setTimeout(resolve, 50));
    });
  const customers = Array.from({ length: 30 }, async () => {
    while (!exited) await ask();
  });
  // under load (more than one wave of answers), however fast this machine is: no wall-clock assumption
  await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(30);
  stopping = true;
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  await Promise.all(customers);
  agent.destroy();
  const lines = log.split('\n').filter(Boolean);
  // every request the server took was answered: none aborted, all 200
  expect(lines.filter((l) => l.includes('request aborted'))).toEqual([]);
  expect(lines.filter((l) => l.includes('request completed')).length).toBeGreaterThan(30);
  expect(new Set(statuses)).toEqual(new Set([200]));
  // what was answered while stopping told the client to close its connection (but answers whose
  // headers had left before the signal)
  expect(whileStopping.filter((c) => c === 'close').length).toBeGreaterThan(0);
  expect(lines.some((l) => l.includes('shutdown complete'))).toBe(true);
});

test('a bad configuration value stops the boot with a clear line', async () => {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(78);
  expect(err.trim()).toBe('Invalid configuration: PORT must be a number (got "eighty")');
});
