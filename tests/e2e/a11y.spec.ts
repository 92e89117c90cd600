// Issue 28, accessibility (WCAG 2.2 AA), with JavaScript on and off (the two projects): axe-core finds no serious
// or critical violation on any page or sheet a customer, the demo loyalty customer or the kitchen's staff opens by
// its address (tests/e2e/sweep.ts); sheets are modal dialogs that take focus, close with Escape and give focus
// back; every control shows a focus ring and is at least 24 px (or spaced so); reduced motion stops the banner
// carousel.
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';
import { customerPages, loyaltyPages, opsPages, visitorPages, type SweptPage } from './sweep';

/** Opens each page and answers its serious and critical violations, each with its address. */
async function sweep(page: Page, jsEnabled: boolean, pages: SweptPage[]): Promise<string[]> {
  const found: string[] = [];
  for (const { url, sheet } of pages) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(500);
    // with JavaScript a sheet is modal once the page runs (Sheet.tsx); without, an open <dialog>
    if (sheet) await expect(page.locator(jsEnabled ? 'dialog:modal' : 'dialog[open]'), url).toHaveCount(1);
    else if (jsEnabled) await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page)).map((v) => `${url} ${v}`));
  }
  return found;
}

test('a visitor’s pages and sheets', async ({ page, jsEnabled }) => {
  test.setTimeout(240_000);
  expect(await sweep(page, jsEnabled, await visitorPages(page))).toEqual([]);
});

test('a logged-in customer’s pages, their orders’ pages and the checkout’s sheets', async ({ page, jsEnabled }) => {
  test.setTimeout(240_000);
  expect(await sweep(page, jsEnabled, await customerPages(page, jsEnabled, 60))).toEqual([]);
});

test('the loyalty customer’s pages and the rewards sheet', async ({ page, jsEnabled }) => {
  test.setTimeout(180_000);
  expect(await sweep(page, jsEnabled, await loyaltyPages(page, jsEnabled))).toEqual([]);
});

test('the kitchen’s ops pages', async ({ page, jsEnabled }) => {
  test.setTimeout(120_000);
  expect(await sweep(page, jsEnabled, await opsPages(page))).toEqual([]);
});
