// Issue 16, cancellation, with JavaScript on and off (the two projects): SPEC §2 "cancel-order modal", §4
// "Cancelled orders" — Cancel is offered while the order is placed; the sheet asks for a reason (Confirm
// disabled until one is chosen, "other" takes words); "Your order is cancelled." and the brand; the order
// page then says who cancelled and why. Once the kitchen has accepted, the offer is gone, and a sheet opened
// before that gets the platform's refusal with "Please try again!".
import { expect, expectAccessible, test } from './fixtures';
import { kitchen, placeCashOrder } from './checkout-steps';

test('the customer cancels a placed order with a reason of their own; the page says who and why', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  const hash = await placeCashOrder(page, jsEnabled, '0917 555 0201');
  await page.getByRole('link', { name: 'Cancel order' }).click();
  const sheet = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(sheet.getByRole('radio')).toHaveCount(5);
  const confirm = sheet.getByRole('button', { name: 'Confirm' });
  if (jsEnabled) {
    // Confirm waits for a reason; the text box comes with "Other"
    await expect(confirm).toBeDisabled();
    await expect(sheet.getByLabel('Tell us why')).toHaveCount(0);
  }
  await expectAccessible(page);
  await sheet.getByRole('radio', { name: 'Other' }).check();
  await expect(confirm).toBeEnabled();
  // "Other" with no words: refused (in the browser with JavaScript, by the server without)
  await confirm.click();
  await expect(sheet.getByText('Tell us why you are cancelling')).toBeVisible();
  await expect(page).toHaveURL(/\/order-details\?orderHash=/);
  if (!jsEnabled) await sheet.getByRole('radio', { name: 'Other' }).check();
  await sheet.getByLabel('Tell us why').fill('My friend already ordered for us');
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  // the toast and the brand (SPEC §4 "The user goes to the brand")
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByText('Your order is cancelled.')).toBeVisible();
  await page.goto(`/order-details?orderHash=${hash}`);
  await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You cancelled this order' })).toBeVisible();
  await expect(page.getByText('Reason: My friend already ordered for us')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
});

test('once the kitchen accepts, Cancel is gone: live, the open sheet closes; without JavaScript the platform’s refusal is shown', async ({
  page,
  jsEnabled,
  request,
}) => {
  test.setTimeout(120_000);
  const hash = await placeCashOrder(page, jsEnabled, '0917 555 0202');
  await page.getByRole('link', { name: 'Cancel order' }).click();
  const sheet = page.getByRole('dialog', { name: 'Cancel this order?' });
  await sheet.getByRole('radio', { name: 'It is taking too long' }).check();
  // the kitchen accepts while the customer is choosing
  await kitchen(request, hash, 'accept');
  if (jsEnabled) {
    // the live update reaches the page: the order moved on, the sheet closes itself
    await expect(page.getByRole('heading', { name: 'Order Accepted' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toHaveCount(0);
  } else {
    // the form still goes: the platform refuses, and the page says so with "Please try again!"
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be cancelled' })).toHaveText(
      'An order that is accepted cannot be cancelled Please try again!',
    );
    await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toHaveCount(0);
  }
  await page.goto(`/order-details?orderHash=${hash}`);
  await expect(page.getByRole('heading', { name: 'Order Accepted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  // the sheet's address does not open it any more
  await page.goto(`/order-details?orderHash=${hash}&sheet=cancel`);
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toHaveCount(0);
});
