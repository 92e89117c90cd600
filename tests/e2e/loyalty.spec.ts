// Issue 27, loyalty, with JavaScript on and off (the two projects): SPEC §2 "Loyalty home … Guests are redirected to
// login", "Loyalty history has tabs Earned and Claimed", §8 loyalty texts. A phone customer's order placed through
// the shop and completed by the kitchen on the ops screen earns points that the customer sees on the order, its
// history card, /loyalty, /loyalty/list and /loyalty/history; a customer with points redeems a reward at checkout.
import { dismissNotice, expect, expectAccessible, openSidebar, phoneFor, reload, test } from './fixtures';
import { browserLogin, e2ePlatform, platformLogin } from './customers';
import { addAtLolas, choosePayment, review } from './checkout-steps';
import { boardCard, staffLogin } from './kitchen-screen';

const CONSUMER = '/api/consumer/v1';

/** A cash pickup order of the customer of `token` at a store link's branch (two items, `quantity` each), completed
 * by the kitchen: its hash. */
async function completedOrder(token: string, phone: string, link: string, quantity = 1) {
  const { branchOf, cartOf, placePickup, ops } = e2ePlatform();
  const at = await branchOf(link);
  const cart = (await cartOf(at.brand!.id, at.branch!.id, 2)).map((l) => ({ ...l, quantity }));
  const { hash } = await placePickup(token, { branch_id: at.branch!.id, cart, user_info: { phone, region: 'PH' } });
  for (const move of ['accept', 'ready', 'complete']) {
    const moved = await ops(hash, move);
    // an order the branch accepts by itself is accepted already
    if (move !== 'accept' || moved.status !== 409) expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return hash;
}

test('a visitor sent to login from Rewards', async ({ page }) => {
  await page.goto('/menu/LKmalate');
  await dismissNotice(page);
  const menu = page.url();
  await openSidebar(page);
  await page.getByRole('link', { name: 'Rewards New' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Floyalty$/);
  // the brand menu's rewards chip too
  await page.goto(menu);
  await page.getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Floyalty$/);
});

test('an order completed by the kitchen earns points, shown on /loyalty, its rewards and its history', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const phone = phoneFor(73);
  const { branchOf } = e2ePlatform();
  const lookup = await branchOf('LKmalate');
  await browserLogin(page, phone, '/loyalty', jsEnabled, { first: 'Lia', last: 'Reyes' });

  // the phone customer orders through the shop (cash, pickup)…
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact details' });
  await contact.getByRole('textbox', { name: 'Email' }).fill('lia@example.com');
  await contact.getByRole('button', { name: 'Save' }).click();
  await review(page, jsEnabled);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const hash = new URL(page.url()).searchParams.get('orderHash')!;

  // …and the kitchen completes it on the ops screen
  const staff = await page.context().newPage();
  await staffLogin(staff);
  const order = boardCard(staff, `${hash.slice(0, 5)}…${hash.slice(-5)}`);
  for (const [button, done] of [
    ['Accept', 'Order accepted'],
    ['Ready', 'Order ready'],
    ['Complete', 'Order completed'],
  ]) {
    // without JavaScript the board shows a new order after its refresh (here: at once)
    if (!jsEnabled && button === 'Accept') await reload(staff);
    await order.getByRole('button', { name: button, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: done })).toBeVisible();
  }
  await staff.close();

  // the order page's loyalty card (SPEC §2) says what it earned
  await page.goto(`/order-details?orderHash=${hash}`);
  const earned = page.getByRole('region', { name: "Lola's Suki Club" });
  await expect(earned).toContainText(/You earned \d+ Suki points with this order/);
  const points = Number(/You earned (\d+)/.exec((await earned.textContent())!)![1]);
  expect(points).toBeGreaterThan(0);
  // the history card's points earned
  await page.goto('/order-history');
  await expect(page.locator('.order-card', { hasText: `Order ${hash.slice(0, 5)}…` })).toContainText(
    `${points} Suki points earned`,
  );

  await page.goto('/loyalty');
  const card = page.getByRole('region', { name: "Lola's Suki Club" });
  await expect(card).toContainText(`${points} Suki points`);
  await expect(page.getByRole('heading', { name: 'How to earn' })).toBeVisible();
  await expect(page.getByText('Earn 1 Suki points for every ₱10.00 spent')).toBeVisible();
  await expectAccessible(page);

  // SPEC §2 "country select sheet": with points in a second country (an order at Menya Hoshi, Tokyo), the other
  // businesses' points can be shown for one country
  await completedOrder(await platformLogin(phone.e164), phone.e164, 'MHshibuy');
  await page.reload();
  const others = page.getByRole('region', { name: 'Your points at other businesses' });
  await expect(others).toContainText('Hoshi Stamps');
  await expect(page.getByText('Points shown for: All countries')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Change' }).click();
  const countries = page.getByRole('dialog', { name: 'Select a country' });
  await countries.getByRole('link', { name: 'Philippines' }).click();
  await expect(page).toHaveURL(/\/loyalty\?country=\d+$/);
  await expect(page.getByText('Points shown for: Philippines')).toBeVisible();
  await expect(others).toHaveCount(0);

  await page.getByRole('link', { name: 'See rewards' }).click();
  await expect(page).toHaveURL(`/loyalty/list?business=${lookup.branch!.business_id}`);
  const rewards = page.getByRole('list', { name: 'Rewards' });
  await expect(rewards.getByRole('listitem')).toHaveCount(3);
  await expect(rewards.getByRole('listitem').first()).toContainText('₱50.00 off');
  await expect(rewards.getByRole('listitem').first()).toContainText(
    points >= 50 ? 'Ready to redeem' : `${50 - points} more Suki points needed`,
  );
  await expect(rewards.getByRole('listitem').nth(1)).toContainText('10% off, up to ₱100.00');

  await page.getByRole('link', { name: 'Points history' }).click();
  await expect(page).toHaveURL(`/loyalty/history?business=${lookup.branch!.business_id}`);
  await expect(page.getByRole('link', { name: 'Earned' })).toHaveAttribute('aria-current', 'page');
  const entry = page.locator('.loyalty-history__entry', { hasText: "Lola's Kusina Malate" });
  await expect(entry).toContainText(`+${points} Suki points`);
  // SPEC §9: "dd MMM yyyy", "hh:mm aaa"
  await expect(entry.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} · \d{2}:\d{2} (am|pm)$/);
  await page.getByRole('link', { name: 'Claimed' }).click();
  await expect(page).toHaveURL(/tab=claimed/);
  await expect(page.getByText('No History Available')).toBeVisible();
  await expectAccessible(page);
});

