// Issue 24 through the shop's own forms (what a browser without JavaScript posts), on the embedded database
// and on PostgreSQL: a repeat of the review's confirm leads to the order it placed, never to the emptied
// cart (defect 1); one press of Pay goes on by itself through the sheets its checks open; a guest's details
// and payment method are remembered on the device, so that a returning guest types nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { shopEngines, withShop } from '../fixtures/engines';
import { customer, simpleItems, startShop, visitorWithCart, type ShopApp } from '../fixtures/shop-app';
import type { Database } from '../../server/platform/db/index';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import { validateChoices } from '~/domain/modifiers';

const REVIEW_SECONDS = 1;
const engines = shopEngines();
const SHOP_ENV = { REVIEW_COUNTDOWN_SECONDS: String(REVIEW_SECONDS) };

type Shopper = ReturnType<typeof customer>;

/** A visitor opens Lola's Kusina Malate and puts an item that needs no choice in the cart. */
const withCart = (shop: ShopApp): Promise<Shopper> => visitorWithCart(shop.base);

const CONTACT = { firstName: 'Mei', lastName: 'Lin', email: 'mei@example.com', phone: '0917 123 4567', region: 'PH' };

/** The review's idempotency key, as its page carries it in the confirm form. */
async function reviewKey(shopper: Shopper): Promise<string> {
  const page = await shopper.get('/checkout?sheet=review');
  expect(page.status).toBe(200);
  const key = /name="review" value="([0-9a-f-]{36})"/.exec(await page.text())?.[1];
  expect(key).toBeDefined();
  return key!;
}

