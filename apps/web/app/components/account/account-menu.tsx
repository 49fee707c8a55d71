import { Form, Link, useLocation } from 'react-router';
import type { SiteUser } from '../../lib/user.js';
import { loginHref } from './return-path.js';

/** Where the logout form posts (route `logout-nl`). */
export const LOGOUT_PATH = '/uitloggen';

/**
 * The visitor's account state in the header: 'Inloggen' (back to this page afterwards) for an
 * anonymous visitor; for a logged-in one a disclosure menu (works without scripts) with
 * Instellingen, Inbox and Uitloggen (a POST, never a link).
 */
export function AccountMenu({ user }: { user: SiteUser | null }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!user) {
    return (
      <div className="account-menu">
        <Link className="account-menu__login" to={loginHref(here)} rel="nofollow">
          Inloggen
        </Link>
      </div>
    );
  }
  const name = user.profile?.username ?? user.email;
  return (
    // Keyed on the page: a client-side navigation from the menu leaves it closed on the next page.
    <details key={here} className="account-menu" data-user>
      <summary>
        <span className="account-menu__label">Account</span>
        <span className="account-menu__name">{name}</span>
      </summary>
      <ul>
        <li>
          <Link to="/settings">Instellingen</Link>
        </li>
        <li>
          <Link to="/inbox">Inbox</Link>
        </li>
        <li>
          <Form method="post" action={LOGOUT_PATH}>
            <input type="hidden" name="terug" value={here} />
            <button type="submit">Uitloggen</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
