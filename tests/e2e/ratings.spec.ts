// Issue 16, ratings, with JavaScript on and off (the two projects): SPEC §2 "Orders" (Rate now, or the stars),
// §2 "Rating sheet" (1 to 5 stars, optional comment, aspect chips, thank-you screen with links to review
// sites), §4 "The rating prompt shows for a completed, paid order when logged in. An existing rating is …
// shown read-only", §2 "Group orders" (the bulk rating sheet opens by itself). The orders are placed on the
// platform's API by the customer the browser then logs in as, and moved by the kitchen's ops token.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, phoneFor, watchRoom, test } from './fixtures';
import { browserLogin, e2ePlatform, platformLogin } from './customers';

const OMS = '/api/consumer/v1/oms';
const CONSUMER = '/api/consumer/v1';
const ENT = '/api/enterprise/v1';

const platform = e2ePlatform;

/** Chooses a star of the sheet: the radio is drawn as a star, so the star (its label) is what is tapped. */
async function chooseStars(sheet: ReturnType<Page['getByRole']>, page: Page, name: string) {
  const radio = sheet.getByRole('radio', { name, exact: true });
  await sheet.locator('.rating-input__star', { has: page.getByRole('radio', { name, exact: true }) }).click();
  await expect(radio).toBeChecked();
}

