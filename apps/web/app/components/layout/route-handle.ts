import type { ColorModeChoice } from '../../lib/color-mode.js';

/**
 * What a route module may say about the shell through its `handle` export:
 * `export const handle: RouteHandle = { floatingNav: false };` on article and activity pages,
 * `{ colorMode: 'dark' }` to force a colour mode on a page.
 */
export interface RouteHandle {
  /** `false` hides the floating navigation bar (spec §2: not on article and activity pages). Default: shown. */
  floatingNav?: boolean;
  /** Forces this colour mode on the page, whatever the visitor chose; never 'system'. Default: the visitor's choice. */
  colorMode?: Exclude<ColorModeChoice, 'system'>;
  /** `false` renders the page without the site layout (header, footer, navigation): the account and settings screens (spec §2). Default: with layout. */
  layout?: boolean;
}

/** The merged handle of the matched routes: the deepest route that says something wins. */
export function shellHandle(matches: ReadonlyArray<{ handle?: unknown } | undefined>): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match?.handle;
    if (!handle || typeof handle !== 'object') continue;
    const { floatingNav, colorMode, layout } = handle as Record<string, unknown>;
    if (typeof floatingNav === 'boolean') merged.floatingNav = floatingNav;
    if (typeof layout === 'boolean') merged.layout = layout;
    if (colorMode === 'light' || colorMode === 'dark') merged.colorMode = colorMode;
  }
  return merged;
}
