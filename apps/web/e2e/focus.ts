import { type Locator, type Page, type Route, expect } from '@playwright/test';

/**
 * Waits until React has hydrated `element` (it keeps its props on the DOM node then): before that a
 * press sends the form as a plain post, without JavaScript.
 */
export async function waitForHydration(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/**
 * Waits until React has hydrated the page's header: its colour-mode toggle shows its buttons only
 * then. On a page of React Router that is the whole page (the lazily loaded content blocks aside);
 * in an island document only the toggle's own island.
 */
export async function waitForHydratedHeader(page: Page) {
  await expect(page.getByRole('group', { name: 'Kleurmodus' })).toBeVisible();
}

/** The site's scripts: the router, the islands and the route and block chunks. */
const SCRIPTS = /\/assets\/.+\.js$/;

/**
 * Holds the page's scripts until `release()`, as a slow phone does: the page shows and its forms
 * work (plain posts), but nothing hydrates, so a test can type and send before it has. Since the
 * page waits for its module scripts before 'load', open it with `waitUntil: 'commit'`. The held
 * requests of a page that was left meanwhile are given up.
 */
export async function holdScripts(page: Page) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const hold = async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  };
  await page.route(SCRIPTS, hold);
  return {
    release: async () => {
      open();
      await page.unroute(SCRIPTS, hold);
    },
  };
}

/**
 * Holds the page's scripted posts to `path` (React Router's `{path}.data` requests) until
 * `release()`, so a test can look at the page while its form is being sent. `count()` says how
 * many were sent (held or not). Other requests pass.
 */
export async function holdPosts(page: Page, path: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let sent = 0;
  let seen!: () => void;
  const first = new Promise<void>((resolve) => (seen = resolve));
  await page.route(
    (url) => url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent++;
      seen();
      await gate;
      await route.continue();
    },
  );
  return {
    /** Resolves once the first post has left the page (and is being held). */
    sending: () => first,
    release: () => open(),
    count: () => sent,
  };
}

/**
 * Starts recording which element has focus, every 10 ms, as QA read `document.activeElement`
 * after pressing Enter. `stop()` ends it and returns each element that had focus, in order (one
 * entry per change): 'body', or the element's tag with its text (`button "Profiel opslaan"`).
 */
export async function recordFocus(page: Page) {
  await page.evaluate(() => {
    const trail: string[] = [];
    const sample = () => {
      const element = document.activeElement;
      const name =
        !element || element === document.body
          ? 'body'
          : `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}"`;
      if (trail.at(-1) !== name) trail.push(name);
    };
    sample();
    const timer = setInterval(sample, 10);
    (window as unknown as { stopFocusRecord: () => string[] }).stopFocusRecord = () => {
      clearInterval(timer);
      sample();
      return trail;
    };
  });
  return {
    stop: () =>
      page.evaluate(() =>
        (window as unknown as { stopFocusRecord: () => string[] }).stopFocusRecord(),
      ),
  };
}

/**
 * Presses Enter on `button` (once React runs the page) with its form's post to `path` held, and
 * again while it is held: a second submit. `answer(settled)` lets the posts through and waits for
 * `settled`, the test's expectations of the page after the answer (the answer itself can show
 * before the page's data has been loaded again). It returns what had focus from the first Enter
 * on (see {@link recordFocus}), the button's `aria-disabled` while the post was held (once the page
 * had painted it) and how many posts were sent.
 */
export async function submitByKeyboard(page: Page, button: Locator, path: string) {
  await waitForHydration(button);
  const posts = await holdPosts(page, path);
  await button.focus();
  const focus = await recordFocus(page);
  await page.keyboard.press('Enter');
  await posts.sending();
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  const busy = await button.getAttribute('aria-disabled');
  await page.keyboard.press('Enter');
  return {
    async answer(settled: () => Promise<void>) {
      posts.release();
      await settled();
      return { trail: await focus.stop(), busy, posts: posts.count() };
    },
  };
}
