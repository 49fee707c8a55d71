import { data } from 'react-router';
import { FrontpageItems } from '../components/content/frontpage-items.js';
import { HomeBanner } from '../components/content/home-banner.js';
import { LatestArticles } from '../components/latest-articles.js';
import { createApiClient } from '../lib/api.server.js';
import { env } from '../lib/env.server.js';
import { loadHomePage } from '../lib/home-page.server.js';
import { publicCacheHeaders } from '../lib/http.js';
import { pageMeta, siteSettingsFrom } from '../lib/seo.js';
import type { Route } from './+types/home';
import { ContentStyles } from '../components/content/content-styles.js';

export const headers = publicCacheHeaders;

/** Front-page items, the banner and the latest articles, loaded on the server in one request. */
export async function loader() {
  const { latest, items, banner } = await loadHomePage(createApiClient(), env.apiOrigin);
  // The page still renders (with a Dutch message), but caches and monitors must see the failure.
  return data({ latest, items, banner }, { status: latest.state === 'error' ? 500 : 200 });
}

export function meta({ matches }: Route.MetaArgs) {
  const { siteName } = siteSettingsFrom(matches);
  return pageMeta(
    {
      title: 'Home',
      description: `Het laatste nieuws, weblogs en artikelen van de ${siteName} over skiën, wintersport en de bergen.`,
      path: '/',
    },
    matches,
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <ContentStyles />
      <h1>Het laatste uit de bergen</h1>
      <FrontpageItems items={loaderData.items} />
      {/* Below the front-page items the teasers are out of view on arrival: their images wait. */}
      <LatestArticles
        result={loaderData.latest}
        eagerImages={loaderData.items.length > 0 ? 0 : undefined}
      />
      <HomeBanner banner={loaderData.banner} />
    </div>
  );
}
