// @ts-check

/**
 * The URL of a request to this server, on `origin`. The request target is a path (origin form),
 * and a path may start with `//`: resolved as a relative URL, `//evil.com/` would become the host
 * `evil.com` with the path `/` (the home page, with the other host in its canonical address). A
 * target in absolute form (`http://host/path`, sent to proxies) gives its path and query only.
 * @param {string | undefined} target `req.url`
 * @param {string} origin e.g. `http://localhost:3000`
 */
export function requestUrl(target, origin) {
  if (target?.startsWith('/')) return new URL(`${origin}${target}`);
  const url = new URL(target || '/', origin);
  return new URL(`${origin}${url.pathname}${url.search}`);
}
