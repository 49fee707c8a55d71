import { type Page, expect } from '@playwright/test';

/**
 * Opens the header's account menu and returns it. A click on it while the page is still hydrating
 * can be lost (CI saw it once on a busy machine), so it clicks until the menu is open, never
 * toggling an open menu shut.
 */
export async function openAccountMenu(page: Page) {
  const menu = page.locator('.site-header details.account-menu');
  await expect(async () => {
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) {
      await menu.locator('summary').click();
    }
    await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}
