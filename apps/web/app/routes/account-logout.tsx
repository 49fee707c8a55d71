import { DeleteCurrentSessionDocument } from '@nsv/graphql';
import { redirect } from 'react-router';
import { safeReturnPath } from '../components/account/return-path.js';
import { PRIVATE_CACHE_CONTROL, readForm } from '../lib/http.js';
import { apiForRequest, clearSessionCookie, readSessionToken } from '../lib/session.server.js';
import type { Route } from './+types/account-logout';

/**
 * POST /uitloggen (the header's 'Uitloggen'): ends the session on the server
 * (`deleteCurrentSession`), clears the cookie and sends the visitor back (`terug`, a path of this
 * site) as an anonymous visitor. Works without JavaScript. A session that had already ended is
 * logged out all the same.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (readSessionToken(request)) {
    const result = await apiForRequest(request)
      .mutation(DeleteCurrentSessionDocument, {})
      .toPromise();
    if (result.error && !result.error.graphQLErrors.length) {
      // The API could not be reached: the cookie goes anyway, the session expires on its own.
      console.error(
        JSON.stringify({ level: 'error', msg: 'logout failed', error: result.error.message }),
      );
    }
  }
  const back = safeReturnPath(
    typeof form.get('terug') === 'string' ? String(form.get('terug')) : null,
  );
  return redirect(back, {
    status: 303,
    headers: { 'Set-Cookie': clearSessionCookie(), 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
}

/** GET /uitloggen never logs out (a link or an image elsewhere must not end a session). */
export function loader() {
  return redirect('/', { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });
}
