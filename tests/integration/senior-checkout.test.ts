// Issue 26, the checkout's senior citizen / PWD card through the shop's own forms (what a browser without
// JavaScript posts), on the embedded database and on PostgreSQL: a visitor is sent to log in; counts SPEC §5
// refuses are a 400 in the customer's words with nothing kept; the counts kept, the sheet open until every card has
// both images, uploaded as multipart; the SENIOR promo then priced in the checkout's bill; a card post and a
// payment choice at the same moment both kept (the session's read-modify-write).
import { describe, expect, it } from 'vitest';
import { shopEngines, withShop } from '../fixtures/engines';
import { customer, visitorWithCart, type ShopApp } from '../fixtures/shop-app';

const engines = shopEngines();

/** A 1×1 PNG. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A guest at Lola's Kusina Malate with an item in the cart. */
const guestWithCart = (shop: ShopApp) => visitorWithCart(shop.base, 2);

/** A multipart post with the shopper's cookies (a form with files). */
async function postFiles(shop: ShopApp, shopper: ReturnType<typeof customer>, form: FormData) {
  const res = await fetch(`${shop.base}/checkout?sheet=senior`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; '), origin: shop.base },
    body: form,
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    shopper.jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return res;
}

const main = async (res: Response) => {
  const html = await res.text();
  return html
    .slice(html.indexOf('<main'), html.indexOf('</main>') + 7)
    .replaceAll('&#x27;', "'")
    .replaceAll('<!-- -->', '');
};

describe.each(engines)('the senior citizen / PWD card on $name', { timeout: 120_000 }, (engine) => {
  it('refuses counts SPEC §5 refuses, keeping nothing, then keeps the cards and prices the SENIOR promo', async () => {
    await withShop(engine, {}, async (shop) => {
      const shopper = await guestWithCart(shop);
      // a visitor logs in first: the card images are the customer's uploads
      const asVisitor = await shopper.post('/checkout', { intent: 'senior', customers: '3', seniors: '1' });
      expect(asVisitor.status).toBe(303);
      expect(asVisitor.headers.get('location')).toBe('/login?redirectUrl=%2Fcheckout%3Fsheet%3Dsenior');
      expect((await shopper.post('/login', { accept_tc: 'on' })).status).toBe(303);
      const checkout = await main(await shopper.get('/checkout'));
      expect(checkout).toContain('Senior citizen / PWD');
      expect(checkout).toContain('No senior citizen or PWD card added');

      const refused: [Record<string, string>, string][] = [
        [{ customers: '-1', seniors: '0' }, 'Enter the number of customers'],
        [{ customers: 'three', seniors: '1' }, 'Enter the number of customers'],
        [{ customers: '0', seniors: '0' }, 'Enter the number of customers'],
        [{ customers: '2.5', seniors: '1' }, 'Enter the number of customers'],
        [{ seniors: '1' }, 'Enter the number of customers'],
        [{ customers: '3', seniors: '-2' }, 'Enter the number of cards'],
        [{ customers: '3', seniors: '4' }, 'At most 3 cards'],
        [{ customers: '30', seniors: '21' }, 'At most 20 cards'],
      ];
      for (const [fields, words] of refused) {
        const res = await shopper.post('/checkout?sheet=senior', { intent: 'senior', ...fields });
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(await main(res)).toContain(words);
      }
      expect(await main(await shopper.get('/checkout'))).toContain('No senior citizen or PWD card added');

      // the counts are kept; the sheet stays open until every card has its front and back
      const counts = await shopper.post('/checkout', { intent: 'senior', customers: '3', seniors: '2' });
      expect(counts.status).toBe(303);
      expect(counts.headers.get('location')).toBe('/checkout?sheet=senior');
      const open = await main(await shopper.get('/checkout?sheet=senior'));
      expect(open).toContain('Customers: 3 · Cards: 2');
      expect(open).toContain('Add the front and back of every card');
      expect(open).toContain('name="front-1"');

      // the SENIOR promo is not applied without the images
      const promoPage = await (await shopper.get('/promo?brandId=1&redirectTo=%2Fcheckout')).text();
      const at = promoPage.indexOf('<strong>SENIOR</strong>');
      expect(at).toBeGreaterThan(0);
      const promoId = [...promoPage.slice(0, at).matchAll(/name="promoId"[^>]*? value="(\d+)"/g)].at(-1)![1]!;
      await shopper.post('/promo?redirectTo=%2Fcheckout', { intent: 'apply', promoId, redirectTo: '/checkout' });
      const without = await main(await shopper.get('/checkout'));
      expect(without).toContain("Don't miss out - SENIOR promo is not applicable here");
      expect(without).not.toContain('Promo (SENIOR)');

      // both sides of both cards, as one multipart post
      const form = new FormData();
      form.set('intent', 'senior');
      form.set('customers', '3');
      form.set('seniors', '2');
      for (const name of ['front-0', 'back-0', 'front-1', 'back-1'])
        form.set(name, new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
      const saved = await postFiles(shop, shopper, form);
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe('/checkout');
      const done = await main(await shopper.get('/checkout'));
      expect(done).toContain('Customers: 3 · Cards: 2');
      expect(done).not.toContain('Add the front and back of every card');
      expect(done).toMatch(/Promo \(SENIOR\)<\/dt><dd>−₱[\d,]+\.\d{2}/);
      // the sheet shows the images (their thumbnails), served to this customer only
      const sheet = await main(await shopper.get('/checkout?sheet=senior'));
      const images = [...sheet.matchAll(/src="(\/uploads\/[0-9a-f-]{36}\?w=240)"/g)].map((m) => m[1]!);
      expect(images).toHaveLength(4);
      const mine = await shopper.get(images[0]!);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/png');
      expect((await customer(shop.base).get(images[0]!)).status).toBe(404);

      // a file that is no image is refused in the customer's words, the cards kept
      const bad = new FormData();
      bad.set('intent', 'senior');
      bad.set('customers', '3');
      bad.set('seniors', '2');
      bad.set('front-1', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
      const refusedFile = await postFiles(shop, shopper, bad);
      expect(refusedFile.status).toBe(400);
      expect(await main(refusedFile)).toContain('Only .jpg, .jpeg, .png or .bmp images are accepted');
      expect(await main(await shopper.get('/checkout'))).toMatch(/Promo \(SENIOR\)<\/dt><dd>−₱/);

      // removed: the card and the promo's discount go
      await shopper.post('/checkout', { intent: 'seniorRemove' });
      const removed = await main(await shopper.get('/checkout'));
      expect(removed).toContain('No senior citizen or PWD card added');
      expect(removed).not.toContain('Promo (SENIOR)</dt>');

      // the cards are this customer's uploads: after a logout they are neither sent with the bill nor shown
      await postFiles(shop, shopper, form);
      expect(await main(await shopper.get('/checkout'))).toContain('Customers: 3 · Cards: 2');
      expect((await shopper.post('/logout', { redirectTo: '/cart' })).status).toBe(303);
      const cart = await main(await shopper.get('/cart'));
      expect(cart).toMatch(/Total<\/dt><dd>₱/);
      expect(cart).not.toContain('Promo (SENIOR)</dt>');
      const visitor = await main(await shopper.get('/checkout'));
      expect(visitor).toContain('No senior citizen or PWD card added');
    });
  });

  it('keeps a card post and a payment choice made at the same moment', async () => {
    await withShop(engine, {}, async (shop) => {
      const shopper = await guestWithCart(shop);
      await shopper.post('/login', { accept_tc: 'on' });
      const [senior, payment] = await Promise.all([
        shopper.post('/checkout', { intent: 'senior', customers: '4', seniors: '0' }),
        shopper.post('/checkout', { intent: 'payment', choice: '2' }),
      ]);
      expect(senior.status).toBe(303);
      expect(payment.status).toBe(303);
      const page = await main(await shopper.get('/checkout'));
      expect(page).toContain('Customers: 4 · Cards: 0');
      expect(page).toContain('Cash');
    });
  });
});
