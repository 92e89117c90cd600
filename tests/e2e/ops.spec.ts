// Issue 16, the kitchen's ops screen with JavaScript on and off (the two projects): staff log in with the ops
// token (a wrong one is refused), pick their branch, and the board shows a customer's new order — live with
// JavaScript, after a refresh without; staff accept it and the customer's order page says "Order Accepted"
// (live with JavaScript, after a reload without). A move the platform refuses (another tablet was quicker) is
// a message on the board, never an error page.
import type { Page } from '@playwright/test';
import { OPS_TOKEN } from '../../playwright.config';
import { platformCalls } from '../fixtures/platform-calls';
import { addAtLolas, choosePayment, kitchen, payAsGuest } from './checkout-steps';
import { expect, expectAccessible, reload, test } from './fixtures';
import { boardCard, staffLogin } from './kitchen-screen';
import { htmlErrors } from './vnu';

const ENT = '/api/enterprise/v1';
const OMS = '/api/consumer/v1/oms';
const platform = () => platformCalls(() => ({ url: test.info().project.use.baseURL! }), OPS_TOKEN);

/** The order's short id, as the board shows it (read from the platform with the ops token). */
async function shortIdOf(hash: string): Promise<string> {
  const { call, branchOf } = platform();
  const branch = (await branchOf('LKmalate')).branch!;
  const orders = await call('GET', `${ENT}/branch/${branch.id}/orders`, undefined, OPS_TOKEN);
  return orders.body.results.find((o: { order_hash: string }) => o.order_hash === hash).short_id;
}

const column = (staff: Page, name: RegExp) => staff.getByRole('region', { name });
const card = boardCard;

test('a wrong token is refused; the board needs the login', async ({ page }) => {
  await page.goto('/ops/1');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.getByLabel('Ops token').fill('not-the-ops-token-0123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This token is not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await expectAccessible(page);
});

test('a new order reaches the board; staff accept it and the customer’s page says so', async ({ page, jsEnabled }) => {
  test.setTimeout(150_000);
  const staff = await page.context().newPage();
  await staffLogin(staff);

  // the customer orders through the shop (cash, pickup)
  await addAtLolas(page, 'LKmalate', /Fresh Young Coconut Juice/);
  await page.goto('/checkout');
  await choosePayment(page, /^Cash$/);
  await payAsGuest(page, jsEnabled, ['0917 555 0311', 'PH']);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const hash = new URL(page.url()).searchParams.get('orderHash')!;
  const shortId = await shortIdOf(hash);

  // live with JavaScript; without it the board reloads itself (here: at once)
  if (!jsEnabled) await reload(staff);
  const incoming = column(staff, /^Incoming/);
  await expect(incoming.getByRole('article', { name: new RegExp(`#${shortId}`) })).toBeVisible({ timeout: 15_000 });
  const order = card(staff, shortId);
  await expect(order).toContainText('New');
  await expect(order).toContainText('1 x Fresh Young Coconut Juice');
  await expect(order).toContainText('Pickup');
  await expect(order).toContainText('Cash');
  await expectAccessible(staff);

  await order.getByRole('button', { name: 'Accept' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Order accepted' })).toBeVisible();
  await expect(column(staff, /^In progress/).getByRole('article', { name: new RegExp(`#${shortId}`) })).toBeVisible();
  await expect(incoming.getByRole('article', { name: new RegExp(`#${shortId}`) })).toHaveCount(0);

  // the customer's page: live with JavaScript, after a reload without
  if (!jsEnabled) await reload(page);
  await expect(page.getByRole('heading', { name: 'Order Accepted' })).toBeVisible({ timeout: 15_000 });
});

/** A cash pickup order a guest placed on the platform with `lines` items: its hash and short id. */
async function platformOrder(tag: string, lines: number) {
  const { call, branchOf, cartOf } = platform();
  const lookup = await branchOf('LKmalate');
  const guest = await call('POST', '/api/consumer/v1/auth/login/guest', {
    accept_tc: true,
    branch_id: lookup.branch!.id,
  });
  const cart = await cartOf(lookup.brand!.id, lookup.branch!.id, lines);
  const placed = await call(
    'POST',
    `${OMS}/order`,
    {
      idempotency_key: `ops-${tag}-${test.info().project.name}-${Date.now()}`,
      branch_id: lookup.branch!.id,
      cart,
      order_type: 1,
      payment_method: 2,
      user_info: { phone: '+639171234567', region: 'PH' },
    },
    guest.body.access_token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const hash = placed.body.order_hash as string;
  return { hash, shortId: await shortIdOf(hash) };
}

test('a move the platform refuses is a message on the board', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { hash, shortId } = await platformOrder('refusal', 1);

  // this tablet's live connection is down: it does not hear that another one accepts the order
  await page.routeWebSocket(/\/socket\.io\//, () => undefined);
  await staffLogin(page);
  const order = card(page, shortId);
  await expect(order.getByRole('button', { name: 'Accept' })).toBeVisible();
  await kitchen(request, hash, 'accept');
  await order.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not done' })).toHaveText(
    'Not done: An order that is accepted cannot be accepted',
  );
  await expect(page).toHaveURL(/\/ops\/\d+\?lng=en$/);
  await expect(column(page, /^In progress/).getByRole('article', { name: new RegExp(`#${shortId}`) })).toBeVisible();
});

test('staff take a line out of an order before accepting it; the platform prices it again', async ({ page }) => {
  test.setTimeout(90_000);
  const { shortId } = await platformOrder('edit', 2);
  await staffLogin(page);
  const order = card(page, shortId);
  const before = await order.locator('.ops-card__pay strong').textContent();
  await order.getByRole('link', { name: 'Edit cart' }).click();
  // the lines as the board words them (in the kitchen's language)
  await expect(order.locator('.ops-edit-line label')).toHaveCount(2);
  const titles = await order.locator('.ops-edit-line label').allTextContents();
  await order.getByLabel(titles[0]!).fill('0');
  await order.getByLabel('Message to the customer (optional)').fill('Sorry, sold out today');
  await order.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart updated' })).toBeVisible();
  await expect(order).toContainText('Cart changed: Sorry, sold out today');
  await expect(order.getByRole('listitem')).toHaveCount(1);
  await expect(order).toContainText(`1 x ${titles[1]}`);
  await expect(order.locator('.ops-card__pay strong')).not.toHaveText(before!);
  // the form is closed: the board's own address again
  await expect(page).toHaveURL(/\/ops\/\d+\?lng=en$/);
});

test('the ops pages are valid HTML, with every form of the board open', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'the HTML is the same in both projects; checked once');
  test.setTimeout(90_000);
  const { hash } = await platformOrder('html', 2);
  const branch = (await platform().branchOf('LKmalate')).branch!;
  const loginHtml = await (await page.request.get('/ops/login')).text();
  await staffLogin(page);
  const board = `/ops/${branch.id}?lng=en`;
  const pages = [
    board,
    `${board}&act=notice`,
    `${board}&act=edit&order=${hash}`,
    `${board}&act=cancel&order=${hash}`,
    '/ops',
  ];
  const checked = [{ name: '/ops/login', html: loginHtml }];
  for (const p of pages) {
    const html = await (await page.request.get(p)).text();
    // the page itself, not the login it would send a stranger to
    expect(html, p).toContain(p === '/ops' ? 'Choose your branch' : 'Incoming');
    checked.push({ name: p, html });
  }
  expect(await htmlErrors(checked)).toEqual([]);
});
