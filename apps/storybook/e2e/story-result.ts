import { expect, type Page } from '@playwright/test';

/** How one story run ended, as Storybook's preview reported it on its channel. */
export interface StoryResult {
  finished: boolean;
  status?: 'success' | 'error';
  errors: string[];
}

declare global {
  interface Window {
    __nsvStoryResult?: StoryResult;
  }
}

/**
 * Listens on Storybook's preview channel from the very start of the page: the channel is set on
 * `window.__STORYBOOK_ADDONS_CHANNEL__` once, so a setter there sees every event of the render.
 */
export async function recordStoryResult(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The listeners write to whatever result object is current, so that a page which switches
    // stories (story-page.ts) can start each story with a fresh one.
    window.__nsvStoryResult = { finished: false, errors: [] };
    const current = () => window.__nsvStoryResult!;
    let channel: unknown;
    const describe = (error: unknown) =>
      typeof error === 'object' && error && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(next: { on(event: string, handler: (payload: unknown) => void): void }) {
        channel = next;
        next.on('playFunctionThrewException', (e) => current().errors.push(`play: ${describe(e)}`));
        next.on('storyThrewException', (e) => current().errors.push(`render: ${describe(e)}`));
        next.on('storyErrored', (e) => current().errors.push(`error: ${describe(e)}`));
        next.on('storyMissing', (id) => {
          current().errors.push(`missing story ${String(id)}`);
          current().finished = true;
        });
        next.on('unhandledErrorsWhilePlaying', (errors) =>
          current().errors.push(`unhandled: ${(errors as unknown[]).map(describe).join('; ')}`),
        );
        next.on('storyFinished', (payload) => {
          current().status = (payload as { status: 'success' | 'error' }).status;
          current().finished = true;
        });
      },
    });
  });
}

/** Waits until the story has rendered and its play function has run, then returns the outcome. */
export async function waitForStory(page: Page): Promise<StoryResult> {
  await page.waitForFunction(() => window.__nsvStoryResult?.finished === true, null, {
    timeout: 45_000,
  });
  return page.evaluate(() => window.__nsvStoryResult!);
}

/** Waits for the story like `waitForStory` and fails unless it rendered and played without error. */
export async function storyPassed(page: Page): Promise<void> {
  const result = await waitForStory(page);
  expect(result.errors, 'story errors').toEqual([]);
  expect(result.status, 'story status').toBe('success');
}
