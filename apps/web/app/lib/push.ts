/** Spec §9: the inbox page size. */
export const INBOX_PAGE_SIZE = 100;

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
