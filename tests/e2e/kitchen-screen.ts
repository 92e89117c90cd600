// The kitchen's ops screen as staff use it (issue 16), for the browser tests that need the kitchen to move an
// order through the board: log in with the ops token and pick Lola's Kusina Malate; an order's card on the board.
import type { Page } from '@playwright/test';
import { OPS_TOKEN } from '../../playwright.config';
import { expect } from './fixtures';

export async function staffLogin(staff: Page) {
  await staff.goto('/ops');
  await expect(staff).toHaveURL(/\/ops\/login$/);
  await staff.getByLabel('Ops token').fill(OPS_TOKEN);
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff.getByRole('heading', { name: 'Choose your branch' })).toBeVisible();
  await staff.getByRole('link', { name: /Lola's Kusina Malate/ }).click();
  await expect(staff.getByRole('heading', { level: 1, name: "Lola's Kusina Malate" })).toBeVisible();
}

/** An order's card on the board, by the short id the board shows. */
export const boardCard = (staff: Page, shortId: string) =>
  staff.getByRole('article', { name: new RegExp(`#${shortId}`) });
