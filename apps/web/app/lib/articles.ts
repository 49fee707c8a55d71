// Shapes shared by the server-side loader and the components that render its result.

/** One article as the home page shows it: only what the teaser needs, ready to render. */
export interface ArticleTeaser {
  id: string;
  heading: string;
  path: string;
  /** Null when the article's page hides its publish date (`isPublishDateVisible` false): so does the teaser. */
  publishedAt: string | null;
  /** A paid article, labelled 'Advertorial' as on its page. */
  isAdvertorial: boolean;
  /** The author's name, or null for articles by the editors (shown as 'Redactie'). */
  author: string | null;
  introduction: string;
  thumbnail: { src: string; width: number; height: number; alt: string } | null;
}

/** The outcome of loading the latest articles; an API failure is a state, not an exception. */
export type LatestArticles =
  { state: 'ok'; total: number; articles: ArticleTeaser[] } | { state: 'error' };
