import type { ReactNode } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { SETTINGS_SECTIONS } from '../../lib/settings.js';
import { LOGOUT_PATH } from '../account/account-menu.js';

/**
 * The settings screen's own frame (the site layout is off): a way back to the site, the visitor's
 * name, the navigation between the sections (the current one has `aria-current="page"`) and the
 * section itself in `<main>`.
 */
export function SettingsFrame({ name, children }: { name: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <div className="settings">
      <a className="settings__skip" href="#instellingen">
        Naar de inhoud
      </a>
      <header className="settings__header">
        <Link className="settings__back" to="/">
          <span aria-hidden="true">←</span> Terug naar de site
        </Link>
        <p className="settings__user">
          Ingelogd als <strong data-testid="settings-user">{name}</strong>
        </p>
        <Form method="post" action={LOGOUT_PATH} className="settings__logout">
          <input type="hidden" name="terug" value="/" />
          <button type="submit">Uitloggen</button>
        </Form>
      </header>
      <div className="settings__body">
        <nav className="settings__nav" aria-label="Instellingen">
          <p className="settings__nav-title">
            <Link
              to="/settings"
              aria-current={location.pathname === '/settings' ? 'page' : undefined}
            >
              Instellingen
            </Link>
          </p>
          <ul>
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="instellingen" className="settings__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
