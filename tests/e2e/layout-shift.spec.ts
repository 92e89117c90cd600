// Issue 28: "CLS 0 (the order page's shift fixed)". Nothing moves under the customer's eyes once a page is
// drawn: what the page's script adds when it runs (the order page's notifications offer) comes over the page,
// not into its flow. Measured as the browser reports it (layout-shift entries), on a
// phone-sized window, with JavaScript (without it nothing is added after the first paint). Every shift counts:
// Chromium marks those after a scripted navigation as following input (hadRecentInput), which Lighthouse's
// cold load does not have.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { wholeBrowser } from '../fixtures/chromium';
import { expect, phoneFor, test } from './fixtures';
import { browserLogin, e2ePlatform, platformLogin } from './customers';

// the order page's offer of notifications is drawn where notifications are not yet asked (the whole browser)
test.use({ viewport: { width: 412, height: 823 }, launchOptions: wholeBrowser });

type Shifts = { value: number; moved: string[] }[];
type Watched = Window & { shifts: () => Shifts };

/**
 * The layout shifts the page has had since it was opened, with the elements that moved: read once two frames
 * have been drawn since the check (an entry is reported after the frame that moved it), with the entries the
 * observer holds and has not handed over yet.
 */
async function shifts(page: Page): Promise<Shifts> {
  return page.evaluate(async () => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    return (window as unknown as Watched).shifts();
  });
}

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Shifts = [];
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node }[] };
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        seen.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : String(s.node))),
        });
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as Watched).shifts = () => {
      take(observer.takeRecords());
      return seen;
    };
  });
}

test('the order page, the menu, the cart and the checkout do not shift as they load and run', async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JavaScript nothing is added to a page after it is drawn');
  test.setTimeout(90_000);
  const phone = phoneFor(93);
  const token = await platformLogin(phone.e164);
  const { hash } = await e2ePlatform().placePickup(token, { user_info: { phone: phone.e164, region: 'PH' } });
  await browserLogin(page, phone, `/order-details?orderHash=${hash}`, jsEnabled, { first: 'Lia', last: 'Cruz' });
  await watchShifts(page);

  await page.goto(`/order-details?orderHash=${hash}`);
  // the offer of notifications is what the page's script adds once it runs (Chromium can take pushes)
  await expect(page.getByRole('region', { name: 'Get notified about your order' })).toBeVisible();
  expect(await shifts(page)).toEqual([]);

  for (const path of ['/brand/1', '/cart', '/checkout']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await shifts(page), path).toEqual([]);
  }
});

/**
 * The shop behind a slow network: its pages arrive in two parts, cut just after `cut` (the first place it is
 * found), the second part 700 ms after the first (a phone draws what it has read meanwhile). Everything else is
 * passed through as it is.
 */
async function slowProxy(upstream: string, cut: string) {
  const server = http.createServer((req, res) => {
    void (async () => {
      const answer = await fetch(upstream + req.url, {
        headers: { cookie: req.headers.cookie ?? '' },
        redirect: 'manual',
      });
      const headers: Record<string, string | string[]> = {};
      for (const name of ['content-type', 'content-security-policy', 'location'])
        if (answer.headers.has(name)) headers[name] = answer.headers.get(name)!;
      if (answer.headers.getSetCookie().length) headers['set-cookie'] = answer.headers.getSetCookie();
      res.writeHead(answer.status, headers);
      const body = Buffer.from(await answer.arrayBuffer());
      const at = headers['content-type']?.includes('text/html') ? body.indexOf(cut) : -1;
      if (at < 0) return res.end(body);
      res.write(body.subarray(0, at + cut.length));
      setTimeout(() => res.end(body.subarray(at + cut.length)), 700);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

for (const [what, cut] of [
  ['a sheet the page opens', '<div class="sheet__header">'],
  ["the menu's button", '<details class="sidebar">'],
] as const)
  test(`${what} is drawn at its place, not grown or moved into it, when the page arrives slowly`, async ({
    page,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, 'the browser reports layout shifts to a script; without JavaScript the HTML is the same');
    const proxy = await slowProxy(test.info().project.use.baseURL!, cut);
    try {
      await watchShifts(page);
      // a first visit: the store's notice opens over its menu
      await page.goto(`${proxy.url}/brand/1`);
      await expect(page.getByRole('dialog', { name: 'Notice' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts(page)).toEqual([]);
    } finally {
      proxy.close();
    }
  });
