// The ops screen's shop side (issue 16): the login keeps the ops token in an httpOnly, SameSite=Strict,
// signed cookie only after the platform took it; a wrong or forged token never opens the board; and the
// board's action answers hostile forms with a redirect and a message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { customer, SHOP_OPS_TOKEN as TOKEN, startShop, type ShopApp } from '../fixtures/shop-app';

let shop: ShopApp;

beforeAll(async () => {
  shop = await startShop(await demoDatabase());
});
afterAll(() => shop?.close());

/** The login form's fields as the page gives them (the honeypot's), with the token typed in. */
async function loginForm(staff: ReturnType<typeof customer>, token: string) {
  const html = await (await staff.get('/ops/login')).text();
  const form: Record<string, string> = {};
  for (const m of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    if (!name || name === 'token') continue;
    form[name] = /value="([^"]*)"/.exec(m[0])?.[1] ?? '';
  }
  return { ...form, token };
}

describe('the ops login and board', () => {
  it('refuses a wrong token, and keeps the right one in a strict httpOnly cookie', async () => {
    const staff = customer(shop.base);
    const wrong = await staff.post('/ops/login', await loginForm(staff, 'not-the-ops-token-0123'));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('This token is not valid');
    expect(staff.jar.has('ops')).toBe(false);
    expect((await staff.get('/ops')).headers.get('location')).toBe('/ops/login');

    const right = await staff.post('/ops/login', await loginForm(staff, TOKEN));
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/ops');
    const cookie = right.headers.getSetCookie().find((c) => c.startsWith('ops='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/ops/i);
    const picker = await staff.get('/ops');
    expect(picker.status).toBe(200);
    expect(await picker.text()).toContain('Lola&#x27;s Kusina Malate');
  });

  it('does not take a forged cookie', async () => {
    const forged = customer(shop.base);
    forged.jar.set('ops', encodeURIComponent(Buffer.from(JSON.stringify(TOKEN)).toString('base64')));
    expect((await forged.get('/ops/1')).headers.get('location')).toBe('/ops/login');
  });

  it('answers hostile board forms with a redirect and a message, never a 500', async () => {
    const staff = customer(shop.base);
    await staff.post('/ops/login', await loginForm(staff, TOKEN));
    expect((await staff.get('/ops/1?lng=en')).status).toBe(200);
    expect((await staff.get('/ops/999999')).status).toBe(404);
    expect((await staff.get('/ops/abc')).status).toBe(404);
    const hostile: Record<string, string>[] = [
      {},
      { intent: 'nuke' },
      { intent: 'accept' },
      { intent: 'accept', hash: 'x'.repeat(200) },
      { intent: 'accept', hash: 'no-such-order' },
      { intent: 'cancel', hash: 'no-such-order', reason: '' },
      { intent: 'fulfilment', hash: 'abc', status: '99' },
      { intent: 'fulfilment', hash: 'abc', status: '2', riderPhoto: 'javascript:alert(1)' },
      { intent: 'editCart', hash: 'abc', line: 'a', quantity: '-1' },
      { intent: 'editCart', hash: 'abc' },
      { intent: 'busy', brandId: '0', busy: 'maybe' },
      { intent: 'busy', brandId: '999999', busy: 'true' },
      { intent: 'store', closed: 'sometimes' },
      { intent: 'notice', enabled: 'on', text: '', endTime: 'tomorrow' },
    ];
    for (const form of hostile) {
      const res = await staff.post('/ops/1?lng=en', form);
      expect(res.status, JSON.stringify(form)).toBe(303);
      expect(res.headers.get('location'), JSON.stringify(form)).toBe('/ops/1?lng=en');
      expect(
        res.headers.getSetCookie().some((c) => c.startsWith('toast=')),
        JSON.stringify(form),
      ).toBe(true);
    }
  });

  it('closes the store for today, writes the notice and switches busy mode through the board’s forms', async () => {
    const staff = customer(shop.base);
    await staff.post('/ops/login', await loginForm(staff, TOKEN));
    const lookup = async () =>
      (await (await fetch(`${shop.base}/api/enterprise/v1/branch/vizmenu/identify?hash=LKmalate`)).json()) as {
        branch: {
          id: number;
          store_open: boolean;
          notice_enabled: boolean;
          notice_description: Record<string, string>;
        };
        brand: { id: number; is_busy: boolean };
      };
    const { branch, brand } = await lookup();
    const board = `/ops/${branch.id}?lng=en`;
    expect(branch.store_open).toBe(true);
    const closing = await staff.post(board, { intent: 'store', closed: 'true' });
    expect(closing.status).toBe(303);
    expect((await lookup()).branch.store_open).toBe(false);
    expect(await (await staff.get(board)).text()).toContain('Open again');
    await staff.post(board, { intent: 'store', closed: 'false' });
    expect((await lookup()).branch.store_open).toBe(true);

    await staff.post(board, { intent: 'notice', enabled: 'on', text: 'Back at 6 pm', endTime: '2099-01-01T18:00' });
    const noticed = (await lookup()).branch;
    expect(noticed.notice_enabled).toBe(true);
    expect(noticed.notice_description).toEqual({ en: 'Back at 6 pm' });

    await staff.post(board, { intent: 'busy', brandId: String(brand.id), busy: 'true' });
    expect((await lookup()).brand.is_busy).toBe(true);
    await staff.post(board, { intent: 'busy', brandId: String(brand.id), busy: 'false' });
    expect((await lookup()).brand.is_busy).toBe(false);
  });
});
