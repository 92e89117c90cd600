// Issue 16, the orders page with JavaScript on and off (the two projects): SPEC §2 "Orders" — the tabs
// Active Orders and Orders History, the cards (short hash, price, branch, items as "qty x title", status),
// history ten at a time while page × size ≤ total (appended as the customer scrolls with JavaScript, a
// "more" link without), the unpaid-only toggle, a card opening its order, and a visitor going through login.
// The 25 finished orders are made on the platform's API by the same customer the browser logs in as.
import { expect, expectAccessible, enterSentCode, phoneFor, test } from './fixtures';
import { e2ePlatform, platformLogin } from './customers';

const OMS = '/api/consumer/v1/oms';

const platform = e2ePlatform;

/** `count` cash pickup orders at Lola's Kusina Malate, oldest first: their hashes. */
async function placeOrders(token: string, count: number, tag: string): Promise<string[]> {
  const { call, branchOf, cartOf } = platform();
  const lookup = await branchOf('LKmalate');
  const cart = await cartOf(lookup.brand!.id, lookup.branch!.id, 1);
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(
      'POST',
      `${OMS}/order`,
      {
        idempotency_key: `${tag}-${i}-${Date.now()}-orders-e2e`,
        branch_id: lookup.branch!.id,
        cart,
        order_type: 1,
        payment_method: 2,
        user_info: { phone: '+639171234567', region: 'PH' },
      },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    hashes.push(res.body.order_hash);
  }
  return hashes;
}

test('orders: history ten at a time, active orders with the unpaid toggle; a card opens its order', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const phone = phoneFor(20);
  const token = await platformLogin(phone.e164);
  const { call, ops } = platform();
  // 25 finished: two completed by the kitchen, 23 cancelled by the customer; then two under way, one paid
  const finished = await placeOrders(token, 25, 'history');
  for (const hash of finished.slice(0, 2))
    for (const move of ['accept', 'ready', 'complete']) expect((await ops(hash, move)).status).toBe(200);
  for (const hash of finished.slice(2))
    expect((await call('POST', `${OMS}/order/${hash}/cancel`, { cancellation_reason_id: 1 }, token)).status).toBe(200);
  const [paid, unpaid] = await placeOrders(token, 2, 'active');
  expect((await ops(paid!, 'paid')).status).toBe(200);

  // a visitor goes through login first, and comes back to the history
  await page.goto('/menu/LKmalate');
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Forder-history/);
  await page.getByRole('link', { name: 'Continue with mobile' }).click();
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterSentCode(page, phone.e164);
  if (!jsEnabled) await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('First name').fill('Lea');
  await page.getByLabel('Last name').fill('Cruz');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order-history$/);

  await expect(page.getByRole('link', { name: 'Orders History' })).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('.order-card');
  await expect(cards).toHaveCount(10);
  await expectAccessible(page);
  // newest first: the last cancelled order, its short hash (first 5 … last 5), price, branch, items, status
  const newest = finished.at(-1)!;
  const first = cards.first();
  await expect(first).toContainText(`Order ${newest.slice(0, 5)}…${newest.slice(-5)}`);
  await expect(first).toContainText('Order Cancelled');
  await expect(first).toContainText('1 x ');
  await expect(first).toContainText('Malate');
  await expect(first).toContainText('₱');

  const more = page.getByRole('link', { name: 'Show more orders' });
  if (jsEnabled) {
    // the next page comes as the customer scrolls to the end of the list
    await more.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(20);
    await more.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(25);
    await expect(page).toHaveURL(/\/order-history$/);
  } else {
    await more.click();
    await expect(page).toHaveURL(/\/order-history\?page=2$/);
    await expect(cards).toHaveCount(20);
    await more.click();
    await expect(cards).toHaveCount(25);
  }
  // 25 of 25: SPEC §9's page × size ≤ total (3 × 10 > 25) asks for no more
  await expect(more).toHaveCount(0);
  await expect(cards).toHaveCount(25);
  // the oldest two were completed by the kitchen
  await expect(cards.nth(24)).toContainText('Order Delivered');
  await expect(cards.nth(24)).toContainText(`Order ${finished[0]!.slice(0, 5)}…`);

  // Active Orders: the two under way; the unpaid-only toggle keeps the unpaid one
  await page.getByRole('link', { name: 'Active Orders' }).click();
  await expect(page).toHaveURL(/\/active-orders$/);
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(`Order ${unpaid!.slice(0, 5)}…`);
  await page.getByRole('switch', { name: 'Unpaid only' }).check();
  if (!jsEnabled) await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/active-orders\?unpaid=1$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Order ${unpaid!.slice(0, 5)}…`);
  await expect(page.getByRole('switch', { name: 'Unpaid only' })).toBeChecked();

  // a card opens its order
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/order-details\\?orderHash=${unpaid}$`));
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
});

test('an empty history says so and offers to order', async ({ page }) => {
  await page.goto('/menu/FTteahse');
  await page.goto('/login?redirectUrl=%2Forder-history');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { name: 'No Order History' })).toBeVisible();
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/brand\/\d+|\/$/);
});
