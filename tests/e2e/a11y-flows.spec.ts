// Issue 28, accessibility (WCAG 2.2 AA), the pages and sheets no address opens by itself (a11y.spec.ts sweeps
// those that one does): the checkout's review while it counts down, the payment step's pages as a wallet
// payment waits, fails, is paid again by a bank QR and succeeds, the checkout that pays an existing order; the
// login's code, other-channels and details steps, as pages and (with JavaScript) in the login sheet; the
// profile's email and phone verification pages; a food-hall group's page and its rating sheet. Each is
// reached through the shop's own steps (or the platform's API, for the group), checked with axe-core with
// JavaScript on and off (the two projects), and its server HTML with the W3C checker (stateSweep, sweep.ts).
// The checkout's fee, card and LINE Pay sheets are checked where their own specs reach them (checkout.spec,
// card-sheet.spec, checkout-checks.spec); the address confirmation by its integration test (the demo's
// gazetteer names every place a branch delivers to).
import type { Page } from '@playwright/test';
import { addAtLolas, choosePayment, payAsGuest, watchPaymentStep } from './checkout-steps';
import { browserLogin, e2ePlatform, platformLogin } from './customers';
import { expect, enterSentCode, openSidebar, phoneFor, test } from './fixtures';
import { lolasMenu, stateSweep } from './sweep';

const ENT = '/api/enterprise/v1';
const OMS = '/api/consumer/v1/oms';
const SANDBOX = /\/api\/consumer\/v1\/oms\/payment\/sandbox\//;

test('a guest’s review, the payment step’s pages (hand-off, waiting, failed, bank QR, success), paying again', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const states = stateSweep(page, jsEnabled);
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /GCash/);
  const paymentStep = watchPaymentStep(page);
  await payAsGuest(page, jsEnabled, ['0917 555 0104', 'PH'], SANDBOX, () =>
    states.check('/checkout?sheet=review', { sheet: true }),
  );
  const handOff = paymentStep();
  const hash = handOff.searchParams.get('orderHash')!;
  const gateway = page.url();

  // the hand-off page, held where it is (it leaves for the gateway's page by itself, with or without JavaScript)
  // (a 204 answer to a navigation leaves the page where it is)
  await page.route(SANDBOX, (route) => route.fulfill({ status: 204 }));
  await page.goto(handOff.pathname + handOff.search);
  await expect(page.getByRole('link', { name: 'Continue to payment' })).toBeVisible();
  await states.check('/payment?gatewayUrl=…');
  await page.unroute(SANDBOX);
  // back from the gateway before it said anything: the waiting page (Hang Tight) …
  await page.goto(`/payment/success-intermediate?orderHash=${hash}`);
  await expect(page.getByRole('heading', { name: 'Hang Tight' })).toBeVisible();
  await states.check('/payment (waiting)');
  // … a payment link that is no order's …
  expect((await page.goto(`/payment?orderHash=${'0'.repeat(32)}`))?.status()).toBe(404);
  await states.check('/payment (not found)');
  // … the wallet's time runs out: the failed page, and Try Again pays the same order, by a bank QR this time
  await page.goto(gateway);
  await page.getByRole('button', { name: 'Let it expire' }).click();
  await expect(page).toHaveURL(`/payment/failed?orderHash=${hash}`);
  await states.check('/payment/failed');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(`/checkout?orderHash=${hash}`);
  await states.check('/checkout?orderHash=');
  await page.getByRole('link', { name: 'Choose payment method' }).click();
  await states.check('/checkout?orderHash=&sheet=payment', { sheet: true });
  await page.goto(`/checkout?orderHash=${hash}`);
  await choosePayment(page, /QR Ph/);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Scan to pay' })).toBeVisible({ timeout: 15_000 });
  await states.check('/payment (bank QR)');
  await page.getByRole('link', { name: 'Pay with the test banking app' }).click();
  await page.getByRole('button', { name: /^Pay PHP/ }).click();
  await expect(page).toHaveURL(`/payment/success?orderHash=${hash}`);
  await states.check('/payment/success');
  await states.expectClean();
});

