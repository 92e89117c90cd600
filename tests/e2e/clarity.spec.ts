// What a customer reads where the flows already work (issue 12, items 5–9), with JavaScript on and off: the
// order-type card says what was chosen (drive-thru and its vehicle, a table), dine-in has its own wording,
// catalogue texts fall back to English before the store's language, back links say where they go, and
// small layout faults of the brand list and the item sheet.
import { addFromMenu, dismissNotice, expect, kopiSenja, test } from './fixtures';
import type { Page } from '@playwright/test';

test.describe('language fallback: the customer’s language, then English, then the store’s', () => {
  test('Japanese at Lola’s Kusina: English where no Japanese is written, the notice and offers in Japanese', async ({
    page,
  }) => {
    await page.goto('/menu/LK7brand?lng=ja');
    await expect(page).toHaveURL(/\/brand\/\d+/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // The branch notice, translated (it opens as a sheet once; it stays as a strip on the page).
    const notice = page.getByRole('dialog', { name: 'お知らせ' });
    await expect(notice).toContainText('雨季のお知らせ');
    await notice.getByRole('button', { name: 'わかりました' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/雨季のお知らせ/).first()).toBeVisible();
    // Sections, categories and items without Japanese are in English, not in Filipino.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: "Lola's Kitchen" })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Breakfast (Silog Meals)' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Chicken Adobo/ }).first()).toBeVisible();
    await expect(main.getByText('Almusal', { exact: true })).toHaveCount(0);
    await expect(main.getByText(/Adobong Manok/)).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Kusina ni Lola' })).toHaveCount(0);
    // The offers (campaigns), translated.
    const offers = page.getByRole('list', { name: 'おトク情報' });
    await expect(offers).toContainText('看板メニュー10%オフ');
    await expect(offers).toContainText('配達無料');
    await expect(offers).not.toContainText('Free delivery');
  });

  test('Simplified Chinese: items in Chinese where written, section names in English rather than Filipino', async ({
    page,
  }) => {
    await page.goto('/menu/LK7brand?lng=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const notice = page.getByRole('dialog', { name: '公告' });
    await expect(notice).toContainText('雨季提示');
    await notice.getByRole('button', { name: '知道了' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /腌牛肉配蒜香饭和煎蛋/ }).first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Desserts & Drinks' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Home-Style Mains' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Meryenda at Inumin' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Ulam' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: '优惠活动' })).toContainText('免运费');
  });

  test('Filipino still reads the store’s own words', async ({ page }) => {
    await page.goto('/menu/LK7brand?lng=tl');
    await page.getByRole('dialog').getByRole('button').click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3, name: 'Almusal' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Adobong Manok/ }).first()).toBeVisible();
    await expect(page.getByText(/Paalala sa tag-ulan/).first()).toBeVisible();
    await expect(page.locator('ul.campaigns')).toContainText('Libreng delivery');
  });
});

/** Opens the order options sheet from the brand menu's order-type card. */
async function openOptions(page: Page) {
  await page.locator('a.order-type-card').click();
  await expect(page.getByRole('dialog', { name: 'Order options' })).toBeVisible();
}

