import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe rules that judge a whole page, switched off because a story shows one component, not a page:
 * - `landmark-one-main`: a page has one <main>; a block or a toast is placed inside the site's.
 * - `page-has-heading-one`: a page has an <h1>; a block starts at <h2>, below the page's heading.
 * - `region`: all content sits in landmarks; the component is placed in the site's landmarks.
 * The web app's own tests check these on real pages. Every other rule of axe runs, with its
 * default tags: nothing else is disabled, excluded or limited here, and no story turns axe off.
 */
export const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

/** One line per violation, with the elements it was found on. */
function describeViolations(result: Pick<AxeResults, 'violations'>): string[] {
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** Runs axe on the whole document (toasts and dialogs included) and lists each violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  return describeViolations(
    await new AxeBuilder({ page }).disableRules(PAGE_LEVEL_RULES).analyze(),
  );
}

let axeSource: string | undefined;

/**
 * The same check for a page that stays open across many stories (story-page.ts): axe is put into
 * the page once, not before every run as AxeBuilder does, then run on the whole document with
 * the same rules off.
 */
export async function axeViolationsInPlace(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) {
    axeSource ??= readFileSync(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    );
    await page.evaluate(axeSource);
  }
  const result = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, {
      rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: false }])),
    });
    // Only what describeViolations reads crosses back to the test.
    return {
      violations: violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      })),
    };
  }, PAGE_LEVEL_RULES);
  return describeViolations(result as Pick<AxeResults, 'violations'>);
}
