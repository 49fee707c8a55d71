import { data, redirect } from 'react-router';
import { safeReturnPath } from '../components/account/return-path.js';
import {
  NEWSLETTER_PAGE,
  newsletterBlockAnchor,
  newsletterReturnUrl,
} from '../components/content/subscribe-newsletter.js';
import { createApiClient } from '../lib/api.server.js';
import { subscribeToNewsletter } from '../lib/content-newsletter.server.js';
import type { Route } from './+types/content-page-newsletter';
import { readForm } from '../lib/http.js';

/**
 * GET /nieuwsbrief/aanmelden (the address typed, a bookmark, the back button after a post): no
 * form answers here, so the visitor goes to the form: the page it is on (`?terug=`, at its block
 * `?blok=`) or the newsletter page, instead of a bare error.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = safeReturnPath(params.get('terug'), NEWSLETTER_PAGE).replace(/#.*$/, '');
  const anchor = newsletterBlockAnchor(params.get('blok'));
  return redirect(anchor ? `${page}#${anchor}` : page, {
    status: 303,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/**
 * POST /nieuwsbrief/aanmelden (form field `email`): the newsletter signup blocks in content post
 * here, so the browser never needs the API's address. A block's script asks for JSON and gets
 * `{ ok }` or `{ ok, message }`; a form posted without JavaScript is sent back (303) to the page it
 * came from (`?terug=`, `?blok=`) with the outcome in the URL, which the block then shows.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const result = await subscribeToNewsletter(createApiClient(), form.get('email'));
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (!wantsJson) {
    const url = new URL(request.url);
    const status = result.ok ? 'success' : result.status === 400 ? 'invalid' : 'error';
    return redirect(
      newsletterReturnUrl(url.searchParams.get('terug'), url.searchParams.get('blok'), status),
      { status: 303, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  return data(result, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
