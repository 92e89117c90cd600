// Order options (issue 5), with JavaScript on and off: the options sheet, delivery from an address search
// to the menu, a far branch dimmed and refused, pickup at a single branch, a scheduled order through the
// picker at a closed branch, food-hall branch selection and stores near you.
import { test, expect, expectAccessible } from './fixtures';
import type { Page } from '@playwright/test';

/** Searches on /address: typing is enough with JavaScript (300 ms debounce), the Search button without. */
async function searchAddress(page: Page, term: string, jsEnabled: boolean) {
  await page.getByRole('searchbox', { name: 'Search for your street, building or landmark' }).fill(term);
  if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
}

async function openOptions(page: Page) {
  await page.locator('a.order-type-card').click();
  await expect(page.getByRole('dialog', { name: 'Order options' })).toBeVisible();
}

test.describe('delivery', () => {
  test('from the address search to the menu, through branch selection', async ({ page, jsEnabled }) => {
    await page.goto('/menu/DNgroup1');
    await page
      .getByRole('link', { name: /Martabak Bulan Sabit/ })
      .first()
      .click();
    await openOptions(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Delivery', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Set a delivery address' }).click();
    await expect(page).toHaveURL(/\/address\?brandId=\d+/);
    await expect(page.getByRole('heading', { name: 'Delivery address', level: 1 })).toBeVisible();

    // Two characters are not enough (SPEC §5: from 3): the browser's minlength, and the server too.
    const url = page.url();
    await page.goto(`${url}&q=Ke`);
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
    await page.goto(url);
    await searchAddress(page, 'Kemang Village', jsEnabled);
    await page
      .getByRole('button', { name: /Kemang Village/ })
      .first()
      .click();

    // Details: rider instructions (Indonesia needs no address parts).
    await expect(page.getByText('Selected location')).toBeVisible();
    await expect(page.getByLabel('Building or establishment name')).toHaveCount(0);
    await page.getByLabel('Instructions for the rider (optional)').fill('x'.repeat(256));
    await page.getByRole('button', { name: 'Confirm address' }).click();
    // No maxlength on the textarea: the server answers with the SPEC limit (255).
    await expect(page.getByText('Address instruction must be at most 255 characters')).toBeVisible();
    await page.getByLabel('Instructions for the rider (optional)').fill('Gate 2, ring the bell');
    await page.getByRole('button', { name: 'Confirm address' }).click();

    await expect(page).toHaveURL(/\/branch-selection\?brandId=\d+&type=2/);
    await expect(page.getByRole('heading', { name: 'Choose a branch' })).toBeVisible();
    const kemang = page.locator('.branch-row', { hasText: 'Kemang' });
    await expect(kemang.getByText(/km away/)).toBeVisible();
    await expectAccessible(page);
    await kemang.getByRole('button', { name: /^Select/ }).click();

    await expect(page).toHaveURL(/\/brand\/\d+$/);
    const card = page.locator('a.order-type-card');
    await expect(card).toContainText('Delivery');
    await expect(card).toContainText('Kemang Village');
  });

  test('a far branch is dimmed, cannot be chosen, and is refused if posted', async ({ page, jsEnabled }) => {
    await page.goto('/menu/DNgroup1');
    await page
      .getByRole('link', { name: /Martabak Bulan Sabit/ })
      .first()
      .click();
    await page.waitForURL(/\/brand\/\d+/);
    const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;
    await page.goto(`/address?brandId=${brandId}`);
    await searchAddress(page, 'Kemang Village', jsEnabled);
    await page
      .getByRole('button', { name: /Kemang Village/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Confirm address' }).click();

    const far = page.locator('.branch-row', { hasText: 'Kelapa Gading' });
    await expect(far).toHaveAttribute('aria-disabled', 'true');
    await expect(far.getByText('Out of Range')).toBeVisible();
    await expect(far.getByRole('button', { name: /^Select/ })).toBeDisabled();

    // A hand-made post of the far branch gets the SPEC text and a 422.
    const branchId = await far.locator('input[name="branchId"]').inputValue();
    const res = await page.request.post(`/branch-selection?brandId=${brandId}&type=2`, {
      form: { brandId, branchId, type: '2' },
      maxRedirects: 0,
    });
    expect(res.status(), res.headers().location).toBe(422);
    expect(await res.text()).toContain('outside the restaurant');

    // The title search narrows the list (case-insensitive).
    await page.getByRole('searchbox', { name: 'Search branches' }).fill('SUDIRMAN');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('.branch-row')).toHaveCount(1);
    await expect(page.locator('.branch-row')).toContainText('Sudirman');
  });
});

