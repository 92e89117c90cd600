// Issue 15 end to end, with JavaScript on and off (the two projects): a card pre-payment through the sandbox
// gateway's hosted page to the success page and a paid order; a decline that says why, Try Again on the same
// order, and success; the payment link that is not this order's; a wallet payment left to expire; the bank QR
// page; an in-app wallet approved in another "app" while the shop waits, and the widget's waiting page that
// closes itself; a dine-in order paid by card after eating; a food-hall group paid once for both brands; a
// card saved, paid with again and deleted.
import type { Page } from '@playwright/test';
import {
  addChickenRice,
  addFries,
  addFromMenu,
  addSimpleItem,
  expect,
  expectAccessible,
  enterSentCode,
  phoneFor,
  reload,
  test,
  kopiSenja,
} from './fixtures';
import { addAtLolas, choosePayment, kitchen, payAsGuest, review, watchPaymentStep } from './checkout-steps';

const CARD = /^Credit \/ debit card$/;
const SANDBOX = /\/api\/consumer\/v1\/oms\/payment\/sandbox\//;

async function startAtLolas(page: Page) {
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
}

async function chooseCard(page: Page, here = '/checkout') {
  await choosePayment(page, CARD);
  await expect(page).toHaveURL(new RegExp(`${here.replace(/[?]/g, '\\?')}$`));
}

/** Guest login and contact, then the 30 s review: the order is placed and the payment step follows (`lands`). */
async function placeAsGuest(page: Page, jsEnabled: boolean, phone: string, region: string, lands = SANDBOX) {
  await payAsGuest(page, jsEnabled, [phone, region], lands);
}

/** …and the sandbox's hosted page opens by itself (/payment says where it goes first). */
async function placeAndGoToGateway(page: Page, jsEnabled: boolean) {
  await placeAsGuest(page, jsEnabled, '0917 555 0101', 'PH');
  await expect(page.getByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeVisible();
  await expect(page.getByText('Test mode: no real money moves')).toBeVisible();
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByRole('button', { name: /^Pay PHP/ }).click();
}

test('a card paid before the order: the gateway, the success page, a paid order, an empty cart', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await startAtLolas(page);
  await chooseCard(page);
  await expect(page.locator('.pay-logos img').first()).toBeVisible();
  await placeAndGoToGateway(page, jsEnabled);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/success\?orderHash=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(/\/order-details\?orderHash=/);
  await expect(page.getByRole('heading', { name: /Order (Placed|Accepted)/ })).toBeVisible();
  // the cart became the order: it is empty now
  await page.goto('/cart');
  await expect(page.getByText('Fresh Young Coconut Juice')).toHaveCount(0);
});