test('the order-type card says drive-thru and the vehicle once saved, and forgets them at the counter', async ({
  page,
}) => {
  await kopiSenja(page);
  const card = page.locator('a.order-type-card');
  await expect(card).not.toContainText('Drive-thru');
  await openOptions(page);
  const sheet = page.getByRole('dialog', { name: 'Order options' });
  await sheet.getByRole('link', { name: 'Pickup', exact: true }).click();
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Drive-thru' }).click();
  await sheet.getByLabel('Vehicle registration').fill('B 1234 XYZ');
  await sheet.getByLabel('Vehicle details (colour, model)').fill('White Avanza');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toContainText(/Pickup\s*·\s*Drive-thru\s*·\s*As soon as possible/);
  await expect(card).toContainText('Vehicle: B 1234 XYZ (White Avanza)');
  await expect(card).toContainText('Sudirman');

  await openOptions(page);
  await sheet.getByRole('navigation', { name: 'Pickup type' }).getByRole('link', { name: 'Counter' }).click();
  // The sheet shows the counter (its link is a navigation) before it is saved.
  await expect(sheet.getByLabel('Vehicle registration')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toContainText(/Pickup\s*·\s*As soon as possible/);
  await expect(card).not.toContainText('Drive-thru');
  await expect(card).not.toContainText('Vehicle');
});

test('at a restaurant table: the table in the header, the card and the cart; dine-in has its own wording', async ({
  page,
}) => {
  await page.goto('/menu/LKtable3');
  await dismissNotice(page);
  await expect(page.getByRole('banner')).toContainText('Table 3');
  const card = page.locator('a.order-type-card');
  await expect(card).toContainText(/Dine-in\s*·\s*As soon as possible/);
  await expect(card).toContainText("Table 3 · Lola's Kusina Malate");

  // Dine-in ASAP is served at the table, not delivered ("Arrives …" is delivery's wording).
  await openOptions(page);
  const asap = page.getByRole('dialog', { name: 'Order options' }).getByRole('link', { name: /As soon as possible/ });
  await expect(asap).toContainText(/Served at table 3 in about \d+ minutes?/);
  await expect(asap).not.toContainText('Arrives');
  await page.getByRole('dialog', { name: 'Order options' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await addFromMenu(page, /Pinakbet/);
  await page.goto('/cart');
  await expect(page.getByRole('banner')).toContainText('Table 3');
  await expect(page.getByRole('main')).toContainText(/Pinakbet/);
  await page.goto('/panel');
  await expect(page.getByRole('banner')).toContainText('Table 3');
});

test.describe('back links say where they go', () => {
  test('address search and branch selection name the step they go back to', async ({ page, jsEnabled }) => {
    await page.goto('/menu/DNgroup1');
    await page
      .getByRole('link', { name: /Martabak Bulan Sabit/ })
      .first()
      .click();
    await page.waitForURL(/\/brand\/\d+$/);
    const brandId = page.url().match(/\/brand\/(\d+)/)![1]!;

    // Branch selection for a pickup goes back to the order options.
    await page.goto(`/branch-selection?brandId=${brandId}&type=1`);
    await expect(page.getByRole('link', { name: 'Back to order options' })).toHaveAttribute(
      'href',
      `/brand/${brandId}/options?type=1`,
    );

    await page.goto(`/address?brandId=${brandId}`);
    await expect(page.getByRole('link', { name: 'Back to the menu' })).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Back to order options' });
    await expect(back).toHaveAttribute('href', `/brand/${brandId}/options?type=2`);

    await page.getByRole('searchbox', { name: 'Search for your street, building or landmark' }).fill('Kemang Village');
    if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('button', { name: /Kemang Village/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page).toHaveURL(/\/branch-selection\?brandId=\d+&type=2/);
    await expect(page.getByRole('link', { name: 'Back to the menu' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the delivery address' }).click();
    await expect(page).toHaveURL(new RegExp(`/address\\?brandId=${brandId}$`));
    await page.getByRole('link', { name: 'Back to order options' }).click();
    await expect(page.getByRole('dialog', { name: 'Order options' })).toBeVisible();
  });

  test('the address search of stores near you goes back to them', async ({ page }) => {
    await page.goto('/menu/INappIDN?latLong=-6.26,106.81');
    await page.goto('/address?next=brands');
    await page.getByRole('link', { name: 'Back to stores near you' }).click();
    await expect(page).toHaveURL(/\/menu\/brands$/);
    await expect(page.getByRole('heading', { name: 'Stores near you', level: 1 })).toBeVisible();
  });
});

test.describe('the not-found page goes back to the store the customer came from', () => {
  test('after a store link: its home', async ({ page }) => {
    await page.goto('/menu/MHshibuy');
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Menya Hoshi/ })).toBeVisible();
  });

  test('on a brand’s pages reached without a store link: that brand, not the demo list', async ({ page }) => {
    await page.goto('/menu/MHshibuy');
    await page.waitForURL(/\/brand\/\d+$/);
    const brandPath = new URL(page.url()).pathname;
    // The same brand page opened directly (a shared address), without the link's boot state.
    await page.context().clearCookies({ name: 'boot' });
    await page.goto(brandPath);
    // a link of the brand's pages that leads nowhere (the page it came from is the referrer)
    await page.goto('/no-such-page', { referer: new URL(brandPath, page.url()).toString() });
    await expect(page.getByRole('heading', { level: 1, name: "Pheww! There's nothing here" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', brandPath);
    // Typed in, with no page before it: the brand of the cart.
    await page.goto(brandPath);
    await page
      .getByRole('link', { name: /Chashu Rice Bowl/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(new RegExp(`${brandPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Menya Hoshi/ })).toBeVisible();
  });

  test('with no store known: the list of stores', async ({ page }) => {
    const response = await page.goto('/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

test.describe('small things', () => {
  test('grid view on a brand list keeps a clean address', async ({ page }) => {
    await page.goto('/menu/DNgroup1');
    await expect(page).toHaveURL(/\/menu$/);
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\/menu\?view=list$/);
    await page.getByRole('link', { name: 'Grid view' }).click();
    await expect(page.getByRole('link', { name: 'Grid view' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/menu$/);
  });

  /** Lola's Kusina's pork belly: a required group of one or two sauces, "Dipping sauces (choose 1–2)". */
  async function openPorkBelly(page: Page) {
    await page.goto('/menu/LK7brand');
    await dismissNotice(page);
    await page
      .getByRole('link', { name: /Crispy Pan-Fried Pork Belly/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: 'Crispy Pan-Fried Pork Belly' });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  test('a long group title stays inside its box', async ({ page }) => {
    const sheet = await openPorkBelly(page);
    const group = sheet.getByRole('group', { name: /Dipping sauces \(choose 1–2\)/ });
    const box = await group.evaluate((fieldset) => {
      const legend = fieldset.querySelector('legend')!.getBoundingClientRect();
      const outer = fieldset.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(fieldset).borderTopWidth);
      return { legendTop: legend.top, legendBottom: legend.bottom, top: outer.top + border, bottom: outer.bottom };
    });
    // Below the top border, not across it.
    expect(box.legendTop).toBeGreaterThanOrEqual(box.top);
    expect(box.legendBottom).toBeLessThanOrEqual(box.bottom);
  });

  test.describe(() => {
    // Without JavaScript the scroll is the browser's autofocus, done at a moment of its choosing: on a loaded
    // machine it was seen once to land with the photo cut (1 of 2 full runs; 12 of 12 alone and under load).
    test.describe.configure({ retries: 1 });
    test('after a refused add the photo is not left under the sheet’s header', async ({ page }) => {
      const sheet = await openPorkBelly(page);
      await sheet.getByRole('checkbox', { name: 'Lechon liver sauce' }).uncheck();
      await sheet.getByRole('button', { name: /^Add to cart/ }).click();
      const group = page.getByRole('dialog').getByRole('group', { name: /Dipping sauces/ });
      await expect(group.getByText('Please make a choice.')).toBeVisible();
      await expect(group.locator('input').first()).toBeFocused();
      const layout = () =>
        page.evaluate(() => {
          const dialog = document.querySelector('dialog.sheet')!;
          const header = dialog.querySelector('.sheet__header')!.getBoundingClientRect();
          const photo = dialog.querySelector('.item-sheet__image')!.getBoundingClientRect();
          const legend = dialog.querySelector('.group--error legend')!.getBoundingClientRect();
          const actions = dialog.querySelector('.item-form__actions')!.getBoundingClientRect();
          return {
            // the photo is either all in view below the header or all scrolled away, never cut by it
            photoCut: photo.top < header.bottom - 1 && photo.bottom > header.bottom + 1,
            legendInView: legend.top >= header.bottom - 1 && legend.bottom <= actions.top + 1,
          };
        });
      // The sheet scrolls smoothly with JavaScript: its last position is what counts.
      await expect.poll(layout).toEqual({ photoCut: false, legendInView: true });
    });
  });

  test('“Add to cart · ₱289.00” keeps to one line on a phone', async ({ page }) => {
    await page.goto('/menu/LK7brand');
    await dismissNotice(page);
    await page
      .getByRole('link', { name: /Sizzling Pork Sisig/ })
      .first()
      .click();
    const add = page.getByRole('dialog').getByRole('button', { name: 'Add to cart · ₱289.00' });
    await expect(add).toBeVisible();
    const fit = await add.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const box = button.getBoundingClientRect();
      return { lines: lines.size, inside: box.left >= 0 && box.right <= window.innerWidth };
    });
    expect(fit).toEqual({ lines: 1, inside: true });
  });
});
