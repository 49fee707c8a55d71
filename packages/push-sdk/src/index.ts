// Public API of @nsv/push-sdk. Everything exported here is covered by api-surface.txt.
export { createPushClient } from './client.js';
export type { LaunchState, PushClient, PushClientOptions } from './client.js';
export type { PushConfig, ServicesFile } from './config.js';
export {
  CUSTOM_EVENT_PREFIX,
  DEFAULT_API_HOST,
  DEFAULT_APP_VERSION,
  DEFAULT_INBOX_LIMIT,
  DEFAULT_INBOX_SKIP,
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  DEFAULT_SERVICES_FILE_URL,
  EventType,
  SDK_VERSION,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_RESUME_WINDOW_MS,
  STORAGE_PREFIX,
} from './constants.js';
export {
  AlreadyConfiguredError,
  DeviceUnavailableError,
  InvalidArgumentError,
  InvalidConfigurationError,
  NetworkError,
  NotConfiguredError,
  NotReadyError,
  PushError,
  ServiceNotAvailableError,
  UnsupportedDeviceError,
} from './errors.js';
export type { PushErrorCode } from './errors.js';
export type { PushEventName, PushEvents, PushListener } from './events.js';
export type { DeviceMethods } from './methods.js';
export { createMemoryStorage } from './platform.js';
export type {
  NotificationApi,
  PlatformOptions,
  PushClock,
  PushDocument,
  PushEventTarget,
  PushFetch,
  PushManagerLike,
  PushNavigator,
  PushStorage,
  PushSubscriptionLike,
  PushTimers,
  PushWindow,
  ServiceWorkerContainerLike,
  ServiceWorkerLike,
  ServiceWorkerRegistrationLike,
} from './platform.js';
export type * from './types.js';
