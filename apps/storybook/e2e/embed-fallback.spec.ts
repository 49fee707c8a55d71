import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { recordStoryResult, storyPassed } from './story-result';

// The EmbedRenderer shows its `fallback` while a lazily loaded block's code is on its way, and the
// block in its place once it has arrived. On localhost the code arrives within moments, so the
// test holds back the weather report's chunk (Vite names it after the module) until it has looked.
const BLOCK_CHUNK = /\/assets\/weather-report-[\w-]+\.js$/;

for (const { mode, viewport } of [
  { mode: 'light', viewport: { width: 1280, height: 800 } },
  { mode: 'dark', viewport: { width: 360, height: 740 } },
] as const) {
  test(`the renderer shows its fallback until the block has loaded (${mode}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(BLOCK_CHUNK, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await recordStoryResult(page);
    await page.goto(
      `/iframe.html?id=embeds-embedrenderer--loading&viewMode=story&globals=colorMode:${mode}`,
    );

    // The request shows the renderer has rendered and is waiting; loading the preview before that
    // can take a while on a busy machine.
    await expect
      .poll(() => requested.length, { message: 'the block was asked for', timeout: 30_000 })
      .toBe(1);
    const fallback = page.getByRole('status').filter({ hasText: 'Sneeuwbericht wordt geladen…' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sneeuwbericht Sölden' })).toHaveCount(0);
    expect(await axeViolations(page), 'axe violations while loading').toEqual([]);

    release();
    await storyPassed(page);
    await expect(page.getByRole('heading', { name: 'Sneeuwbericht Sölden' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
}
