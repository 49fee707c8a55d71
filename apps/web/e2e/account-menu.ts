import { type Page, expect } from '@playwright/test';

/** Opens the header's account menu and returns it. */
export async function openAccountMenu(page: Page) {
  const menu = page.locator('.site-header details.account-menu');
  await menu.locator('summary').click();
  await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  return menu;
}
