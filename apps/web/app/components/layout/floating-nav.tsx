import { FLOATING_NAV } from './nav-items.js';
import { PreloadNavLink } from './preload-link.js';

/** The floating navigation bar at the bottom of phone screens; the root hides it where a route's handle says `floatingNav: false`. */
export function FloatingNav() {
  return (
    <nav className="floating-nav" aria-label="Snelmenu">
      <ul>
        {FLOATING_NAV.map((item) => (
          <li key={item.to}>
            <PreloadNavLink to={item.to} end={item.to === '/'}>
              {item.label}
            </PreloadNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
