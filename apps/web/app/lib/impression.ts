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
 * Whether a view is a move within the same article rather than an arrival: the document was loaded
 * for this article by a navigation from the article itself (another order or page of its replies,
 * or the return from a form posted without JavaScript). Where every link loads a whole page (an
 * island document, decision 0518) that is how such moves arrive; a client-side navigation never
 * loads a document. A reload or a return through the history is a new arrival.
 */
export function movedWithinArticle(
  articlePath: string,
  load: { documentUrl: string; referrer: string; navigationType: string | undefined },
): boolean {
  if (load.navigationType !== 'navigate' || !load.referrer) return false;
  try {
    const document = new URL(load.documentUrl);
    const from = new URL(load.referrer);
    return (
      document.pathname === articlePath &&
      from.origin === document.origin &&
      from.pathname === articlePath
    );
  } catch {
    return false;
  }
}
