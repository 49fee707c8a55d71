import { env } from '../lib/env.server.js';
import { proxyMedia } from '../lib/media-proxy.server.js';
import type { Route } from './+types/media';

/** `/media/*`: the API's images under the site's own origin (resource route, no HTML). */
export function loader({ request }: Route.LoaderArgs) {
  return proxyMedia(request, { apiOrigin: env.apiOrigin });
}
