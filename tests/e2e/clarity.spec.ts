// What a customer reads where the flows already work (issue 12, items 5–9), with JavaScript on and off: the
// order-type card says what was chosen (drive-thru and its vehicle, a table), dine-in has its own wording,
// catalogue texts fall back to English before the store's language, back links say where they go, and
// small layout faults of the brand list and the item sheet.
import { test, expect } from './fixtures';
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
  await page.goto('/menu/DNsudirm');
  await page
    .getByRole('link', { name: /Kopi Senja/ })
    .first()
    .click();
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
  await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Got it' }).click();
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

  await page
    .getByRole('link', { name: /Pinakbet/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('banner')).toContainText('Table 3');
  await expect(page.getByRole('main')).toContainText(/Pinakbet/);
  await page.goto('/panel');
  await expect(page.getByRole('banner')).toContainText('Table 3');
});