/** The login sheet (JavaScript only) over the brand menu, from the side menu's Login: its phone step. */
async function openLoginSheet(page: Page) {
  await lolasMenu(page);
  await page.waitForLoadState('networkidle');
  await openSidebar(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
  const sheet = page.getByRole('dialog', { name: 'Login' });
  await sheet.getByRole('link', { name: 'Continue with mobile' }).click();
  return sheet;
}

test('the login’s later steps, the profile’s email and phone verification, a food-hall group’s page and rating sheet', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(240_000);
  const states = stateSweep(page, jsEnabled);
  // two numbers of this test, two codes each at most (playwright.config.ts): the guest's phone to verify and,
  // with JavaScript, the login sheet's new customer (85); the customer of the pages and the groups (89)
  const guestPhone = phoneFor(85);
  const phone = phoneFor(89);

  // a guest gives a phone number in the profile and verifies it: the phone's code page
  await page.goto('/menu/LKmalate');
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/profile')}`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/profile?edit=1');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Cruz');
  await page.getByLabel('Contact phone').fill(guestPhone.national);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User profile updated.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page).toHaveURL(/\/profile\/phone-verify\?nonce=/);
  await states.check('/profile/phone-verify');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();

  // a new phone customer through the login's pages: the code, the other channels, the details
  const token = await platformLogin(phone.e164);
  await browserLogin(page, phone, '/profile', jsEnabled, { first: 'Rosa', last: 'Santos' }, async (step) => {
    if (step === 'details') return states.check('/login/add-user-details');
    const code = page.url();
    await states.check('/login/otp-verify');
    await page.goto(code.replace('/login/otp-verify', '/login/otp-other-channels'));
    await expect(page.getByRole('heading', { name: 'Send the code another way' })).toBeVisible();
    await states.check('/login/otp-other-channels');
    await page.goto(code);
  });
  // their email, and its code page
  await page.goto('/profile?edit=1');
  await page.getByLabel(/^Email/).fill(`rosa.${phone.national}@example.com`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User profile updated.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/profile\/email-verify\?nonce=/);
  await states.check('/profile/email-verify');

  // two food-hall groups of theirs (the platform's API): one just placed, one eaten and paid — its rating
  // sheet opens on arrival
  const { call, ops, branchOf, cartOf } = e2ePlatform();
  const lookup = await branchOf('HFhall01');
  const hall = await call('GET', `${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
  const [a, b] = hall.body.branches as { id: number; brand_ids: number[] }[];
  const group = async (n: number) => {
    const placed = await call(
      'POST',
      `${OMS}/order/v2`,
      {
        idempotency_key: `a11y-group-${n}-${Date.now()}-${jsEnabled}`,
        foodhall_id: lookup.foodhall_id,
        is_foodhall_order: true,
        table_no: '5',
        cart: [...(await cartOf(a!.brand_ids[0]!, a!.id, 1, 3)), ...(await cartOf(b!.brand_ids[0]!, b!.id, 1, 3))],
        order_type: 3,
        payment_method: null,
        user_info: { phone: phone.e164, region: 'PH' },
      },
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.parent_order_uuid as string;
  };
  const placed = await group(1);
  const eaten = await group(2);
  const children = (await call('GET', `${OMS}/order/group-orders/${eaten}`, undefined, token)).body.child_orders as {
    order_hash: string;
  }[];
  for (const child of children)
    for (const move of ['accept', 'ready', 'complete', 'paid'])
      expect((await ops(child.order_hash, move)).status).toBe(200);
  await page.goto(`/group-orders?parentUuid=${placed}`);
  await expect(page.getByText('Status: Order Placed')).toHaveCount(2);
  await states.check('/group-orders (placed)');
  await page.goto(`/group-orders?parentUuid=${eaten}`);
  await expect(page.getByRole('dialog', { name: 'Rate your food-hall order' })).toBeVisible();
  await states.check('/group-orders (rating sheet)', { sheet: true });

  // with JavaScript the same steps are a sheet over the page (the browser draws it: no HTML of its own)
  if (jsEnabled) {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You are logged out.')).toBeVisible();
    const sheet = await openLoginSheet(page);
    await sheet.getByLabel('Mobile number').fill(guestPhone.national);
    await states.check('login sheet: phone', { sheet: true, html: false });
    await sheet.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByRole('dialog', { name: 'Verify OTP' });
    await expect(code.getByLabel('Code', { exact: true })).toBeVisible();
    await states.check('login sheet: code', { sheet: true, html: false });
    await enterSentCode(page, guestPhone.e164, code);
    await expect(page.getByRole('dialog', { name: 'Add Details' }).getByLabel('First name')).toBeVisible();
    await states.check('login sheet: details', { sheet: true, html: false });
  }
  await states.expectClean();
});
