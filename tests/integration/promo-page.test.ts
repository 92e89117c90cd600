// Issue 26, the shop's /promo through its own plain forms (what a browser without JavaScript posts), on the
// embedded database and on PostgreSQL: the store's promos, Apply refused with nothing chosen, a promo applied
// and priced by the bill of the cart and the checkout (SPEC §8 "Promo applied"), removed again; vouchers
// refused for visitors and guests (SPEC §5 texts); hostile input a 4xx with nothing written; an Apply and a
// cart edit at the same moment both kept (the session's read-modify-write).
import { describe, expect, it } from 'vitest';
import { shopEngines, withShop } from '../fixtures/engines';
import { addToCart, customer, simpleItems, SHOP_OPS_TOKEN, visitorWithCart, type ShopApp } from '../fixtures/shop-app';

const engines = shopEngines();

type Shopper = ReturnType<typeof customer>;

/** A visitor at Lola's Kusina Malate with `count` lines of items that need no choice in the cart. */
const withCart = (shop: ShopApp, count = 1): Promise<Shopper> => visitorWithCart(shop.base, 3, count);

const PAGE = '/promo?brandId=1&redirectTo=%2Fcart';

/** The radio value of a listed promo, by its code, as the page shows it. */
async function promoId(shopper: Shopper, code: string): Promise<string> {
  const html = await (await shopper.get(PAGE)).text();
  const at = html.indexOf(`<strong>${code}</strong>`);
  expect(at, `${code} is listed`).toBeGreaterThan(0);
  const values = [...html.slice(0, at).matchAll(/name="promoId"[^>]*? value="(\d+)"/g)];
  return values.at(-1)![1]!;
}

/** A guest with contact and cash who presses Pay: the review's idempotency key, as its confirm form carries it. */
async function toReview(shopper: Shopper): Promise<string> {
  await shopper.post('/login', { accept_tc: 'on' });
  await shopper.post('/checkout', {
    intent: 'contact',
    firstName: 'Mei',
    lastName: 'Lin',
    email: 'mei@example.com',
    phone: '0917 123 4567',
    region: 'PH',
  });
  await shopper.post('/checkout', { intent: 'payment', choice: '2' });
  expect((await shopper.post('/checkout', { intent: 'pay' })).headers.get('location')).toBe('/checkout?sheet=review');
  const review = /name="review" value="([0-9a-f-]{36})"/.exec(
    await (await shopper.get('/checkout?sheet=review')).text(),
  )?.[1];
  expect(review).toBeDefined();
  return review!;
}

/** The staff end a promo (the ops token of startShop). */
async function endPromo(shop: ShopApp, id: string) {
  const ended = await fetch(`${shop.base}/api/enterprise/v1/promoit/promo/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SHOP_OPS_TOKEN}` },
    body: JSON.stringify({ status: 'ended' }),
  });
  expect(ended.status).toBe(200);
}

/** The page's own content (its <main>), without the translations and data the document carries in scripts. */
const text = async (res: Response) => {
  const html = await res.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
  return main.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('<!-- -->', '');
};

