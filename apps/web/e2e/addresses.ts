import type { Page } from '@playwright/test';

// Client addresses for the API's per-address limits. The browser and the web server reach the API
// through loopback, a trusted proxy (decision 0110), so the API counts the address a request's
// X-Forwarded-For names: without one, every journey of the suite would be one visitor, 127.0.0.1.

let counter = 0;

/** A client address no other request of this run has named. */
export function nextAddress(): string {
  const n = counter++;
  return `10.${100 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

/**
 * From now on the page's browser is a visitor of its own address, as a member on their own phone
 * is: the site's journeys then count against their own per-address limits (logins, registrations,
 * reset mails), not against one budget shared by the whole suite.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
}
