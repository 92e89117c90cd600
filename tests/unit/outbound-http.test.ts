// The platform's one way to call a third party (server/platform/http/outbound.ts): a deadline, JSON, and one
// typed error for each way a call fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, HttpError } from '../../server/platform/http/outbound';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const status = Number(url.searchParams.get('status') ?? 200);
    if (url.pathname === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
    if (url.pathname === '/html')
      return void res.writeHead(status, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () =>
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ method: req.method, auth: req.headers.authorization ?? null, body })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      const e = error as HttpError;
      return { failure: e.failure, status: e.status, body: e.body, message: e.message };
    },
  );

describe('fetchJson', () => {
  it('answers the status and the JSON body, sending the method, headers and body', async () => {
    const answer = await fetchJson(`${base}/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 1_000,
    });
    expect(answer).toEqual({ status: 200, body: { method: 'POST', auth: 'Bearer k', body: '{"a":1}' } });
  });

  it('throws a timeout when no answer comes within the deadline', async () => {
    const started = Date.now();
    expect(await failureOf(fetchJson(`${base}/slow`, { timeoutMs: 100 }))).toEqual({
      failure: 'timeout',
      status: null,
      body: null,
      message: 'timed out',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('throws unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureOf(fetchJson(`http://127.0.0.1:${port}/`, { timeoutMs: 1_000 }))).toMatchObject({
      failure: 'unreachable',
      status: null,
      message: 'could not be reached',
    });
  });

  it('throws not_json for a 2xx body that is not JSON, carrying the text', async () => {
    expect(await failureOf(fetchJson(`${base}/html`, { timeoutMs: 1_000 }))).toEqual({
      failure: 'not_json',
      status: 200,
      body: '<h1>Bad gateway</h1>',
      message: 'answered without JSON',
    });
  });

  it.each([400, 402, 404, 500, 503])('throws status for %i, carrying the JSON body', async (status) => {
    expect(await failureOf(fetchJson(`${base}/echo?status=${status}`, { timeoutMs: 1_000 }))).toEqual({
      failure: 'status',
      status,
      body: { method: 'GET', auth: null, body: '' },
      message: `answered ${status}`,
    });
  });

  it('carries the text of a 5xx that is not JSON', async () => {
    expect(await failureOf(fetchJson(`${base}/html?status=502`, { timeoutMs: 1_000 }))).toMatchObject({
      failure: 'status',
      status: 502,
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('answers any status with anyStatus, but still only JSON', async () => {
    expect(await fetchJson(`${base}/echo?status=402`, { timeoutMs: 1_000, anyStatus: true })).toMatchObject({
      status: 402,
      body: { method: 'GET' },
    });
    expect(await failureOf(fetchJson(`${base}/html?status=500`, { timeoutMs: 1_000, anyStatus: true }))).toMatchObject({
      failure: 'not_json',
      status: 500,
    });
  });
});
