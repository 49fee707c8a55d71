import { useEffect, useRef } from 'react';
import { impressionPixelUrl, sendImpression } from '../../lib/impression.js';

/**
 * Counts one view of the article (spec §4) from the reader's browser, so that pages served from
 * a cache count too: once per arrival on the article (not again for a replies page or after
 * writing a reply), and through a pixel when scripts are off.
 */
export function ImpressionBeacon({ articlePath }: { articlePath: string }) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // The ref also keeps React's development double effects from counting twice.
    if (counted.current === articlePath) return;
    counted.current = articlePath;
    sendImpression(articlePath);
  }, [articlePath]);
  return (
    <noscript>
      <img src={impressionPixelUrl(articlePath)} alt="" width={1} height={1} hidden />
    </noscript>
  );
}
