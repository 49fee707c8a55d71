import { Form, Link, useLocation } from 'react-router';
import type { SiteUser } from '../../lib/user.js';
import { loginHref } from './return-path.js';

/** Where the logout form posts (route `logout-nl`). */
export const LOGOUT_PATH = '/uitloggen';

/**
 * The visitor's account state in the header: 'Inloggen' (back to this page afterwards) for an
 * anonymous visitor; for a logged-in one a disclosure menu (works without scripts) with
 * Instellingen, Inbox and Uitloggen (a POST, never a link). With scripts it also closes like a
 * menu: on Escape (focus back to its summary) and when focus or a click moves outside it, so its
 * dropdown never stays over the header controls that have the focus (WCAG 2.4.11).
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
    <details key={here} ref={closeLikeAMenu} className="account-menu" data-user>
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

/**
 * The menu's ref: closes the open `<details>` on Escape (focus back to its summary) and when the
 * focus or a click lands outside it. A ref callback with a cleanup, so the listeners follow the
 * element itself (remounted per page, absent for an anonymous visitor).
 */
function closeLikeAMenu(menu: HTMLDetailsElement | null) {
  if (!menu) return;
  const outside = (target: EventTarget | null) => target instanceof Node && !menu.contains(target);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    const focused = document.activeElement;
    menu.open = false;
    // Back to the summary from inside the menu (or from nowhere), not away from another field.
    if (!focused || focused === document.body || menu.contains(focused))
      menu.querySelector('summary')?.focus();
  };
  // Focus leaving for nowhere (a click on the menu's padding, another window) keeps it open:
  // clicks are judged by where they land.
  const onFocusOut = (event: FocusEvent) => {
    if (menu.open && event.relatedTarget && outside(event.relatedTarget)) menu.open = false;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (menu.open && outside(event.target)) menu.open = false;
  };
  document.addEventListener('keydown', onKeyDown);
  menu.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    menu.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
  };
}
