// Order options (issues 5 and 11), with JavaScript on and off: the options sheet, delivery from an address
// search to the menu, the address details and vehicle forms (native constraints without JavaScript, the
// schema with it, the server behind both), a far branch dimmed and refused, the single-branch hand-over to
// the menu, pickup at a single branch, a drive-thru said back the same wherever the order type shows, a
// scheduled order through the picker at a closed branch, food-hall branch selection, stores near you, and
// hostile posts refused with nothing written.
import { test, expect, expectAccessible, addFromMenu, beforeScript, kopiSenja } from './fixtures';
import type { APIResponse, Locator, Page } from '@playwright/test';

/** Searches on /address: typing is enough with JavaScript (300 ms debounce), the Search button without. */
async function searchAddress(page: Page, term: string, jsEnabled: boolean) {
  await page.getByRole('searchbox', { name: 'Search for your street, building or landmark' }).fill(term);
  if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
}

/** Lets the browser send a form it would hold back (its constraints off), as a hand-made post would. */
async function skipBrowserChecks(form: Locator) {
  await form.evaluate((f: HTMLFormElement) => {
    f.noValidate = true;
  });
}

/** A field the browser refuses to send as it is (JavaScript off: its own constraint validation). */
async function browserRefuses(field: Locator, check: 'valueMissing' | 'tooLong' = 'valueMissing') {
  expect(await field.evaluate((el: HTMLInputElement, key) => el.validity[key], check)).toBe(true);
}

/** An answer that saved nothing: no session cookie written. */
function wroteNothing(res: APIResponse) {
  expect(res.headers()['set-cookie'] ?? '').not.toContain('__session');
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
    const instruction = page.getByLabel('Instructions for the rider (optional)');
    // SPEC §5: at most 255 — the browser's own limit, and behind it the schema on the server.
    await expect(instruction).toHaveAttribute('maxlength', '255');
    await instruction.evaluate((el) => el.removeAttribute('maxlength'));
    await instruction.fill('x'.repeat(256));
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page.getByText('Address instruction must be at most 255 characters')).toBeVisible();
    await expect(page).toHaveURL(/step=details/);
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

test('drive-thru pickup asks for the vehicle; counter pickup clears it', async ({ page, jsEnabled }) => {
  await kopiSenja(page);
  await openOptions(page);
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  await sheet.getByRole('link', { name: 'Pickup', exact: true }).click();
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Drive-thru' }).click();
  const regNo = sheet.getByLabel('Vehicle registration');
  await expect(regNo).toHaveAttribute('maxlength', '50');
  await expect(regNo).toHaveAttribute('required', '');
  await expect(sheet.getByLabel('Vehicle details (colour, model)')).toHaveAttribute('maxlength', '50');
  // SPEC §4 "Pickup": drive-thru needs the registration — held back by the browser without JavaScript,
  // by the form's schema with it, and refused by the server when sent anyway.
  await sheet.getByRole('button', { name: 'Save' }).click();
  if (jsEnabled) await expect(sheet.getByText('Vehicle registration is required for drive-thru')).toBeVisible();
  else await browserRefuses(regNo);
  await skipBrowserChecks(sheet.locator('form.options-save'));
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('Vehicle registration is required for drive-thru')).toBeVisible();
  await expect(regNo).toHaveAttribute('aria-invalid', 'true');
  await regNo.evaluate((el) => el.removeAttribute('maxlength'));
  await regNo.fill('B'.repeat(51));
  await skipBrowserChecks(sheet.locator('form.options-save'));
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('Use at most 50 characters')).toBeVisible();
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