test('pickup at a single branch: the one branch is chosen at once', async ({ page }) => {
  await page.goto('/menu/MHshibuy');
  await openOptions(page);
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  await sheet.getByRole('link', { name: 'Pickup', exact: true }).click();
  const only = sheet.locator('.choice-list').first().getByRole('link');
  await expect(only).toHaveCount(1);
  await expect(only).toHaveAttribute('aria-current', 'true');
  await expect(sheet.getByText(/Ready in about \d+ minutes/)).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('a.order-type-card')).toContainText('Pickup');
  await expect(page.locator('a.order-type-card')).toContainText('Menya Hoshi');
});

test('drive-thru pickup asks for the vehicle; counter pickup clears it', async ({ page }) => {
  await page.goto('/menu/DNsudirm');
  await page
    .getByRole('link', { name: /Kopi Senja/ })
    .first()
    .click();
  await openOptions(page);
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  await sheet.getByRole('link', { name: 'Pickup', exact: true }).click();
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Drive-thru' }).click();
  const regNo = sheet.getByLabel('Vehicle registration');
  await expect(regNo).toHaveAttribute('maxlength', '50');
  await expect(regNo).toHaveAttribute('required', '');
  await regNo.fill('B 1234 XYZ');
  await sheet.getByLabel('Vehicle details (colour, model)').fill('White Avanza');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openOptions(page);
  await expect(sheet.getByLabel('Vehicle registration')).toHaveValue('B 1234 XYZ');
  // Back to the counter: the vehicle goes.
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Counter' }).click();
  await expect(sheet.getByLabel('Vehicle registration')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await openOptions(page);
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Drive-thru' }).click();
  await expect(sheet.getByLabel('Vehicle registration')).toHaveValue('');
});

test('a scheduled order through the picker at a closed branch', async ({ page }) => {
  await page.goto('/menu/LKmakati');
  await expect(page.getByText(/You may only place a scheduled order at this time/)).toBeVisible();
  await openOptions(page);
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  // SPEC §4: a closed store switches ASAP to scheduled.
  await expect(sheet.locator('.choice--disabled', { hasText: 'As soon as possible' })).toContainText(
    'Not available now',
  );
  await expect(sheet.getByRole('link', { name: /Schedule for later/ })).toHaveAttribute('aria-current', 'true');
  await sheet.getByRole('link', { name: 'Change date and time' }).click();

  const dates = page.getByRole('dialog', { name: 'Schedule Order Date' });
  await expect(dates).toBeVisible();
  // Closed today and tomorrow (the demo's off dates): those days cannot be picked.
  const days = dates.locator('.calendar li');
  await expect(days).toHaveCount(4);
  await expect(days.nth(0).locator('[aria-disabled="true"]')).toHaveCount(1);
  await expect(days.nth(1).locator('[aria-disabled="true"]')).toHaveCount(1);
  await days.nth(2).getByRole('link').click();

  const times = page.getByRole('dialog', { name: 'Schedule Order Time' });
  await expect(times).toBeVisible();
  // Back returns to the dates; the day is still there to pick again.
  await times.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule Order Date' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Schedule Order Date' })
    .locator('.calendar li')
    .nth(2)
    .getByRole('link')
    .click();
  await page.getByRole('dialog', { name: 'Schedule Order Time' }).getByRole('radio', { name: '12:30 PM' }).check();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Schedule Order Time' }).getByRole('button', { name: 'Done' }).click();

  const back = page.getByRole('dialog', { name: 'Order options' });
  await expect(back.getByRole('link', { name: /Schedule for later/ })).toContainText('12:30');
  await back.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('a.order-type-card')).toContainText('12:30');
});

test('food-hall branch selection lists the stalls and opens the chosen one', async ({ page }) => {
  await page.goto('/menu/HFhall01');
  await page.goto('/food-hall-branch-selection');
  await expect(page.locator('.branch-row')).toHaveCount(6);
  // No distance inside a food hall visit without a delivery address.
  await page.getByRole('searchbox', { name: 'Search branches' }).fill('satay');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('.branch-row')).toHaveCount(1);
  await page.getByRole('button', { name: /Select Satay Street/ }).click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Satay Street');
});

test('stores near you: the address, nearby then farther, and a tap hands the position to the brand', async ({
  page,
}) => {
  await page.goto('/menu/INappIDN?latLong=-6.26,106.81');
  await page.goto('/menu/brands');
  await expect(page.getByRole('heading', { name: 'Stores near you', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Near you', exact: true })).toBeVisible();
  const first = page.locator('.near-row').first();
  await expect(first).toContainText('km');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Branches', exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/branches/);
  await expect(page.locator('.near-row').first()).toContainText('Kemang');
  await page.locator('.near-row').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/brand\/\d+/);
  await expect(page.locator('a.order-type-card')).toContainText('Delivery');
});
