import { siteOrigin } from '../lib/env.server.js';
import { robotsTxt } from './sitemap-build.js';
import type { Route } from './+types/robots-txt';

/** robots.txt with the absolute sitemap address of the site's public origin (`siteOrigin`). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
