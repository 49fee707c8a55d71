import { countImpression, type ImpressionOutcome } from '../lib/impression.server.js';
import type { Route } from './+types/impression';

const STATUS: Record<ImpressionOutcome, number> = {
  counted: 204,
  ignored: 204,
  'not-found': 404,
  invalid: 400,
  'cross-site': 403,
};

// A transparent 1×1 GIF: what the `<noscript>` pixel of the article page receives.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const NEVER_CACHE = { 'cache-control': 'no-store' };

/** `GET /impressie?pad=…`: the pixel of readers without JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
  const status = STATUS[await countImpression(request)];
  return status === 204
    ? new Response(PIXEL, { headers: { ...NEVER_CACHE, 'content-type': 'image/gif' } })
    : new Response(null, { status, headers: NEVER_CACHE });
}

/** `POST /impressie` (form field `pad`): the beacon the article page sends after rendering. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return new Response(null, { status: 405, headers: { ...NEVER_CACHE, allow: 'GET, POST' } });
  return new Response(null, {
    status: STATUS[await countImpression(request)],
    headers: NEVER_CACHE,
  });
}
