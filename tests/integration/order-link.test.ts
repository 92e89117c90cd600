// Issue 27 through the whole shop, on the embedded database and on PostgreSQL: a guest orders through the
// checkout's plain forms (what a browser without JavaScript posts) with "Send order updates by: Email"; the
// shop's own worker (started with the process) sends "order placed" by email to the outbox; its link opens
// the order page for a visitor with no session at all, and only with its key — a changed key or another order
// is "No order found", never the login page.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { shopEngines, withShop } from '../fixtures/engines';
import { customer, simpleItems, type ShopApp } from '../fixtures/shop-app';

const engines = shopEngines();

/** The page's own content (its <main>). */
const text = async (res: Response) => {
  const html = await res.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
  return main.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '');
};

/** A guest at Lola's Kusina Malate orders one item for cash, updates by email to `email`: the order page's path. */
async function guestOrder(shop: ShopApp, email: string) {
  const shopper = customer(shop.base);
  await shopper.get('/menu/LKmalate');
  const { branchId, ids } = await simpleItems(shop.base);
  const added = await shopper.post('/cart', {
    intent: 'add',
    brandId: '1',
    branchId: String(branchId),
    itemId: String(ids[0]),
    quantity: '1',
    redirectTo: '/cart',
  });
  expect(added.status).toBe(303);
  await shopper.post('/login', { accept_tc: 'on' });
  await shopper.post('/checkout', {
    intent: 'contact',
    firstName: 'Mei',
    lastName: 'Lin',
    email,
    phone: '0917 123 4567',
    region: 'PH',
    notify: 'email',
  });
  await shopper.post('/checkout', { intent: 'payment', choice: '2' });
  expect((await shopper.post('/checkout', { intent: 'pay' })).headers.get('location')).toBe('/checkout?sheet=review');
  const review = /name="review" value="([0-9a-f-]{36})"/.exec(
    await (await shopper.get('/checkout?sheet=review')).text(),
  )?.[1];
  await new Promise((r) => setTimeout(r, 1200));
  const placed = await shopper.post('/checkout', { intent: 'confirm', review: review! });
  const to = placed.headers.get('location');
  expect(to).toMatch(/^\/order-details\?orderHash=/);
  return { shopper, hash: new URL(to!, shop.base).searchParams.get('orderHash')! };
}

describe.each(engines)('a message’s link on $name', { timeout: 120_000 }, (engine) => {
  it('finds an order by its number and phone through the plain form; hostile posts are 4xx', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const { hash } = await guestOrder(shop, `find-${Date.now()}@example.com`);
      const number = `${hash.slice(0, 5)}…${hash.slice(-5)}`;
      const visitor = customer(shop.base);
      expect((await visitor.get('/order-lookup')).status).toBe(200);
      const wrong = await visitor.post('/order-lookup', { number, phone: '0917 000 0000', region: 'PH' });
      expect(wrong.status).toBe(404);
      expect(await text(wrong)).toContain('We couldn&#x27;t find an order'.replaceAll('&#x27;', "'"));
      const found = await visitor.post('/order-lookup', { number, phone: '0917 123 4567', region: 'PH' });
      expect(found.status).toBe(303);
      const to = found.headers.get('location')!;
      expect(to).toMatch(new RegExp(`^/order-details\\?orderHash=${hash}&key=`));
      expect((await customer(shop.base).get(to)).status).toBe(200);

      // hostile: not a form (415), too long, missing fields (400) — never a 500
      const json = await fetch(`${shop.base}/order-lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.base },
        body: JSON.stringify({ number, phone: '0917 123 4567' }),
      });
      expect(json.status).toBe(415);
      expect((await visitor.post('/order-lookup', { number: 'x'.repeat(500), phone: '1', region: 'PH' })).status).toBe(
        400,
      );
      expect((await visitor.post('/order-lookup', { number })).status).toBe(400);
      expect((await visitor.post('/order-lookup', { number, phone: '0917', region: 'XYZ' })).status).toBe(400);
    });
  });

  it('is sent by the shop’s worker and opens the guest’s order without a login, only with its key', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop, db) => {
      const email = `mei-${Date.now()}@example.com`;
      const { hash } = await guestOrder(shop, email);
      const other = await guestOrder(shop, `other-${Date.now()}@example.com`);

      // the worker runs in the process: the message reaches the outbox by itself
      let body = '';
      for (let i = 0; i < 50 && !body; i++) {
        const row = await db.db
          .selectFrom('outbox_messages')
          .select('body')
          .where('recipient', '=', email)
          .executeTakeFirst();
        body = row?.body ?? '';
        if (!body) await new Promise((r) => setTimeout(r, 200));
      }
      expect(body).toContain('has received your order');
      const sent = await sql<{ state: string }>`
        select state from order_messages m join orders o on o.id = m.order_id where o.order_hash = ${hash}`.execute(
        db.db,
      );
      expect(sent.rows.map((r) => r.state)).toEqual(['sent']);

      const link = new URL(/https?:\/\/\S+/.exec(body)![0]);
      expect(link.pathname).toBe('/order-details');
      expect(link.searchParams.get('orderHash')).toBe(hash);
      const key = link.searchParams.get('key')!;

      // a visitor with no session: the order, not the login page
      const visitor = customer(shop.base);
      const opened = await visitor.get(link.pathname + link.search);
      expect(opened.status).toBe(200);
      const main = await text(opened);
      expect(main).toContain("Lola's Kusina Malate");
      // nothing that needs a login
      expect(main).not.toContain('sheet=cancel');

      // without the key: the login page, as before
      const bare = await customer(shop.base).get(`/order-details?orderHash=${hash}`);
      expect(bare.status).toBe(302);
      expect(bare.headers.get('location')).toMatch(/^\/login/);

      // a changed key, or this key with another order: "No order found", and nothing of the order
      const [exp, mac] = key.split('.') as [string, string];
      for (const path of [
        // the first character of the signature changes (its last carries unused bits in base64url: 'A' and 'B'
        // may read the same bytes)
        `/order-details?orderHash=${hash}&key=${exp}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
        `/order-details?orderHash=${hash}&key=${Number(exp) + 60}.${mac}`,
        `/order-details?orderHash=${other.hash}&key=${encodeURIComponent(key)}`,
      ]) {
        const refused = await customer(shop.base).get(path);
        expect(refused.status, path).toBe(404);
        const html = await text(refused);
        expect(html).toContain('No order found');
        expect(html).not.toContain("Lola's Kusina Malate");
      }
    });
  });
});
