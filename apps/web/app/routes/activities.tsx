import { PageCards } from '../components/activity/page-cards.js';
import { loadActivities } from '../components/activity/activities.server.js';
import { createApiClient } from '../lib/api.server.js';
import { env } from '../lib/env.server.js';
import { publicCacheHeaders } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import type { Route } from './+types/activities';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';

export const headers = publicCacheHeaders;

/** Every activity category with its page. */
export async function loader() {
  return { activities: await loadActivities(createApiClient(), env.apiOrigin) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: 'Activiteiten',
      description:
        'Wandelen, fietsen, klimmen en meer: wat je in de bergen kunt doen als er geen sneeuw ligt.',
      path: '/activiteiten',
    },
    matches,
  );
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  return (
    <div className="activities-page">
      <DiscoveryBaseStyles />
      <h1>Activiteiten</h1>
      <p>Ook buiten het skiseizoen zijn de bergen de reis waard. Kies een activiteit.</p>
      {loaderData.activities.length === 0 ? (
        <p>Er zijn nog geen activiteiten.</p>
      ) : (
        <PageCards pages={loaderData.activities} />
      )}
    </div>
  );
}
