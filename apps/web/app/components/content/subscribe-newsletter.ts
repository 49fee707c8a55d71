/** The site's own endpoint that forwards a newsletter signup to the API (route `newsletter-subscribe-nl`). */
export const NEWSLETTER_SUBSCRIBE_PATH = '/nieuwsbrief/aanmelden';

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
