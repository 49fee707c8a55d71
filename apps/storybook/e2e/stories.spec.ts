import { expect } from '@playwright/test';
import { readStories, type StoryEntry } from './story-index';
import { test } from './story-page';

// Every story of every package: it renders, its play function passes, nothing scrolls sideways,
// and axe finds no violation in the state the play function leaves behind.
const stories = readStories();
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const isBlock = (story: StoryEntry) => story.title.startsWith('Embeds/');
// Every story runs in light mode at desktop width and in dark mode on a 360 px phone, so each is
// seen in both modes and at both widths. The blocks also run in light mode on the phone: every
// block must be readable in both modes on a 360 px screen (issue 3), where text wraps onto other
// backgrounds. Dark at desktop width adds nothing the other three miss, and would add a quarter
// to the run time in CI.
const runs = [
  { mode: 'light', viewport: DESKTOP, stories },
  { mode: 'dark', viewport: PHONE, stories },
  { mode: 'light', viewport: PHONE, stories: stories.filter(isBlock) },
] as const;
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');

test('the build contains stories', () => {
  expect(stories.length).toBeGreaterThan(0);
  expect(stories.filter(isBlock).length).toBeGreaterThan(0);
});

test('every story runs in both modes and at both widths; every block in both modes on a phone', () => {
  const seen = (story: StoryEntry, mode?: string, width?: number) =>
    runs.some(
      (run) =>
        (mode === undefined || run.mode === mode) &&
        (width === undefined || run.viewport.width === width) &&
        run.stories.includes(story),
    );
  for (const story of stories) {
    for (const mode of ['light', 'dark'])
      expect(seen(story, mode), `${story.id} ${mode}`).toBe(true);
    for (const width of [PHONE.width, DESKTOP.width]) {
      expect(seen(story, undefined, width), `${story.id} ${width}`).toBe(true);
    }
    if (isBlock(story)) {
      for (const mode of ['light', 'dark']) {
        expect(seen(story, mode, PHONE.width), `${story.id} ${mode} 360`).toBe(true);
      }
    }
  }
});

for (const { mode, viewport, stories: selected } of runs) {
  test.describe(`${mode} mode, ${viewport.width} px wide`, () => {
    for (const story of selected) {
      test(`${story.title} › ${story.name}`, async ({ story: show }) => {
        const run = await show(story.id, { mode, viewport });

        // Storybook colours its messages for a terminal; the report reads better without.
        expect(
          run.result.errors.map((e) => e.replace(ANSI_COLOUR, '')),
          'story errors',
        ).toEqual([]);
        expect(run.result.status, 'story status').toBe('success');
        expect(run.problems, 'errors in the page').toEqual([]);
        expect(run.colorMode, 'data-color-mode on <html>').toBe(mode);
        // Nothing may make the page scroll sideways: content wider than the screen is unreadable.
        expect(run.overflow, 'pixels scrolled sideways').toBeLessThanOrEqual(0);

        // Only the page-level rules are off, because a story is not a page (see axe.ts).
        expect(await run.axe(), 'axe violations').toEqual([]);
      });
    }
  });
}
