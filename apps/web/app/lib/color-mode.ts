/** The visitor's colour-mode choice; 'system' follows the operating system's preference. */
export type ColorModeChoice = 'light' | 'dark' | 'system';

/** The one local-storage key that keeps the choice. */
export const COLOR_MODE_STORAGE_KEY = 'nsv-color-mode';

/** The attribute on `<html>` that carries the applied mode ('light' or 'dark'); the CSS keys off it. */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';

/** The attribute on `<html>` that marks a mode forced by the page (so the toggle can say so). */
export const COLOR_MODE_FORCED_ATTRIBUTE = 'data-color-mode-forced';

/** Reads a stored value; anything unknown counts as 'system'. */
export function parseColorModeChoice(value: unknown): ColorModeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The mode to apply: a forced mode wins, then the choice, with 'system' resolved by the OS preference. */
export function resolveColorMode(
  choice: ColorModeChoice,
  prefersDark: boolean,
  forced?: 'light' | 'dark',
): 'light' | 'dark' {
  if (forced) return forced;
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * The inline script in `<head>` that sets the mode before the first paint (no flash of the wrong
 * colours): it runs before the body is parsed. Kept tiny and self-contained; `forced` is the
 * page's forced mode, known on the server from the route handle.
 */
export function colorModeScript(forced?: 'light' | 'dark'): string {
  const forcedLiteral = forced ? JSON.stringify(forced) : 'null';
  return `(function(){var d=document.documentElement,f=${forcedLiteral},c='system';try{c=localStorage.getItem(${JSON.stringify(
    COLOR_MODE_STORAGE_KEY,
  )})||'system'}catch(e){}var m=f||(c==='light'||c==='dark'?c:(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'));d.setAttribute(${JSON.stringify(
    COLOR_MODE_ATTRIBUTE,
  )},m);d.style.colorScheme=m})()`;
}
