import { test as base, expect } from '@playwright/test';
import { dismissNotice } from './fixtures';

base('the cookie consent sheet is accepted once and remembered for 730 days', async ({ page }) => {
  await page.goto('/');
  const sheet = page.getByRole('region', { name: 'Cookies' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Accept' }).click();
  await expect(sheet).toHaveCount(0);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cookie_consent')).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo stores' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});

base('the consent cookie is set for 730 days (browsers may cap it at 400)', async ({ request }) => {
  const response = await request.post('/actions/cookie-consent', {
    form: { redirectTo: '/' },
    maxRedirects: 0,
    headers: { accept: 'text/html' },
  });
  expect(response.status()).toBe(303);
  expect(response.headers()['set-cookie']).toMatch(/cookie_consent=[^;]+; Max-Age=63072000;/);
});

base(
  'the cookie strip covers nothing: the cart’s and the checkout’s main actions take a tap before it is accepted',
  async ({ page }) => {
    await page.goto('/menu/LKmalate');
    await dismissNotice(page);
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await page
      .getByRole('link', { name: /Fresh Young Coconut Juice/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // a trial tap fails when another element would take it (Playwright's hit-target check)
    await page.goto('/cart');
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click({ trial: true, timeout: 5_000 });
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Pay' }).click({ trial: true, timeout: 5_000 });
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  },
);
