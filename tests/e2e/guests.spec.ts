// Issue 27 with JavaScript on and off: a guest's order page has the big order-number card and the
// finish-profile notice, the sidebar the guest banner with Unlock (SPEC §6); the "order placed" email (the
// demo's outbox at /dev/outbox) links the order page, which opens in another browser without a login; a guest
// who closed the tab finds the order again by its number and phone, and a wrong phone is told nothing more; a guest
// who finishes their profile (Unlock: the phone login) keeps the order.
import type { Browser, Page } from '@playwright/test';
import { addAtLolas, choosePayment, loginAsGuest, review } from './checkout-steps';
import {
  dismissNotice,
  enterSentCode,
  expect,
  expectAccessible,
  openSidebar,
  phoneFor,
  remixCookieValue,
  test,
} from './fixtures';

const digits = () => String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

/** A guest's cash pickup order at Lola's Kusina Malate, updates by email: the order page is open. */
async function guestOrder(page: Page, jsEnabled: boolean, email: string, phone: string) {
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await page.getByRole('button', { name: /^(Pay|Place order)$/ }).click();
  await loginAsGuest(page, jsEnabled);
  const sheet = page.getByRole('dialog', { name: 'Contact details' });
  await sheet.getByLabel('First name').fill('Mei');
  await sheet.getByLabel('Last name').fill('Lin');
  await sheet.getByRole('textbox', { name: 'Email' }).fill(email);
  await sheet.getByLabel('Country').selectOption('PH');
  await sheet.getByLabel('Phone number').fill(phone);
  await sheet.getByRole('group', { name: 'Send order updates by' }).getByRole('radio', { name: 'Email' }).check();
  await sheet.getByRole('button', { name: 'Save' }).click();
  await review(page, jsEnabled);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
}

/** Another browser: no session, no cookies but the consent. */
async function stranger(browser: Browser, jsEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled });
  await context.addCookies([{ name: 'cookie_consent', value: remixCookieValue('accepted'), url: 'http://127.0.0.1' }]);
  return { context, page: await context.newPage() };
}

