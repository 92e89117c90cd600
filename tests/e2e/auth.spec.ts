// Accounts (issue 6), with JavaScript on and off: phone login reading the code from the outbox, the new
// user's details, a wrong code, guest login, the OTP limit, profile update, email verification, logout, and
// a protected route bouncing through login and back. Each test uses its own phone number.
import { test, expect, expectAccessible, addSimpleItem, openSidebar } from './fixtures';
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
  await expect(page.getByRole('status').filter({ hasText: 'You are logged in.' })).toBeVisible();
});

test('guest login needs only the terms; the guest’s cart is priced by the authenticated bill', async ({ page }) => {
  await addSimpleItem(page, 'FTteahse', /Jasmine Green Tea/);
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Jasmine Green Tea' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total');
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

test('with JavaScript, login is a sheet over the page and the customer stays where they were', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript the same steps are the pages tested above');
  const phone = phoneFor(4);
  await page.goto('/menu/LKmalate');
  await page.getByRole('button', { name: 'Got it' }).click(); // the branch's notice
  const url = page.url();
  await openSidebar(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
  const sheet = page.getByRole('dialog', { name: 'Login' });
  await expect(sheet).toBeVisible();
  expect(page.url()).toBe(url);
  await expectAccessible(page);
  await sheet.getByRole('link', { name: 'Continue with mobile' }).click();
  await sheet.getByLabel('Mobile number').fill(phone.national);
  await expect(sheet.getByRole('radio', { name: 'Viber' })).toBeChecked();
  // Another country, other channels (the number typed stays).
  await sheet.getByLabel('Country').selectOption('ID');
  await expect(sheet.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await expect(sheet.getByRole('radio', { name: 'SMS' })).toHaveCount(0);
  await expect(sheet.getByLabel('Mobile number')).toHaveValue(phone.national);
  await sheet.getByLabel('Country').selectOption('PH');
  await expect(sheet.getByRole('radio', { name: 'Viber' })).toBeChecked();
  await sheet.getByRole('button', { name: 'Send code' }).click();

  const code = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(code.getByText(`sent to ${phone.e164} by Viber`)).toBeVisible();
  await code.getByLabel('Code', { exact: true }).fill('000000');
  await expect(code.getByText('OTP cannot be verified. Please try again.')).toBeVisible();
  await expect(code.getByLabel('Code', { exact: true })).toHaveValue('');
  await code.getByLabel('Code', { exact: true }).fill(await lastCode(page, phone.e164));

  const details = page.getByRole('dialog', { name: 'Add Details' });
  await details.getByLabel('First name').fill('Andres');
  await details.getByLabel('Last name').fill('Bonifacio');
  await details.getByLabel('I accept the terms and conditions').check();
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You are logged in.' })).toBeVisible();
  expect(page.url()).toBe(url);
  // Logged in: the menu offers Logout now.
  await openSidebar(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('with JavaScript, a visitor tapping Profile logs in as a guest in the sheet and lands on the profile', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript the link is the login page');
  await page.goto('/menu/LKmalate');
  await page.getByRole('button', { name: 'Got it' }).click(); // the branch's notice
  await openSidebar(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  const sheet = page.getByRole('dialog', { name: 'Login' });
  await expect(sheet).toBeVisible();
  // Escape closes the sheet and nothing else happened.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openSidebar(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  await sheet.getByRole('button', { name: 'Continue as guest' }).click();
  // The browser's own check asks for the terms first.
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('I accept the terms and conditions').check();
  await sheet.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are logged in.' })).toBeVisible();
});
