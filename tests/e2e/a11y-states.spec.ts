// Issue 28, accessibility (WCAG 2.2 AA), more states no address opens by itself (a11y-flows.spec.ts sweeps the
// others): an in-app wallet's payment (OVO at an Indonesian store, approved in the wallet's app by the phone
// number the customer gave) as the shop waits for it, when the app declines it and when it is paid again; the
// payment widget's waiting page, which closes itself; and, with JavaScript, the login sheet's "Send the code
// another way" step. Each is reached through the shop's own steps, checked with axe-core with JavaScript on
// and off (the two projects), and its server HTML with the W3C checker (stateSweep, sweep.ts).
import type { Page } from '@playwright/test';
import { choosePayment, payAsGuest } from './checkout-steps';
import { addFromMenu, expect, openSidebar, phoneFor, test, kopiSenja } from './fixtures';
import { lolasMenu, stateSweep } from './sweep';

const IN_APP = /\/payment\?orderHash=[0-9a-f]{32}$/;

/** The wallet's app (the sandbox's stand-in, in a tab of its own) answers the payment the shop waits for. */
async function inTheWalletApp(page: Page, answer: (app: Page) => Promise<void>) {
  const link = await page.getByRole('link', { name: 'Approve in the test wallet app' }).getAttribute('href');
  const app = await page.context().newPage();
  await app.goto(link!);
  await answer(app);
  await app.close();
}

test('an in-app wallet (OVO): the wait for the app, its refusal, Try Again, the widget’s waiting page', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(240_000);
  const states = stateSweep(page, jsEnabled);
  // the guest's phone: the number the wallet asks in its app (no code is sent to it)
  const phone = phoneFor(80);
  await kopiSenja(page);
  await addFromMenu(page, /Iced Palm Sugar Coffee Latte/);
  await page.goto('/checkout');
  await choosePayment(page, /OVO/);
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('E-wallet · OVO');
  await states.check('/checkout (OVO, IDR)');
  await payAsGuest(page, jsEnabled, [phone.national, 'PH'], IN_APP);
  const hash = new URL(page.url()).searchParams.get('orderHash')!;

  // the shop waits while the customer approves in the wallet's app
  await expect(page.getByRole('heading', { name: 'Approve the payment in your app' })).toBeVisible();
  await expect(
    page.getByText(/approve the payment of IDR [\d,.]+\. This page checks every 10 seconds\./),
  ).toBeVisible();
  await states.check('/payment (in-app wallet)');

  // the payment made in a widget: the gateway returns to the waiting page, which does not poll and closes
  // itself in 15 s (checked at once)
  await page.goto(`/payment/success-intermediate?orderHash=${hash}&isWidget=true`);
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderHash=${hash}&isWidget=true&closeAt=\\d+$`));
  await expect(page.getByRole('heading', { name: 'Hang Tight' })).toBeVisible();
  await expect(page.getByText('You can go back to the app: we are confirming your payment there.')).toBeVisible();
  await expect(page.getByText(/This page closes in (1[0-5]|[1-9]) s\./)).toBeVisible();
  await states.check('/payment (widget waiting)');
  await expect(page).toHaveURL(`/order-details?orderHash=${hash}`, { timeout: 25_000 });

  // the wallet's app declines: the shop's page says so by itself (10 s polls, or a live event), with Try Again
  await page.goto(`/payment?orderHash=${hash}`);
  await inTheWalletApp(page, async (app) => {
    await app.getByLabel('Decline reason').selectOption('insufficient_funds');
    await app.getByRole('button', { name: 'Decline' }).click();
    // the sandbox's stand-in returns to the shop, which says so too
    await expect(app.getByRole('heading', { name: 'Your Payment was Failed!' })).toBeVisible();
  });
  await expect(page.getByRole('heading', { name: 'Failed to process payment' })).toBeVisible({ timeout: 25_000 });
  await expect(page).toHaveURL(`/payment?orderHash=${hash}`);
  await states.check('/payment (in-app wallet failed)');

  // Try Again pays the same order with OVO; the shop waits again, and the app approves this time
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(`/checkout?orderHash=${hash}`);
  await choosePayment(page, /OVO/);
  await states.check('/checkout?orderHash= (OVO)');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Approve the payment in your app' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(IN_APP);
  await states.check('/payment (in-app wallet, paid again)');
  await inTheWalletApp(page, async (app) => {
    await app.getByRole('button', { name: /^Pay IDR/ }).click();
    await expect(app.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();
  });
  await expect(page).toHaveURL(`/order-details?orderHash=${hash}`, { timeout: 25_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await states.expectClean();
});

test('the login sheet’s “Send the code another way” step', async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, 'the login sheet is drawn by the browser: without JavaScript the login is pages (a11y-flows)');
  test.setTimeout(120_000);
  const states = stateSweep(page, jsEnabled);
  // one code to this test's number
  const phone = phoneFor(81);
  await lolasMenu(page);
  await page.waitForLoadState('networkidle');
  await openSidebar(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Continue with mobile' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Send code' }).click();
  const sheet = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(sheet.getByLabel('Code', { exact: true })).toBeVisible();
  // the other ways are offered once the code may be sent again (SPEC's minute; OTP_RESEND_SECONDS here)
  await sheet.getByRole('link', { name: 'Send the code another way' }).click({ timeout: 20_000 });
  await expect(sheet.getByRole('heading', { name: 'Send the code another way' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Send by / }).first()).toBeEnabled();
  await states.check('login sheet: other channels', { sheet: true, html: false });
  // and back to the code step, in the same sheet
  await sheet.getByRole('button', { name: 'Back' }).click();
  await expect(sheet.getByLabel('Code', { exact: true })).toBeVisible();
  await states.expectClean();
});