/** The words of the menu's order-type card in a page's HTML as the server sent it. */
function servedCardText(html: string): string {
  const card = /<a[^>]*class="order-type-card"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '';
  return card
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

// Issue 24, defect 4: the card read "Pickup · As soon as possible" where it should say drive-thru and the vehicle.
test('a drive-thru with its vehicle is said back the same on the menu, /panel and the checkout', async ({ page }) => {
  await kopiSenja(page);
  await addFromMenu(page, /Iced Palm Sugar Coffee Latte/);
  await openOptions(page);
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Drive-thru' }).click();
  await sheet.getByLabel('Vehicle registration').fill('B 1234 WLK');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const chosen = /Pickup\s*·\s*Drive-thru\s*·\s*As soon as possible/;
  const card = page.locator('a.order-type-card');
  await expect(card).toContainText(chosen);
  await expect(card).toContainText('Dapur Nusantara Sudirman');
  await expect(card).toContainText('Vehicle: B 1234 WLK');
  // What the page shows (with JavaScript, after hydration and the sheet's save) is what the server renders.
  const served = servedCardText(await (await page.request.get(page.url())).text());
  expect(served).toMatch(chosen);
  expect((await card.textContent())!.replace(/\s+/g, ' ').trim()).toBe(served);

  // The menu's side panel as a page, and the checkout, say the same choice.
  await page.goto('/panel');
  const panelCard = page.locator('.order-type-card');
  await expect(panelCard).toContainText(chosen);
  await expect(panelCard).toContainText('Vehicle: B 1234 WLK');
  await page.goto('/checkout');
  const checkoutCard = page.locator('section', { has: page.getByRole('heading', { name: 'Order type', level: 2 }) });
  await expect(checkoutCard).toContainText(chosen);
  await expect(checkoutCard).toContainText('Vehicle: B 1234 WLK');
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
  // A tap posts: delivery to this place at the brand's nearest branch is saved, then the brand opens.
  await page.locator('.near-row').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.locator('a.order-type-card')).toContainText('Delivery');
});

test('address details in the Philippines need the establishment and street names', async ({ page, jsEnabled }) => {
  await page.goto('/menu/LKmakati');
  await page.waitForURL(/\/brand\/\d+/);
  const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;
  await page.goto(`/address?brandId=${brandId}`);
  await searchAddress(page, 'Greenbelt', jsEnabled);
  await page
    .getByRole('button', { name: /Greenbelt/ })
    .first()
    .click();

  const establishment = page.getByLabel('Building or establishment name');
  const street = page.getByLabel('Street name');
  await expect(establishment).toHaveAttribute('required', '');
  await expect(street).toHaveAttribute('required', '');
  await expect(establishment).toHaveAttribute('maxlength', '100');
  await expect(page.getByLabel('Flat, floor or unit (optional)')).not.toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  if (jsEnabled) await expect(page.getByText('Building or establishment name is required')).toBeVisible();
  else await browserRefuses(establishment);
  await expect(page).toHaveURL(/step=details/);

  // Sent anyway, the server answers the same, in place (SPEC §5 "Delivery").
  await skipBrowserChecks(page.locator('form#address-details'));
  await street.fill('   ');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByText('Building or establishment name is required')).toBeVisible();
  await expect(page.getByText('Street name is required')).toBeVisible();
  await expect(establishment).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await establishment.fill('Greenbelt 3');
  await street.fill('Legazpi St');
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page).toHaveURL(/\/branch-selection\?brandId=\d+&type=2/);
  await expect(page.getByRole('heading', { name: 'Choose a branch' })).toBeVisible();
});

test('words typed in the address search before the page’s script ran are searched once it has', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript the Search button sends the words');
  const field = page.getByRole('searchbox', { name: 'Search for your street, building or landmark' });
  await beforeScript(page, '/address?brandId=1', async () => {
    await field.fill('Kemang Village');
    await expect(page.getByRole('heading', { name: 'Suggestions' })).toHaveCount(0);
  });
  // no further key or tap: the page searches what was typed, and keeps it in the field
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Kemang Village/ }).first()).toBeVisible();
  await expect(field).toHaveValue('Kemang Village');
  await expect(page).toHaveURL(/[?&]q=Kemang\+Village/);
});

