// Accounts (issue 6), with JavaScript on and off: phone login reading the code from the outbox, the new
// user's details, a wrong code, guest login, the OTP limit, profile update, email verification, logout, and
// a protected route bouncing through login and back. Each test uses its own phone number.
import { test, expect, expectAccessible } from './fixtures';
import type { Page } from '@playwright/test';

/** A Philippine mobile number of this test and project (so parallel tests never share an OTP limit). */
function phoneFor(slot: number): { national: string; e164: string } {
  const project = test.info().project.name === 'js-on' ? 1 : 2;
  const national = `917${project}${String(slot).padStart(2, '0')}${String(test.info().repeatEachIndex).padStart(4, '0')}`;
  return { national, e164: `+63${national}` };
}

/** The last code the outbox holds for a recipient (the embedded sender's record, /dev/outbox). */
async function lastCode(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (await outbox.locator('code').first().textContent())?.trim() ?? '';
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

async function requestCode(page: Page, national: string) {
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.getByLabel('Mobile number').fill(national);
  // SPEC §4: the Philippines offer SMS and Viber, Viber by default.
  await expect(page.getByRole('radio', { name: 'Viber' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP', level: 1 })).toBeVisible();
}

async function enterCode(page: Page, code: string, jsEnabled: boolean) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  // With JavaScript six digits submit themselves after 0.5 s; without it the button does.
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
}

test('a new customer logs in by phone, adds details and comes back to the menu', async ({ page, jsEnabled }) => {
  const phone = phoneFor(1);
  await page.goto('/menu/LKmalate');
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/brand/1')}`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue with mobile' }).click();
  await requestCode(page, phone.national);
  await expect(page.getByText(`sent to ${phone.e164} by Viber`)).toBeVisible();

  // A wrong code is refused and the field is emptied.
  await page.getByLabel('Code', { exact: true }).fill('000000');
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP cannot be verified. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('');

  await enterCode(page, await lastCode(page, phone.e164), jsEnabled);
  await expect(page.getByRole('heading', { name: 'Add Details', level: 1 })).toBeVisible();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  // The terms are required (the browser's own check, with or without JavaScript).
  await expect(page.getByLabel('I accept the terms and conditions')).toHaveAttribute('required', '');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/brand\/1$/);
});

test('guest login needs only the terms', async ({ page }) => {
  await page.goto('/menu/LKmalate');
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // A guest is logged in: the login page does not offer guest again.
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
});

test('asking for codes too often answers with the SPEC limit text', async ({ page }) => {
  // The browser tests run with one code per number per hour (playwright.config.ts): the second ask is over.
  const phone = phoneFor(2);
  await page.goto('/menu/LKmalate');
  await page.goto('/login/phone-verify');
  await requestCode(page, phone.national);
  await page.goto('/login/phone-verify');
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('You have reached the maximum limit for OTP, Please wait a bit or contact our support channel'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});

test('a protected page sends a visitor through login and back; profile update, email check, logout', async ({
  page,
  jsEnabled,
}) => {
  const phone = phoneFor(3);
  await page.goto('/menu/LKmalate');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile/);
  await page.getByRole('link', { name: 'Continue with mobile' }).click();
  await requestCode(page, phone.national);
  await enterCode(page, await lastCode(page, phone.e164), jsEnabled);
  await page.getByLabel('First name').fill('Jose');
  await page.getByLabel('Last name').fill('Rizal');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Edit: names and an email; the phone (the login identity) cannot be changed here.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('  José ');
  const email = `jose.${test.info().project.name}.${Date.now()}@example.com`;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User profile updated.')).toBeVisible();
  await expect(page.getByText('José', { exact: true })).toBeVisible();

  // Email verification with the code from the outbox.
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/profile\/email-verify\?nonce=/);
  await page.getByLabel('Verification code').fill(await lastCode(page, email));
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});
