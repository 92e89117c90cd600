// Issue 12, item 1, with JavaScript on and off: a guest is not offered guest login again (SPEC §5 "Guest
// login button shows only if not already guest"), and the terms the login asks to accept can be read.
import { test, expect, expectAccessible, addSimpleItem } from './fixtures';

test('after “Continue as guest” the cart offers logging in, not guest login again', async ({ page }) => {
  await addSimpleItem(page, 'FTteahse', /Jasmine Green Tea/);
  await page.goto('/cart');
  const carousel = page.getByRole('region', { name: 'Log in for more' });
  // A visitor: the global card, with Guest.
  await expect(page.getByText('Or carry on as a guest.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Guest', exact: true })).toBeVisible();

  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Jasmine Green Tea' })).toBeVisible();
  // A guest: told so, offered Unlock, never Guest.
  await expect(page.getByText('You are ordering as a guest')).toBeVisible();
  await expect(page.getByText('Or carry on as a guest.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Guest', exact: true })).toHaveCount(0);
  await expect(carousel.getByRole('link', { name: 'Unlock' }).first()).toBeVisible();
});

test('the terms checkbox links to the terms, a page of the shop in the customer’s language', async ({ page }) => {
  await page.goto('/menu/FTteahse');
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  const checkbox = page.getByLabel('I accept the terms and conditions');
  await expect(checkbox).toBeVisible();
  const link = page.locator('label.checkbox').getByRole('link', { name: 'terms and conditions' });
  await expect(link).toHaveAttribute('href', '/terms');
  // A new tab, so the form keeps what was typed.
  const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(terms).toHaveURL(/\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(terms.getByRole('heading', { level: 2, name: 'Cancellations and refunds' })).toBeVisible();
  await expect(terms).toHaveTitle('Terms and conditions');
  await expectAccessible(terms);
  await terms.close();
  await expect(checkbox).not.toBeChecked();

  await page.goto('/terms?lng=ja');
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
  await page.goto(`/login?lng=ja&redirectUrl=${encodeURIComponent('/cart')}`);
  await expect(page.locator('label.checkbox').getByRole('link', { name: '利用規約' })).toHaveAttribute(
    'href',
    '/terms',
  );
});
