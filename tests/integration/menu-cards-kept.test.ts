// A menu's cards drawn once and kept (cards-html.server.tsx), written into the page as kept bytes
// (utils/kept-html.server.ts): the brand page's document shows what the platform's menu holds at each load — a
// price changed or an item sold out by the restaurant is on the next page, never a card drawn before it — and its
// HTML is the cards and the stylesheet in place, with no mark of the splice left in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { customer, simpleItems, SHOP_OPS_TOKEN, startShop, type ShopApp } from '../fixtures/shop-app';

const OPS = { authorization: `Bearer ${SHOP_OPS_TOKEN}`, 'content-type': 'application/json' };
let shop: ShopApp;

beforeAll(async () => {
  shop = await startShop(await demoDatabase());
});
afterAll(() => shop?.close());

async function ops(path: string, body: object) {
  const res = await fetch(`${shop.base}/api/enterprise/v1${path}`, {
    method: 'POST',
    headers: OPS,
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** An item's card in the brand page's document (its `<li>`), for a visitor of the store link. */
async function cardOf(visitor: ReturnType<typeof customer>, itemId: number) {
  const res = await visitor.get('/brand/1?lng=en');
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('<!--kept-');
  // the stylesheet, a kept piece too, in its place
  expect(html).toMatch(/<style id="app-css">:root\{[^<]{20000,}<\/style>/);
  const card = new RegExp(`<li id="item-${itemId}"[^>]*>.*?</li>`).exec(html)?.[0];
  expect(card, `item ${itemId}'s card`).toBeDefined();
  return card!;
}

describe('the brand page’s kept cards', () => {
  it('show a price change and a sold-out item on the next page, for every visitor', async () => {
    const { branchId, ids } = await simpleItems(shop.base);
    const itemId = ids[0]!;
    const first = customer(shop.base);
    expect((await first.get('/menu/LKmalate')).status).toBe(302);
    const before = await cardOf(first, itemId);
    expect(before).toContain('class="item"');
    expect(before).toContain('class="item__add"');
    // the same page again: the kept cards, the same bytes
    expect(await cardOf(first, itemId)).toBe(before);

    await ops(`/brand/1/item/${itemId}/price`, { price: 987_650 });
    const priced = await cardOf(first, itemId);
    expect(priced).toContain('9,876.50');
    expect(priced).not.toBe(before);

    await ops(`/branch/${branchId}/item/${itemId}/stock`, { available: false });
    const second = customer(shop.base);
    await second.get('/menu/LKmalate');
    for (const visitor of [first, second]) {
      const soldOut = await cardOf(visitor, itemId);
      expect(soldOut).toContain('item--unavailable');
      expect(soldOut).not.toContain('class="item__add"');
    }

    await ops(`/branch/${branchId}/item/${itemId}/stock`, { available: true });
    expect(await cardOf(second, itemId)).not.toContain('item--unavailable');
  });
});
