import { expect, test, type Page } from '@playwright/test';
import { recordStoryResult, storyPassed } from './story-result';

// The page behind a dialog really does not scroll, by wheel or keyboard, while any dialog is
// open, and scrolls again after the last one closes. A modal <dialog> alone does not stop that;
// the shell's scroll lock does (`overflow: hidden` on <html>). happy-dom does not scroll, so this
// runs in Chromium on the static Storybook build, on a story with a long page behind the button.

const STORY = '/iframe.html?id=shell-venster-modal--lange-pagina-erachter&viewMode=story';

const scrollTop = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollTop ?? Number.NaN);

/** Scrolls the way a visitor would: the wheel over the backdrop and over the dialog, then keys. */
async function tryToScroll(page: Page) {
  await page.mouse.move(8, 8); // the backdrop, outside the dialog
  await page.mouse.wheel(0, 600);
  const dialog = page.getByRole('dialog').last();
  const box = (await dialog.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 600);
  // Focus is on a button of the dialog: these keys would scroll the page behind it.
  for (const key of ['PageDown', 'ArrowDown', 'End']) await page.keyboard.press(key);
  // Scrolling may be animated; the checks after closing show this is long enough for it.
  await page.waitForTimeout(500);
}

test.describe('the page behind a dialog', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('does not scroll while dialogs are open, and does again after the last closes', async ({
    page,
  }) => {
    await recordStoryResult(page);
    await page.goto(STORY);
    await storyPassed(page);

    const opener = page.getByRole('button', { name: 'Open venster' });
    // Halfway down the page, with room to scroll further either way.
    await opener.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const at = await scrollTop(page);
    expect(at).toBeGreaterThan(0);

    await opener.click();
    const first = page.getByRole('dialog', { name: 'Eerste venster' });
    await expect(first).toBeVisible();
    expect(await scrollTop(page), 'opening keeps the page where it was').toBe(at);
    await tryToScroll(page);
    expect(await scrollTop(page), 'one dialog open').toBe(at);

    await first.getByRole('button', { name: 'Open nog een venster' }).click();
    const second = page.getByRole('dialog', { name: 'Tweede venster' });
    await expect(second).toBeVisible();
    await tryToScroll(page);
    expect(await scrollTop(page), 'two dialogs open').toBe(at);

    await page.keyboard.press('Escape');
    await expect(second).toHaveCount(0);
    await expect(first).toBeVisible();
    await tryToScroll(page);
    expect(await scrollTop(page), 'the first dialog still open').toBe(at);

    await first.getByRole('button', { name: 'Venster sluiten' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await scrollTop(page), 'closing keeps the page where it was').toBe(at);

    // Unlocked: the same wheel and the same keys scroll the page again.
    await page.mouse.move(8, 8);
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => scrollTop(page), { message: 'wheel after closing' })
      .toBeGreaterThan(at);
    const afterWheel = await scrollTop(page);
    await expect(opener).toBeFocused(); // focus went back to it
    await page.keyboard.press('End');
    await expect
      .poll(() => scrollTop(page), { message: 'keyboard after closing' })
      .toBeGreaterThan(afterWheel);
  });
});
