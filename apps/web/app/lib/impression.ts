/**
 * Counting article views (spec §4: reading an article counts an impression). The page itself is
 * cached (page cache, CDN), so the reader's browser reports the view: a beacon to `/impressie`
 * after the article has rendered, or, without JavaScript, a pixel in `<noscript>`. The web server
 * passes it on to the API's `articleByPath(path, impression: true)`, which writes views in batches.
 */

/** The site's endpoint for impressions. */
export const IMPRESSION_PATH = '/impressie';

/** The form field (POST) or query parameter (GET) that names the article. */
export const IMPRESSION_FIELD = 'pad';

// An article's own path: its type, optional digit-only date segments and a slug. Previews
// (`/{type}/preview/{slug}`) are editors' views and do not count.
const ARTICLE_PATH = /^\/(?:weblog|nieuws)\/(?:\d{1,4}\/){0,3}(?!preview$)[a-z0-9][a-z0-9-]*$/;

/** Whether `path` is an article path whose view may be counted. */
export function isCountableArticlePath(path: string): boolean {
  return path.length <= 300 && ARTICLE_PATH.test(path);
}

/** The pixel's address for readers without JavaScript. */
export function impressionPixelUrl(articlePath: string): string {
  return `${IMPRESSION_PATH}?${new URLSearchParams({ [IMPRESSION_FIELD]: articlePath })}`;
}

/**
 * Reports one view of the article from the browser. `sendBeacon` survives the reader leaving the
 * page at once; `fetch` with `keepalive` where it is missing. Failures are not the reader's concern.
 */
export function sendImpression(articlePath: string): void {
  const body = new URLSearchParams({ [IMPRESSION_FIELD]: articlePath });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(IMPRESSION_PATH, body))
      return;
    void fetch(IMPRESSION_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // A browser that refuses both: the view goes uncounted, the page is unaffected.
  }
}

/**
 * Whether this page load is a move within the same article: another order or page of its replies,
 * or the return from a newsletter signup posted without JavaScript (a navigation whose referrer
 * is the article itself). For a page that arrives as a whole document (an island document) that
 * is the same view, not a new one. A reload or a return through the history is a new arrival.
 */
export function movedWithinArticle(
  articlePath: string,
  load: { referrer: string; origin: string; navigationType: string | undefined },
): boolean {
  if (load.navigationType !== 'navigate' || !load.referrer) return false;
  try {
    const from = new URL(load.referrer);
    return from.origin === load.origin && from.pathname === articlePath;
  } catch {
    return false;
  }
}
