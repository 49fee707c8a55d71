import { robotsTxt } from './sitemap-build.js';
import type { Route } from './+types/robots-txt';

/** robots.txt with the absolute sitemap address of the origin the request came in on. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
