// Issue 12, item 4, with JavaScript on and off: the pickup list and delivery branch selection mark closed
// branches (with their reopening) and busy ones (with their wait), and a choice that turns "As soon as
// possible" into a scheduled order says so on the page (SPEC §4 "Schedule type", §8 "Closed", "Busy").
import { dismissNotice, expect, expectAccessible, test } from './fixtures';
import type { Page } from '@playwright/test';

const CLOSED = /Store is closed till .+\. You may only place a scheduled order at this time\./;
const BUSY = /This restaurant is not accepting orders now\. Try again in \d+ minutes?\./;
const SWITCHED =
  /“As soon as possible” is not available at Lola's Kusina Makati\. Your order is now scheduled for .+\./;

async function startAtMalate(page: Page) {
  await page.goto('/menu/LKmalate');
  await dismissNotice(page);
  await expect(page.locator('a.order-type-card')).toContainText('As soon as possible');
}

test('the pickup list marks the closed and the busy branch; choosing the closed one says ASAP became scheduled', async ({
  page,
}) => {
  await startAtMalate(page);
  await page.locator('a.order-type-card').click();
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  const branch = (name: string) => sheet.getByRole('link', { name: new RegExp(`^Lola's Kusina ${name}`) });
  await expect(branch('Makati')).toContainText(CLOSED);
  await expect(branch('Quezon City')).toContainText(BUSY);
  await expect(branch('Malate')).not.toContainText(CLOSED);
  await expect(branch('Malate')).not.toContainText(BUSY);
  await expect(sheet.getByText(SWITCHED)).toHaveCount(0);
  await expectAccessible(page);

  await branch('Makati').click();
  await expect(branch('Makati')).toHaveAttribute('aria-current', 'true');
  await expect(sheet.getByRole('status').filter({ hasText: SWITCHED })).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^Schedule for later/ })).toHaveAttribute('aria-current', 'true');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('a.order-type-card')).not.toContainText('As soon as possible');
});

test('delivery branch selection marks the closed and the busy branch; choosing the closed one says so on the menu', async ({
  page,
  jsEnabled,
}) => {
  await startAtMalate(page);
  await page.goto('/address?brandId=1');
  await page.getByRole('searchbox', { name: 'Search for your street, building or landmark' }).fill('Greenbelt');
  if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: /Greenbelt/ })
    .first()
    .click();
  await page.getByLabel('Building or establishment name').fill('Greenbelt 3');
  await page.getByLabel('Street name').fill('Legazpi St');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page).toHaveURL(/\/branch-selection\?brandId=1&type=2/);

  const row = (name: string) => page.getByRole('listitem').filter({ hasText: `Lola's Kusina ${name}` });
  await expect(row('Makati')).toContainText(CLOSED);
  await expect(row('Quezon City')).toContainText(BUSY);
  await expect(row('Malate')).not.toContainText(CLOSED);
  await expect(row('Malate')).not.toContainText(BUSY);
  await expectAccessible(page);

  await page.getByRole('button', { name: "Select Lola's Kusina Makati" }).click();
  await expect(page).toHaveURL(/\/brand\/1$/);
  await expect(page.getByRole('status').filter({ hasText: SWITCHED })).toBeVisible();
  await expect(page.locator('a.order-type-card')).toContainText('Delivery');
  await expect(page.locator('a.order-type-card')).not.toContainText('As soon as possible');
});
