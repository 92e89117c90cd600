// Issue 12, item 3, with JavaScript on and off: the store-hours sheet says "Open 24 hours" rather than
// "00:00 – 00:00", and shows the closure (off dates) that the closed bar announces.
import { dismissNotice, expect, expectAccessible, test } from './fixtures';

test('an all-day schedule reads “Open 24 hours”', async ({ page }) => {
  await page.goto('/menu/LKmalate');
  await dismissNotice(page);
  await page
    .getByRole('link', { name: /Malate/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: 'Store hours' });
  await expect(sheet.getByRole('row')).toHaveCount(7);
  await expect(sheet.getByRole('cell')).toHaveText(Array(7).fill('Open 24 hours'));
  await expect(sheet.getByText('00:00 – 00:00')).toHaveCount(0);
  await expect(sheet.getByRole('row').first()).toContainText('Today');
  await expectAccessible(page);
});

test('the hours sheet shows the closure the closed bar announces', async ({ page }) => {
  await page.goto('/menu/LKmakati');
  const bar = page.getByText(/Store is closed till .+\. You may only place a scheduled order at this time\./);
  await expect(bar).toBeVisible();
  const barText = (await bar.textContent()) ?? '';
  await page.getByRole('link', { name: 'Store hours' }).click();
  const sheet = page.getByRole('dialog', { name: 'Store hours' });
  // Closed today and tomorrow (the demo's off dates), open round the clock from the day the bar names.
  await expect(sheet.getByText(/^Closed from .+ to .+$/)).toBeVisible();
  const rows = sheet.getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(0)).toContainText('Today');
  await expect(rows.nth(0).getByRole('cell')).toHaveText('Closed');
  await expect(rows.nth(1).getByRole('cell')).toHaveText('Closed');
  await expect(rows.nth(2).getByRole('cell')).toHaveText('Open 24 hours');
  const reopening = (await rows.nth(2).locator('.hours__date').textContent())!.trim();
  expect(barText).toContain(reopening);
});
