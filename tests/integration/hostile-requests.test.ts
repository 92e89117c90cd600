// Hostile input is normal input (issue 13): what no form of the shop sends gets a 4xx before any action
// runs — never a 500 — and bodies have limits, whatever route they are sent to.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { customer, SHOP_OPS_TOKEN, startShop, visitorWithCart, type ShopApp } from '../fixtures/shop-app';

let shop: ShopApp;
beforeAll(async () => {
  shop = await startShop(await demoDatabase());
});
afterAll(() => shop?.close());

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  fetch(shop.base + path, { method: 'POST', redirect: 'manual', headers: { origin: shop.base, ...headers }, body });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('form posts', () => {
  it('refuses a post from another site (403), as Remix would have thrown on', async () => {
    const res = await post('/cart', 'intent=clear', { ...form, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('refuses a body that is not a form (415) and a multipart body that does not parse (400)', async () => {
    expect((await post('/cart', '{"intent":"clear"}', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post('/cart', 'garbage', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(400);
    expect((await post('/cart', 'intent=clear', { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('refuses a body over the limit (413) and closes the connection', async () => {
    const big = 'note=' + 'x'.repeat(200 * 1024);
    const res = await post('/cart', big, form);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    // a declared length over the limit is refused before it is read
    const declared = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${shop.base}/cart`, {
        method: 'POST',
        headers: { ...form, origin: shop.base, 'content-length': String(100 * 1024 * 1024) },
      });
      req.on('response', (r) => resolve(r.statusCode ?? 0));
      req.on('error', reject);
      req.write('intent=clear');
    });
    expect(declared).toBe(413);
  });

  it('still takes a real form post', async () => {
    const shopper = customer(shop.base);
    await shopper.get('/menu/LKmalate');
    const res = await shopper.post('/cart', { intent: 'clear', redirectTo: '/cart' });
    expect(res.status).toBe(303);
  });

  it("refuses a text where the checkout takes an ID image (400), read by the form's schema like every field", async () => {
    // a cart, so that the checkout's page answers the refused post rather than sending an empty cart away
    const shopper = await visitorWithCart(shop.base);
    for (const side of ['front', 'back']) {
      const res = await shopper.post('/checkout', { intent: 'consent', consent: 'on', [side]: 'not an image' });
      expect(res.status, side).toBe(400);
    }
  });
});

describe('the platform', () => {
  it('refuses a body over its limit (413) with the SPEC error body', async () => {
    const res = await post(
      '/api/consumer/v1/oms/public/calculate/bill',
      JSON.stringify({ x: 'y'.repeat(300 * 1024) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers malformed percent-encoding in a path with a 4xx, token or not', async () => {
    const path = '/api/enterprise/v1/branch/%ZZ/brand/1/busy';
    const json = { 'content-type': 'application/json' };
    // who may call is checked first: no token, 401
    expect((await post(path, '{"is_busy":true}', json)).status).toBe(401);
    // staff: the path value itself is refused, 400 naming it
    const res = await post(path, '{"is_busy":true}', {
      ...json,
      authorization: `Bearer ${SHOP_OPS_TOKEN}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_error',
      message: 'branchId: is not a valid path value',
    });
  });

  it('reads a refused body to its end, so a kept-alive connection answers the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.request(`${shop.base}${path}`, {
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
            : {},
        });
        req.on('response', (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      // no ops token: refused before the platform looks at the body
      const first = await ask(
        'POST',
        '/api/enterprise/v1/branch/1/brand/1/busy',
        JSON.stringify({ pad: 'x'.repeat(200 * 1024) }),
      );
      expect(first.status).toBe(401);
      const second = await ask('GET', '/healthz');
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

describe('redirect targets', () => {
  it('never lead to another site: a tab in the way back is refused by every form that takes one', async () => {
    const shopper = customer(shop.base);
    await shopper.get('/menu/LKmalate');
    const evil = '/\t/evil.example';
    // the login pages do not carry it on as a way back (their forms' way back is the shop's own)
    const page = await shopper.get(`/login?redirectUrl=${encodeURIComponent(evil)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/name="redirectUrl" value="[^"]*evil/);
    expect(html).not.toContain('//evil.example');
    // the actions that take a way back answer with the shop's own
    for (const [path, fields] of [
      ['/actions/cookie-consent', { redirectTo: evil }],
      ['/actions/notice-seen', { branchId: '1', redirectTo: evil }],
      ['/cart', { intent: 'clear', redirectTo: evil }],
    ] as const) {
      const res = await shopper.post(path, fields);
      expect(res.status, path).toBe(303);
      expect(new URL(res.headers.get('location')!, shop.base).origin, path).toBe(shop.base);
      expect(res.headers.get('location'), path).not.toContain('evil');
    }
    // the notice's close link dismisses it by a GET
    const closed = await shopper.get(`/actions/notice-seen?branchId=1&redirectTo=${encodeURIComponent(evil)}`);
    expect(closed.status).toBe(303);
    expect(new URL(closed.headers.get('location')!, shop.base).origin).toBe(shop.base);
    expect(closed.headers.get('location')).not.toContain('evil');
  });

  it('with characters no header may hold are refused or encoded, never a 500', async () => {
    const shopper = customer(shop.base);
    await shopper.get('/menu/LKmalate');
    for (const to of ['/日本', '/a\nSet-Cookie: x=1', '/\r/evil.example']) {
      const res = await shopper.post('/actions/cookie-consent', { redirectTo: to });
      expect(res.status).toBeLessThan(500);
      const location = res.headers.get('location') ?? '/';
      expect(new URL(location, shop.base).origin).toBe(shop.base);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('x='))).toBe(false);
    }
  });
});