test('a declined card says why; Try Again pays the same order', async ({ page, jsEnabled }) => {
  test.setTimeout(150_000);
  await startAtLolas(page);
  await chooseCard(page);
  await placeAndGoToGateway(page, jsEnabled);
  await payWith(page, '4000 0000 0000 9995');
  await expect(page).toHaveURL(/\/payment\/failed\?orderHash=[0-9a-f]{32}$/);
  const hash = new URL(page.url()).searchParams.get('orderHash')!;
  await expect(page.getByRole('heading', { name: 'Your Payment was Failed!' })).toBeVisible();
  await expect(page.getByText(/Payment for order ID #\S+ couldn't be processed\./)).toBeVisible();
  await expect(page.getByText('There is not enough money on the card or account.')).toBeVisible();
  await expectAccessible(page);
  // the cart is still there until the order is paid
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(`/checkout?orderHash=${hash}`);
  await chooseCard(page, `/checkout?orderHash=${hash}`);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeVisible({ timeout: 15_000 });
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();
  await expect(page).toHaveURL(`/payment/success?orderHash=${hash}`);
  await page.goto('/cart');
  await expect(page.getByText('Fresh Young Coconut Juice')).toHaveCount(0);
  // a gateway link that is not this order's open payment is not followed
  await page.goto(`/payment?gatewayUrl=${encodeURIComponent('https://evil.example/pay')}&orderHash=${hash}`);
  await expect(page).toHaveURL(/\/payment\/success/);
  await page.goto(`/payment?gatewayUrl=${encodeURIComponent('https://evil.example/pay')}&orderHash=${'0'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Payment link not found. Please try again.' })).toBeVisible();
});

test('a wallet payment left to expire: the waiting page first, then the failed page says the time ran out', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  await startAtLolas(page);
  await choosePayment(page, /GCash/);
  const paymentStep = watchPaymentStep(page);
  await placeAndGoToGateway(page, jsEnabled);
  const gateway = page.url();
  const orderHash = paymentStep().searchParams.get('orderHash')!;
  // the gateway claims success before it has said so to the platform: the page waits, and says so (in a tab
  // of its own: without JavaScript the waiting page refreshes itself, which would race a navigation here)
  const waiting = await page.context().newPage();
  await waiting.goto(`/payment/success-intermediate?orderHash=${orderHash}`);
  await expect(waiting.getByRole('heading', { name: 'Hang Tight' })).toBeVisible();
  await expect(waiting).toHaveURL(/\/payment\?orderHash=[0-9a-f]{32}&closeAt=\d+$/);
  await expect(waiting.getByText(/This page closes in \d+ s\./)).toBeVisible();
  await expect(waiting.getByRole('link', { name: 'View Order Details' })).toHaveAttribute(
    'href',
    `/order-details?orderHash=${orderHash}`,
  );
  await expectAccessible(waiting);
  await waiting.close();
  await expect(page).toHaveURL(gateway);
  await page.getByRole('button', { name: 'Let it expire' }).click();
  await expect(page).toHaveURL(`/payment/failed?orderHash=${orderHash}`);
  await expect(page.getByRole('heading', { name: 'Your Payment was Failed!' })).toBeVisible();
  await expect(page.getByText('The time to pay ran out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
    'href',
    `/checkout?orderHash=${orderHash}`,
  );
});

test('a bank QR: merchant, identifier, total, the code to download and three steps; paid in the bank app', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await startAtLolas(page);
  await choosePayment(page, /QR Ph/);
  await placeAsGuest(page, jsEnabled, '0917 555 0102', 'PH', /\/payment\?orderHash=[0-9a-f]{32}$/);
  const orderHash = new URL(page.url()).searchParams.get('orderHash')!;
  await expect(page.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
  await expect(page.getByText('Merchant', { exact: true })).toBeVisible();
  await expect(page.getByText('Merchant ID (NMID)')).toBeVisible();
  await expect(page.getByText(/^PHP [\d,.]+$/)).toBeVisible();
  const code = page.getByRole('img', { name: /^QR code to pay PHP/ });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByRole('link', { name: 'Download QR' })).toHaveAttribute('download', 'payment-qr.png');
  await expect(page.locator('.payment-qr__steps li')).toHaveCount(3);
  await expectAccessible(page);
  // the sandbox stands in for the customer's banking app
  await page.getByRole('link', { name: 'Pay with the test banking app' }).click();
  await page.getByRole('button', { name: /^Pay PHP/ }).click();
  await expect(page).toHaveURL(`/payment/success?orderHash=${orderHash}`);
  await expect(page.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();
});

test('an in-app wallet: the shop waits while the customer approves in the app; a widget page closes itself', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  await kopiSenja(page);
  await addFromMenu(page, /Iced Palm Sugar Coffee Latte/);
  await page.goto('/checkout');
  await choosePayment(page, /OVO/);
  await placeAsGuest(page, jsEnabled, '0812 3456 7890', 'ID', /\/payment\?orderHash=[0-9a-f]{32}$/);
  const orderHash = new URL(page.url()).searchParams.get('orderHash')!;
  await expect(page.getByRole('heading', { name: 'Approve the payment in your app' })).toBeVisible();
  await expect(
    page.getByText(/approve the payment of IDR [\d,.]+\. This page checks every 10 seconds\./),
  ).toBeVisible();

  // a payment made in a widget: its waiting page does not poll and closes itself after 15 s
  await page.goto(`/payment/success-intermediate?orderHash=${orderHash}&isWidget=true`);
  await expect(page.getByRole('heading', { name: 'Hang Tight' })).toBeVisible();
  await expect(page.getByText(/This page closes in (1[0-5]|[1-9]) s\./)).toBeVisible();
  await expect(page).toHaveURL(`/order-details?orderHash=${orderHash}`, { timeout: 25_000 });

  // the wallet's app (the sandbox's stand-in, in another tab) approves; the shop's page moves on by itself
  await page.goto(`/payment?orderHash=${orderHash}`);
  const app = await page.context().newPage();
  await app.goto((await page.getByRole('link', { name: 'Approve in the test wallet app' }).getAttribute('href'))!);
  await app.getByRole('button', { name: /^Pay IDR/ }).click();
  await expect(app.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();
  await app.close();
  await expect(page).toHaveURL(`/order-details?orderHash=${orderHash}`, { timeout: 25_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('a dine-in table pays by card after eating, through /checkout?orderHash=', async ({
  page,
  jsEnabled,
  request,
}) => {
  test.setTimeout(150_000);
  await addAtLolas(page, 'LKtable3', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await expect(page.getByText('Pay after your meal')).toBeVisible();
  await payAsGuest(page, jsEnabled, ['0917 222 3355', 'PH']);
  const hash = new URL(page.url()).searchParams.get('orderHash')!;
  for (const move of ['accept', 'ready', 'complete']) await kitchen(request, hash, move);
  await reload(page);
  await page.getByRole('link', { name: 'Pay for Order' }).click();
  await chooseCard(page, `/checkout?orderHash=${hash}`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeVisible({ timeout: 15_000 });
  await payWith(page, '4242424242424242');
  await expect(page).toHaveURL(`/payment/success?orderHash=${hash}`);
  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(`/order-details?orderHash=${hash}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay for Order' })).toHaveCount(0);
});

test('a food-hall group of two brands is paid once, for both', async ({ page, jsEnabled }) => {
  test.setTimeout(150_000);
  await addChickenRice(page, 'HFtbl002');
  await addFries(page);
  await page.goto('/checkout');
  await chooseCard(page);
  await placeAsGuest(page, jsEnabled, '8123 4568', 'SG');
  await expect(page.getByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay SGD/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?parentUuid=[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(/\/group-orders\?parentUuid=[0-9a-f-]{36}$/);
  await expect(page.getByText('Ah Seng Chicken Rice').first()).toBeVisible();
  await expect(page.getByText('Western Grill Station').first()).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pay for order/i })).toHaveCount(0);
});

test('a card saved when paying is offered next time, paid with again, and deleted in the profile', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(240_000);
  const phone = phoneFor(60);
  await startAtLolas(page);
  await page.getByRole('link', { name: 'Choose payment method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment methods' });
  await sheet.getByRole('radio', { name: CARD }).check();
  // guests cannot save cards: the box is for a logged-in customer
  await expect(sheet.getByLabel('Save this card for next time')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // logging in first (Pay would go on to the review once logged in: the card to save is chosen before)
  await page.goto('/login?redirectUrl=%2Fcheckout');
  await page.getByRole('link', { name: 'Continue with mobile' }).click();
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterSentCode(page, phone.e164);
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('First name').fill('Carmen');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email (optional)').fill(`carmen.${phone.national}@example.com`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('link', { name: 'Choose payment method' }).click();
  await sheet.getByRole('radio', { name: CARD }).check();
  await sheet.getByLabel('Save this card for next time').check();
  await sheet.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await review(page, jsEnabled, SANDBOX, { pay: true });
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();

  // the next order offers the card; the gateway's page charges it without its number (the notice was seen)
  await addSimpleItem(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'Choose payment method' }).click();
  await sheet.getByRole('radio', { name: /ending in 4242/ }).check();
  await sheet.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await review(page, jsEnabled, SANDBOX, { pay: true });
  await expect(page.getByText(/ending in 4242/)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay PHP/ }).click();
  await expect(page.getByRole('heading', { name: 'Your payment was successful!' })).toBeVisible();

  await page.goto('/profile/saved-cards');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Delete .*ending in 4242$/ }).click();
  await expect(page.getByText('The card was deleted.')).toBeVisible();
  await expect(page.getByText(/You have no saved cards yet\./)).toBeVisible();
});