test('a customer with points redeems a reward at checkout: it comes off the bill and the placed order, points spent', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(180_000);
  const phone = phoneFor(74);
  const token = await platformLogin(phone.e164);
  const { call, branchOf } = e2ePlatform();
  const lookup = await branchOf('LKmalate');
  const businessId = lookup.branch!.business_id;
  // an earlier order, completed by the kitchen, earned the points
  await completedOrder(token, phone.e164, 'LKmalate', 10);
  const pointsOf = async () =>
    (await call('GET', `${CONSUMER}/loyalit/user?business_id=${businessId}`, undefined, token)).body.results[0]
      .points as number;
  const before = await pointsOf();
  expect(before).toBeGreaterThanOrEqual(50);

  await browserLogin(page, phone, '/loyalty', jsEnabled, { first: 'Ana', last: 'Cruz' });
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await expect(page.getByRole('note')).toContainText(/You'll earn \d+ Suki points with this order/);
  await page.getByRole('link', { name: 'Use a reward' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your rewards' });
  await expect(sheet).toContainText(`${before} Suki points`);
  await sheet.getByRole('radio', { name: /₱50.00 off/ }).check();
  await sheet.getByRole('button', { name: 'Apply reward' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Reward applied: A treat off your order')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Rewards discount');
  await expectAccessible(page);

  // SPEC §5: a phone-login customer without an email gives one when paying
  await page.getByRole('button', { name: 'Pay' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact details' });
  await contact.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  await contact.getByRole('button', { name: 'Save' }).click();
  await review(page, jsEnabled);
  await expect(page.getByText('Rewards discount')).toBeVisible();
  expect(await pointsOf()).toBe(before - 50);
});
