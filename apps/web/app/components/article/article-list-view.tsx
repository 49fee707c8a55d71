import { listHref, type ArticleListPage } from '../../lib/articles-list.js';
import { ArticleTeaser } from '../article-teaser.js';
import { Pager } from '../content/pager.js';
import { ArticleSortForm } from './article-sort-form.js';

/** How many teasers load their image at once. */
const EAGER_IMAGES = 2;

/** One page of an article list: heading, sort form, teasers and paging. */
export function ArticleListView({ list, basePath }: { list: ArticleListPage; basePath: string }) {
  const { query } = list;
  return (
    <div className="article-list">
      <h1>{list.title}</h1>
      <p className="article-list__intro">{list.description}</p>
      {/* key: the selects show the URL's choice again after a client-side navigation. */}
      <ArticleSortForm key={`${query.sort}-${query.order}`} query={query} action={basePath} />
      {list.articles.length === 0 ? (
        <p className="notice">Er zijn hier nog geen artikelen.</p>
      ) : (
        <ol className="teasers" aria-label={`${list.title}, pagina ${query.page}`}>
          {list.articles.map((article, index) => (
            <li key={article.id}>
              <ArticleTeaser article={article} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={query.page}
        pages={list.pages}
        total={list.total}
        hrefFor={(page) => listHref(basePath, { ...query, page })}
        label={`Paginering ${list.title.toLowerCase()}`}
      />
    </div>
  );
}
