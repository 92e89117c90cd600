import {
  beforeScript,
  dismissNotice,
  expect,
  expectAccessible,
  holdRequests,
  openSidebar,
  scriptRan,
  test,
} from './fixtures';

test('the demo index opens a store, its brands are searched and a brand menu opens', async ({ page, jsEnabled }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo stores' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /^Dapur Nusantara Jakarta/ }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dapur Nusantara' })).toBeVisible();
  const brands = page.locator('.brand-card__title');
  await expect(brands).toHaveCount(4);
  await expectAccessible(page);

  // Search: debounced typing with JavaScript, a GET form submitted with Enter without it.
  const search = page.getByRole('searchbox', { name: 'Search brands' });
  await search.fill('kopi');
  if (!jsEnabled) await search.press('Enter');
  await expect(page).toHaveURL(/\?q=kopi/);
  await expect(brands).toHaveText(['Kopi Senja']);

  await search.fill('nothing like this');
  if (!jsEnabled) await search.press('Enter');
  await expect(page.getByText("Sorry! We couldn't find any result.")).toBeVisible();

  await search.fill('');
  await page.getByLabel('Sort').selectOption('az');
  if (!jsEnabled) await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/sort=az/);
  await expect(brands).toHaveText(['Bakmi Pak Harun', 'Kopi Senja', 'Martabak Bulan Sabit', 'Warung Nusantara']);

  await page.getByRole('link', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.locator('ul.brands--list')).toBeVisible();

  await page.getByRole('link', { name: /Kopi Senja/ }).click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi Senja' })).toBeVisible();
  // Item titles come in the chosen language where the menu has them (title_v2).
  await expect(page.getByRole('heading', { level: 4, name: 'Iced Palm Sugar Coffee Latte' }).first()).toBeVisible();
  // IDR: no decimals, dot thousands (SPEC §9).
  await expect(page.locator('.price__now').first()).toHaveText(/^Rp \d{1,3}(\.\d{3})+$/);
  await expect(page.getByRole('link', { name: 'Change brand' })).toHaveAttribute('href', '/menu');
  await expectAccessible(page);
});

test('a link with exactly one brand goes straight to the brand menu', async ({ page }) => {
  const response = await page.goto('/menu/LK7brand');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/brand\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: "Lola's Kusina" })).toBeVisible();
  // One brand: nothing to change to.
  await expect(page.getByRole('link', { name: 'Change brand' })).toHaveCount(0);
  // PHP: two decimals, comma thousands.
  await expect(page.locator('.price__now').first()).toHaveText(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole('heading', { level: 4, name: 'Chicken Adobo' })).toBeVisible();
  // The readable mask opens the same store.
  await page.goto('/menu/lolas-kusina');
  await expect(page).toHaveURL(/\/brand\/1$/);
});

test('a closed branch and a busy branch say so on their menu', async ({ page }) => {
  await page.goto('/menu/LKmakati');
  // Makati takes scheduled orders while closed (SPEC §8 "Closed").
  await expect(
    page.getByText(/Store is closed till .+\. You may only place a scheduled order at this time\./),
  ).toBeVisible();
  await page.goto('/menu/LKqcbusy');
  await expect(
    page.getByText(/This restaurant is not accepting orders now\. Try again in \d+ minutes?\./),
  ).toBeVisible();
});

test('a food hall table link shows its table and brands grouped by business under "Order together"', async ({
  page,
}) => {
  await page.goto('/menu/HFtbl003');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbourfront Food Hall' })).toBeVisible();
  await expect(page.getByText('Table 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Order together' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Ah Seng Group', 'Grill & Bar Co', 'Prata Corner']);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Satay Street/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Satay Street' })).toBeVisible();
  // SGD: two decimals.
  await expect(page.locator('.price__now').first()).toHaveText(/^S\$\d+\.\d{2}$/);
});

