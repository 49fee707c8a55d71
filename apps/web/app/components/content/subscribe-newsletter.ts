/** The site's own endpoint that forwards a newsletter signup to the API (route `newsletter-subscribe-nl`). */
export const NEWSLETTER_SUBSCRIBE_PATH = '/nieuwsbrief/aanmelden';

/** The content page with the newsletter signup (apps/api seed): where a signup of unknown origin goes. */
export const NEWSLETTER_PAGE = '/nieuwsbrief';

/** The anchor of a signup block (`blok-<slug>`, its id in the content), or '' for a slug that cannot be one. */
export function newsletterBlockAnchor(slug: string | null): string {
  return slug && /^[\w-]{1,100}$/.test(slug) ? `blok-${slug}` : '';
}

/**
 * Signs an address up for the newsletter through the site's endpoint (the browser never talks to
 * the API itself). Resolves when the API accepted it; rejects otherwise, so the signup block
 * shows its Dutch error message.
 */
export async function subscribeNewsletter(
  email: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const body = new FormData();
  body.set('email', email);
  const response = await fetchImpl(NEWSLETTER_SUBSCRIBE_PATH, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`Aanmelden voor de nieuwsbrief mislukt (status ${response.status})`);
}

/** The outcome of a signup posted without JavaScript, as the site reports it in the URL. */
export type NewsletterOutcome = { slug: string; status: 'success' | 'error' | 'invalid' };

/** The query values of {@link NewsletterOutcome} (`?nieuwsbrief=…&blok=<slug>`), in Dutch. */
export const NEWSLETTER_OUTCOME_PARAMS = {
  success: 'aangemeld',
  error: 'mislukt',
  invalid: 'ongeldig',
} as const satisfies Record<NewsletterOutcome['status'], string>;

/**
 * Where a signup block posts without JavaScript: the site's endpoint, told which page and block to
 * come back to (`terug`, `blok`).
 */
export function newsletterFallbackAction(pathname: string, slug: string): string {
  const query = new URLSearchParams({ terug: pathname, blok: slug });
  return `${NEWSLETTER_SUBSCRIBE_PATH}?${query.toString()}`;
}

/** Reads the outcome the endpoint put in the URL after a post without JavaScript. */
export function readNewsletterOutcome(params: URLSearchParams): NewsletterOutcome | undefined {
  const value = params.get('nieuwsbrief');
  const slug = params.get('blok');
  if (!value || !slug) return undefined;
  const entry = Object.entries(NEWSLETTER_OUTCOME_PARAMS).find(([, v]) => v === value);
  return entry ? { slug, status: entry[0] as NewsletterOutcome['status'] } : undefined;
}

/**
 * The page to return to after a post without JavaScript: a path on this site only (no `//host`,
 * no backslashes, no scheme), otherwise the newsletter page.
 */
export function newsletterReturnUrl(
  terug: string | null,
  slug: string | null,
  status: NewsletterOutcome['status'],
): string {
  const safe =
    terug && terug.startsWith('/') && !terug.startsWith('//') && !/[\\\s]/.test(terug)
      ? terug
      : NEWSLETTER_PAGE;
  const url = new URL(safe, 'http://site.invalid');
  url.search = '';
  url.searchParams.set('nieuwsbrief', NEWSLETTER_OUTCOME_PARAMS[status]);
  const anchor = newsletterBlockAnchor(slug);
  if (anchor && slug) url.searchParams.set('blok', slug);
  url.hash = anchor;
  return `${url.pathname}${url.search}${url.hash}`;
}
