import { test as base, expect } from '@playwright/test';

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
