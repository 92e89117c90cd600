// The process itself: health, readiness, headers, and a graceful stop on SIGTERM.
import { spawn } from 'node:child_process';
import http from 'node:http';
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
  expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
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
    /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html);
  expect(script).not.toBeNull();
  const asset = await request.get(script![1]!);
  expect(asset.headers()['cache-control']).toContain('immutable');
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