test('a one-stall food hall opens its menu after two seconds', async ({ page }) => {
  await page.goto('/menu/MKtbl001');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Marina Kiosk' })).toBeVisible();
  await expect(page.getByText('Table 1')).toBeVisible();
  await expect(page).toHaveURL(/\/brand\/\d+$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi & Teh Bar' })).toBeVisible();
});

test('a regular business has its home at /brand', async ({ page }) => {
  await page.goto('/menu/FEformsa');
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.locator('.brand-card__title')).toHaveText([/A-Ming/, /Formosa Tea House/]);
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/brand$/);
  await page.getByRole('link', { name: /A-Ming/ }).click();
  // TWD: no decimals.
  await expect(page.locator('.price__now').first()).toHaveText(/^NT\$\d{1,3}(,\d{3})*$/);
});

test('switching to Japanese translates the shop and the menu', async ({ page }) => {
  await page.goto('/menu/MHshibuy');
  await expect(page.getByRole('heading', { level: 1, name: /Menya Hoshi/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Shoyu Ramen' }).first()).toBeVisible();
  await openSidebar(page);
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 4, name: '醤油ラーメン' }).first()).toBeVisible();
  await openSidebar(page);
  await expect(page.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
  // ¥: no decimals.
  await expect(page.locator('.price__now').first()).toHaveText(/^¥\d{1,3}(,\d{3})*$/);
  // The choice is remembered on the next page.
  await page.goto('/page404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('with JavaScript a page takes its strings from its language’s file, fetched once and kept', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript a page needs no strings: it is the server’s HTML');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const files: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/locales/'))
      files.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  let loads = 0;
  page.on('load', () => loads++);
  const html = (await (await page.goto('/menu/MHshibuy?lng=ja'))?.text()) ?? '';
  await page.waitForLoadState('networkidle');
  // its scripts are asked for after its text, translations and first banner (ADR 0035), and still run
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(2);
  expect(preloads.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
  // the item sheet is drawn by the browser's script, with the strings of the file (keys without it)
  await page
    .getByRole('link', { name: /醤油ラーメン/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /カートに追加/ })).toBeVisible();
  expect(loads).toBe(1);
  expect(files).toEqual([
    {
      url: expect.stringMatching(/\/locales\/ja\/common\.json\?v=[\w-]+$/),
      cacheControl: expect.stringContaining('immutable'),
    },
  ]);
  expect(errors).toEqual([]);
});

test('?lng= picks the language and Accept-Language is the fallback', async ({ page, browser, javaScriptEnabled }) => {
  await page.goto('/?lng=id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const thai = await browser.newContext({ locale: 'th-TH', javaScriptEnabled });
  const other = await thai.newPage();
  await other.goto(page.url());
  await expect(other.locator('html')).toHaveAttribute('lang', 'th');
  await thai.close();
});

test('a link that names its language keeps it on the pages that follow', async ({ page }) => {
  await page.goto('/menu/DNgroup1?lng=id');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByRole('link', { name: /Kopi Senja/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 4, name: 'Es Kopi Susu Gula Aren' }).first()).toBeVisible();
});

test('the sidebar opens over the page with its links and languages', async ({ page }) => {
  await page.goto('/menu/DNgroup1');
  await openSidebar(page);
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeInViewport();
  for (const name of ['Profile', 'Promos', 'Rewards New', 'Orders', 'Support', 'Login'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Tiếng Việt' })).toBeVisible();
  await expectAccessible(page);
});

test('a menu tapped open before the page’s script ran stays open when it runs, and closes by Escape or a link', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript the menu is a native disclosure, opened and closed by its button');
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await beforeScript(page, '/menu/DNgroup1', async () => {
    await openSidebar(page);
    await expect(nav.getByRole('link', { name: 'Promos' })).toBeVisible();
  });
  await expect(nav.getByRole('link', { name: 'Promos' })).toBeVisible();
  // the script knows the menu is open: Escape closes it and gives the focus back to its button
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.locator('summary.sidebar__toggle')).toBeFocused();
  // and a navigation closes it
  await openSidebar(page);
  await nav.getByRole('link', { name: 'Promos' }).click();
  await expect(page).toHaveURL(/\/promo\?/);
  await expect(nav).toBeHidden();
});

test('a menu opened while the page is on its way stays open when it arrives; going back closes it', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript a tap loads a new page');
  await page.goto('/menu/LKmalate');
  await scriptRan(page);
  await dismissNotice(page);
  await expect(page.getByRole('button', { name: 'Got it' })).toBeHidden();
  // a tap on the grid view, whose page is held on the way; the menu is opened meanwhile
  const release = await holdRequests(page, '**/brand/1?*view=grid*');
  await page.getByRole('link', { name: 'Grid' }).click();
  await openSidebar(page);
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Promos' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/view=grid/);
  await page.waitForLoadState('networkidle');
  await expect(nav.getByRole('link', { name: 'Promos' })).toBeVisible();
  // going back closes it
  await page.goBack();
  await expect(page).not.toHaveURL(/view=grid/);
  await expect(nav).toBeHidden();
});