const countOrders = async (db: Database) =>
  Number(
    (
      await db.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(engines)('the checkout on $name', { timeout: 120_000 }, (engine) => {
  it('goes on by itself after each sheet Pay opened: login, contact, payment, then the review', async () => {
    await withShop(engine, SHOP_ENV, async (shop) => {
      const shopper = await withCart(shop);
      // one press: not logged in (check 8) → login, which comes back to go on paying
      const pay = await shopper.post('/checkout', { intent: 'pay' });
      expect(pay.headers.get('location')).toBe('/login?redirectUrl=%2Fcheckout%3Fcontinue%3Dpay');
      const login = await shopper.post('/login?redirectUrl=%2Fcheckout%3Fcontinue%3Dpay', { accept_tc: 'on' });
      expect(login.headers.get('location')).toBe('/checkout?continue=pay');
      // the way back goes on to the next check: a guest's contact (check 10)
      const next = await shopper.get('/checkout?continue=pay');
      expect(next.headers.get('location')).toBe('/checkout?sheet=contact&pay=1');
      // the sheet's form carries the pay on: its answer is the next sheet, the payment (check 11) …
      const contact = await shopper.post('/checkout', { intent: 'contact', continue: 'pay', ...CONTACT });
      expect(contact.headers.get('location')).toBe('/checkout?sheet=payment&pay=1');
      // … and then the review, without another press of Pay
      const payment = await shopper.post('/checkout', { intent: 'payment', continue: 'pay', choice: '2' });
      expect(payment.headers.get('location')).toBe('/checkout?sheet=review');
      // Edit Order ends the review; a sheet opened by its own link then comes back to the checkout
      expect((await shopper.post('/checkout', { intent: 'edit' })).headers.get('location')).toBe('/checkout');
      const alone = await shopper.post('/checkout', { intent: 'payment', choice: '2', continue: 'pay' });
      expect(alone.headers.get('location')).toBe('/checkout');
    });
  });

  it('with JavaScript, lets the sheet close and goes on from the page a moment later (SPEC §4: 1000 ms)', async () => {
    await withShop(engine, SHOP_ENV, async (shop) => {
      const shopper = await withCart(shop);
      await shopper.post('/login', { accept_tc: 'on' });
      const pay = await shopper.post('/checkout', { intent: 'pay', js: '1' });
      expect(pay.headers.get('location')).toBe('/checkout?sheet=contact&pay=1');
      const contact = await shopper.post('/checkout', { intent: 'contact', continue: 'pay', js: '1', ...CONTACT });
      expect(contact.headers.get('location')).toBe('/checkout?continue=pay&wait=1');
      // the page under the closed sheet, which goes on by itself (and at once without JavaScript: <noscript>)
      const waiting = await shopper.get('/checkout?continue=pay&wait=1');
      expect(waiting.status).toBe(200);
      expect(await waiting.text()).toContain('content="0; url=/checkout?continue=pay"');
      expect((await shopper.get('/checkout?continue=pay')).headers.get('location')).toBe(
        '/checkout?sheet=payment&pay=1',
      );
      // not logged in, with JavaScript: Pay answers the login sheet's address, which comes back to go on
      const visitor = await withCart(shop);
      // (as Remix's client asks for an action's data)
      const sheet = await visitor.post('/checkout?_data=routes%2Fcheckout', { intent: 'pay', js: '1' });
      expect(sheet.status).toBe(200);
      expect(await sheet.json()).toEqual({ login: '/login?redirectUrl=%2Fcheckout%3Fcontinue%3Dpay%26wait%3D1' });
    });
  });

  it('goes on after the order-type sheet the pay opened (checks 2–5), and back to the checkout without it', async () => {
    await withShop(engine, SHOP_ENV, async (shop) => {
      const shopper = await withCart(shop);
      await shopper.post('/login', { accept_tc: 'on' });
      await shopper.post('/checkout', { intent: 'pay' });
      // the sheet opened by Pay saves with next=pay (a schedule gone stale, a vehicle missing …)
      const save = { type: '1', sched: '1', save: '1' };
      const saved = await shopper.post('/brand/1/options', { ...save, next: 'pay' });
      expect(saved.headers.get('location')).toBe('/checkout?continue=pay');
      expect((await shopper.get('/checkout?continue=pay')).headers.get('location')).toBe(
        '/checkout?sheet=contact&pay=1',
      );
      // opened from the checkout's card instead: back to the checkout
      const plain = await shopper.post('/brand/1/options', { ...save, next: 'checkout' });
      expect(plain.headers.get('location')).toBe('/checkout');
    });
  });

  it('never starts a review from a link alone: the pay goes on only after a Pay of this shop', async () => {
    await withShop(engine, SHOP_ENV, async (shop) => {
      const shopper = await withCart(shop);
      await shopper.post('/login', { accept_tc: 'on' });
      await shopper.post('/checkout', { intent: 'contact', ...CONTACT });
      await shopper.post('/checkout', { intent: 'payment', choice: '2' });
      // everything is ready, but nobody pressed Pay: a link to the pay's way back is only the checkout
      const link = await shopper.get('/checkout?continue=pay');
      expect(link.headers.get('location')).toBe('/checkout');
      expect((await shopper.get('/checkout?sheet=review')).status).toBe(200);
      expect(await (await shopper.get('/checkout?sheet=review')).text()).not.toContain('name="review"');
    });
  });

  it('answers every repeat of the review’s confirm with the order it placed, never the emptied cart', async () => {
    await withShop(engine, SHOP_ENV, async (shop, db) => {
      const before = await countOrders(db);
      const shopper = await withCart(shop);
      await shopper.post('/login', { accept_tc: 'on' });
      await shopper.post('/checkout', { intent: 'contact', ...CONTACT });
      await shopper.post('/checkout', { intent: 'payment', choice: '2' });
      const pay = await shopper.post('/checkout', { intent: 'pay' });
      expect(pay.headers.get('location')).toBe('/checkout?sheet=review');
      const key = await reviewKey(shopper);
      await new Promise((r) => setTimeout(r, REVIEW_SECONDS * 1000 + 200));

      // the auto-confirm at zero and the customer's tap at the same moment
      const confirm = () => shopper.post('/checkout', { intent: 'confirm', review: key });
      const [a, b] = await Promise.all([confirm(), confirm()]);
      const placed = a.headers.get('location');
      expect(placed).toMatch(/^\/order-details\?orderHash=[0-9a-f]{32}&clearCart=true$/);
      expect([a.status, b.status]).toEqual([303, 303]);
      expect(b.headers.get('location')).toBe(placed);
      // a retry after a lost answer, the same form posted again without JavaScript
      const retry = await confirm();
      expect(retry.headers.get('location')).toBe(placed);
      // the review's page reloaded
      const reload = await shopper.get('/checkout?sheet=review');
      expect(reload.headers.get('location')).toBe(placed);
      expect(await countOrders(db)).toBe(before + 1);
      // the cart is empty now: the checkout itself leads to the cart as before
      expect((await shopper.get('/checkout')).headers.get('location')).toBe('/cart');
    });
  });

  it('charges the gateway fee a food hall passes on for the channel chosen at the checkout (SPEC §7 is_order_with_payment_channel)', async () => {
    await withShop(engine, SHOP_ENV, async (shop, db) => {
      const shopper = customer(shop.base);
      await shopper.get('/menu/HFtbl004');
      const hall = lookupSchema.parse(
        await (await fetch(`${shop.base}/api/enterprise/v1/branch/vizmenu/identify?hash=HFtbl004`)).json(),
      );
      const brand = hall.brands.find((b) => b.title === 'Ah Seng Chicken Rice')!;
      const stall = hall.branches.find((b) => b.brand_ids.includes(brand.id))!.id;
      const menus = storeMenusSchema.parse(
        await (
          await fetch(`${shop.base}/api/consumer/v1/webshop/public/store/menus?brandID=${brand.id}&branchID=${stall}`)
        ).json(),
      );
      const item = menus.sections
        .flatMap((s) => s.sub_sections.flatMap((c) => c.items))
        .find((i) => validateChoices(i.groups, []).length === 0 && i.stock.available && !i.oos)!;
      const added = await shopper.post('/cart', {
        intent: 'add',
        brandId: String(brand.id),
        branchId: String(stall),
        itemId: String(item.id),
        quantity: '2',
        redirectTo: '/cart',
      });
      expect(added.status).toBe(303);
      // the checkout bill's total row, in cents (Singapore dollars have two decimals)
      const totalShown = async () => {
        const html = await (await shopper.get('/checkout')).text();
        const shown = /bill__row--total"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1] ?? '';
        expect(shown).toMatch(/\d\.\d\d$/);
        return Number(shown.replace(/\D/g, ''));
      };
      const cash = await (async () => {
        await shopper.post('/checkout', { intent: 'payment', choice: '2' });
        return totalShown();
      })();
      // PayNow through the gateway: the checkout's total grows by the fee the hall's stalls pass on …
      await shopper.post('/login', { accept_tc: 'on' });
      await shopper.post('/checkout', { intent: 'contact', ...CONTACT, region: 'SG', phone: '8123 4567' });
      await shopper.post('/checkout', { intent: 'payment', choice: '9:PAYNOW' });
      const qr = await totalShown();
      expect(qr).toBeGreaterThan(cash);
      // … and the order placed is charged what the checkout showed
      expect((await shopper.post('/checkout', { intent: 'pay' })).headers.get('location')).toBe(
        '/checkout?sheet=review',
      );
      const key = await reviewKey(shopper);
      await new Promise((r) => setTimeout(r, REVIEW_SECONDS * 1000 + 200));
      const placed = await shopper.post('/checkout', { intent: 'confirm', review: key });
      expect(placed.status).toBe(303);
      const order = await db.db
        .selectFrom('orders')
        .select(['final_price', 'data'])
        .where('payment_method_id', '=', 9)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const data = (typeof order.data === 'string' ? JSON.parse(order.data) : order.data) as Record<string, number>;
      expect(data.gateway_fee).toBe(qr - cash);
      expect(order.final_price).toBe(qr);
    });
  });

  it('shows a table that pays after eating the gateway fee its business passes on, once it chooses to pay online (the payment preview)', async () => {
    const { db, env } = await engine.start();
    // Lola's passes its 2.5 % gateway fee on (as the Harbourfront stalls do)
    await db.db
      .updateTable('branches')
      .set({ capabilities: sql`capabilities || '{"gateway_fee_by_customer_enabled": true}'::jsonb` })
      .where('title', '=', "Lola's Kusina Malate")
      .execute();
    const shop = await startShop(db, { ...env, ...SHOP_ENV });
    try {
      const shopper = customer(shop.base);
      await shopper.get('/menu/LKtable3');
      const { branchId, ids } = await simpleItems(shop.base);
      await shopper.post('/cart', {
        intent: 'add',
        brandId: '1',
        branchId: String(branchId),
        itemId: String(ids[0]!),
        quantity: '2',
        redirectTo: '/cart',
      });
      await shopper.post('/login', { accept_tc: 'on' });
      await shopper.post('/checkout', { intent: 'contact', ...CONTACT });
      expect((await shopper.post('/checkout', { intent: 'pay' })).headers.get('location')).toBe(
        '/checkout?sheet=review',
      );
      const key = await reviewKey(shopper);
      await new Promise((r) => setTimeout(r, REVIEW_SECONDS * 1000 + 200));
      const placed = await shopper.post('/checkout', { intent: 'confirm', review: key });
      const hash = /orderHash=([0-9a-f]{32})/.exec(placed.headers.get('location') ?? '')?.[1];
      expect(hash, placed.headers.get('location') ?? '').toBeDefined();
      const order = await db.db
        .selectFrom('orders')
        .select(['final_price', 'post_pay'])
        .where('order_hash', '=', hash!)
        .executeTakeFirstOrThrow();
      expect(order.post_pay).toBe(true);
      const here = `/checkout?orderHash=${hash}`;
      const shown = async () => {
        const html = (await (await shopper.get(here)).text()).replaceAll('<!-- -->', '');
        const money = (label: string) => {
          const shown = new RegExp(`<span>${label}</span> <(?:strong|span)>([^<]*)<`).exec(html)?.[1];
          return shown === undefined ? null : Number(shown.replace(/\D/g, ''));
        };
        return { total: money('Total'), fee: money('Processing fee') };
      };
      // cash at the counter: what the order says
      await shopper.post(here, { intent: 'payment', choice: '2' });
      expect(await shown()).toEqual({ total: order.final_price, fee: null });
      // a card through the gateway: the fee is shown and in the total
      await shopper.post(here, { intent: 'payment', choice: '1:sandbox_card' });
      const fee = Math.round((order.final_price * 250) / 10_000);
      expect(await shown()).toEqual({ total: order.final_price + fee, fee });
    } finally {
      await shop.close();
    }
  });

  it('remembers a guest’s details and payment method on the device: the next time, Pay goes to the review', async () => {
    await withShop(engine, SHOP_ENV, async (shop) => {
      const first = await withCart(shop);
      await first.post('/login', { accept_tc: 'on' });
      await first.post('/checkout', { intent: 'contact', ...CONTACT, notify: 'whatsapp' });
      await first.post('/checkout', { intent: 'payment', choice: '2' });
      expect(first.jar.has('remembered')).toBe(true);

      // the same phone another day: its server session is gone, the device's cookies stay
      const again = customer(shop.base);
      for (const [name, value] of first.jar) if (name !== '__session') again.jar.set(name, value);
      await again.get('/menu/LKmalate');
      const { branchId, ids } = await simpleItems(shop.base);
      await again.post('/cart', {
        intent: 'add',
        brandId: '1',
        branchId: String(branchId),
        itemId: String(ids[1]!),
        quantity: '1',
        redirectTo: '/cart',
      });
      const page = await (await again.get('/checkout')).text();
      expect(page).toContain('Mei Lin');
      expect(page).toContain('+639171234567');
      await again.post('/login', { accept_tc: 'on' });
      const pay = await again.post('/checkout', { intent: 'pay' });
      expect(pay.headers.get('location')).toBe('/checkout?sheet=review');

      // another device knows nothing of her
      const stranger = await withCart(shop);
      await stranger.post('/login', { accept_tc: 'on' });
      const theirs = await stranger.post('/checkout', { intent: 'pay' });
      expect(theirs.headers.get('location')).toBe('/checkout?sheet=contact&pay=1');
    });
  });
});
