// Issue 15 end to end, with JavaScript on and off (the two projects): a card pre-payment through the sandbox
// gateway's hosted page to the success page and a paid order; a decline that says why, Try Again on the same
// order, and success; and the payment link that is not this order's.
import type { Page } from '@playwright/test';
import { addFromMenu, expect, expectAccessible, test } from './fixtures';

async function startAtLolas(page: Page) {
  await page.goto('/menu/LKmalate');
  await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await addFromMenu(page, /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
}

async function chooseCard(page: Page, here = '/checkout') {
  await page.getByRole('link', { name: 'Choose payment method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment methods' });
  await sheet.getByRole('radio', { name: 'Credit / debit card' }).check();
  await sheet.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${here.replace(/[?]/g, '\\?')}$`));
}

/** Guest login, contact, then the 30 s review: the order is placed and the gateway's page opens. */
async function placeAndGoToGateway(page: Page, jsEnabled: boolean) {
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact details' });
  await contact.getByLabel('First name').fill('Mei');
  await contact.getByLabel('Last name').fill('Lin');
  await contact.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
  await contact.getByLabel('Phone number').fill('0917 555 0101');
  await contact.getByLabel('Country code (2 letters)').fill('PH');
  await contact.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  if (!jsEnabled) {
    await expect(review.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 40_000 });
    await review.getByRole('button', { name: 'Confirm' }).click();
  }
  // /payment says where it goes, then the gateway's page follows by itself
  await expect(page.getByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeVisible({ timeout: 45_000 });
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
