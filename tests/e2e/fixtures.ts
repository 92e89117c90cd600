import { test as base, expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { seriousOf } from '../fixtures/axe';
import { remixCookieValue } from '../fixtures/cookies';

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  page: async ({ page }, use) => {
    // The cookie sheet is tested on its own; elsewhere it is accepted up front.
    await page
      .context()
      .addCookies([{ name: 'cookie_consent', value: remixCookieValue('accepted'), url: 'http://127.0.0.1' }]);
    await use(page);
  },
});

export { expect };

/**
 * No serious or critical axe-core violation on the page as it is now. axe needs JavaScript: with it off,
 * the page's own HTML (scripts removed) is checked in a JavaScript-enabled page of the same browser.
 */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The serious and critical axe-core violations of the page as it is now, a line each (see expectAccessible). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return seriousOf(page, test.info().project.use.javaScriptEnabled !== false);
}

/** Opens the hamburger menu (a native disclosure, so this works with and without JavaScript). */
export async function openSidebar(page: Page) {
  await page.locator('summary.sidebar__toggle').click();
}

export { remixCookieValue };

/**
 * A slow network: holds the requests to `url` (those `which` picks) until the `release` it answers is called,
 * for what a page does while an answer is on its way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  which: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (which(route.request())) await held;
    await route.fallback();
  });
  return release;
}

/**
 * Makes a navigation (`go`: a goto or a reload) again when the page's own move took it. Without JavaScript a
 * page may reload itself (a meta refresh: a tracking page, the ops board, a timed hand-over); when it fires at
 * the moment a test navigates, the browser drops the test's navigation (net::ERR_ABORTED) or answers none.
 */
export async function navigateAgain(page: Page, go: () => Promise<Response | null>): Promise<Response | null> {
  for (let attempt = 1; ; attempt++) {
    const response = await go().catch((error: unknown) => {
      if (String(error).includes('net::ERR_ABORTED') && attempt < 3) return null;
      throw error;
    });
    if (response || attempt === 3) return response;
    await page.waitForLoadState();
  }
}

/** Reloads a page that may reload itself without JavaScript (see navigateAgain). */
export function reload(page: Page): Promise<Response | null> {
  return navigateAgain(page, () => page.reload());
}

/**
 * With JavaScript: waits for the page's script to have run (the router made, its chunks fetched), for a test
 * of what the script adds; a tap before it is the page without JavaScript.
 */
export async function scriptRan(page: Page) {
  await page.waitForFunction(() => '__remixRouter' in window);
  await page.waitForLoadState('networkidle');
}

/**
 * A slow phone: opens `url` with the page's scripts held back, does `act` on the page the server drew (as a
 * customer does while the script is on its way), then lets the scripts come and waits for them to have run.
 */
export async function beforeScript(page: Page, url: string, act: () => Promise<unknown>) {
  const release = await holdRequests(page, '**/build/**/*.js');
  await page.goto(url, { waitUntil: 'commit' });
  await act();
  release();
  await scriptRan(page);
}