test('a completed, paid order is rated from its page, then shown read-only; the history card shows the stars', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  const phone = phoneFor(86);
  const token = await platformLogin(phone.e164);
  const { ops, placePickup } = platform();
  const { hash } = await placePickup(token, { user_info: { phone: phone.e164, region: 'PH' } });
  for (const move of ['accept', 'ready', 'complete', 'paid']) expect((await ops(hash, move)).status).toBe(200);

  // the history offers Rate now on the completed order; it opens the order's page with the sheet
  await browserLogin(page, phone, '/order-history', jsEnabled, { first: 'Rosa', last: 'Santos' });
  await expect(page).toHaveURL(/\/order-history$/);
  const card = page.locator('.order-card', { hasText: `Order ${hash.slice(0, 5)}…` });
  await card.getByRole('link', { name: 'Rate now' }).click();
  await expect(page).toHaveURL(`/order-details?orderHash=${hash}&rate=1`);

  const sheet = page.getByRole('dialog', { name: 'Rate your order' });
  await expect(sheet.getByRole('radio')).toHaveCount(5);
  await expect(sheet.getByRole('radio', { name: '1 star', exact: true })).toHaveCount(1);
  await expect(sheet.getByRole('radio', { name: '5 stars' })).toHaveCount(1);
  await expect(sheet.getByRole('checkbox', { name: 'Taste' })).toBeVisible();
  await expect(sheet.getByLabel('Comment (optional)')).toHaveAttribute('maxlength', '500');
  await expect(sheet.getByText('Maximum 500 characters')).toBeVisible();
  const submit = sheet.getByRole('button', { name: 'Submit' });
  if (jsEnabled) await expect(submit).toBeDisabled();
  await expectAccessible(page);

  await chooseStars(sheet, page, '4 stars');
  if (jsEnabled) {
    await expect(sheet.getByText('Good', { exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await sheet.getByRole('checkbox', { name: 'Taste' }).check();
  await sheet.getByLabel('Comment (optional)').fill('The sinigang was just right');
  await submit.click();

  // the thank-you screen: the impression and the branch's review sites
  await expect(page).toHaveURL(`/order-details?orderHash=${hash}&rate=thanks`);
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks.getByText('Good', { exact: true })).toBeVisible();
  await expect(thanks.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Review on Google' })).toHaveAttribute(
    'href',
    'https://search.google.com/local/writereview?placeid=demo-lolas-malate',
  );
  await expect(thanks.getByRole('link', { name: 'Review on Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/demo.lolas/reviews',
  );
  await expectAccessible(page);
  await thanks.getByRole('link', { name: 'Done' }).click();

  // read-only: the stars, the aspect, the comment; no sheet, not even asked for
  await expect(page).toHaveURL(`/order-details?orderHash=${hash}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const yours = page.getByRole('region', { name: 'Your rating' });
  await expect(yours.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(yours.getByText('Taste')).toBeVisible();
  await expect(yours.getByText('The sinigang was just right')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rate now' })).toHaveCount(0);
  await page.goto(`/order-details?orderHash=${hash}&rate=1`);
  await expect(page.getByRole('region', { name: 'Your rating' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the history card shows the stars instead of Rate now
  await page.goto('/order-history');
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Rate now' })).toHaveCount(0);
});

test('a food-hall group of two brands, completed and paid later, is rated at once by the bulk sheet', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  const phone = phoneFor(87);
  const token = await platformLogin(phone.e164);
  const { call, ops, branchOf, cartOf } = platform();
  const lookup = await branchOf('HFhall01');
  const hall = await call('GET', `${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
  const [a, b] = hall.body.branches as { id: number; brand_ids: number[] }[];
  const cart = [...(await cartOf(a!.brand_ids[0]!, a!.id, 1, 3)), ...(await cartOf(b!.brand_ids[0]!, b!.id, 1, 3))];
  // a table's order, paid after the meal
  const placed = await call(
    'POST',
    `${OMS}/order/v2`,
    {
      idempotency_key: `ratings-group-${Date.now()}-${jsEnabled}`,
      foodhall_id: lookup.foodhall_id,
      is_foodhall_order: true,
      table_no: '5',
      cart,
      order_type: 3,
      payment_method: null,
      user_info: { phone: phone.e164, region: 'PH' },
    },
    token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const uuid = placed.body.parent_order_uuid as string;
  const group = await call('GET', `${OMS}/order/group-orders/${uuid}`, undefined, token);
  const children = group.body.child_orders as { order_hash: string; brands: { title: string }[] }[];
  expect(children).toHaveLength(2);
  for (const child of children)
    for (const move of ['accept', 'ready', 'complete', 'paid'])
      expect((await ops(child.order_hash, move)).status).toBe(200);

  // every stall completed, none rated: the bulk sheet is open on arrival
  await browserLogin(page, phone, `/group-orders?parentUuid=${uuid}`, jsEnabled, { first: 'Rosa', last: 'Santos' });
  await expect(page).toHaveURL(`/group-orders?parentUuid=${uuid}`);
  const sheet = page.getByRole('dialog', { name: 'Rate your food-hall order' });
  await expect(sheet).toBeVisible();
  for (const child of children) await expect(sheet.getByText(child.brands[0]!.title)).toBeVisible();
  await expectAccessible(page);
  await chooseStars(sheet, page, '5 stars');
  await sheet.getByRole('checkbox', { name: 'Service' }).check();
  await sheet.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(`/group-orders?parentUuid=${uuid}&rate=thanks`);
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks.getByText('Excellent!')).toBeVisible();
  for (const child of children)
    await expect(thanks.getByRole('link', { name: `Review ${child.brands[0]!.title} on Google` })).toBeVisible();
  await thanks.getByRole('link', { name: 'Done' }).click();

  // both stalls rated, shown read-only; the sheet does not open again
  await expect(page).toHaveURL(`/group-orders?parentUuid=${uuid}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const yours = page.getByRole('region', { name: 'Your rating' });
  await expect(yours.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(2);
  await expect(yours.getByText('Service')).toHaveCount(2);
  const ratings = await call(
    'GET',
    `${CONSUMER}/ratings/user/${(await call('GET', `${CONSUMER}/profile`, undefined, token)).body.user.id}/orders?order_ids=${group.body.child_orders.map((c: { order_id: number }) => c.order_id).join(',')}`,
    undefined,
    token,
  );
  expect(ratings.body.results.map((r: { rating_id: number }) => r.rating_id)).toEqual([5, 5]);
});

test('a rating sent after the order was rated elsewhere is refused; the page shows the rating given', async ({
  page,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  const phone = phoneFor(88);
  const token = await platformLogin(phone.e164);
  const { call, ops, placePickup } = platform();
  const { id, hash } = await placePickup(token, { user_info: { phone: phone.e164, region: 'PH' } });
  for (const move of ['accept', 'ready', 'complete', 'paid']) expect((await ops(hash, move)).status).toBe(200);

  // with JavaScript the page joins its order's live room and loads its data again: the other tab's rating
  // must come after that load, or the page (rightly) shows it at once and closes the sheet
  const room = jsEnabled ? await watchRoom(page) : null;
  await browserLogin(page, phone, `/order-details?orderHash=${hash}&rate=1`, jsEnabled, {
    first: 'Rosa',
    last: 'Santos',
  });
  if (room) await room.joined();
  const sheet = page.getByRole('dialog', { name: 'Rate your order' });
  await chooseStars(sheet, page, '2 stars');
  // meanwhile the same customer rates the order in another tab (here: on the platform)
  const userId = (await call('GET', `${CONSUMER}/profile`, undefined, token)).body.user.id;
  const other = await call(
    'POST',
    `${CONSUMER}/ratings/user-ratings`,
    { user_id: userId, order_id: id, rating_id: 5, comments: 'From the other tab' },
    token,
  );
  expect(other.status, JSON.stringify(other.body)).toBe(200);
  await sheet.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This order has already been rated.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const yours = page.getByRole('region', { name: 'Your rating' });
  await expect(yours.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(yours.getByText('From the other tab')).toBeVisible();
});
