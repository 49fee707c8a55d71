import { useEffect, useRef } from 'react';
import { impressionPixelUrl, movedWithinArticle, sendImpression } from '../../lib/impression.js';

/** How this document was loaded: its referrer and the Navigation Timing type ('navigate', 'reload', ...). */
function currentLoad() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return { referrer: document.referrer, origin: location.origin, navigationType: entry?.type };
}

/**
 * Counts one view of the article (spec §4) from the reader's browser, so that pages served from
 * a cache count too: once per arrival on the article (not again for a replies page or after
 * writing a reply), and through a pixel when scripts are off. `wholeDocument`: the beacon is
 * part of an island document, where every link within the article loads the page anew; a load
 * that came from the article itself is then the same view.
 */
export function ImpressionBeacon({
  articlePath,
  wholeDocument = false,
}: {
  articlePath: string;
  wholeDocument?: boolean;
}) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // The ref also keeps React's development double effects from counting twice.
    if (counted.current === articlePath) return;
    counted.current = articlePath;
    if (wholeDocument && movedWithinArticle(articlePath, currentLoad())) return;
    sendImpression(articlePath);
  }, [articlePath, wholeDocument]);
  return (
    <noscript>
      <img src={impressionPixelUrl(articlePath)} alt="" width={1} height={1} hidden />
    </noscript>
  );
}
