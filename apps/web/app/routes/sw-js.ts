import workerSource from '@nsv/push-sdk/sw.js?raw';
import { env } from '../lib/env.server.js';
import { pushSettings } from '../lib/push.server.js';

/**
 * `/sw.js`: the push SDK's ready-made service worker (`@nsv/push-sdk/sw.js`), built into the
 * server. Only when the site has push settings; browsers check it for updates on every
 * navigation, so it is revalidated each time (`no-cache`) and never goes into the page cache.
 */
export function loader() {
  if (!pushSettings(env)) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
  return new Response(workerSource, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
