import { test, expect, expectAccessible, remixCookieValue } from './fixtures';

test('an unknown path answers 404 with the not-found page and a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "Pheww! There's nothing here" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/page404 answers 404', async ({ page }) => {
  const response = await page.goto('/page404');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Not Found');
});

test('an unknown store link and an unknown brand are not found', async ({ page }) => {
  expect((await page.goto('/menu/unknownhash'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Pheww! There's nothing here" })).toBeVisible();
  expect((await page.goto('/brand/999999'))?.status()).toBe(404);
  expect((await page.goto('/brand/not-a-number'))?.status()).toBe(404);
});

test('an item that is not on the menu is a not-found sheet over the menu, which stays', async ({ page }) => {
  await page.goto('/menu/LK7brand');
  const response = await page.goto('/brand/1/item/999999');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Not Found');
  await expect(page.getByRole('heading', { level: 1, name: "Lola's Kusina" })).toBeVisible();
  const sheet = page.getByRole('dialog', { name: 'Not Found' });
  await expect(sheet.getByText('This item is currently out of stock.')).toBeVisible();
  await sheet.getByRole('link', { name: 'Back to the menu' }).click();
  await expect(page).toHaveURL(/\/brand\/1$/);
  await expect(page.getByRole('dialog', { name: 'Not Found' })).toHaveCount(0);
});

test('bad input gets a translated 4xx page with Go Back and Go Home, never a 500', async ({ page }) => {
  const response = await page.goto('/?lng=xx');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Oops, there is an error!' })).toBeVisible();
  // the refusal says which bad input it was (the root's loader answers the one refusal shape)
  await expect(
    page.getByText('This language is not available. Please choose another one from the menu.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expectAccessible(page);
  for (const path of [
    '/menu/LK7brand?latLong=north',
    '/menu/LK7brand?bootType=sideways',
    '/menu?view=table',
    `/menu?q=${'x'.repeat(200)}`,
  ]) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBeGreaterThanOrEqual(400);
    expect(r?.status(), path).toBeLessThan(500);
  }
  // A bad language in the picker is refused too.
  const post = await page.request.post('/actions/language', {
    form: { lng: 'klingon', redirectTo: '/' },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(400);
});

test('the error page is translated', async ({ page }) => {
  await page.context().addCookies([{ name: 'lng', value: remixCookieValue('es'), url: 'http://127.0.0.1' }]);
  const response = await page.goto('/?lng=xx');
  expect(response?.status()).toBe(400);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops, there is an error!');
});

test('the wrapped boot type hides support and keeps the refresh token out of the page', async ({ page }) => {
  await page.goto('/menu/DNgroup1?bootType=wrapped&refreshToken=partner-token-123&latLong=-6.2,106.8');
  await expect(page).toHaveURL(/\/menu$/);
  await page.locator('summary.sidebar__toggle').click();
  await expect(page.getByRole('link', { name: 'Support' })).toHaveCount(0);
  expect(await page.content()).not.toContain('partner-token-123');
  await page.locator('summary.sidebar__toggle').click(); // close the menu again
  await page.getByRole('link', { name: /Kopi Senja/ }).click();
  await expect(page.getByRole('link', { name: 'Change brand' })).toHaveCount(0);
});
