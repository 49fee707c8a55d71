/** Version of this SDK, sent as `sdkVersion` with every device registration and update. */
export const SDK_VERSION = '4.2.0';

/** App version sent when the site configures none. */
export const DEFAULT_APP_VERSION = '1.0.0';

/** Language sent when the browser reports none. */
export const DEFAULT_LANGUAGE = 'en';

/** Region sent when the browser reports none. */
export const DEFAULT_REGION = 'US';

/** Host of the push provider when neither the options nor the services file name one. */
export const DEFAULT_API_HOST = 'https://push.notifica.re';

/** Where `configureFromServices()` looks for the site's services file. */
export const DEFAULT_SERVICES_FILE_URL = '/notificare-services.json';

/** Service worker script and scope used when the options name none. */
export const DEFAULT_SERVICE_WORKER = '/sw.js';
export const DEFAULT_SERVICE_WORKER_SCOPE = '/';

/** Every local-storage key of the SDK starts with this provider-specific prefix. */
export const STORAGE_PREFIX = 're.notifica.';

/** A session whose page unloaded less than this long ago resumes on the next launch. */
export const SESSION_RESUME_WINDOW_MS = 10_000;

/** A hidden page ends its session after this long without becoming visible again. */
export const SESSION_IDLE_TIMEOUT_MS = 600_000;

/** Inbox paging defaults of the provider API. */
export const DEFAULT_INBOX_SKIP = 0;
export const DEFAULT_INBOX_LIMIT = 100;

/** Event types the SDK logs itself; custom events are `re.notifica.event.custom.<name>`. */
export const EventType = {
  install: 're.notifica.event.application.Install',
  registration: 're.notifica.event.application.Registration',
  upgrade: 're.notifica.event.application.Upgrade',
  sessionOpen: 're.notifica.event.application.Open',
  sessionClose: 're.notifica.event.application.Close',
  notificationOpen: 're.notifica.event.notification.Open',
  notificationReceive: 're.notifica.event.notification.Receive',
} as const;

/** Prefix of custom event types. */
export const CUSTOM_EVENT_PREFIX = 're.notifica.event.custom.';
