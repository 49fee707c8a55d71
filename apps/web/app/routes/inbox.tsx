import { InboxView } from '../components/push/inbox-view.js';
import { PRIVATE_CACHE_CONTROL } from '../lib/http.js';
import { requireUser } from '../lib/session.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { Route } from './+types/inbox';

/** Spec §1/§6: logged-in users have an inbox; anyone else goes to the login screen first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export const headers = () => ({ 'Cache-Control': PRIVATE_CACHE_CONTROL });

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Inbox', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The inbox of this browser's device (spec §2 `/inbox`): its notifications from the push
 * provider, newest first, 100 per page. It lives in the browser (the device does), so the list
 * loads after hydration.
 */
export default function Inbox() {
  return (
    <div className="inbox">
      <h1>Inbox</h1>
      <InboxView />
    </div>
  );
}
