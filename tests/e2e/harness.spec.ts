// The browser the tests run in (tests/fixtures/chromium.ts): headless Chromium draws no window parts of its own
// beside the tests' pages. A Chromium whose features were renamed would load its address bar's drop-down as web
// pages again in every window, and the suite would take a third more CPU without a test failing for it.
import { existsSync } from 'node:fs';
import { headlessShell, testChromium } from '../fixtures/chromium';
import { test, expect } from './fixtures';

test('the tests drive the headless shell where it is installed (CI installs it)', () => {
  test.skip(test.info().project.name !== 'js-on', 'a property of the browser, not of the page; run once');
  test.skip(!!process.env.CHROMIUM_PATH, 'the browser was chosen by CHROMIUM_PATH');
  test.skip(!process.env.CI && !existsSync(headlessShell), 'the headless shell is not installed here');
  expect(testChromium).toBe(headlessShell);
});

test('the tests’ Chromium opens the pages of the test and none of its own', async ({ browser, page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'a property of the browser, not of the page; run once');
  await page.goto('/healthz');
  // each window makes its parts as it opens: a second context, as every test makes one
  const other = await browser.newContext();
  await (await other.newPage()).goto('/healthz');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[];
  };
  await other.close();
  expect(targetInfos.filter((t) => t.type !== 'page').map((t) => `${t.type} ${t.url}`)).toEqual([]);
  expect(targetInfos.filter((t) => t.type === 'page').length).toBeGreaterThanOrEqual(2);
});
