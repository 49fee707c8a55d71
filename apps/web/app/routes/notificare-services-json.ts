import { env } from '../lib/env.server.js';
import { servicesFile } from '../lib/push.js';
import { pushSettings } from '../lib/push.server.js';

/**
 * `/notificare-services.json`: the push application's settings in the provider's services-file
 * format (`configureFromServices()` reads it). 404 when the site has no push settings.
 */
export function loader() {
  const settings = pushSettings(env);
  if (!settings) {
    return Response.json(
      { error: 'Push is not configured' },
      { status: 404, headers: { 'Cache-Control': 'no-cache' } },
    );
  }
  return Response.json(servicesFile(settings), { headers: { 'Cache-Control': 'no-cache' } });
}
