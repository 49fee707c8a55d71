import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router';
import { type RoutePreloadHandlers, useRoutePreload } from '../../lib/route-preload.js';

/** The link's own intent handlers, each followed by the preload's. */
function withPreload(
  own: Partial<RoutePreloadHandlers>,
  preload: RoutePreloadHandlers,
): RoutePreloadHandlers {
  return {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      preload.onMouseEnter(event);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      preload.onMouseLeave(event);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      preload.onFocus(event);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      preload.onBlur(event);
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      preload.onTouchStart(event);
    },
  };
}

/**
 * A `<NavLink>` to a path of this site that preloads the route's modules on intent, through the
 * page's queue of at most 4 route preloads (spec §9; `app/lib/route-preload.ts`).
 */
export function PreloadNavLink(props: NavLinkProps & { to: string }) {
  const preload = useRoutePreload(props.to);
  return <NavLink {...props} {...withPreload(props, preload)} />;
}

/** A `<Link>` to a path of this site that preloads the route's modules on intent (see {@link PreloadNavLink}). */
export function PreloadLink(props: LinkProps & { to: string }) {
  const preload = useRoutePreload(props.to);
  return <Link {...props} {...withPreload(props, preload)} />;
}
