import { articles } from './articles/index.js';
import { authors } from './authors.js';
import { banners } from './banners.js';
import { frontpageItems } from './frontpage.js';
import { catalog } from './media.js';
import { pages } from './pages/index.js';
import { regions } from './regions/index.js';
import { redirects } from './redirects.js';
import { replies } from './replies.js';
import type { SeedContent } from './types.js';
import { users } from './users.js';
import { weatherPlaces } from './weather.js';

/** The whole Dutch demo content; every image it names is listed in `images`. */
export const demoContent: SeedContent = {
  authors,
  regions,
  articles,
  pages,
  frontpageItems,
  banners,
  users,
  replies,
  weatherPlaces,
  redirects,
  // Last: the modules above register their images while they are built.
  images: catalog.list(),
};

export { articleLink, articlePublishedAt, daysAgo, hoursAgo, seedMoment } from './clock.js';
export type * from './types.js';
