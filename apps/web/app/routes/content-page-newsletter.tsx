import { data } from 'react-router';
import { createApiClient } from '../lib/api.server.js';
import { subscribeToNewsletter } from '../lib/content-newsletter.server.js';
import type { Route } from './+types/content-page-newsletter';

/**
 * POST /nieuwsbrief/aanmelden (form field `email`): the newsletter signup blocks in content post
 * here, so the browser never needs the API's address. Answers JSON `{ ok }` or `{ ok, message }`.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await subscribeToNewsletter(createApiClient(), form.get('email'));
  return data(result, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
