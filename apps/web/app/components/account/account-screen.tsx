import type { ReactNode } from 'react';
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { DEFAULT_SITE_NAME } from '../../lib/site.js';
import { InlineStyle } from '../layout/inline-style.js';
import accountScreenStyles from './account-screen.css?inline';
import { accountScreenHref } from './return-path.js';

/** The screens of the account-actions screen, in the order its switcher shows them. */
const SCREENS = [
  { to: '/login', label: 'Inloggen' },
  { to: '/register', label: 'Registreren' },
  { to: '/reset-password', label: 'Wachtwoord vergeten' },
] as const;

/**
 * The one account-actions screen (spec §2: /login, /register, /reset-password and
 * /account-actions, without the site layout): the site name back home, a switcher between logging
 * in, registering and asking for a reset link (keeping `?terug=`), the heading and the form.
 */
export function AccountScreen({
  title,
  intro,
  terug,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The way back after logging in, carried along when the visitor switches screens. */
  terug?: string | null;
  children: ReactNode;
}) {
  const siteName = useRouteLoaderData<{ siteName?: string }>('root')?.siteName ?? DEFAULT_SITE_NAME;
  return (
    <div className="account-screen">
      <InlineStyle id="account-screen" css={accountScreenStyles} />
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <header className="account-screen__header">
        <Link className="account-screen__home" to="/">
          {siteName}
        </Link>
      </header>
      <main id="inhoud" className="account-screen__main" tabIndex={-1}>
        <nav className="account-screen__switch" aria-label="Accountacties">
          <ul>
            {SCREENS.map((screen) => (
              <li key={screen.to}>
                <NavLink to={accountScreenHref(screen.to, terug)} end>
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <h1>{title}</h1>
        {intro ? <div className="account-screen__intro">{intro}</div> : null}
        {children}
      </main>
    </div>
  );
}
