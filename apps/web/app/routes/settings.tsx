import { Outlet } from 'react-router';
import { InlineStyle } from '../components/layout/inline-style.js';
import { SettingsFrame } from '../components/settings/settings-frame.js';
import settingsStyles from '../components/settings/settings.css?inline';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { requireUser } from '../lib/session.server.js';
import { SETTINGS_HEADERS } from '../lib/settings.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { Route } from './+types/settings';

/** Settings bring their own frame: no site header, footer or floating navigation (spec §2). */
export const handle: RouteHandle = { layout: false };

/** Login required: a logged-out visitor goes to `/login?terug=/settings/...`. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.profile?.username ?? user.email };
}

export const headers = () => SETTINGS_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Instellingen', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** `/settings`: the frame around the four sections (profile, replies, security, notifications). */
export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsFrame name={loaderData.name}>
      <InlineStyle id="settings" css={settingsStyles} />
      <Outlet />
    </SettingsFrame>
  );
}
