import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe rules that judge a whole page, switched off because a story shows one component, not a page:
 * - `landmark-one-main`: a page has one <main>; a block or a toast is placed inside the site's.
 * - `page-has-heading-one`: a page has an <h1>; a block starts at <h2>, below the page's heading.
 * - `region`: all content sits in landmarks; the component is placed in the site's landmarks.
 * The web app's own tests check these on real pages. Every other rule of axe runs, with its
 * default tags: nothing else is disabled, excluded or limited here, and no story turns axe off.
 */
export const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

/** Runs axe on the whole document (toasts and dialogs included) and lists each violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).disableRules(PAGE_LEVEL_RULES).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}
