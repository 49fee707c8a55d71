import type { ArticleTeaser as Teaser } from '../../lib/articles.js';
import { ArticleTeaser } from '../article-teaser.js';

/** A region's published articles, newest first, under an h2 (their titles h3); a Dutch line when there are none. */
export function RegionArticles({ heading, articles }: { heading: string; articles: Teaser[] }) {
  return (
    <section className="region-articles" aria-labelledby="region-articles-heading">
      <h2 id="region-articles-heading">{heading}</h2>
      {articles.length === 0 ? (
        <p>Er zijn nog geen artikelen over dit onderwerp.</p>
      ) : (
        // A list like the article lists (with their gap between teasers), named by the heading.
        <ol className="teasers" aria-labelledby="region-articles-heading">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleTeaser article={article} headingLevel={3} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
