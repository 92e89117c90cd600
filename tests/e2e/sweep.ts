// The shop's pages and sheets, as a customer reaches them by their addresses (issue 28): the accessibility
// sweep (a11y.spec.ts) checks each with axe-core, the HTML check (html.spec.ts) with the W3C checker. Each
// set-up leaves the browser where the pages can be opened: a store chosen, a customer logged in with orders
// placed on the platform's API and a cart, the demo loyalty customer, the kitchen's staff.
import type { Page } from '@playwright/test';
import { OPS_TOKEN } from '../../playwright.config';
import { browserLogin, e2ePlatform, platformLogin } from './customers';
import { addFromMenu, dismissNotice, expect, enterSentCode, phoneFor, seriousViolations } from './fixtures';
import { htmlErrors } from './vnu';

/** A page's address, and whether it opens a sheet (a dialog) over it. */
export interface SweptPage {
  url: string;
  sheet?: boolean;
}

/**
 * The serious and critical violations of the page as it is now, each with `name`: a sheet once it is a dialog
 * (modal once the page runs with JavaScript, Sheet.tsx; an open <dialog> without), a page once its script has
 * run (with JavaScript).
 */
export async function violationsHere(page: Page, jsEnabled: boolean, name: string, sheet = false) {
  if (sheet) await expect(page.locator(jsEnabled ? 'dialog:modal' : 'dialog[open]'), name).toHaveCount(1);
  else if (jsEnabled) await page.waitForLoadState('networkidle');
  return (await seriousViolations(page)).map((v) => `${name} ${v}`);
}

/**
 * Pages and sheets a test reaches by its own steps (their state no address sets up: a review counting down, a
 * payment waiting, a code sent): `check` runs axe on each as it is reached and, in the JavaScript project,
 * keeps the HTML the server sends for its address (the same in both projects) for the W3C checker; `expectClean`
 * asserts there was nothing. `html: false` for a sheet the browser draws (the login sheet): no server HTML.
 */
export function stateSweep(page: Page, jsEnabled: boolean) {
  const found: string[] = [];
  const pages: { name: string; html: string }[] = [];
  return {
    async check(name: string, { sheet = false, html = true }: { sheet?: boolean; html?: boolean } = {}) {
      found.push(...(await violationsHere(page, jsEnabled, name, sheet)));
      if (!jsEnabled || !html) return;
      const response = await page.request.get(page.url());
      // the page itself, not where its address would send a second look
      expect(response.url(), name).toBe(page.url());
      pages.push({ name, html: await response.text() });
    },
    async expectClean() {
      expect(found).toEqual([]);
      if (pages.length) expect(await htmlErrors(pages)).toEqual([]);
    },
  };
}

