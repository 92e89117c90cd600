import { beforeScript, dismissNotice, expect, expectAccessible, test } from './fixtures';
import { OPS_TOKEN } from '../../playwright.config';
import type { APIRequestContext, Page } from '@playwright/test';

async function openItem(page: Page, name: string | RegExp) {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Each test sits at a table of its own, so their carts (one per link) stay apart. */
async function openChickenRice(page: Page, tableLink: string) {
  await page.goto(`/menu/${tableLink}`);
  await page.getByRole('link', { name: /Ah Seng Chicken Rice/ }).click();
  await openItem(page, /Hainanese Steamed Chicken Rice/);
}

const cartCount = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/** Stock of an Ah Seng Chicken Rice dish at the Harbourfront food hall, as the restaurant sets it. */
async function setAhSengStock(request: APIRequestContext, dish: string, body: object) {
  const hall = await (await request.get('/api/enterprise/v1/branch/vizmenu/identify?hash=HFtbl012')).json();
  const brand = hall.brands.find((b: { title: string }) => b.title === 'Ah Seng Chicken Rice');
  const branch = hall.branches.find((b: { brand_ids: number[] }) => b.brand_ids.includes(brand.id));
  const menus = await (
    await request.get(`/api/consumer/v1/webshop/public/store/menus?brandID=${brand.id}&branchID=${branch.id}`)
  ).json();
  const item = menus.sections
    .flatMap((s: { sub_sections: { items: { id: number; title: string }[] }[] }) =>
      s.sub_sections.flatMap((c) => c.items),
    )
    .find((i: { title: string }) => i.title === dish);
  const res = await request.post(`/api/enterprise/v1/branch/${branch.id}/item/${item.id}/stock`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  expect(res.status()).toBe(200);
}

test('an item with a required group is refused until chosen, then added to the cart bar', async ({
  page,
  jsEnabled,
}) => {
  await openChickenRice(page, 'HFtbl003');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { level: 2, name: 'Hainanese Steamed Chicken Rice' })).toBeVisible();
  await expect(sheet.getByRole('group', { name: /Chilli & Sauces\s*Required/ })).toBeVisible();
  await expectAccessible(page);

  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  const group = sheet.getByRole('group', { name: /Chilli & Sauces/ });
  await expect(group.getByText('Please make a choice.')).toBeVisible();
  await expect(sheet.getByRole('alert').filter({ hasText: 'Please check your choices.' })).toBeVisible();
  // Focus is on the first unmet group: moved there with JavaScript; without it, the sheet came back from the
  // POST (no redirect) with the field's autofocus. Whether Chromium applies that autofocus is its own: in two
  // full runs under load it had not within 7 s (the shop's part, the attribute, is what is checked there).
  if (jsEnabled) await expect(group.locator('input').first()).toBeFocused();
  else {
    await expect(group.locator('input').first()).toHaveAttribute('autofocus', '');
    await expect(sheet.locator('[autofocus]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/brand\/\d+\/item\/\d+$/);
  }

  // Sauces one may take twice have a quantity field; the others a checkbox.
  await group.getByRole('spinbutton', { name: 'Lime Chilli Sauce' }).fill('1');
  await group.getByRole('checkbox', { name: 'Thick Dark Soy Sauce' }).check();
  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 item');
  const bar = page.getByRole('region', { name: 'Cart' });
  await expect(bar).toContainText('1 item');
  await expect(bar).toContainText(/S\$\d+\.\d{2}/);
});

test('the quantity stepper and the modifiers price the line; the cart keeps it', async ({ page, jsEnabled }) => {
  await openChickenRice(page, 'HFtbl005');
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('spinbutton', { name: 'Lime Chilli Sauce' }).fill('2');
  if (jsEnabled) {
    await sheet.getByRole('button', { name: /^Quantity of Hainanese Steamed Chicken Rice: 1$/ }).click();
    await sheet.getByRole('button', { name: 'More Hainanese Steamed Chicken Rice' }).click();
  } else {
    await sheet.getByRole('button', { name: 'More Hainanese Steamed Chicken Rice' }).click();
    // The sheet came back with the quantity and the choice kept.
    await expect(page.getByRole('dialog').getByRole('spinbutton', { name: 'Lime Chilli Sauce' })).toHaveValue('2');
    await expect(page.getByLabel('Quantity of Hainanese Steamed Chicken Rice')).toHaveValue('2');
  }
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 4, name: 'Hainanese Steamed Chicken Rice' })).toBeVisible();
  await expect(page.locator('.cart-line__choices')).toHaveText(/, 2 × Lime Chilli Sauce$/);
  await expect(page.getByLabel('Quantity of Hainanese Steamed Chicken Rice')).toHaveText('2');
});

