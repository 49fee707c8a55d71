import { expect, test } from '@playwright/test';
import { recordStoryResult, storyPassed } from './story-result';

// The shell by keyboard with real key presses, which the stories' play functions cannot make: a
// synthetic Escape never reaches the browser's own handling of a modal <dialog> (its `cancel`).
// A toast inside an open dialog, its dialog around it, Tab wrapping, and focus going back.

test('keyboard: a toast in an open dialog, then the dialog itself', async ({ page }) => {
  await recordStoryResult(page);
  await page.goto('/iframe.html?id=shell-venster-modal--melding-in-venster&viewMode=story');
  await storyPassed(page);
  // The play function leaves the dialog open.
  const dialog = page.getByRole('dialog', { name: 'Voorkeuren' });
  await expect(dialog).toBeVisible();

  const save = dialog.getByRole('button', { name: 'Voorkeuren bewaren' });
  const close = dialog.getByRole('button', { name: 'Venster sluiten' });
  await save.focus();
  // Tab wraps inside the dialog: from its last control to its first, and back with Shift+Tab.
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(save).toBeFocused();

  await page.keyboard.press('Enter');
  const toast = dialog.locator('[data-nsv-toast]', { hasText: 'Je voorkeuren zijn bewaard' });
  await expect(toast).toBeVisible();

  await page.keyboard.press('F8');
  await expect(dialog.getByRole('region', { name: 'Meldingen (F8)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast).toBeFocused();
  await expect(toast).toHaveAttribute('data-paused', '');

  // Escape on the toast closes the toast only, not the dialog around it.
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'open');

  // The next Escape closes the dialog, and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open venster' })).toBeFocused();
});
