import {
  test,
  expect,
  expectAccessible,
  addChickenRice,
  addFries,
  addFromMenu,
  addSimpleItem,
  scriptRan,
} from './fixtures';
import { OPS_TOKEN } from '../../playwright.config';
import type { APIRequestContext } from '@playwright/test';

/**
 * The stock tests change stock for every visitor: each uses a dish no other test (nor the other project,
 * running at the same time) orders.
 */
const STOCK_DISHES: Record<string, string> = {
  'oos:js-on': 'Roasted Chicken Rice',
  'oos:js-off': 'Soy Sauce Chicken Rice',
  'low:js-on': 'Chicken Drumstick Rice',
  'low:js-off': 'Half Chicken',
};
const stockDish = (kind: 'oos' | 'low') => STOCK_DISHES[`${kind}:${test.info().project.name}`]!;

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The platform's ids of a dish on a food-hall table's menu. */
async function menuItem(request: APIRequestContext, table: string, itemTitle: string, brandTitle: string) {
  const hall = await (await request.get(`/api/enterprise/v1/branch/vizmenu/identify?hash=${table}`)).json();
  const brand = hall.brands.find((b: { title: string }) => b.title === brandTitle);
  const branch = hall.branches.find((b: { brand_ids: number[] }) => b.brand_ids.includes(brand.id));
  const menus = await (
    await request.get(`/api/consumer/v1/webshop/public/store/menus?brandID=${brand.id}&branchID=${branch.id}`)
  ).json();
  const item = menus.sections
    .flatMap((s: { sub_sections: { items: { id: number; title_v2: { en?: string } }[] }[] }) =>
      s.sub_sections.flatMap((c) => c.items),
    )
    .find((i: { title_v2: { en?: string } }) => i.title_v2.en === itemTitle);
  return { brandId: brand.id as number, branchId: branch.id as number, itemId: item.id as number };
}