test('a line is edited in update mode, and "Add as New" makes a second line', async ({ page }) => {
  await openChickenRice(page, 'HFtbl007');
  await page.getByRole('dialog').getByRole('spinbutton', { name: 'Lime Chilli Sauce' }).fill('1');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Edit' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('spinbutton', { name: 'Lime Chilli Sauce' })).toHaveValue('1');
  await sheet.getByRole('spinbutton', { name: 'Lime Chilli Sauce' }).fill('0');
  await sheet.getByRole('checkbox', { name: 'Thick Dark Soy Sauce' }).check();
  await sheet.getByRole('button', { name: /^Update/ }).click();
  // Back where the sheet was opened from: the cart.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-line__choices')).toHaveText(/, Thick Dark Soy Sauce$/);

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByRole('spinbutton', { name: 'Pounded Ginger' }).fill('1');
  await page.getByRole('dialog').getByRole('button', { name: 'Add as New' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(2);
  await expect(page.locator('.cart-line__choices')).toHaveText([
    /Rice, Thick Dark Soy Sauce$/,
    /Rice, Pounded Ginger, Thick Dark Soy Sauce$/,
  ]);
});

test('a food hall cart holds brands of several stalls; elsewhere another brand asks to clear the cart', async ({
  page,
}) => {
  await openChickenRice(page, 'HFtbl009');
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Thick Dark Soy Sauce' }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  // the sheet closes once the cart has the line (with JavaScript the add is a fetch the next navigation would cancel)
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/menu');
  await page.getByRole('link', { name: /Western Grill Station/ }).click();
  await openItem(page, /Shoestring Fries/);
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Ketchup' }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 2 items');

  await page.goto('/menu/DNgroup1');
  await page.getByRole('link', { name: /Kopi Senja/ }).click();
  await openItem(page, /Build-Your-Own Toast/);
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Pandan kaya' }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/menu');
  await page.getByRole('link', { name: /Martabak Bulan Sabit/ }).click();
  await openItem(page, /Mini Sweet Martabak Box/);
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Pandan kaya' }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('You have items from another brand in your cart. If you continue, your current cart will be cleared.'),
  ).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Clear cart and add/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.locator('.cart-group__title')).toHaveText(['Martabak Bulan Sabit']);
  // one branch: its brand's heading is right under the page's, its lines' under it (no heading level skipped)
  await expect(page.getByRole('heading', { level: 2, name: 'Martabak Bulan Sabit' })).toBeVisible();
});

test('an out-of-stock item and a busy brand are refused with the SPEC texts', async ({ page }) => {
  await page.goto('/menu/LKmalate');
  await dismissNotice(page);
  await openItem(page, /Bibingka/);
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/out of stock!$/)).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();

  await page.goto('/menu/LKqcbusy');
  await expect(
    page.getByText(/This restaurant is not accepting orders now\. Try again in \d+ minutes?\./).first(),
  ).toBeVisible();
  await openItem(page, /Chicken Adobo/);
  await expect(
    page.getByRole('dialog').getByText(/This restaurant is not accepting orders now\. Try again in \d+ minutes?\./),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
});

test('an item sold out while its sheet is open is refused on the sheet, by name, with the choices kept', async ({
  page,
  request,
  jsEnabled,
}) => {
  // A dish of its own per project: stock is the restaurant's, for every visitor.
  const [dish, choice] = jsEnabled ? ['Whole Chicken', 'Thick Dark Soy Sauce'] : ['Char Siew Rice', 'Hot Mustard'];
  await page.goto('/menu/HFtbl012');
  await page.getByRole('link', { name: /Ah Seng Chicken Rice/ }).click();
  await openItem(page, new RegExp(`^${dish}`));
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('checkbox', { name: choice }).check();
  try {
    await setAhSengStock(request, dish, { available: false });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    // Answered by the page itself (no redirect to a flashed copy of it), with or without JavaScript.
    expect((await answer).status()).toBe(409);
    // The sheet's own action refused it ({kind: 'soldOut'}, worded on the page) and the sheet came back.
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(`${dish} out of stock!`);
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: choice })).toBeChecked();
    await expect(page).toHaveURL(/\/brand\/\d+\/item\/\d+$/);
    await expect(cartCount(page)).toHaveAccessibleName('Cart, 0 items');
  } finally {
    await setAhSengStock(request, dish, { available: true });
  }
});

