import { type Browser, type Page, test as base } from '@playwright/test';
import { axeViolationsInPlace } from './axe';
import { recordStoryResult, type StoryResult, waitForStory } from './story-result';

/** The colour mode and screen a story is seen in. */
export interface StoryView {
  mode: 'light' | 'dark';
  viewport: { width: number; height: number };
}

/** What one story run left behind, for the test to judge. */
export interface StoryRun {
  result: StoryResult;
  /** Page errors, `console.error` calls and failed requests while the story ran. */
  problems: string[];
  /** The `data-color-mode` on <html> once the story finished. */
  colorMode: string | null;
  /** Pixels the page scrolls sideways (content wider than the screen). */
  overflow: number;
  /** axe's violations in the state the play function left behind. */
  axe: () => Promise<string[]>;
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  }
}

/**
 * One Storybook preview page per colour mode and screen, kept open by a worker across stories.
 *
 * Loading the preview (its bundle, React, every story's index) is most of a story test's time:
 * the first story of a page is opened by URL, each next one is switched to on Storybook's own
 * channel (`setCurrentStory`, what the manager sends when a designer clicks a story), which
 * unmounts the previous story and runs the next one's loaders, `beforeEach` (toasts and dialogs
 * cleared), render and play function, exactly as a fresh load would. A page on which a test
 * failed is reloaded before its next story, so one broken story cannot spoil the ones after it.
 */
class PreviewPage {
  private loaded = false;
  private problems: string[] = [];

  private constructor(
    private readonly page: Page,
    private readonly view: StoryView,
  ) {}

  static async open(browser: Browser, view: StoryView, baseURL: string): Promise<PreviewPage> {
    const context = await browser.newContext({ viewport: view.viewport, baseURL });
    const page = await context.newPage();
    const preview = new PreviewPage(page, view);
    page.on('pageerror', (error) => preview.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        preview.problems.push(`console.error: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        preview.problems.push(`HTTP ${response.status()} ${response.url()}`);
      }
    });
    await recordStoryResult(page);
    return preview;
  }

  /** Opens a story and waits until it has rendered and its play function has run. */
  async show(storyId: string): Promise<StoryRun> {
    this.problems = [];
    if (this.loaded) {
      await this.page.evaluate((id) => {
        window.__nsvStoryResult = { finished: false, errors: [] };
        window.scrollTo(0, 0);
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
          storyId: id,
          viewMode: 'story',
        });
      }, storyId);
    } else {
      await this.page.goto(
        `/iframe.html?id=${storyId}&viewMode=story&globals=colorMode:${this.view.mode}`,
      );
      this.loaded = true;
    }
    const result = await waitForStory(this.page);
    const { colorMode, overflow } = await this.page.evaluate(() => ({
      colorMode: document.documentElement.getAttribute('data-color-mode'),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    return {
      result,
      problems: this.problems,
      colorMode,
      overflow,
      axe: () => axeViolationsInPlace(this.page),
    };
  }

  close(): Promise<void> {
    return this.page.context().close();
  }

  /** After a failed test: the next story starts from a fresh load. */
  reset(): void {
    this.loaded = false;
  }
}

/**
 * `story(id, view)` opens a story in the worker's preview page for that view. The pages live as
 * long as the worker; tests of any view may run on any worker.
 */
export const test = base.extend<
  { story: (storyId: string, view: StoryView) => Promise<StoryRun> },
  { previews: Map<string, PreviewPage> }
>({
  previews: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const previews = new Map<string, PreviewPage>();
      await use(previews);
      for (const preview of previews.values()) await preview.close();
    },
    { scope: 'worker' },
  ],
  story: async ({ browser, previews, baseURL }, use, testInfo) => {
    let used: PreviewPage | undefined;
    await use(async (storyId, view) => {
      const key = `${view.mode}@${view.viewport.width}x${view.viewport.height}`;
      let preview = previews.get(key);
      if (!preview) {
        preview = await PreviewPage.open(browser, view, baseURL!);
        previews.set(key, preview);
      }
      used = preview;
      return preview.show(storyId);
    });
    if (testInfo.status !== testInfo.expectedStatus) used?.reset();
  },
});