describe.each(engines)('/promo on $name', { timeout: 120_000 }, (engine) => {
  it('lists the store’s promos with their minimum and expiry, and applies one to the cart’s bill', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop, 3);
      const page = await shopper.get(PAGE);
      expect(page.status).toBe(200);
      const html = await text(page);
      expect(html).toContain('<strong>SAVE10</strong>');
      expect(html).toContain('<strong>TREAT</strong>');
      // SPEC §9 "MMM dd, yyyy hh:mm a"
      expect(html).toMatch(/Valid until [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M/);
      expect(html).toMatch(/Minimum order ₱[\d,]+\.\d{2}/);
      // vouchers are typed, never listed
      expect(html).not.toContain('<strong>HELLO5</strong>');

      const id = await promoId(shopper, 'SAVE10');
      const applied = await shopper.post(PAGE, { intent: 'apply', promoId: id, redirectTo: '/cart' });
      expect(applied.status).toBe(303);
      expect(applied.headers.get('location')).toBe('/cart');
      expect(applied.headers.getSetCookie().some((c) => c.startsWith('toast='))).toBe(true);

      // the cart and the checkout send it with their bills, which price it (SPEC §8 "Promo applied - {text}")
      const cart = await text(await shopper.get('/cart'));
      expect(cart).toContain('Promo applied - 10% off your order, up to a limit');
      const discount = /Promo \(SAVE10\)<\/dt><dd>−(₱[\d,]+\.\d{2})/.exec(cart)?.[1];
      expect(discount).toBeDefined();
      const checkout = await text(await shopper.get('/checkout'));
      expect(checkout).toContain('Promo applied - 10% off your order, up to a limit');
      expect(checkout).toContain(`Promo (SAVE10)</dt><dd>−${discount}`);
      expect(checkout).not.toContain('No promo applied');

      // removed: the bill is the plain one again
      const removed = await shopper.post('/promo?redirectTo=%2Fcheckout', {
        intent: 'remove',
        redirectTo: '/checkout',
      });
      expect(removed.headers.get('location')).toBe('/checkout');
      const after = await text(await shopper.get('/checkout'));
      expect(after).toContain('No promo applied');
      expect(after).not.toContain('SAVE10');
    });
  });

  it('refuses an Apply with nothing chosen, an unknown promo and a crafted way back, writing nothing', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop);
      const none = await shopper.post(PAGE, { intent: 'apply', redirectTo: '/cart' });
      expect(none.status).toBe(400);
      expect(await text(none)).toContain('Please choose a promo');
      const unknown = await shopper.post(PAGE, { intent: 'apply', promoId: '999999', redirectTo: '/cart' });
      expect(unknown.status).toBe(400);
      expect(await text(unknown)).toContain('This promo is no longer available.');
      const junk = await shopper.post(PAGE, { intent: 'apply', promoId: '1e99' });
      expect(junk.status).toBe(400);
      const what = await shopper.post(PAGE, { intent: 'steal' });
      expect(what.status).toBe(400);
      expect(await text(await shopper.get('/cart'))).not.toContain('promo-notice');
      // a way back to another site is never followed
      const id = await promoId(shopper, 'SAVE10');
      const away = await shopper.post('/promo?brandId=1', {
        intent: 'apply',
        promoId: id,
        redirectTo: '//evil.example/x',
      });
      expect(away.status).toBe(303);
      expect(away.headers.get('location')).toBe('/brand/1');
    });
  });

  it('refuses a voucher to a visitor and to a guest with SPEC’s words', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop);
      const visitor = await shopper.post(PAGE, { intent: 'voucher', voucher: 'HELLO5' });
      expect(visitor.status).toBe(400);
      expect(await text(visitor)).toContain('You must login to apply a voucher code.');
      expect((await shopper.post('/login', { accept_tc: 'on' })).status).toBe(303);
      const guest = await shopper.post(PAGE, { intent: 'voucher', voucher: 'HELLO5' });
      expect(guest.status).toBe(400);
      expect(await text(guest)).toContain("You're currently a Guest. Login in to apply a voucher code.");
      const empty = await shopper.post(PAGE, { intent: 'voucher', voucher: '' });
      expect(empty.status).toBe(400);
      expect(await text(await shopper.get('/cart'))).not.toContain('promo-notice');
    });
  });

  it('keeps both an Apply and a cart edit sent at the same moment', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop, 1);
      const { branchId, ids } = await simpleItems(shop.base);
      const id = await promoId(shopper, 'SAVE10');
      const [apply, add] = await Promise.all([
        shopper.post(PAGE, { intent: 'apply', promoId: id, redirectTo: '/cart' }),
        addToCart(shopper, branchId, ids[1]!, 2),
      ]);
      expect([apply.status, add.status]).toEqual([303, 303]);
      const cart = await text(await shopper.get('/cart'));
      expect(cart).toMatch(/class="promo-notice[^"]*">.*SAVE10/);
      // both lines are there
      expect((cart.match(/class="cart-line"/g) ?? []).length).toBe(2);
    });
  });
  it('says "Don’t miss out" while the cart is below the promo’s minimum, and applies it once the cart meets it', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = customer(shop.base);
      await shopper.get('/menu/LKmalate');
      const { branchId } = await simpleItems(shop.base);
      const add = (itemId: number, quantity: number) => addToCart(shopper, branchId, itemId, quantity);
      // plain rice (₱35) is below TREAT's ₱200 minimum
      expect((await add(25, 1)).status).toBe(303);
      const id = await promoId(shopper, 'TREAT');
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: id })).status).toBe(303);
      const below = await text(await shopper.get('/cart'));
      expect(below).toContain("Don't miss out - TREAT promo is not applicable here");
      expect(below).not.toContain('Promo (TREAT)');
      // kept: more rice, and the minimum is met
      expect((await add(25, 6)).status).toBe(303);
      const met = await text(await shopper.get('/cart'));
      expect(met).toContain('Promo applied - A flat amount off orders above the minimum');
      expect(met).toMatch(/Promo \(TREAT\)<\/dt><dd>−₱50\.00/);
    });
  });

  it('places the order with the promo: its page keeps the discount', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop, 1);
      const id = await promoId(shopper, 'SAVE10');
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: id })).status).toBe(303);
      const discount = /Promo \(SAVE10\)<\/dt><dd>−(₱[\d,]+\.\d{2})/.exec(
        await text(await shopper.get('/checkout')),
      )?.[1];
      expect(discount).toBeDefined();
      const review = await toReview(shopper);
      await new Promise((r) => setTimeout(r, 1200));
      const placed = await shopper.post('/checkout', { intent: 'confirm', review });
      const to = placed.headers.get('location');
      expect(to).toMatch(/^\/order-details\?orderHash=/);
      const order = await text(await shopper.get(to!.replace('&clearCart=true', '')));
      expect(order).toContain(`Promo (SAVE10)</dt><dd>−${discount}`);
      // and the customer's list of orders
      const orders = await text(await shopper.get('/active-orders'));
      expect(orders).toContain(`Promo (SAVE10) −${discount}`);
    });
  });
  it('says "Don’t miss out" and why when the promo ended during the review, and places nothing', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop, db) => {
      const shopper = await withCart(shop, 1);
      const id = await promoId(shopper, 'TREAT');
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: id })).status).toBe(303);
      const review = await toReview(shopper);
      // the staff end the promo while the review counts down (TREAT: no later test of this file uses it — on
      // PostgreSQL the file's tests share one database)
      await endPromo(shop, id);
      const before = await db.db.selectFrom('orders').select('id').execute();
      await new Promise((r) => setTimeout(r, 1200));
      const refused = await shopper.post('/checkout', { intent: 'confirm', review });
      expect(refused.headers.get('location')).toBe('/checkout');
      const page = await text(await shopper.get('/checkout'));
      expect(page).toContain("Don't miss out - TREAT promo is not applicable here It has ended.");
      expect(page).not.toContain('Failed to place order');
      // the bill shown is the one without it
      expect(page).not.toContain('Promo (TREAT)');
      expect(await db.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
    });
  });
  it('asks before a payment channel the payment-based promo does not take, and removes it once confirmed', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop, 1);
      const id = await promoId(shopper, 'CARD15');
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: id })).status).toBe(303);
      await shopper.post('/login', { accept_tc: 'on' });
      // cash: SPEC §4 asks first, and nothing changes until the customer confirms
      const asked = await shopper.post('/checkout?sheet=payment', { intent: 'payment', choice: '2' });
      expect(asked.status).toBe(400);
      expect(await text(asked)).toContain('The promo CARD15 works only with other payment methods.');
      expect(await text(await shopper.get('/checkout'))).toMatch(/class="promo-notice[^"]*">.*CARD15/);
      const confirmed = await shopper.post('/checkout', { intent: 'payment', choice: '2', dropPromo: 'confirmed' });
      expect(confirmed.status).toBe(303);
      const after = await text(await shopper.get('/checkout'));
      expect(after).toContain('No promo applied');
      expect(after).not.toContain('CARD15');
    });
  });
  it('removes a special bakery promo when the order becomes dine-in (SPEC §4), and keeps another', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop, 1);
      const dineIn = { type: '3', sched: '1', save: '1' };
      const pickup = { type: '1', sched: '1', save: '1' };
      // another promo stays through the change
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: await promoId(shopper, 'SAVE10') })).status).toBe(
        303,
      );
      expect((await shopper.post('/brand/1/options', dineIn)).status).toBe(303);
      const kept = (await (await shopper.get('/cart')).text()).replaceAll('&#x27;', "'").replaceAll('<!-- -->', '');
      expect(kept).toMatch(/class="promo-notice[^"]*">.*SAVE10/);
      expect(kept).not.toContain("Don't miss out - SAVE10");
      // the bakery promo goes
      expect((await shopper.post('/brand/1/options', pickup)).status).toBe(303);
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: await promoId(shopper, 'BAKERY') })).status).toBe(
        303,
      );
      expect(await text(await shopper.get('/cart'))).toMatch(/class="promo-notice[^"]*">.*BAKERY/);
      expect((await shopper.post('/brand/1/options', dineIn)).status).toBe(303);
      // the page that follows says so (SPEC §8 words, the one toast), once
      const gone = (await (await shopper.get('/cart')).text()).replaceAll('&#x27;', "'").replaceAll('<!-- -->', '');
      expect(gone).toContain("Don't miss out - BAKERY promo is not applicable here");
      expect(gone.slice(gone.indexOf('<main'))).not.toContain('class="promo-notice');
      expect(await text(await shopper.get('/cart'))).not.toContain('BAKERY');
    });
  });
  it('warns of an applied promo the store ended, and removes it with the next cart edit (SPEC §4)', async () => {
    await withShop(engine, { REVIEW_COUNTDOWN_SECONDS: '1' }, async (shop) => {
      const shopper = await withCart(shop, 1);
      const id = await promoId(shopper, 'SAVE10');
      expect((await shopper.post(PAGE, { intent: 'apply', promoId: id })).status).toBe(303);
      // the staff end it (the ops token of startShop)
      await endPromo(shop, id);
      const cart = await text(await shopper.get('/cart'));
      expect(cart).toContain("Don't miss out - SAVE10 promo is not applicable here");
      expect(cart).not.toContain('Promo (SAVE10)');
      const { branchId, ids } = await simpleItems(shop.base);
      await addToCart(shopper, branchId, ids[1]!);
      // the edit that removes it says so once, on the page that follows (the cart no longer shows the promo)
      const next = (await (await shopper.get('/cart')).text()).replaceAll('&#x27;', "'").replaceAll('<!-- -->', '');
      expect(next).toContain("Don't miss out - SAVE10 promo is not applicable here");
      expect(await text(await shopper.get('/cart'))).not.toContain('SAVE10');
      const after = await text(await shopper.get('/checkout'));
      expect(after).toContain('No promo applied');
      expect(after).not.toContain('SAVE10');
    });
  });
});