/** On the menu shown, adds one of an item that needs no choice (the first link whose name matches). */
export async function addFromMenu(page: Page, item: RegExp) {
  await page.getByRole('link', { name: item }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  // the sheet closes once the cart has the line (with JavaScript the add is a fetch a navigation would cancel)
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Kopi Senja's menu at the Jakarta group's Sudirman store (`/menu/DNsudirm`: rupiah, OVO, drive-thru). */
export async function kopiSenja(page: Page) {
  await page.goto('/menu/DNsudirm');
  await page
    .getByRole('link', { name: /Kopi Senja/ })
    .first()
    .click();
}

/** Opens a store link and adds one of an item that needs no choice (the first link whose name matches). */
export async function addSimpleItem(page: Page, storeLink: string, item: RegExp) {
  await page.goto(`/menu/${storeLink}`);
  await addFromMenu(page, item);
}

/** At a Harbourfront table, adds Ah Seng's chicken rice with a sauce (its required choice). */
export async function addChickenRice(
  page: Page,
  table: string,
  sauce = 'Thick Dark Soy Sauce',
  dish = 'Hainanese Steamed Chicken Rice',
) {
  await page.goto(`/menu/${table}`);
  await page.getByRole('link', { name: /Ah Seng Chicken Rice/ }).click();
  await page
    .getByRole('link', { name: new RegExp(`^${dish}`) })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('checkbox', { name: sauce }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Adds Western Grill Station's fries with ketchup, from the food hall's menu. */
export async function addFries(page: Page) {
  await page.goto('/menu');
  await page.getByRole('link', { name: /Western Grill Station/ }).click();
  await page
    .getByRole('link', { name: /Shoestring Fries/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Ketchup' }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A Philippine mobile number of this test and project (so parallel tests never share an OTP limit). */
export function phoneFor(slot: number): { national: string; e164: string } {
  const project = test.info().project.name === 'js-on' ? 1 : 2;
  const national = `917${project}${String(slot).padStart(2, '0')}${String(test.info().repeatEachIndex).padStart(4, '0')}`;
  return { national, e164: `+63${national}` };
}

/** The last code the outbox holds for a recipient (the embedded sender's record, /dev/outbox). */
export async function lastCode(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = (await outbox.locator('code').first().textContent())?.trim() ?? '';
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Dismisses the branch's notice ("Got it") and waits until it is gone, its dismissal answered: a load of another
 * page begun before (a `goto`) cancels the dismissal on its way, and the notice comes back on the menu (menu.spec's
 * note typed before the script, once in a full run).
 */
export async function dismissNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
}

/**
 * Types the code sent to `to` into the code step's field (of `scope`, the page or its login sheet) once that step
 * is shown: by then the code has been sent. Read as soon as "Send code" was pressed, with the script's request
 * still on its way, the outbox could still hold the phone's previous code (loyalty.spec's customer, logged in on
 * the platform first, was refused and waited on the code step until the test's time ran out).
 */
export async function enterSentCode(page: Page, to: string, scope: Page | Locator = page): Promise<void> {
  const field = scope.getByLabel('Code', { exact: true });
  await expect(field).toBeVisible();
  await field.fill(await lastCode(page, to));
}

/** what the page's documents keep for `watchRoom`: when each acknowledgement of a join came */
type RoomWatched = Window & { roomAcks?: number[] };

/**
 * Watches `page` join its order's room. `joined()` resolves once a document of the page has joined — the
 * server's acknowledgement of `track` (socket.io's ack packet "43<id>[true]") — and has loaded its data again
 * since, as joining makes it do, with no data load under way for a moment. An event sent before that is not
 * heard, and a change made before that reload ends shows on the page at a moment of the browser's choosing (a
 * rating from another tab closes an open rating sheet). A join acknowledged while the page is still loading
 * reloads once that load ends (useLiveRevalidate).
 *
 * Both are read in the page, in the browser's own order: the acknowledgement's time from its message event
 * (each document's WebSocket is watched from its start), the reload from the document's resource timings
 * (started at or after it). Playwright hands a socket's frames, the socket itself and the page's answers over
 * separate channels: counted there, the join's quick reload (37 ms after the socket opened) could be counted
 * before the socket, and the wait never ended (checkout.spec's cash order, 2 in 10).
 */
export async function watchRoom(page: Page): Promise<{ joined: () => Promise<void> }> {
  // the data loads under way, each by its request: one that began before the watch ends without being counted
  // (a counter went below zero there, and the page never looked quiet)
  const inFlight = new Set<Request>();
  page.on('request', (request) => void (request.url().includes('_data=') && inFlight.add(request)));
  const done = (request: Request) => void inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.addInitScript(() => {
    const acks: number[] = [];
    (window as RoomWatched).roomAcks = acks;
    // a page's resource timings stop at 250 by default; a long-lived page could fill them before its join
    performance.setResourceTimingBufferSize(100_000);
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent) => {
          if (typeof event.data === 'string' && /^43\d*\[true\]$/.test(event.data)) acks.push(event.timeStamp);
        });
      }
    };
  });
  const reloadedSinceJoin = () =>
    page
      .evaluate(() => {
        const last = (window as RoomWatched).roomAcks?.at(-1);
        return (
          last !== undefined &&
          performance.getEntriesByType('resource').some((e) => e.name.includes('_data=') && e.startTime >= last)
        );
      })
      // a navigation under way: asked again in its document
      .catch(() => false);
  const pause = () => new Promise((wait) => setTimeout(wait, 50));
  return {
    joined: async () => {
      await expect.poll(reloadedSinceJoin, { timeout: 30_000, intervals: [50] }).toBe(true);
      // quiet: no data load under way for 300 ms (a deferred reload starts as soon as the page is idle)
      for (let quiet = 0; quiet < 300; quiet = inFlight.size ? 0 : quiet + 50) await pause();
    },
  };
}
