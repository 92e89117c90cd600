// The order pages without an order to show (issue 14; the order service's own tests place real orders):
// the login guard, "No order found", the cart cleared after checkout (clearCart), and the page's own
// refresh without JavaScript.
import { addSimpleItem, expect, expectAccessible, test } from './fixtures';

test('a visitor goes through login and comes back to the order', async ({ page }) => {
  await page.goto('/order-details?orderHash=abc');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Forder-details%3ForderHash%3Dabc$/);
  await page.goto('/group-orders?parentUuid=abc');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fgroup-orders%3FparentUuid%3Dabc$/);
});

test('clearCart empties the cart once; a missing or foreign order is "No order found"', async ({ page }) => {
  await addSimpleItem(page, 'FTteahse', /Jasmine Green Tea/);
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Jasmine Green Tea' })).toBeVisible();

  const answer = await page.goto('/order-details?orderHash=0123456789abcdef&clearCart=true');
  await expect(page).toHaveURL(/\/order-details\?orderHash=0123456789abcdef&clearCart=false$/);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No order found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/brand');
  await expect(page).toHaveTitle('No order found');
  await expectAccessible(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart Empty' })).toBeVisible();

  // an empty cart: clearCart=true stays as asked (nothing to clear, no redirect)
  await page.goto('/group-orders?parentUuid=5f0c2a8e-7d1b-4c3e-9a6f-0b1c2d3e4f50&clearCart=true');
  await expect(page).toHaveURL(/clearCart=true$/);
  await expect(page.getByRole('heading', { name: 'No order found' })).toBeVisible();
  // hostile or missing keys are no order, never an error page
  for (const url of ['/order-details', `/order-details?orderHash=${'x'.repeat(200)}`, '/group-orders?parentUuid=%00']) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No order found' })).toBeVisible();
  }

  // Nothing to follow: the page does not reload itself.
  const html = await (await page.request.get('/order-details?orderHash=abc')).text();
  expect(html).toContain('<title>No order found</title>');
  expect(html).not.toContain('http-equiv="refresh"');
});
