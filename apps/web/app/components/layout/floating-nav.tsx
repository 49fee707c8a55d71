import { NavLink } from 'react-router';
import { FLOATING_NAV } from './nav-items.js';

/** The floating navigation bar at the bottom of phone screens; the root hides it where a route's handle says `floatingNav: false`. */
export function FloatingNav() {
  return (
    <nav className="floating-nav" aria-label="Snelmenu">
      <ul>
        {FLOATING_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
