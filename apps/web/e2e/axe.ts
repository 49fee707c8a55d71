import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';
import { waitForHydratedHeader } from './focus';

/** The rules of WCAG 2.1 levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * No axe violations on the current page, checked once its animations have ended: a toast or a
 * dialog fading in or out is part transparent for a moment (a toast measured 4.28:1 mid-fade), and
 * its contrast counts when it has settled. Endless animations are not waited for. `tags` limits
 * the rules (`WCAG_21_AA`); without it every rule of axe runs, best practices included.
 */
export async function expectNoAxeViolations(page: Page, tags?: string[]) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * `expectNoAxeViolations` in light and then in dark mode (the page's <html data-color-mode>, as the
 * toggle sets it): a colour that reads well on one mode's background can fail on the other's (a
 * search match's light dark-mode text on its yellow did). Leaves the page in dark mode.
 */
export async function expectNoAxeViolationsInBothColourModes(page: Page, tags?: string[]) {
  // Hydration applies the stored mode again (the toggle's effect): before it, dark mode could turn
  // back to light halfway through its check.
  await waitForHydratedHeader(page);
  const backgrounds: string[] = [];
  for (const mode of ['light', 'dark']) {
    const background = await page.evaluate((colorMode) => {
      document.documentElement.dataset.colorMode = colorMode;
      return getComputedStyle(document.documentElement).backgroundColor;
    }, mode);
    backgrounds.push(background);
    await expectNoAxeViolations(page, tags);
  }
  // The page really changed mode: otherwise the second run checked light mode again.
  expect(backgrounds[1], 'the dark page background').not.toBe(backgrounds[0]);
}
