// Issue 16, notifications, with JavaScript on and off (the two projects): SPEC §4 "Push notifications",
// "Service worker registration is for notifications", "An online/offline toast shows"; §8 "You are
// online/offline". Without JavaScript the order page has no prompt and works as before. With it, the page of
// the order just placed offers "Get notified about your order"; "Not now" is remembered; "Turn on
// notifications" registers the service worker (public/sw.js, scope: the site) and asks the browser. Headless
// Chromium here cannot reach a real push service (FCM), so the subscription itself is not asserted — the
// platform's side of a push (subscription, encryption, VAPID, 410) is tests/integration/push.test.ts.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { placeCashOrder } from './checkout-steps';
import { wholeBrowser } from '../fixtures/chromium';

// a phone's browser has never been asked about notifications; the headless shell starts with them denied
test.use({ launchOptions: wholeBrowser });

const prompt = (page: Page) => page.getByRole('region', { name: 'Get notified about your order' });

test('the page of an order just placed offers notifications with JavaScript, and nothing without', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await placeCashOrder(page, jsEnabled, jsEnabled ? '0917 555 0711' : '0917 555 0712');
  await expect(page).toHaveURL(/\/order-details\?orderHash=[0-9a-f]{32}&clearCart=/);

  if (!jsEnabled) {
    // no prompt, no service worker: the page is the order page as ever (status, cancel, its own refresh)
    await expect(page.getByRole('heading', { name: 'Get notified about your order' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cancel order' })).toBeVisible();
    expect(await page.content()).not.toContain('sw.js');
    await expectAccessible(page);
    return;
  }

  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText("We'll tell you when your order is accepted, ready and on its way.");
  await expectAccessible(page);
  // nothing is registered before the customer asks for it
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  // "Not now": gone, and not offered again on this browser
  await prompt(page).getByRole('button', { name: 'Not now' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  // offered again once that is forgotten; the customer turns notifications on
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(prompt(page)).toBeVisible();
  await page.context().grantPermissions(['notifications']);
  await prompt(page).getByRole('button', { name: 'Turn on notifications' }).click();
  // the service worker is ours, from the site's root, covering the whole site
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration('/');
        const worker = r?.active ?? r?.waiting ?? r?.installing;
        return r ? { scope: r.scope, script: worker?.scriptURL ?? null } : null;
      }),
    )
    .toEqual({ scope: new URL('/', page.url()).href, script: new URL('/sw.js', page.url()).href });
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  // The browser then subscribes at its push service, which headless Chromium here cannot reach: the prompt
  // ends either way, saying so (on a real browser: "Notifications are on").
  await expect(
    page.getByText(/Notifications are on\.|Notifications could not be turned on\. Please try again\./),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
});

test('the service worker is served from the root as JavaScript, allowed by the CSP', async ({ page }) => {
  const res = await page.request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  expect(await res.text()).toContain("addEventListener('push'");
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect((await page.request.get('/notification-icon.png')).headers()['content-type']).toBe('image/png');
});

test('going offline and online again says so, with JavaScript', async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, 'the browser events need JavaScript; without it the browser says so itself');
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are online' })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  // it goes by itself
  await expect(page.getByText('You are online')).toHaveCount(0, { timeout: 8_000 });
});