async function setStock(request: APIRequestContext, table: string, itemTitle: string, body: object) {
  const { branchId, itemId } = await menuItem(request, table, itemTitle, 'Ah Seng Chicken Rice');
  const res = await request.post(`/api/enterprise/v1/branch/${branchId}/item/${itemId}/stock`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  expect(res.status()).toBe(200);
}

test('an empty cart says so and leads back to the menu', async ({ page }) => {
  await page.goto('/menu/HFtbl012');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart Empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a food-hall cart groups lines by stall and brand, with the bill and Proceed to Checkout', async ({ page }) => {
  await addChickenRice(page, 'HFtbl006');
  await addFries(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Ah Seng Chicken Rice @ Harbourfront' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Western Grill Station @ Harbourfront' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Ah Seng Chicken Rice', 'Western Grill Station']);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Service & processing fee')).toBeVisible();
  await expect(summary.getByText('GST (included)')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(/^S\$\d+\.\d{2}$/);
  await expect(page.getByText(/^incl\. GST$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  // Guests and logged-out visitors see the login carousel.
  await expect(
    page.getByRole('region', { name: 'Log in for more' }).getByRole('link', { name: 'Guest' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('lines are removed with the remove-items popover and the order note is kept', async ({ page }) => {
  await addChickenRice(page, 'HFtbl008');
  await addChickenRice(page, 'HFtbl008');
  await page.goto('/cart');
  await expect(page.getByLabel('Quantity of Hainanese Steamed Chicken Rice')).toHaveText('2'); // the same line merged
  await page.getByLabel('Order note').fill('Please pack the chilli separately');
  // The note is saved (a POST, with or without JavaScript) before the page is opened again.
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cart'));
  await page.getByRole('button', { name: 'Save note' }).click();
  await saved;
  await page.goto('/cart');
  await expect(page.getByLabel('Order note')).toHaveValue('Please pack the chilli separately');
  await page.getByText('Remove items').click();
  await page.getByRole('group', { name: 'Items from Ah Seng Chicken Rice' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await expect(page.getByRole('heading', { name: 'Cart Empty' })).toBeVisible();
});

test('an order note too long is refused under its field (conform; the browser’s own limit without JavaScript)', async ({
  page,
  jsEnabled,
}) => {
  await addChickenRice(page, 'HFtbl011');
  await page.goto('/cart');
  if (jsEnabled) await scriptRan(page);
  const note = page.getByLabel('Order note');
  // the browser keeps the note within the limit by itself, with or without JavaScript
  await expect(note).toHaveAttribute('maxlength', '250');
  // past it (an old page, a client that ignores the limit): with JavaScript the form says so before
  // sending; without, the server refuses it (400) and the page says so beside the field; nothing is kept
  await note.evaluate((el) => el.removeAttribute('maxlength'));
  await note.fill('x'.repeat(251));
  // one post, the Save's: leaving the field sends nothing (a validation post on blur used to disable the Save
  // as it was tapped)
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/cart') posts.push(r.postData() ?? '');
  });
  await note.blur();
  const posted = jsEnabled
    ? null
    : page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cart'));
  await page.getByRole('button', { name: 'Save note' }).click();
  if (posted) expect((await posted).status()).toBe(400);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Order note is too long. Please limit your note to 250 characters only.' }),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toContain('intent=groupNote');
  await page.goto('/cart');
  await expect(page.getByLabel('Order note')).toHaveValue('');
});

test('taking the only item below one asks to clear the cart, then goes back to the brand', async ({ page }) => {
  await addChickenRice(page, 'HFtbl010');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Fewer Hainanese Steamed Chicken Rice' }).click();
  const sheet = page.getByRole('dialog', { name: 'Clear your cart?' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Quantity of Hainanese Steamed Chicken Rice')).toHaveText('1');
  await page.getByRole('link', { name: 'Fewer Hainanese Steamed Chicken Rice' }).click();
  await page.getByRole('dialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear cart' }).click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ah Seng Chicken Rice' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart Empty' })).toBeVisible();
});

test('an item taken off the menu after it was added stops checkout with the SPEC text', async ({ page, request }) => {
  const STOCK_DISH = stockDish('oos');
  await addChickenRice(page, 'HFtbl001', undefined, STOCK_DISH);
  try {
    await setStock(request, 'HFtbl001', STOCK_DISH, { available: false });
    await page.goto('/cart');
    await expect(page.getByRole('alert').filter({ hasText: `${STOCK_DISH} out of stock!` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  } finally {
    await setStock(request, 'HFtbl001', STOCK_DISH, { available: true });
  }
});

test('asking for more than the stock left is refused and the cart stays as it was', async ({ page, request }) => {
  const STOCK_DISH = stockDish('low');
  await addChickenRice(page, 'HFtbl002', undefined, STOCK_DISH);
  try {
    await setStock(request, 'HFtbl002', STOCK_DISH, { available: true, quantity: 1 });
    await page.goto('/cart');
    await page.getByRole('button', { name: `More ${STOCK_DISH}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Stock unavailable for ${STOCK_DISH}!` })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`Quantity of ${STOCK_DISH}`)).toHaveText('1');
  } finally {
    await setStock(request, 'HFtbl002', STOCK_DISH, { available: true });
  }
});

test('a price changed by the restaurant brings the price update alert, then the cart shows the new price', async ({
  page,
  request,
}) => {
  // A brand no other test orders from: the new price moves its branches to a new menu version.
  const [brandTitle, dish] =
    test.info().project.name === 'js-on'
      ? ['Katong Laksa House', 'Mee Siam']
      : ['Prata Corner', 'Plain Prata (Kosong)'];
  await page.goto('/menu/HFtbl006');
  await page.getByRole('link', { name: new RegExp(brandTitle) }).click();
  await page
    .getByRole('link', { name: new RegExp(`^${dish.replace(/[()]/g, '\\$&')}`) })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The add was priced by the bill, which the cart keeps: the page answers from it without pricing again
  // (its Server-Timing names no bill).
  const kept = await page.goto('/cart');
  expect(kept?.headers()['server-timing']).not.toMatch(/bill/);
  const line = page.locator('.cart-line').filter({ hasText: dish });
  const before = await line.locator('strong').first().innerText();
  const { brandId, itemId } = await menuItem(request, 'HFtbl006', dish, brandTitle);
  const setPrice = async (price: number) => {
    const res = await request.post(`/api/enterprise/v1/brand/${brandId}/item/${itemId}/price`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      data: { price },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { previous: { price: number } }).previous.price;
  };
  const was = await setPrice(9990);
  try {
    // The menu moved to a new version: the kept bill no longer prices the cart, the platform's bill does.
    const repriced = await page.reload();
    expect(repriced?.headers()['server-timing']).toMatch(/(^|, )bill;dur=/);
    const alert = page.getByRole('dialog', { name: 'Prices have changed' });
    await expect(alert).toContainText('Your cart now shows the current prices.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // S$99.90 before any campaign of the stall: well above what the line cost.
    await expect(line.locator('strong').first()).not.toHaveText(before);
    expect(amount(await line.locator('strong').first().innerText())).toBeGreaterThan(amount(before) + 50);
    await page.reload();
    await expect(page.getByRole('heading', { name: dish })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setPrice(was);
  }
});

test('below the minimum basket of the order type, checkout waits', async ({ page }) => {
  await addSimpleItem(page, 'FTteahse', /Jasmine Green Tea/);
  await page.goto('/cart');
  await expect(page.getByText('Minimum order value is NT$200 for Pickup orders.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  // More tea until the basket reaches the minimum (campaigns may take some off the price).
  const minimum = page.getByText(/Minimum order value is/);
  const checkout = page.getByRole('link', { name: 'Proceed to Checkout' });
  for (let i = 2; i <= 12 && (await minimum.count()) > 0; i++) {
    await page.getByRole('button', { name: 'More Jasmine Green Tea' }).click();
    await expect(page.getByLabel('Quantity of Jasmine Green Tea')).toHaveText(String(i));
    // With JavaScript the line stays busy until its debounced post and the cart's reload are done.
    await expect(page.locator('.cart-line[aria-busy]')).toHaveCount(0);
    // The page has settled (without JavaScript a POST, a redirect and a GET): the warning or the way on.
    await expect(minimum.or(checkout).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByText(/Minimum order value is/)).toHaveCount(0);
});

test('/panel shows the time a scheduled order is for, as the menu’s order card does', async ({ page, request }) => {
  // Lola's Makati is closed today and tomorrow: its orders are scheduled, for the earliest time allowed.
  const makati = (await (await request.get('/api/enterprise/v1/branch/vizmenu/identify?hash=LKmakati')).json()).branch;
  const menus = await (
    await request.get(`/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${makati.id}`)
  ).json();
  type Item = { title: string; title_v2: Record<string, string> | null; groups: unknown[]; oos: boolean };
  type Section = { available_times: unknown; sub_sections: { isAvailable: unknown; items: Item[] }[] };
  // An item with no hours of its own and no choices, which a scheduled order can have.
  const item = (menus.sections as Section[])
    .filter((s) => !s.available_times)
    .flatMap((s) => s.sub_sections.filter((c) => !c.isAvailable).flatMap((c) => c.items))
    .find((i) => i.groups.length === 0 && !i.oos)!;
  const title = item.title_v2?.en ?? item.title;
  await page.goto('/menu/LKmakati');
  const card = await page.locator('.order-type-card').innerText();
  const when = /·\s*(.+?\d{2}:\d{2})/.exec(card)?.[1];
  expect(when, card).toBeTruthy();
  await addFromMenu(page, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.goto('/panel');
  const panelCard = page.locator('.order-type-card');
  await expect(panelCard).toContainText(when!);
  await expect(panelCard).not.toContainText('As soon as possible');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
});

test('/panel shows the order type and the same cart', async ({ page }) => {
  await addChickenRice(page, 'HFtbl004');
  await page.goto('/panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.getByText('Order type')).toBeVisible();
  await expect(page.getByText('Dine-in', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Hainanese Steamed Chicken Rice' })).toBeVisible();
});
