/** Spec §9: the inbox page size. */
export const INBOX_PAGE_SIZE = 100;

/** What the provider is asked for page `page` (0-based) of the inbox: 100 items after the pages before it. */
export function inboxPageQuery(page: number): { skip: number; limit: number } {
  if (!Number.isInteger(page) || page < 0) {
    throw new RangeError(`inboxPageQuery: page must be 0 or more, got ${page}`);
  }
  return { skip: page * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE };
}

/** How many pages of {@link INBOX_PAGE_SIZE} an inbox of `count` items fills (at least one). */
export function inboxPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE));
}

/** Where the SDK's service worker and the services file are served (routes `sw-nl`, `notificare-nl`). */
export const PUSH_SERVICE_WORKER_PATH = '/sw.js';
export const PUSH_SERVICES_FILE_PATH = '/notificare-services.json';

/**
 * The push settings the browser needs. The key and secret of a web application are public by
 * nature (the provider guards them with its allowed origins, docs/decisions/0450), so they may go
 * into the page. Null when the site has no push application configured: nothing push-related loads.
 */
export interface PushSettings {
  applicationKey: string;
  applicationSecret: string;
  apiHost: string;
}

/** The site's `/notificare-services.json` (the format `configureFromServices()` reads). */
export function servicesFile(settings: PushSettings) {
  return {
    applicationKey: settings.applicationKey,
    applicationSecret: settings.applicationSecret,
    hosts: { restApi: settings.apiHost },
    serviceWorker: PUSH_SERVICE_WORKER_PATH,
    serviceWorkerScope: '/',
    // Spec §4: temporary devices (browsers without a push subscription) are ignored.
    ignoreTemporaryDevices: true,
    ignoreUnsupportedWebPushDevices: false,
  };
}