/** The brand menu of Lola's Kusina Malate by its store link, past its notice (a sheet of its own, opened once). */
export async function lolasMenu(page: Page) {
  await page.goto('/menu/LKmalate');
  const notice = page.getByRole('dialog', { name: 'Notice' });
  if (await notice.isVisible()) await dismissNotice(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens the store link and adds a drink with no choice to the cart (past the branch's notice, if it shows). */
export async function fillCart(page: Page) {
  await lolasMenu(page);
  await addFromMenu(page, /Fresh Young Coconut Juice/);
}

/** Pages anyone opens (Lola's Kusina Malate's store link chosen first), with the brand menu's sheets. */
export async function visitorPages(page: Page): Promise<SweptPage[]> {
  await page.goto('/menu/LKmalate');
  const item = await page.locator('a[href*="/brand/1/item/"]').first().getAttribute('href');
  return [
    { url: '/' },
    { url: '/menu' },
    { url: '/menu/MKhall01' },
    { url: '/food-hall-branch-selection' },
    { url: '/menu/LKmalate' },
    { url: '/brand' },
    { url: '/brand/1' },
    { url: '/brand/1?sheet=categories', sheet: true },
    { url: '/brand/1?sheet=hours', sheet: true },
    { url: '/brand/1?sheet=search' },
    { url: item!, sheet: true },
    { url: '/brand/1/options?save=1', sheet: true },
    { url: '/brand/1/options?save=1&sched=2&step=date', sheet: true },
    { url: '/branch-selection' },
    { url: '/menu/brands' },
    { url: '/menu/branches' },
    { url: '/address?brandId=1&q=makati' },
    { url: '/promo?brandId=1&redirectTo=%2Fbrand%2F1' },
    { url: '/cart' },
    { url: '/terms' },
    { url: '/order-lookup' },
    { url: '/login' },
    { url: '/login/phone-verify' },
    { url: '/page404' },
    { url: '/no/such/page' },
    { url: '/ops/login' },
  ];
}

/**
 * A customer of this test's phone slot with two orders placed on the platform's API (one just placed, one
 * completed and paid), logged in in the browser, with a cart: their pages, the checkout's sheets and the
 * order's sheets (cancel, rating). `slot`: a phone slot no other test uses (two codes an hour a number).
 */
export async function customerPages(page: Page, jsEnabled: boolean, slot: number): Promise<SweptPage[]> {
  const phone = phoneFor(slot);
  const token = await platformLogin(phone.e164);
  const { ops, placePickup } = e2ePlatform();
  const over = { user_info: { phone: phone.e164, region: 'PH' } };
  const placed = (await placePickup(token, over)).hash;
  const done = (await placePickup(token, over)).hash;
  for (const move of ['accept', 'ready', 'complete', 'paid']) expect((await ops(done, move)).status).toBe(200);
  await browserLogin(page, phone, '/profile', jsEnabled);
  await fillCart(page);
  return [
    { url: '/profile' },
    { url: '/profile?edit=1' },
    { url: '/profile/saved-cards' },
    { url: '/orders' },
    { url: '/orders?unpaid=1' },
    { url: '/order-history' },
    { url: '/active-orders' },
    { url: `/order-details?orderHash=${placed}` },
    { url: `/order-details?orderHash=${placed}&sheet=cancel`, sheet: true },
    { url: `/order-details?orderHash=${done}` },
    { url: `/order-details?orderHash=${done}&rate=1`, sheet: true },
    { url: '/cart' },
    { url: '/cart?confirm=clear', sheet: true },
    { url: '/checkout' },
    { url: '/checkout?sheet=payment', sheet: true },
    { url: '/checkout?sheet=contact', sheet: true },
    { url: '/checkout?sheet=consent', sheet: true },
    { url: '/checkout?sheet=senior', sheet: true },
    { url: '/brand/1/options?save=1&next=checkout', sheet: true },
  ];
}

/** The demo loyalty customer (points in most programmes), logged in, with a cart: loyalty's pages and sheets. */
export async function loyaltyPages(page: Page, jsEnabled: boolean): Promise<SweptPage[]> {
  const phone = { national: '9170000777', e164: '+639170000777' };
  await page.goto('/login/phone-verify?redirectUrl=%2Floyalty');
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterSentCode(page, phone.e164);
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/loyalty$|\/login\/add-user-details/);
  if (page.url().includes('add-user-details')) {
    await page.getByLabel('First name').fill('Lia');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/loyalty$/);
  const list = await page.locator('a[href^="/loyalty/list"]').first().getAttribute('href');
  await fillCart(page);
  return [
    { url: '/loyalty' },
    { url: '/loyalty?sheet=country', sheet: true },
    { url: '/loyalty?more=1' },
    { url: list! },
    { url: list!.replace('/loyalty/list', '/loyalty/history') },
    { url: '/checkout' },
    { url: '/checkout?sheet=rewards', sheet: true },
  ];
}

/** The kitchen's staff logged in with the ops token: the branch picker and Lola's Kusina Malate's board. */
export async function opsPages(page: Page): Promise<SweptPage[]> {
  await page.goto('/ops/login');
  await page.getByLabel('Ops token').fill(OPS_TOKEN);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your branch' })).toBeVisible();
  const board = await page.getByRole('link', { name: /Lola's Kusina Malate/ }).getAttribute('href');
  return [{ url: '/ops' }, { url: board! }];
}