test('a closed branch with scheduled orders shows the closed bar and its store hours', async ({ page }) => {
  await page.goto('/menu/LKmakati');
  await expect(
    page.getByText(/Store is closed till .+\. You may only place a scheduled order at this time\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Store hours' }).click();
  const sheet = page.getByRole('dialog', { name: 'Store hours' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row')).toHaveCount(7);
  await expect(sheet.getByText('Today')).toBeVisible();
  await sheet.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an item snoozed now can be ordered for a scheduled time after its snooze, by the sheet, the cart and the bill', async ({
  page,
  request,
}) => {
  // Lola's Makati is closed today and tomorrow (orders are scheduled) and lets no out-of-stock item wait.
  const makati = (await (await request.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKmakati')).json()).branch;
  const menus = await (
    await request.get(`/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${makati.id}`)
  ).json();
  type Item = { id: number; title: string; title_v2: Record<string, string> | null; groups: unknown[]; oos: boolean };
  type Section = {
    available_times: unknown;
    sub_sections: { isAvailable: unknown; items: (Item & { stock: { snooze: unknown } })[] }[];
  };
  const item = (menus.sections as Section[])
    .filter((s) => !s.available_times)
    .flatMap((s) => s.sub_sections.filter((c) => !c.isAvailable).flatMap((c) => c.items))
    .find((i) => i.groups.length === 0 && !i.oos && !i.stock.snooze)!;
  const title = item.title_v2?.en ?? item.title;
  const stock = (data: object) =>
    request.post(`/api/enterprise/v1/branch/${makati.id}/item/${item.id}/stock`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      data,
    });
  expect((await stock({ available: true, snooze_minutes: 60 })).status()).toBe(200);
  try {
    await page.goto('/menu/LKmakati');
    await openItem(page, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByText(/out of stock!/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  } finally {
    await stock({ available: true, snooze_minutes: null });
  }
});

test('the notice sheet opens once and the categories sheet and search work', async ({ page }) => {
  await page.goto('/menu/LKmalate');
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Rainy-season notice');
  await dismissNotice(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Lola's Kusina" })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The notice strip stays on the page.
  await expect(page.getByText('Rainy-season notice').first()).toBeVisible();

  await page.getByRole('link', { name: 'All', exact: true }).click();
  const cats = page.getByRole('dialog', { name: 'All categories' });
  await expect(cats.getByRole('link').filter({ hasText: "Lola's Favourites" })).toBeVisible();
  await cats.getByRole('link', { name: 'Close' }).click();
  await expect(cats).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search items and categories' });
  await search.fill('adobo');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Results for “adobo”' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Chicken Adobo' })).toBeVisible();
  await search.fill('pizza margherita');
  await search.press('Enter');
  await expect(page.getByText('No item found')).toBeVisible();
});

test('the notice closed by its close link, or by Escape, stays closed as if dismissed', async ({ page, jsEnabled }) => {
  const notice = page.getByRole('dialog', { name: 'Notice' });
  const home = page.getByRole('heading', { level: 1, name: "Lola's Kusina" });
  await page.goto('/menu/LKmalate');
  await expect(notice).toContainText('Rainy-season notice');
  await notice.getByRole('link', { name: 'Close' }).click();
  await expect(home).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(home).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (!jsEnabled) return;
  // a new day's visit: Escape closes the modal sheet, for good too
  await page.context().clearCookies({ name: 'notices' });
  await page.reload();
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await expect(notice).toContainText('Rainy-season notice');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(home).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('busy mode set by the restaurant reaches an open menu', async ({ page, request, jsEnabled }) => {
  await page.goto('/menu/DNkemang');
  // With JavaScript, wait until the page's live connection is up before the restaurant acts.
  const connected = jsEnabled
    ? page
        .waitForEvent('websocket')
        .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).startsWith('40') }))
    : Promise.resolve();
  await page.getByRole('link', { name: /Warung Nusantara/ }).click();
  await connected;
  await expect(page.getByRole('heading', { level: 1, name: 'Warung Nusantara' })).toBeVisible();
  await expect(page.getByText(/not accepting orders now/)).toHaveCount(0);
  const identify = await (await request.get('/api/enterprise/v1/branch/vizmenu/identify?hash=DNkemang')).json();
  const path = `/api/enterprise/v1/branch/${identify.branch.id}/brand/${identify.brands.find((b: { title: string }) => b.title === 'Warung Nusantara').id}/busy`;
  const auth = { authorization: `Bearer ${OPS_TOKEN}` };
  try {
    expect((await request.post(path, { headers: auth, data: { is_busy: true } })).status()).toBe(200);
    // With JavaScript the page updates by itself (store_mode); without it, the next load shows it.
    if (!jsEnabled) await page.reload();
    await expect(page.getByText(/This restaurant is not accepting orders now\. Try again in 60 minutes\./)).toBeVisible(
      { timeout: 10_000 },
    );
  } finally {
    await request.post(path, { headers: auth, data: { is_busy: false } });
  }
});

test('the cart changes a line’s quantity and removes it', async ({ page }) => {
  await openChickenRice(page, 'HFtbl011');
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Thick Dark Soy Sauce' }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  // The sheet closes once the cart has the line (with JavaScript the add is a fetch a navigation would cancel).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cart');
  const quantity = page.getByLabel('Quantity of Hainanese Steamed Chicken Rice');
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: 'More Hainanese Steamed Chicken Rice' }).click();
  await expect(quantity).toHaveText('2');
  await page.getByRole('button', { name: 'More Hainanese Steamed Chicken Rice' }).click();
  await expect(quantity).toHaveText('3');
  await page.getByRole('button', { name: 'Fewer Hainanese Steamed Chicken Rice' }).click();
  await expect(quantity).toHaveText('2');
  // With JavaScript the last tap is sent after 300 ms of calm: the line is busy until the cart has it.
  await expect(page.locator('.cart-line[aria-busy]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Quantity of Hainanese Steamed Chicken Rice')).toHaveText('2');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Cart Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Menu' })).toBeVisible();
});

