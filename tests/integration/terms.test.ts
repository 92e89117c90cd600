// TERMS_URL (issue 12, item 1): the login's terms checkbox links to the configured terms; the shop's own
// demo page at /terms hands over to them, so no customer reads the demo's text in their place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { customer, startShop, type ShopApp } from '../fixtures/shop-app';

const TERMS = 'https://legal.example.com/webshop/terms';
let shop: ShopApp;
beforeAll(async () => {
  shop = await startShop(await demoDatabase(), { TERMS_URL: TERMS });
});
afterAll(() => shop?.close());

describe('configured terms', () => {
  it('are what the terms checkbox links to', async () => {
    const shopper = customer(shop.base);
    await shopper.get('/menu/FTteahse');
    const login = await shopper.get(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toMatch(/type="checkbox"/);
    expect(html).toContain(`href="${TERMS}"`);
    expect(html).not.toContain('href="/terms"');
  });

  it('replace the demo page: /terms sends the customer there', async () => {
    const res = await customer(shop.base).get('/terms');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(TERMS);
  });
});
