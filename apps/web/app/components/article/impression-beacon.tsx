import { useEffect, useRef } from 'react';
import { impressionPixelUrl, movedWithinArticle, sendImpression } from '../../lib/impression.js';

/** Whether the next view reported is the first of this document (the one it was loaded for). */
let firstViewOfDocument = true;

/** How this document was loaded: its address, referrer and Navigation Timing type ('navigate', ...). */
function documentLoad() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return { documentUrl: location.href, referrer: document.referrer, navigationType: entry?.type };
}

/**
 * Counts one view of the article (spec §4) from the reader's browser, so that pages served from
 * a cache count too: once per arrival on the article (not again for a replies page or after
 * writing a reply, whether that came by a client-side navigation or as a new document), and
 * through a pixel when scripts are off.
 */
export function ImpressionBeacon({ articlePath }: { articlePath: string }) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // The ref also keeps React's development double effects from counting twice.
    if (counted.current === articlePath) return;
    counted.current = articlePath;
    const first = firstViewOfDocument;
    firstViewOfDocument = false;
    if (first && movedWithinArticle(articlePath, documentLoad())) return;
    sendImpression(articlePath);
  }, [articlePath]);
  return (
    <noscript>
      <img src={impressionPixelUrl(articlePath)} alt="" width={1} height={1} hidden />
    </noscript>
  );
}
