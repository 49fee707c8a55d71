/** Machine-readable code of every error the SDK throws. */
export type PushErrorCode =
  | 'invalid-configuration'
  | 'already-configured'
  | 'not-configured'
  | 'not-ready'
  | 'device-unavailable'
  | 'service-not-available'
  | 'unsupported-device'
  | 'invalid-argument'
  | 'network';

/** Base class of all SDK errors: check `code` (or `instanceof` a subclass) to tell them apart. */
export class PushError extends Error {
  /** Machine-readable reason. */
  readonly code: PushErrorCode;

  constructor(code: PushErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PushError';
    this.code = code;
  }
}

/** `configure()` was called without an application key or secret, or with a bad value. */
export class InvalidConfigurationError extends PushError {
  constructor(message: string) {
    super('invalid-configuration', message);
    this.name = 'InvalidConfigurationError';
  }
}

/** `configure()` was called while the SDK is launching or launched. */
export class AlreadyConfiguredError extends PushError {
  constructor() {
    super('already-configured', 'The push SDK cannot be configured again once it launched.');
    this.name = 'AlreadyConfiguredError';
  }
}

/** `launch()` (or anything needing the configuration) was called before `configure()`. */
export class NotConfiguredError extends PushError {
  constructor() {
    super(
      'not-configured',
      'The push SDK is not configured: call configure() or configureFromServices() first.',
    );
    this.name = 'NotConfiguredError';
  }
}

/** A call needs a launched SDK: wait for `launch()` or the `ready` event. */
export class NotReadyError extends PushError {
  constructor() {
    super('not-ready', 'The push SDK is not ready: await launch() or wait for the ready event.');
    this.name = 'NotReadyError';
  }
}

/** The device is asked for before the first `ready` event, or no device is registered. */
export class DeviceUnavailableError extends PushError {
  constructor(message = 'No device is available before the first ready event.') {
    super('device-unavailable', message);
    this.name = 'DeviceUnavailableError';
  }
}

/** The application has the named provider service (`websitePush`, `inbox`) switched off. */
export class ServiceNotAvailableError extends PushError {
  /** The service that is not available. */
  readonly service: string;

  constructor(service: string) {
    super(
      'service-not-available',
      `The push service "${service}" is not available for this application.`,
    );
    this.name = 'ServiceNotAvailableError';
    this.service = service;
  }
}

/** The browser cannot do web push (no service worker, PushManager or Notification). */
export class UnsupportedDeviceError extends PushError {
  constructor() {
    super('unsupported-device', 'This browser cannot receive web push notifications.');
    this.name = 'UnsupportedDeviceError';
  }
}

/** A method got an argument it cannot use (an empty webhook target, a blank event name, …). */
export class InvalidArgumentError extends PushError {
  constructor(message: string) {
    super('invalid-argument', message);
    this.name = 'InvalidArgumentError';
  }
}

/** A provider call failed: `status` is the HTTP status, or 0 when no answer arrived at all. */
export class NetworkError extends PushError {
  /** HTTP status of the answer; 0 when the request never got one (offline, DNS, CORS). */
  readonly status: number;
  /** HTTP method of the failed call. */
  readonly method: string;
  /** Path of the failed call, under the provider's `/api`. */
  readonly path: string;

  constructor(
    method: string,
    path: string,
    status: number,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    const reason = status === 0 ? 'no answer' : `status ${status}`;
    super(
      'network',
      `Push provider call ${method} ${path} failed (${reason})${detail ? `: ${detail}` : ''}`,
      options,
    );
    this.name = 'NetworkError';
    this.status = status;
    this.method = method;
    this.path = path;
  }
}