test('an item with nothing to choose is added by its card’s “+” in one tap, and the menu stays where it was', async ({
  page,
  jsEnabled,
}) => {
  await page.goto('/menu/LKmalate');
  await dismissNotice(page);
  // an item with choices has no "+": its sheet asks them
  await expect(page.getByRole('button', { name: 'Add Batangas Barako Coffee to cart' })).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add Fresh Young Coconut Juice to cart' });
  await add.click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // without JavaScript the answer comes back to the card, not the top of the menu
  if (!jsEnabled) await expect(page).toHaveURL(/\/brand\/\d+#item-\d+$/);
  await expect(add).toBeInViewport();
  await add.click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Fresh Young Coconut Juice' })).toBeVisible();
  await expectAccessible(page);
});

test('a busy brand offers no “+”: its items wait like its sheets', async ({ page }) => {
  await page.goto('/menu/LKqcbusy');
  await expect(page.getByText(/not accepting orders now/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ })).toHaveCount(0);
});

test('a nested group shows only under its chosen option, with JavaScript or without', async ({ page }) => {
  await page.goto('/menu/LKmalate');
  await dismissNotice(page);
  await openItem(page, /Tapsilog/);
  const sheet = page.getByRole('dialog');
  // the coffee (chosen at first) asks how it is taken; the calamansi juice asks for ice, only once it is chosen
  const coffee = sheet.getByRole('group', { name: /How do you take it/ });
  const ice = sheet.getByRole('group', { name: /^Ice/ });
  await expect(coffee).toBeVisible();
  await expect(ice).toBeHidden();
  await sheet.getByRole('radio', { name: /Calamansi juice/ }).check();
  await expect(ice).toBeVisible();
  await expect(coffee).toBeHidden();
});

test('a category far down the menu is drawn when it comes near, and its tab still lands on it', async ({
  page,
  jsEnabled,
}) => {
  await page.goto('/menu/LK7brand');
  await expect(page.getByRole('heading', { level: 1, name: "Lola's Kusina" })).toBeVisible();
  const last = page.locator('section.category').last();
  // ADR 0040: the browser lays out and paints what is near the screen, not the whole menu (read by a script: the
  // page is the same without JavaScript)
  const drawn = (category: typeof last) =>
    category
      .locator('li')
      .first()
      .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
  if (jsEnabled) {
    expect(await drawn(page.locator('section.category').first())).toBe(true);
    expect(await drawn(last)).toBe(false);
  }
  // the store's notice opens on a first visit, over the menu
  await dismissNotice(page);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Beer & Spirits' }).click();
  await expect(page).toHaveURL(/#category-7$/);
  await expect(last.getByRole('heading', { level: 3, name: 'Beer & Spirits' })).toBeInViewport();
  await expect(last.getByRole('listitem').first()).toBeInViewport();
  if (jsEnabled) expect(await drawn(last)).toBe(true);
});

test('a note and a quantity typed in an item’s sheet before the page’s script ran are kept and ordered', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript the fields are the HTML’s');
  await page.goto('/menu/LK7brand');
  await dismissNotice(page);
  const sheet = page.getByRole('dialog');
  await beforeScript(page, '/brand/1/item/7', async () => {
    await sheet.getByLabel('Note for the kitchen').fill('no onions');
    await sheet.locator('#quantity-field').fill('2');
  });
  await expect(sheet.getByLabel('Note for the kitchen')).toHaveValue('no onions');
  // the stepper the script draws in place of the field holds it
  await expect(sheet.getByRole('button', { name: 'Quantity of Chicken Adobo: 2' })).toBeVisible();
  await expect(sheet.locator('input[type=hidden][name=quantity]')).toHaveValue('2');
  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(sheet).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByText('“no onions”')).toBeVisible();
  await expect(page.getByLabel('Quantity of Chicken Adobo')).toHaveText('2');
});