test('a guest’s order: the order-number card, the finish-profile notice, the guest banner; its email link opens it without a login', async ({
  page,
  jsEnabled,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `guest-${Date.now()}-${digits()}@example.com`;
  await guestOrder(page, jsEnabled, email, `0917 ${digits()}`);

  const card = page.getByRole('region', { name: 'Your order number' });
  await expect(card).toBeVisible();
  const number = (await card.locator('.order-number-card__number').textContent())!;
  expect(number).toMatch(/^[0-9a-f]{5}…[0-9a-f]{5}$/);
  await expect(card).toContainText('with it and your phone number you can find this order again');
  const notice = page.getByRole('complementary', { name: 'Finish your profile' });
  await expect(notice).toContainText('Finish your profile to keep your orders, promos and rewards in one place.');
  await expect(notice.getByRole('link', { name: 'Finish profile' })).toHaveAttribute(
    'href',
    /^\/login\?redirectUrl=%2Forder-details%3ForderHash%3D[0-9a-f]{32}$/,
  );
  await expectAccessible(page);

  // the sidebar's guest banner, whose Unlock is the login, back to this order
  await openSidebar(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByText('Guest account')).toBeVisible();
  const unlock = menu.getByRole('link', { name: 'Unlock' });
  await expect(unlock).toHaveAttribute('href', /^\/login\?redirectUrl=%2Forder-details/);

  // "order placed" reaches the outbox by email, in the order's language, with the order page's link
  let href: string | null = null;
  await expect
    .poll(
      async () => {
        await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
        const link = page.getByRole('main').getByRole('link', { name: /\/order-details\?orderHash=/ });
        href = (await link.count()) ? await link.first().getAttribute('href') : null;
        return href;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  await expect(page.getByRole('main')).toContainText(`Your order ${number} at Lola's Kusina Malate`);
  await expect(page.getByRole('main')).toContainText(`Lola's Kusina Malate has received your order ${number}.`);
  const link = new URL(href!);
  expect(link.searchParams.get('key')).toMatch(/^\d+\.[\w-]{43}$/);

  // another browser, nobody logged in: the order, not the login page
  const other = await stranger(browser, jsEnabled);
  await other.page.goto(link.pathname + link.search);
  await expect(other.page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(other.page.getByRole('region', { name: 'Your order number' })).toContainText(number);
  // a changed key is no order at all
  const changed = new URL(link);
  changed.searchParams.set('key', `${Number(link.searchParams.get('key')!.split('.')[0]) + 1}.${'A'.repeat(43)}`);
  await other.page.goto(changed.pathname + changed.search);
  await expect(other.page.getByText('No order found')).toBeVisible();
  await other.context.close();
});

test('a guest who closed the tab finds the order by its number and phone; a wrong phone is told nothing more', async ({
  page,
  jsEnabled,
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = `0917 ${digits()}`;
  await guestOrder(page, jsEnabled, `guest-${Date.now()}-${digits()}@example.com`, phone);
  const number = (await page.locator('.order-number-card__number').textContent())!;

  // the tab is closed; another browser, from the sidebar's "Find an order"
  const other = await stranger(browser, jsEnabled);
  const visitor = other.page;
  await visitor.goto('/menu/LKmalate');
  await dismissNotice(visitor);
  await openSidebar(visitor);
  await visitor.getByRole('link', { name: 'Find an order' }).click();
  await expect(visitor).toHaveURL(/\/order-lookup$/);
  await expect(visitor.getByRole('heading', { name: 'Find your order', level: 1 })).toBeVisible();
  await expectAccessible(visitor);

  // a wrong phone: one refusal, the same as for a number that does not exist
  await visitor.getByLabel('Order number').fill(number);
  await visitor.getByLabel('Country').selectOption('PH');
  await visitor.getByLabel('Phone number').fill('0917 000 0000');
  await visitor.getByRole('button', { name: 'Find order' }).click();
  await expect(visitor.getByRole('alert')).toHaveText(
    "We couldn't find an order with this order number and phone number.",
  );
  await expect(visitor).toHaveURL(/\/order-lookup$/);

  // the number as the card shows it and the phone as typed at checkout: the order
  await visitor.getByLabel('Order number').fill(number);
  await visitor.getByLabel('Phone number').fill(phone);
  await visitor.getByRole('button', { name: 'Find order' }).click();
  await expect(visitor).toHaveURL(/\/order-details\?orderHash=[0-9a-f]{32}&key=/);
  await expect(visitor.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Your order number' })).toContainText(number);
  await other.context.close();
});

test('a guest who finishes their profile keeps the order: the account opens it and lists it', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  await guestOrder(page, jsEnabled, `guest-${Date.now()}-${digits()}@example.com`, `0917 ${digits()}`);
  const orderPage = new URL(page.url());
  const hash = orderPage.searchParams.get('orderHash')!;
  expect(hash).toMatch(/^[0-9a-f]{32}$/);

  // Finish profile: the phone login from the guest's session, back to the order (SPEC §6 Unlock)
  const phone = phoneFor(98);
  await page
    .getByRole('complementary', { name: 'Finish your profile' })
    .getByRole('link', { name: 'Finish profile' })
    .click();
  // with JavaScript the login is a sheet over the order's page; without, its own page
  if (jsEnabled) await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  else await expect(page).toHaveURL(/\/login\?redirectUrl=%2Forder-details/);
  await page.getByRole('link', { name: 'Continue with mobile' }).click();
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterSentCode(page, phone.e164);
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('First name').fill('Mei');
  await page.getByLabel('Last name').fill('Lin');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // the order is the account's: its page (no guest's card now), and the active orders
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/order-details\\?orderHash=${hash}`));
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(page.getByText('No order found')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your order number' })).toHaveCount(0);
  await page.goto('/active-orders');
  await expect(page.locator(`a[href*="${hash}"]`).first()).toBeVisible();
});
