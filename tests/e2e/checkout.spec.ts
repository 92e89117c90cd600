// Issue 14 end to end, with JavaScript on and off (the two projects): the checkout's checks in their SPEC
// order (payment, login, phone), the 30 s review the server times, the order placed and followed as the
// kitchen moves it, a dine-in table that pays after eating, a food-hall group, a transfer with its id, and
// another visitor opening the order's link.
import type { Page } from '@playwright/test';
import {
  addChickenRice,
  addFries,
  addFromMenu,
  dismissNotice,
  expect,
  expectAccessible,
  reload,
  remixCookieValue,
  test,
  watchRoom,
} from './fixtures';
import { addAtLolas, choosePayment, fillContact, kitchen, loginAsGuest, payAsGuest, review } from './checkout-steps';
import { stateSweep } from './sweep';

test('a guest places a cash pickup order: the checks in order, the review, the order page as the kitchen moves it', async ({
  page,
  jsEnabled,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expectAccessible(page);
  // One press of Pay, and the pay goes on by itself through every sheet its checks open (SPEC §4):
  // check 8, not logged in, opens login (a sheet over the checkout with JavaScript, the page without) …
  await page.getByRole('button', { name: 'Pay' }).click();
  await loginAsGuest(page, jsEnabled);
  // … check 10, pickup needs a phone (and a guest's payment info) …
  await expect(page).toHaveURL(/sheet=contact&pay=1/);
  await expect(page.getByRole('dialog', { name: 'Contact details' }).getByLabel('Country')).toHaveValue('PH');
  await fillContact(page, '0917 123 4567', 'PH');
  // … check 11, no payment method yet: the payment sheet (not a grey Pay button) …
  await expect(page).toHaveURL(/sheet=payment&pay=1/);
  const methods = page.getByRole('dialog', { name: 'Payment methods' });
  await methods.getByRole('radio', { name: /^Cash$/ }).check();
  await methods.getByRole('button', { name: 'Okay' }).click();
  // … and the review, without another press of Pay
  await review(page, jsEnabled);

  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const hash = new URL(page.url()).searchParams.get('orderHash')!;
  // the cart was the order: it is empty now
  // with JavaScript the page joins its order's live room (socket.io's acknowledgement of `track`) …
  const room = jsEnabled ? await watchRoom(page) : null;
  await page.goto(`/order-details?orderHash=${hash}`);
  if (room) await room.joined();
  // … and the kitchen's accept reaches it live; without JavaScript the next load shows it
  await kitchen(request, hash, 'accept');
  if (!jsEnabled) await reload(page);
  await expect(page.getByRole('heading', { name: 'Order Accepted' })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);

  // another visitor with the link sees no order
  const other = await browser.newContext({ javaScriptEnabled: jsEnabled });
  await other.addCookies([{ name: 'cookie_consent', value: remixCookieValue('accepted'), url: 'http://127.0.0.1' }]);
  const stranger = await other.newPage();
  await stranger.goto('/menu/LKmalate');
  await dismissNotice(stranger);
  await stranger.goto(`/order-details?orderHash=${hash}`);
  await stranger.getByLabel('I accept the terms and conditions').check();
  await stranger.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(stranger.getByText('No order found')).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Order Now' })).toBeVisible();
  await other.close();
});

test('a dine-in table orders now and pays after eating, by a transfer with its transaction id', async ({
  page,
  jsEnabled,
  request,
}) => {
  test.setTimeout(120_000);
  await addAtLolas(page, 'LKtable3', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  // a table pays after eating: no payment asked now
  await expect(page.getByText('Pay after your meal')).toBeVisible();
  // a guest gives their details even at a table
  await payAsGuest(page, jsEnabled, ['0917 222 3344', 'PH']);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const hash = new URL(page.url()).searchParams.get('orderHash')!;

  await kitchen(request, hash, 'accept');
  await kitchen(request, hash, 'ready');
  await kitchen(request, hash, 'complete');
  await page.reload();
  await page.getByRole('link', { name: 'Pay for Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderHash=${hash}`));
  // a transaction id too short is refused with the SPEC rule
  await page.getByRole('link', { name: 'Choose payment method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment methods' });
  await sheet.getByRole('radio', { name: /Bank transfer/ }).check();
  await sheet.getByLabel('Transaction ID').fill('AB1');
  await sheet.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByText('Transaction ID is too short')).toBeVisible();
  await page.getByRole('dialog', { name: 'Payment methods' }).getByLabel('Transaction ID').fill('BANK-778899');
  await page.getByRole('dialog', { name: 'Payment methods' }).getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details\\?orderHash=${hash}`));
  await expect(page.getByText('Payment details sent to the restaurant.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay for Order' })).toHaveCount(0);
});

test('a food-hall table order with two brands makes a group, shown on the group-order page with a guest’s order numbers', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await addChickenRice(page, 'HFtbl002');
  await addFries(page);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await payAsGuest(page, jsEnabled, ['8123 4567', 'SG']);
  await expect(page).toHaveURL(/\/group-orders\?parentUuid=[0-9a-f-]{36}/);
  await expect(page.getByText('Ah Seng Chicken Rice').first()).toBeVisible();
  await expect(page.getByText('Western Grill Station').first()).toBeVisible();
  await expect(page.getByText('Status: Order Placed')).toHaveCount(2);
  // SPEC §6 a guest's big order-number card (each branch's order has its number) and the finish-profile notice
  const card = page.getByRole('region', { name: 'Your order numbers' });
  await expect(card.locator('.order-number-card__number')).toHaveCount(2);
  await expect(card.locator('.order-number-card__number').first()).toHaveText(/^[0-9a-f]{5}…[0-9a-f]{5}$/);
  await expect(card).toContainText('with one of them and your phone number you can find that order again');
  await expect(
    page.getByRole('complementary', { name: 'Finish your profile' }).getByRole('link', { name: 'Finish profile' }),
  ).toHaveAttribute('href', /^\/login\?redirectUrl=%2Fgroup-orders%3FparentUuid%3D[0-9a-f-]{36}$/);
});

test('an age-restricted item asks for consent and both sides of an ID, uploaded through the platform', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await addAtLolas(page, 'LKtable3', /Bituin Pale Pilsen/);
  await page.goto('/checkout');
  await expect(page.getByText('ID validation')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await loginAsGuest(page, jsEnabled);
  // check 9: consent comes before the phone
  await expect(page).toHaveURL(/sheet=consent&pay=1/);
  const sheet = page.getByRole('dialog', { name: 'ID validation' });
  await expect(sheet.getByText(/You must be 18 or older/)).toBeVisible();
  await sheet.getByRole('checkbox').check();
  // a tiny real PNG for each side
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const inputs = sheet.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await inputs.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
  await sheet.getByRole('button', { name: 'Save' }).click();
  // the pay goes on: the contact sheet next
  await fillContact(page, '0917 555 0101', 'PH');
  await review(page, jsEnabled);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
});

/** On /address: searches a place (typing with JavaScript, the Search button without), confirms it, picks the Kemang branch. */
async function deliverTo(page: Page, place: string, jsEnabled: boolean) {
  await page.getByRole('searchbox', { name: 'Search for your street, building or landmark' }).fill(place);
  if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: new RegExp(place) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page).toHaveURL(/\/branch-selection\?/);
  await page
    .locator('.branch-row', { hasText: 'Kemang' })
    .getByRole('button', { name: /^Select/ })
    .click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
}

test('a delivery fee that changed during the review opens the fee update sheet with the new bill', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  await page.goto('/menu/DNgroup1');
  await page
    .getByRole('link', { name: /Martabak Bulan Sabit/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  const brand = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`/address?brandId=${brand}`);
  await deliverTo(page, 'Kemang Village', jsEnabled);
  await addFromMenu(page, /Iced Young Coconut/);
  await page.goto('/checkout');
  await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText('Kemang Village');
  await choosePayment(page, /^Cash$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await loginAsGuest(page, jsEnabled);
  await fillContact(page, '0812 3456 7890', 'ID');
  await expect(page.getByRole('dialog', { name: 'Review your order' })).toBeVisible();
  // while the review counts down, the address moves farther away (another tab of the same customer)
  await page.goto(`/address?brandId=${brand}`);
  await deliverTo(page, 'Jl. Ampera Raya', jsEnabled);
  await page.goto('/checkout?sheet=review');
  const sheet = page.getByRole('dialog', { name: 'Review your order' });
  if (!jsEnabled) {
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 40_000 });
    await sheet.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page).toHaveURL(/\/checkout\?sheet=fee$/, { timeout: 45_000 });
  const fee = page.getByRole('dialog', { name: 'Delivery fee updated' });
  await expect(fee).toContainText('The delivery fee went up');
  // issue 28: axe on the sheet with JavaScript on and off, the W3C checker on its HTML
  const states = stateSweep(page, jsEnabled);
  await states.check('/checkout?sheet=fee', { sheet: true });
  await states.expectClean();
  await fee.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText('Jl. Ampera Raya');
});

test('a confirm whose answer was lost, or that is sent again, leads to the one order placed — never to an empty cart', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await loginAsGuest(page, jsEnabled);
  await fillContact(page, '0917 555 0120', 'PH');
  const sheet = page.getByRole('dialog', { name: 'Review your order' });
  const key = await sheet.locator('input[name=review]').inputValue();
  // the connection drops after the confirm reached the shop: the order is placed, its answer never arrives
  let sent = false;
  let dropped = false;
  await page.route(
    (url) => url.pathname === '/checkout',
    async (route) => {
      const body = route.request().postData() ?? '';
      if (sent || route.request().method() !== 'POST' || !body.includes('intent=confirm')) return route.fallback();
      sent = true;
      await route.fetch({ maxRedirects: 0 });
      await route.abort('connectionreset');
      dropped = true;
    },
  );
  if (!jsEnabled) {
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 40_000 });
    await sheet.getByRole('button', { name: 'Confirm' }).click({ noWaitAfter: true });
  }
  await expect.poll(() => dropped, { timeout: 40_000 }).toBe(true);
  await page.unroute((url) => url.pathname === '/checkout');
  // the customer tries again: the review's page leads to the order … (without JavaScript the browser may still
  // be showing its own error page for the dropped answer: that navigation can interrupt the first try)
  await expect(async () => {
    await page.goto('/checkout?sheet=review');
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/order-details\?orderHash=[0-9a-f]{32}/);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const placed = new URL(page.url()).searchParams.get('orderHash');
  // … and so does the same confirm posted again (a double tap, the form sent twice without JavaScript)
  const again = await page.request.post('/checkout', {
    form: { intent: 'confirm', review: key },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe(`/order-details?orderHash=${placed}&clearCart=true`);
  // one order: the list holds it once
  await page.goto('/active-orders');
  await expect(page.getByRole('link', { name: new RegExp(placed!.slice(0, 5)) })).toHaveCount(1);
});
