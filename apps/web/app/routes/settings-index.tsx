import { Link } from 'react-router';
import { requireUser } from '../lib/session.server.js';
import { SETTINGS_SECTIONS } from '../lib/settings.js';
import { SETTINGS_HEADERS } from '../lib/settings.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { Route } from './+types/settings-index';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { hasProfile: user.hasProfile };
}

export const headers = () => SETTINGS_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Instellingen', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * `/settings`: an overview of the four sections, so a visitor sees at once what can be set here
 * (a redirect to the profile would hide the others on small screens, where the menu is above).
 */
export default function SettingsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Instellingen</h1>
      {loaderData.hasProfile ? null : (
        <p className="settings-status" role="status">
          Je hebt nog geen profiel. <Link to="/settings/profile">Maak je profiel aan</Link> om te
          kunnen reageren.
        </p>
      )}
      <ul className="settings-overview">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.label}</Link>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
