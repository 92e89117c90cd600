// Customers of the browser tests, written once: the test server's platform called as the integration tests
// call it (tests/fixtures/platform-calls.ts), a phone customer logged in on the platform itself, and the same
// customer logging in in the browser on the way to a page that needs login.
import type { Page } from '@playwright/test';
import { OPS_TOKEN } from '../../playwright.config';
import { platformCalls } from '../fixtures/platform-calls';
import { expect, enterSentCode, test } from './fixtures';

/** The platform of the test server, with the kitchen's token for `ops` moves. */
export const e2ePlatform = () => platformCalls(() => ({ url: test.info().project.use.baseURL! }), OPS_TOKEN);

/** A phone customer logged in on the platform itself (the code read from the outbox): their access token. */
export async function platformLogin(e164: string): Promise<string> {
  return (await e2ePlatform().phoneLogin(e164)).token;
}

/**
 * The same customer logs in in the browser: `url` needs login, sends them through it and back. `at`, when
 * given, is called on the code step's page and on the details step's (the accessibility checks of those steps).
 */
export async function browserLogin(
  page: Page,
  phone: { national: string; e164: string },
  url: string,
  jsEnabled: boolean,
  name = { first: 'Rosa', last: 'Dela Cruz' },
  at?: (step: 'code' | 'details') => Promise<void>,
) {
  await page.goto('/menu/LKmalate');
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await page.getByRole('link', { name: 'Continue with mobile' }).click();
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  if (at) {
    await expect(page).toHaveURL(/\/login\/otp-verify\?/);
    await at('code');
  }
  await enterSentCode(page, phone.e164);
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  if (at) {
    await expect(page).toHaveURL(/\/login\/add-user-details\?/);
    await at('details');
  }
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
