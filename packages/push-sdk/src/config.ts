import {
  DEFAULT_API_HOST,
  DEFAULT_APP_VERSION,
  DEFAULT_SERVICE_WORKER,
  DEFAULT_SERVICE_WORKER_SCOPE,
} from './constants.js';
import { InvalidConfigurationError } from './errors.js';

/** What `configure()` takes. Only the application key and secret are required. */
export interface PushConfig {
  /** Application key (Basic auth user name). */
  applicationKey: string;
  /** Application secret (Basic auth password). */
  applicationSecret: string;
  /** Version of the site, sent with the device; a change logs an upgrade. Default `1.0.0`. */
  applicationVersion?: string;
  /** Origin of the push provider, e.g. `http://localhost:4100`; calls go to `<apiHost>/api/…`. */
  apiHost?: string;
  /** Service worker script for web push. Default `/sw.js`. */
  serviceWorker?: string;
  /** Scope of that service worker. Default `/`. */
  serviceWorkerScope?: string;
  /** Do not register devices that have no push subscription. Default false. */
  ignoreTemporaryDevices?: boolean;
  /** Fail the launch when the browser cannot do web push. Default false. */
  ignoreUnsupportedWebPushDevices?: boolean;
  /** Language to send instead of the browser's (two letters). */
  language?: string;
  /** Region to send instead of the browser's (two letters). */
  region?: string;
}

/** Configuration with defaults applied. */
export type ResolvedConfig = Required<Omit<PushConfig, 'language' | 'region'>> &
  Pick<PushConfig, 'language' | 'region'>;

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidConfigurationError(`The push SDK needs ${name}.`);
  }
  return value.trim();
}

function optionalText(value: unknown, name: string, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidConfigurationError(`The push SDK option ${name} must be a non-empty string.`);
  }
  return value.trim();
}

/** Validates a configuration and fills in its defaults. */
export function resolveConfig(config: PushConfig): ResolvedConfig {
  if (typeof config !== 'object' || config === null) {
    throw new InvalidConfigurationError('The push SDK needs a configuration object.');
  }
  const apiHost = optionalText(config.apiHost, 'apiHost', DEFAULT_API_HOST);
  if (!/^https?:\/\/[^/]/.test(apiHost)) {
    throw new InvalidConfigurationError(
      `The push SDK option apiHost must be an http(s) URL, got "${apiHost}".`,
    );
  }
  return {
    applicationKey: requireText(config.applicationKey, 'an application key (applicationKey)'),
    applicationSecret: requireText(
      config.applicationSecret,
      'an application secret (applicationSecret)',
    ),
    applicationVersion: optionalText(
      config.applicationVersion,
      'applicationVersion',
      DEFAULT_APP_VERSION,
    ),
    apiHost,
    serviceWorker: optionalText(config.serviceWorker, 'serviceWorker', DEFAULT_SERVICE_WORKER),
    serviceWorkerScope: optionalText(
      config.serviceWorkerScope,
      'serviceWorkerScope',
      DEFAULT_SERVICE_WORKER_SCOPE,
    ),
    ignoreTemporaryDevices: config.ignoreTemporaryDevices === true,
    ignoreUnsupportedWebPushDevices: config.ignoreUnsupportedWebPushDevices === true,
    language: config.language,
    region: config.region,
  };
}

/** The services file (`/notificare-services.json`) as a site serves it. */
export interface ServicesFile {
  applicationKey?: string;
  applicationSecret?: string;
  applicationVersion?: string;
  hosts?: { restApi?: string };
  serviceWorker?: string;
  serviceWorkerScope?: string;
  ignoreTemporaryDevices?: boolean;
  ignoreUnsupportedWebPushDevices?: boolean;
  language?: string;
  region?: string;
}

/** Turns a services file into a configuration; `overrides` win over the file. */
export function configFromServicesFile(
  file: unknown,
  overrides: Partial<PushConfig> = {},
): PushConfig {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    throw new InvalidConfigurationError('The services file must hold a JSON object.');
  }
  const f = file as ServicesFile;
  const restApi = f.hosts?.restApi;
  const config: PushConfig = {
    applicationKey: f.applicationKey as string,
    applicationSecret: f.applicationSecret as string,
  };
  // A bare host name means https, as in the provider's own services files.
  if (restApi) config.apiHost = /^https?:\/\//.test(restApi) ? restApi : `https://${restApi}`;
  if (f.applicationVersion !== undefined) config.applicationVersion = f.applicationVersion;
  if (f.serviceWorker !== undefined) config.serviceWorker = f.serviceWorker;
  if (f.serviceWorkerScope !== undefined) config.serviceWorkerScope = f.serviceWorkerScope;
  if (f.ignoreTemporaryDevices !== undefined)
    config.ignoreTemporaryDevices = f.ignoreTemporaryDevices;
  if (f.ignoreUnsupportedWebPushDevices !== undefined) {
    config.ignoreUnsupportedWebPushDevices = f.ignoreUnsupportedWebPushDevices;
  }
  if (f.language !== undefined) config.language = f.language;
  if (f.region !== undefined) config.region = f.region;
  return { ...config, ...overrides };
}