test('the only branch for an address opens its menu after 2 s', async ({ page, jsEnabled }) => {
  // Satay Street has one branch, at the Harbourfront food hall.
  await page.goto('/menu/HFhall01');
  await page
    .getByRole('link', { name: /Satay Street/ })
    .first()
    .click();
  await page.waitForURL(/\/brand\/\d+/);
  const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;
  await page.goto(`/address?brandId=${brandId}`);
  await searchAddress(page, 'HarbourFront Centre', jsEnabled);
  await page
    .getByRole('button', { name: /HarbourFront Centre/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm address' }).click();

  // The address's action chose the branch; the page says so and hands over (a refresh without JavaScript).
  await expect(page).toHaveURL(/\/branch-selection\?brandId=\d+&type=2/);
  await expect(page.getByText('Only one branch serves this address: opening its menu…')).toBeVisible();
  await page.waitForURL(new RegExp(`/brand/${brandId}$`), { timeout: 10_000 });
  const card = page.locator('a.order-type-card');
  await expect(card).toContainText('Delivery');
  await expect(card).toContainText('HarbourFront Centre');
});

test('a food hall with one stall opens its menu after 2 s', async ({ page }) => {
  await page.goto('/menu/MKhall01');
  await page.goto('/food-hall-branch-selection');
  await expect(page.locator('.branch-row')).toHaveCount(1);
  await expect(page.getByText('Only one branch serves this address: opening its menu…')).toBeVisible();
  await page.waitForURL(/\/brand\/\d+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kopi');
});

test('the order-options pages write nothing when read', async ({ page }) => {
  await page.goto('/menu/DNgroup1');
  await page
    .getByRole('link', { name: /Martabak Bulan Sabit/ })
    .first()
    .click();
  await page.waitForURL(/\/brand\/\d+/);
  const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;
  // SPEC §7 session-token: the maps search needs no stored token; the address page reads only.
  for (const path of [
    `/address?brandId=${brandId}&q=Kemang`,
    `/brand/${brandId}/options?save=1&type=1`,
    `/branch-selection?brandId=${brandId}&type=1`,
  ]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    wroteNothing(res);
  }
  await page.goto('/menu/INappIDN?latLong=-6.26,106.81');
  for (const path of ['/menu/brands', '/menu/branches']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    wroteNothing(res);
  }
});

test('hostile posts to the order-options actions get a 4xx and change nothing', async ({ page }) => {
  await page.goto('/menu/INappIDN?latLong=-6.26,106.81');
  await kopiSenja(page);
  await page.waitForURL(/\/brand\/\d+/);
  const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;
  const card = page.locator('a.order-type-card');
  const before = await card.textContent();

  const posts: [string, Parameters<Page['request']['post']>[1]][] = [
    // A JSON body is not a form.
    [`/address?brandId=${brandId}`, { data: { intent: 'place', placeId: 'jkt-kemang-village', brandId } }],
    [`/branch-selection?brandId=${brandId}&type=1`, { data: { brandId, branchId: 1, type: 1 } }],
    [`/brand/${brandId}/options?save=1`, { data: { type: '1', sched: '1' } }],
    ['/menu/brands', { data: { brandId } }],
    // Missing or malformed fields.
    [`/address?brandId=${brandId}`, { form: { intent: 'place', brandId } }],
    [`/address?brandId=${brandId}`, { form: { intent: 'position', brandId, lat: '91', lon: '0' } }],
    [`/address?brandId=${brandId}`, { form: { intent: 'details', instruction: 'no target' } }],
    [`/branch-selection?brandId=${brandId}&type=1`, { form: { brandId, type: '1' } }],
    [`/branch-selection?brandId=${brandId}&type=1`, { form: { brandId, branchId: 'x', type: '9' } }],
    [`/brand/${brandId}/options?save=1`, { form: { sched: '1' } }],
    [`/brand/${brandId}/options?save=1`, { form: { type: '4', sched: '1' } }],
    [`/brand/${brandId}/options?save=1&type=1&pickup=2`, { form: { type: '1', sched: '1', pickup: '2' } }],
    ['/menu/branches', { form: { brandId: 'kopi' } }],
    ['/menu/branches', { form: { brandId: '999999' } }],
  ];
  for (const [path, body] of posts) {
    const res = await page.request.post(path, { ...body, maxRedirects: 0 });
    const label = `${path} ${JSON.stringify(body)}`;
    expect(res.status(), label).toBeGreaterThanOrEqual(400);
    expect(res.status(), label).toBeLessThan(500);
    wroteNothing(res);
  }
  await page.reload();
  await expect(card).toHaveText(before!);
});

test('a bad link to an order-options page shows the error page, titled, in the shop', async ({ page }) => {
  const res = await page.goto('/address?brandId=abc');
  expect(res?.status()).toBe(400);
  await expect(page).toHaveTitle('Oops, there is an error!');
  await expect(page.getByRole('heading', { name: 'Oops, there is an error!', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();

  // The options sheet fails inside its brand page, as a sheet.
  await page.goto('/menu/MHshibuy');
  await page.waitForURL(/\/brand\/\d+/);
  const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;
  await page.goto(`/brand/${brandId}/options?type=7`);
  const sheet = page.getByRole('dialog', { name: 'Oops, there is an error!' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${brandId}$`));
  await expect(page.locator('a.order-type-card')).toBeVisible();
});
