/** The language cookie of spec §9: locale nl, kept 365 days. */
export const LANGUAGE_COOKIE = `lang=nl; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;

/**
 * Sets the language cookie unless the browser has it. Set by the page's script rather than by
 * the server, so that anonymous pages carry no Set-Cookie and stay cacheable by a CDN and the
 * page cache.
 */
export function setLanguageCookie(): void {
  if (!/(?:^|;\s*)lang=nl(?:;|$)/.test(document.cookie)) document.cookie = LANGUAGE_COOKIE;
}
