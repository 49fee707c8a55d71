import { PageCards } from '../components/activity/page-cards.js';
import { ContentBody } from '../components/content/content-body.js';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { loadActivity } from '../components/activity/activities.server.js';
import { createApiClient } from '../lib/api.server.js';
import { env } from '../lib/env.server.js';
import { pageUrl } from '../lib/content-url.js';
import { notFound, publicCacheHeaders } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import type { Route } from './+types/activity';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';

export const headers = publicCacheHeaders;
/** Spec §2: activity pages do not show the floating navigation bar. */
export const handle: RouteHandle = { floatingNav: false };

/** One activity category: its page content and its content pages; 404 for an unknown category. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const activity = await loadActivity(createApiClient(), params.slug, env.apiOrigin);
  if (!activity) notFound(pageUrl(request).pathname);
  return { activity };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { activity } = data;
  return pageMeta(
    {
      title: activity.page?.meta.title ?? activity.title,
      description: activity.page?.meta.description ?? null,
      path: `/activiteiten/${activity.slug}`,
      image: activity.page?.meta.ogImage ?? null,
      hasIndex: activity.page?.meta.hasIndex ?? true,
    },
    matches,
  );
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { activity } = loaderData;
  return (
    <article className="activity-page">
      <DiscoveryBaseStyles />
      <h1>{activity.page?.heading ?? activity.title}</h1>
      {activity.page ? <ContentBody content={activity.page.content} /> : null}
      <section aria-labelledby="activity-pages-heading">
        <h2 id="activity-pages-heading">Lees verder</h2>
        {activity.pages.length === 0 ? (
          <p>Er zijn nog geen pagina&apos;s over deze activiteit.</p>
        ) : (
          <PageCards pages={activity.pages} headingLevel={3} />
        )}
      </section>
    </article>
  );
}
