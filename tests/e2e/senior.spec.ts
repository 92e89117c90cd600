// Issue 26, the senior citizen / PWD card at a Philippine store, with JavaScript on and off: a senior-citizen order
// with two cards — three customers, two cards each with its front and back uploaded through the platform, the
// SENIOR promo applied with the Philippine discount (app/domain/promotions.ts seniorDiscount) in the checkout and
// on the placed order's page, with the cards' images shown to their owner.
import type { Locator, Page } from '@playwright/test';
import { seniorDiscount } from '~/domain/promotions';
import { addAtLolas, choosePayment, fillContact, review } from './checkout-steps';
import { expect, expectAccessible, test } from './fixtures';

/** A tiny real PNG (1×1). */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** An amount of a bill row ("₱1,234.50" or "−₱12.00") in centavos. */
async function centsOf(row: Locator): Promise<number> {
  const text = (await row.locator('dd').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const row = (page: Page, label: string | RegExp) => page.locator('.bill__row', { hasText: label });

test('a senior-citizen order with two cards', async ({ page, jsEnabled }) => {
  test.setTimeout(150_000);
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  // the card images are the customer's uploads: a guest will do
  await page.goto('/login?redirectUrl=%2Fcheckout');
  await page.getByRole('main').getByLabel('I accept the terms and conditions').check();
  await page.getByRole('main').getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // the SENIOR promo (Philippine stores) from the promo page
  await page.goto('/promo?brandId=1&redirectTo=%2Fcheckout');
  await page.getByRole('radio', { name: /SENIOR/ }).check();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // without the details it is not applied yet, and says why
  await expect(page.getByText("Don't miss out - SENIOR promo is not applicable here").first()).toBeVisible();
  await expect(page.getByText('It needs the senior citizen / PWD details.').first()).toBeVisible();

  const card = page.getByRole('region', { name: 'Senior citizen / PWD' });
  await expect(card).toContainText('No senior citizen or PWD card added');
  await card.getByRole('link', { name: 'Add cards' }).click();
  const sheet = page.getByRole('dialog', { name: 'Senior citizen / PWD' });
  // more cards than customers is refused, and nothing is kept
  await sheet.getByLabel('Number of customers').fill('3');
  await sheet.getByLabel('Senior citizen / PWD cards').fill('4');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('At most 3 cards')).toBeVisible();
  await page.goto('/checkout');
  await expect(card).toContainText('No senior citizen or PWD card added');

  await card.getByRole('link', { name: 'Add cards' }).click();
  await sheet.getByLabel('Number of customers').fill('3');
  await sheet.getByLabel('Senior citizen / PWD cards').fill('2');
  await sheet.getByRole('button', { name: 'Save' }).click();
  // the sheet stays open until every card has both sides (without JavaScript its fields appear now)
  await expect(page).toHaveURL(/\/checkout\?sheet=senior$/);
  await expect(sheet.getByText('Add the front and back of every card')).toBeVisible();
  for (const n of [1, 2])
    for (const side of ['front', 'back'])
      await sheet
        .getByLabel(`Card ${n} ${side}`)
        .setInputFiles({ name: `card-${n}-${side}.png`, mimeType: 'image/png', buffer: png });
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(card).toContainText('Customers: 3 · Cards: 2');
  await expect(card).not.toContainText('Add the front and back of every card');

  // the discount by the Philippine rule: two of three shares, VAT (12 %, included) removed, then 20 % off
  const subtotal = await centsOf(row(page, 'Subtotal'));
  const campaign = (await row(page, /^Discount/).count()) ? await centsOf(row(page, /^Discount/)) : 0;
  const expected = seniorDiscount({
    amount: subtotal - campaign,
    customers: 3,
    seniors: 2,
    vatPercent: 1200,
    vatIncluded: true,
  }).discount;
  expect(expected).toBeGreaterThan(0);
  await expect(row(page, 'Promo (SENIOR)')).toBeVisible();
  expect(await centsOf(row(page, 'Promo (SENIOR)'))).toBe(expected);
  await expect(page.getByText(/^Promo applied - /).first()).toBeVisible();

  // the images are the customer's: the sheet shows them again (through /get-sc-image)
  await card.getByRole('link', { name: 'Change' }).click();
  const previews = sheet.locator('img.id-upload__preview');
  await expect(previews).toHaveCount(4);
  await expect
    .poll(() => previews.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await page.goto('/checkout');

  await choosePayment(page, /^Cash$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await fillContact(page, '0917 555 0101', 'PH');
  await review(page, jsEnabled);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  expect(await centsOf(row(page, 'Promo (SENIOR)'))).toBe(expected);
  const kept = page.getByRole('region', { name: 'Senior citizen / PWD' });
  await expect(kept).toContainText('Customers: 3 · Cards: 2');
  const images = kept.getByRole('img');
  await expect(images).toHaveCount(4);
  await expect
    .poll(() => images.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  // nobody else sees them: a new visitor gets 404 for the same image
  const src = await images.first().getAttribute('src');
  const stranger = await page.context().browser()!.newContext();
  const answer = await stranger.request.get(new URL(src!, page.url()).href);
  expect(answer.status()).toBe(404);
  await stranger.close();
});
