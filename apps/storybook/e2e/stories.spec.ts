import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readStories } from './story-index';
import { recordStoryResult, waitForStory } from './story-result';

// Every story of every package, in both colour modes: it renders, its play function passes, and
// axe finds no violation in the state the play function leaves behind.
const stories = readStories();
// Light mode on a desktop-sized window, dark mode on a 360 px wide phone: every block must be readable
// in both modes and on a 360 px screen (issue 3), and each story runs twice rather than four times.
const modes = [
  { mode: 'light', viewport: { width: 1280, height: 800 } },
  { mode: 'dark', viewport: { width: 360, height: 740 } },
] as const;
// A story shows one component, not a page: the rules about a whole page's structure (one main
// landmark, one h1, all content inside landmarks) belong to the web app's own tests.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');
const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

test('the build contains stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const { mode, viewport } of modes) {
  test.describe(`${mode} mode, ${viewport.width} px wide`, () => {
    test.use({ viewport });
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ page }) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') {
            problems.push(`console.error: ${message.text()} (${message.location().url})`);
          }
        });
        page.on('response', (response) => {
          if (response.status() >= 400)
            problems.push(`HTTP ${response.status()} ${response.url()}`);
        });
        await recordStoryResult(page);

        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=colorMode:${mode}`);
        const result = await waitForStory(page);

        // Storybook colours its messages for a terminal; the report reads better without.
        expect(
          result.errors.map((e) => e.replace(ANSI_COLOUR, '')),
          'story errors',
        ).toEqual([]);
        expect(result.status, 'story status').toBe('success');
        expect(problems, 'errors in the page').toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        // Nothing may make the page scroll sideways: content wider than the screen is unreadable.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'pixels scrolled sideways').toBeLessThanOrEqual(0);

        const axe = await new AxeBuilder({ page }).disableRules(PAGE_LEVEL_RULES).analyze();
        const violations = axe.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
        );
        expect(violations, 'axe violations').toEqual([]);
      });
    }
  });
}
