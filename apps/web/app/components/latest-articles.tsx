import type { LatestArticles as Result } from '../lib/articles.js';
import { ArticleTeaser } from './article-teaser.js';

/**
 * The home page's list of latest articles, with Dutch empty and error states. The first
 * `eagerImages` teasers (default 2, the ones in view on arrival when the list opens the page)
 * load their image at once; the page passes 0 when the list starts below the fold, so that no
 * image a visitor cannot see competes with the page's own files on a slow connection.
 */
export function LatestArticles({
  result,
  eagerImages = 2,
}: {
  result: Result;
  eagerImages?: number;
}) {
  if (result.state === 'error') {
    return (
      <div className="notice notice--error" role="alert">
        <h2>De artikelen kunnen nu niet worden geladen</h2>
        <p>
          Er ging iets mis bij het ophalen van het laatste nieuws. Probeer het over een paar minuten
          opnieuw.
        </p>
      </div>
    );
  }
  if (result.articles.length === 0) {
    return (
      <div className="notice">
        <h2>Nog geen artikelen</h2>
        <p>
          Er zijn nog geen artikelen gepubliceerd. Kom binnenkort terug voor het laatste nieuws uit
          de bergen.
        </p>
      </div>
    );
  }
  return (
    <ol className="teasers" aria-label="Laatste artikelen">
      {result.articles.map((article, index) => (
        <li key={article.id}>
          <ArticleTeaser article={article} eager={index < eagerImages} />
        </li>
      ))}
    </ol>
  );
}