test('a menu’s cards travel once: as the page’s HTML, kept by the browser, and as data only after a change', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript the page is its HTML: there is no data to hand over');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/menu/LKmalate');
  // the page's script first (a tap before it is a plain form's: the page loads again)
  await scriptRan(page);
  await dismissNotice(page);
  type Menu = { sections: { categories: { items: unknown[] | null }[] }[] };
  const menuData = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __remixContext: { state: { loaderData: Record<string, unknown> } };
        __remixRouter: { state: { loaderData: Record<string, unknown> } };
      };
      return {
        handedOver: w.__remixContext.state.loaderData['routes/brand.$id'],
        now: w.__remixRouter.state.loaderData['routes/brand.$id'],
      } as { handedOver: Menu; now: Menu };
    });
  const cards = page.locator('.item');
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  // the page's data carries the menu's outline, not its cards
  const first = await menuData();
  const items = (m: Menu) => m.sections.flatMap((s) => s.categories.map((c) => c.items));
  expect(items(first.handedOver).length).toBeGreaterThan(1);
  expect(items(first.handedOver).every((i) => i === null)).toBe(true);
  // the server's cards work with the script: a card opens its sheet without loading a page…
  await page.getByRole('link', { name: /Fresh Young Coconut Juice/ }).click();
  await expect(page.getByRole('dialog', { name: /Fresh Young Coconut Juice/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // …and a "+" adds in one tap, busy while its add is on its way (held here until it has been seen so); the
  // data that follows the change carries the cards, drawn once each
  const release = await holdRequests(page, /\/brand\/\d+\/item\/\d+\?.*_data=/, (r) => r.method() === 'POST');
  const add = page.getByRole('button', { name: 'Add Fresh Young Coconut Juice to cart' });
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(add).toBeDisabled();
  release();
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAccessibleName('Cart, 1 item');
  await expect.poll(async () => items((await menuData()).now).every((i) => Array.isArray(i))).toBe(true);
  await expect(cards).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Add Fresh Young Coconut Juice to cart' })).toHaveCount(1);
  expect(loads).toBe(1);
  expect(errors).toEqual([]);
});

test('a menu whose page the browser had to draw itself asks for its cards', async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, 'without JavaScript the page is its HTML');
  // Something changed the page before the script hydrated it (an extension, a translator): React cannot
  // hydrate it and draws the page itself, where the cards kept from the HTML are gone.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const title = document.querySelector('h1');
      if (title) title.textContent = 'Changed by someone else';
    });
  });
  await page.goto('/menu/LKmalate');
  await expect(page.getByRole('heading', { level: 1, name: "Lola's Kusina" })).toBeVisible();
  await expect(page.getByRole('link', { name: /Fresh Young Coconut Juice/ })).toBeVisible();
  expect(await page.locator('.item').count()).toBeGreaterThan(10);
});
