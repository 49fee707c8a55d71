import { expect, test, type Page } from '@playwright/test';
import { recordStoryResult, storyPassed } from './story-result';

// Drag-to-dismiss in a real browser, with the mouse and by touch: the toast follows the pointer
// events (touch-action: none hands horizontal touch moves to us) and leaves only beyond 60% of its
// own width. happy-dom has no layout or touch, so this runs on the static Storybook build.

async function raiseToast(page: Page) {
  // This story's own play function raises and clicks away a toast (lasting a minute); once it has
  // finished, the button raises the one toast we drag.
  await recordStoryResult(page);
  await page.goto('/iframe.html?id=shell-meldingen-toasts--standaard&viewMode=story');
  await storyPassed(page);
  await page.getByRole('button', { name: 'Toon melding' }).click();
  const toast = page.locator('[data-nsv-toast]');
  await expect(toast).toHaveAttribute('data-state', 'open');
  const box = (await toast.boundingBox())!;
  return { toast, box, y: box.y + box.height / 2, x: box.x + 8 };
}

test.describe('dragging a toast', () => {
  test.use({ reducedMotion: 'reduce' });

  test('with the mouse: 50% of its width puts it back, 70% dismisses it', async ({ page }) => {
    const { toast, box, x, y } = await raiseToast(page);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.up();
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toHaveAttribute('data-state', 'open');

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.7, y, { steps: 8 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('by touch: a swipe past 60% of its width dismisses it', async ({ page }) => {
    const { toast, box, x, y } = await raiseToast(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx, y }],
      });
    await touch('touchStart', 0);
    for (let step = 1; step <= 8; step++) await touch('touchMove', (box.width * 0.75 * step) / 8);
    await touch('touchEnd', box.width * 0.75);
    await expect(toast).toHaveCount(0);
  });
});
