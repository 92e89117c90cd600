// The checkout's steps as a customer takes them, shared by the checkout and payment specs: the kitchen's
// moves, Lola's Kusina past its notice, the payment sheet, guest login, the contact sheet and the review.
import type { APIRequestContext, Page } from '@playwright/test';
import { OPS_TOKEN } from '../../playwright.config';
import { addFromMenu, dismissNotice, expect, holdRequests } from './fixtures';

const ENT = '/api/enterprise/v1';

/** The kitchen moves an order, as staff would (the ops endpoints). */
export async function kitchen(request: APIRequestContext, hash: string, transition: string) {
  const res = await request.post(`${ENT}/order/${hash}/${transition}`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: {},
  });
  expect(res.status()).toBe(200);
}

/** Opens Lola's Kusina (a branch link or its table 3) past the branch's notice, and adds an item with no choice. */
export async function addAtLolas(page: Page, link: string, item: RegExp) {
  await page.goto(`/menu/${link}`);
  await dismissNotice(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await addFromMenu(page, item);
}

/** The payment sheet: a method or channel by its name (and a transaction id), then Okay. */
export async function choosePayment(page: Page, name: RegExp, trxId?: string) {
  await page.getByRole('link', { name: 'Choose payment method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment methods' });
  await sheet.getByRole('radio', { name }).check();
  if (trxId) await sheet.getByLabel('Transaction ID').fill(trxId);
  await sheet.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Check 8: not logged in opens login — with JavaScript the login sheet over the checkout, without it the login
 * page — and "Continue as guest". The pay then goes on by itself (SPEC §4) to the next check or the review.
 */
export async function loginAsGuest(page: Page, jsEnabled: boolean) {
  const login = jsEnabled ? page.getByRole('dialog', { name: 'Login' }) : page.getByRole('main');
  if (jsEnabled) await expect(page).toHaveURL(/\/checkout(\?|$)/);
  else await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fcheckout/);
  await login.getByLabel('I accept the terms and conditions').check();
  await login.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout(\?|$)/);
}

/** The contact sheet (opened by the pay, or by its link): a guest's details, then Save. */
export async function fillContact(page: Page, phone: string, region: string) {
  const sheet = page.getByRole('dialog', { name: 'Contact details' });
  await sheet.getByLabel('First name').fill('Mei');
  await sheet.getByLabel('Last name').fill('Lin');
  await sheet.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
  await sheet.getByLabel('Country').selectOption(region);
  await sheet.getByLabel('Phone number').fill(phone);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
}

/**
 * The 30 s review, which the pay reaches by itself once its last sheet is done (or `pay`: a press of Pay
 * first): with JavaScript it places the order itself at zero; without, Confirm once the page says so. `lands`
 * is where the placed order takes the customer (its page, or the payment step). `at` looks at the sheet
 * while it counts down (with JavaScript the confirm it sends at zero waits until `at` is done).
 */
export async function review(
  page: Page,
  jsEnabled: boolean,
  lands: RegExp = /\/(order-details\?orderHash=[0-9a-f]{32}|group-orders\?parentUuid=)/,
  { pay = false, at }: { pay?: boolean; at?: () => Promise<void> } = {},
) {
  let release = () => {};
  const checkout = (url: URL) => url.pathname === '/checkout';
  if (at && jsEnabled)
    release = await holdRequests(
      page,
      checkout,
      (r) => r.method() === 'POST' && (r.postData() ?? '').includes('intent=confirm'),
    );
  if (pay) await page.getByRole('button', { name: /^(Pay|Place order)$/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Review your order' });
  await expect(sheet.getByRole('timer')).toContainText(/placed in \d+ seconds?/);
  // Confirm is not there to press before the countdown ends
  await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  if (at) {
    await at();
    release();
  }
  if (!jsEnabled) {
    // the page refreshes itself when the countdown is over; then Confirm can be pressed
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 40_000 });
    await sheet.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page).toHaveURL(lands, { timeout: 45_000 });
  if (at && jsEnabled) await page.unroute(checkout);
}

/**
 * A guest pays with the method already chosen: Pay, the login (sheet or page), the contact sheet the pay
 * opens next, and the review it reaches by itself (`atReview`: review's `at`).
 */
export async function payAsGuest(
  page: Page,
  jsEnabled: boolean,
  contact: [phone: string, region: string],
  lands?: RegExp,
  atReview?: () => Promise<void>,
) {
  await page.getByRole('button', { name: /^(Pay|Place order)$/ }).click();
  await loginAsGuest(page, jsEnabled);
  await fillContact(page, ...contact);
  await review(page, jsEnabled, lands, { at: atReview });
}

/** A guest's cash pickup order at Lola's Kusina Malate; answers its hash (the order page is open). */
export async function placeCashOrder(page: Page, jsEnabled: boolean, phone: string): Promise<string> {
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await payAsGuest(page, jsEnabled, [phone, 'PH']);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderHash')!;
}

/**
 * The shop's /payment step on the way to the gateway, as the browser last asked for it (watched from before
 * the order is placed): its address names the order, and the gateway's page it hands over to.
 */
export function watchPaymentStep(page: Page): () => URL {
  let step: URL | null = null;
  page.on('request', (r) => {
    const url = new URL(r.url());
    // the page's own address (with JavaScript the shop asks for its data at the same address with `_data`)
    url.searchParams.delete('_data');
    if (url.pathname === '/payment' && url.searchParams.get('orderHash')) step = url;
  });
  return () => {
    expect(step?.searchParams.get('orderHash')).toMatch(/^[0-9a-f]{32}$/);
    return step!;
  };
}
