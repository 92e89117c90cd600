// Issue 16, the courier side of the order details page with JavaScript on (live, no reload) and off (after a
// reload): SPEC §4 "Order page rules" — a delivery moved by the kitchen's token through accept, a courier
// searched for, found (the rider card with name, phone, plate and the tracking link), collecting, delivering
// and delivered ("Order Delivered"); the delay alert for a delivery further than Manila's 5 km; a delivery
// the partner gives up on ("No rider could be found"); "Your order has been updated" when an order changes
// before acceptance; and another visitor, who sees "No order found" and nothing of the order.
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, phoneFor, reload, remixCookieValue, watchRoom, test } from './fixtures';
import { OPS_TOKEN } from '../../playwright.config';
import { browserLogin, e2ePlatform, platformLogin } from './customers';

const OMS = '/api/consumer/v1/oms';
const ENT = '/api/enterprise/v1';
const DELAYED = 'Your delivery may take longer than usual.';

const platform = e2ePlatform;

/** A cash delivery at Lola's Kusina Malate to a point `northMetres` north of it: its hash. */
async function placeDelivery(token: string, northMetres: number, tag: string): Promise<string> {
  const { call, branchOf, cartOf } = platform();
  const lookup = await branchOf('LKmalate');
  const branch = lookup.branch!;
  const cart = await cartOf(lookup.brand!.id, branch.id, 1, 2);
  const location = { latitude: branch.lat + northMetres / 111_320, longitude: branch.lon, address: 'Taft Avenue' };
  const bill = await call('POST', `${OMS}/public/calculate/bill`, {
    branch_id: branch.id,
    cart,
    order_type: 2,
    delivery_location: location,
  });
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  const res = await call(
    'POST',
    `${OMS}/order`,
    {
      idempotency_key: `${tag}-${Date.now()}-delivery-e2e`,
      branch_id: branch.id,
      cart,
      order_type: 2,
      delivery_location: location,
      delivery_fee: bill.body.delivery_fee_cent,
      payment_method: 2,
      user_info: { phone: '+639171234567', region: 'PH' },
    },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order_hash;
}

/** The courier partner moves the delivery (the kitchen's token, as the partner's webhook would). */
async function courier(hash: string, body: Record<string, unknown>) {
  const res = await fetch(`${test.info().project.use.baseURL}${ENT}/order/${hash}/fulfilment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function kitchen(hash: string, move: string) {
  expect((await platform().ops(hash, move)).status).toBe(200);
}

/** With JavaScript the page follows live; without, the customer reloads (or waits for its own refresh). */
async function seen(page: Page, jsEnabled: boolean, what: ReturnType<Page['getByRole']>) {
  if (!jsEnabled) await reload(page);
  await expect(what).toBeVisible({ timeout: 15_000 });
}

/** Another visitor, a browser of their own (a guest of the same store): "No order found", nothing of it. */
async function anotherVisitorSees(browser: Browser, jsEnabled: boolean, url: string, secrets: string[]) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL });
  await context.addCookies([{ name: 'cookie_consent', value: remixCookieValue('accepted'), url: baseURL }]);
  const other = await context.newPage();
  await other.goto('/menu/LKmalate');
  await other.goto(url);
  await expect(other).toHaveURL(/\/login\?redirectUrl=/);
  await other.getByLabel('I accept the terms and conditions').check();
  await other.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(other.getByRole('heading', { name: 'No order found' })).toBeVisible();
  const html = await other.content();
  for (const secret of secrets) expect(html).not.toContain(secret);
  // and the data request of the page (what the browser fetches with JavaScript) says no more
  const data = await other.request.get(`${url}&_data=routes%2Forder-details`);
  expect(data.status()).toBe(404);
  const text = await data.text();
  for (const secret of secrets) expect(text).not.toContain(secret);
  await context.close();
}

test('a delivery through the courier states: the delay alert, the rider card, the tracking link, delivered', async ({
  page,
  jsEnabled,
  browser,
}) => {
  test.setTimeout(150_000);
  const phone = phoneFor(76);
  const token = await platformLogin(phone.e164);
  // 5.5 km north of Malate: further than Manila's delay distance (5 km), within the branch's 6 km
  const hash = await placeDelivery(token, 5500, 'journey');
  const url = `/order-details?orderHash=${hash}`;
  await browserLogin(page, phone, url, jsEnabled);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(page.getByText(DELAYED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your courier' })).toHaveCount(0);

  await kitchen(hash, 'accept');
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Order Accepted' }));
  await courier(hash, { fulfillment_status_id: 2 }); // allocating: a courier is searched for
  if (!jsEnabled) await reload(page);
  await expect(page.getByText(DELAYED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your courier' })).toHaveCount(0);

  // a courier has the job: the rider card, with the link the partner gave (a page of the shop's own host)
  const tracking = `${test.info().project.use.baseURL}/order-details?orderHash=${hash}&track=1`;
  await courier(hash, {
    fulfillment_status_id: 3,
    rider: {
      name: 'Jun Reyes',
      phone: '+63 917 000 0001',
      license_plate: 'NAB 1234',
      photo_url: `${test.info().project.use.baseURL}/favicon.svg`,
    },
    tracking_url: tracking,
  });
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Your courier' }));
  const card = page.locator('.rider-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Jun Reyes');
  await expect(card).toContainText('Plate NAB 1234');
  await expect(card.getByRole('link', { name: 'Call +63 917 000 0001' })).toHaveAttribute('href', 'tel:+639170000001');
  await expect(card.getByRole('link', { name: 'Track your courier' })).toHaveAttribute('href', tracking);
  // the photo over the initial (shown when a photo does not load)
  await expect(card.locator('img')).toHaveAttribute('src', /\/favicon\.svg$/);
  await expect(card.locator('.rider-card__initial')).toHaveText('J');
  await expectAccessible(page);

  await kitchen(hash, 'ready');
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Courier assigned' }));
  // SPEC §4: 3 of 4 while ready with the courier on it
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('value', '3');
  await courier(hash, { fulfillment_status_id: 4 });
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Courier collecting' }));
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('value', '3');
  await courier(hash, { fulfillment_status_id: 5 });
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Delivery in progress' }));
  await expect(page.getByText(DELAYED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your courier' })).toBeVisible();
  // without JavaScript the page reloads itself while the delivery is under way
  expect(await (await page.request.get(url)).text()).toMatch(/<noscript><meta http-equiv="refresh" content="30"\/>/);

  // delivered: the order completes with it; nothing is late any more, and the tracking link is gone
  await courier(hash, { fulfillment_status_id: 6 });
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Order Delivered' }));
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('value', '4');
  await expect(page.getByText(DELAYED)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Track your courier' })).toHaveCount(0);
  await expect(page.locator('.rider-card')).toContainText('Jun Reyes');

  await anotherVisitorSees(browser, jsEnabled, url, ['Jun Reyes', 'NAB 1234', '+63 917 000 0001', 'Taft Avenue']);
});

test('the partner finds no rider: the order is cancelled with its words; an update before acceptance is told', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  const phone = phoneFor(77);
  const token = await platformLogin(phone.e164);
  const { call, branchOf, cartOf } = platform();

  if (jsEnabled) {
    // a card order waiting for its payment, changed by the customer before the kitchen sees it: live, the
    // page says "Your order has been updated" (SPEC §4) and shows the new lines
    const lookup = await branchOf('LKmalate');
    const cart = await cartOf(lookup.brand!.id, lookup.branch!.id, 1);
    const body = (quantity: number) => ({
      idempotency_key: `update-${quantity}-${Date.now()}-delivery-e2e`,
      branch_id: lookup.branch!.id,
      cart: cart.map((l) => ({ ...l, quantity })),
      order_type: 1,
      payment_method: 1,
      payment_channel: 'sandbox_card',
      user_info: { phone: '+639171234567', region: 'PH' },
    });
    const placed = await call('POST', `${OMS}/order`, body(1), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const room = await watchRoom(page);
    await browserLogin(page, phone, `/order-details?orderHash=${placed.body.order_hash}`, jsEnabled);
    await expect(page.locator('.order-line__title').first()).toContainText('1 x ');
    await room.joined();
    await expect(page.getByText('Your order has been updated')).toHaveCount(0);
    const updated = await call('POST', `${OMS}/order/${placed.body.order_id}`, body(3), token);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Your order has been updated' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('.order-line__title').first()).toContainText('3 x ');
  }

  // 1 km away: no delay alert while a courier is searched for (Manila's 20 minutes have not passed)
  const hash = await placeDelivery(token, 1000, 'norider');
  const url = `/order-details?orderHash=${hash}`;
  if (jsEnabled) await page.goto(url);
  else await browserLogin(page, phone, url, jsEnabled);
  await kitchen(hash, 'accept');
  await courier(hash, { fulfillment_status_id: 2 });
  await seen(page, jsEnabled, page.getByRole('heading', { name: 'Order Accepted' }));
  await expect(page.getByText(DELAYED)).toHaveCount(0);

  if (jsEnabled) {
    // the connection drops; the partner gives up meanwhile (the event is lost); back online, the socket
    // reconnects after 10 s (SPEC §9) and the page loads its data again
    const dropped = Date.now();
    await page.context().setOffline(true);
    await courier(hash, { fulfillment_status_id: 8, cancel_order: true, reason: 'no_rider' });
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('heading', { name: 'Order Accepted' })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible({ timeout: 30_000 });
    // not sooner than the 10 s (socket.io's default jitter would allow 5 s)
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(9_500);
  } else {
    await courier(hash, { fulfillment_status_id: 8, cancel_order: true, reason: 'no_rider' });
    await seen(page, jsEnabled, page.getByRole('heading', { name: 'Order Cancelled' }));
  }
  await expect(page.getByRole('heading', { name: 'The store cancelled this order' })).toBeVisible();
  await expect(page.getByText('No rider could be found for your order.')).toBeVisible();
  // cash: no refund to speak of; the partner's code is not shown as words
  await expect(page.getByText('A full refund is being processed.')).toHaveCount(0);
  await expect(page.getByText('no_rider')).toHaveCount(0);
  await expect(page.getByText(DELAYED)).toHaveCount(0);
});
