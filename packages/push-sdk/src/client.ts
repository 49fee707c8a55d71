import {
  configFromServicesFile,
  resolveConfig,
  type PushConfig,
  type ResolvedConfig,
} from './config.js';
import { DEFAULT_SERVICES_FILE_URL } from './constants.js';
import { buildDevicePayload } from './device.js';
import {
  AlreadyConfiguredError,
  DeviceUnavailableError,
  InvalidConfigurationError,
  NetworkError,
  NotConfiguredError,
  NotReadyError,
  PushError,
} from './errors.js';
import {
  registerDevice,
  runLaunch,
  startNewInstall,
  type ClientData,
  type LaunchContext,
} from './launch.js';
import { createEmitter, type PushEventName, type PushListener } from './events.js';
import { createTransport } from './http.js';
import { createDeviceMethods, type DeviceMethods } from './methods.js';
import { resolvePlatform, type PlatformOptions, type PushFetch } from './platform.js';
import { createProviderApi } from './provider-api.js';
import { createSessionManager, type SessionOwner } from './session.js';
import { createStore } from './store.js';
import type {
  Application,
  Device,
  DevicePayload,
  PushSession,
  RemoteNotificationsOutcome,
} from './types.js';
import { enableRemoteNotifications } from './remote-notifications.js';
import { existingRegistration, postWorkerConfig } from './web-push.js';

/** Where the SDK is in its lifecycle: none → configured → launching → launched. */
export type LaunchState = 'none' | 'configured' | 'launching' | 'launched';

/** Options of `createPushClient()`: the platform pieces to inject (all default to the browser's). */
export type PushClientOptions = PlatformOptions;

/** A push client: lifecycle, device, sessions, events and every provider call. */
export interface PushClient extends DeviceMethods {
  /** Current lifecycle state. */
  readonly state: LaunchState;
  /** Sets the configuration; refused once launching or launched. */
  configure(config: PushConfig): void;
  /** Reads the configuration from the site's services file (default `/notificare-services.json`). */
  configureFromServices(url?: string, overrides?: Partial<PushConfig>): Promise<void>;
  /** Registers or updates the device and starts the session; a second call while launching gets the same promise. */
  launch(): Promise<void>;
  /** Adds a listener; returns the function that removes it. */
  on<K extends PushEventName>(name: K, listener: PushListener<K>): () => void;
  /** The application, once launched. */
  getApplication(): Application;
  /** The registered device, once the first ready event fired. */
  getDevice(): Device;
  /** The running session, if any. */
  getSession(): PushSession | undefined;
  /** Asks permission, subscribes to web push and sends the subscription to the provider. */
  enableRemoteNotifications(): Promise<RemoteNotificationsOutcome>;
}

/** Creates a push client. Touches no browser global until a method is called (safe in SSR). */
export function createPushClient(options: PushClientOptions = {}): PushClient {
  const platform = resolvePlatform(options);
  const store = createStore(platform.storage);
  let state: LaunchState = 'none';
  let config: ResolvedConfig | undefined;
  const data: ClientData = {};
  let launching: Promise<void> | undefined;

  const emitter = createEmitter((error) =>
    platform.logger.error('[push-sdk] An event listener threw:', error),
  );

  const requireConfig = (): ResolvedConfig => {
    if (!config) throw new NotConfiguredError();
    return config;
  };
  const requireFetch = (): PushFetch => {
    if (!platform.fetch)
      throw new InvalidConfigurationError('No fetch is available here: pass options.fetch.');
    return platform.fetch;
  };
  const api = createProviderApi(createTransport(requireFetch, requireConfig));

  const report = (error: unknown) => {
    const pushError =
      error instanceof PushError
        ? error
        : new PushError('network', String(error), { cause: error });
    platform.logger.warn(`[push-sdk] ${pushError.message}`);
    emitter.emit('error', pushError);
  };

  /** Logs an event for the device; failures are reported, never thrown (events must not break the site). */
  const logQuietly = async (
    type: string,
    extra: {
      timestamp?: number;
      sessionId?: string | null;
      data?: Record<string, unknown>;
      keepalive?: boolean;
      owner?: SessionOwner;
    } = {},
  ) => {
    const device = extra.owner ?? data.device;
    if (!device) return;
    try {
      await api.logEvent(
        {
          type,
          timestamp: extra.timestamp ?? platform.clock.now(),
          deviceID: device.id,
          userID: device.userID ?? null,
          sessionID:
            extra.sessionId !== undefined ? extra.sessionId : (sessions.current()?.id ?? null),
          data: extra.data ?? null,
        },
        extra.keepalive,
      );
    } catch (error) {
      report(error);
    }
  };

  const sessions = createSessionManager({
    platform,
    store,
    log: (type, session, options) => logQuietly(type, { ...options, sessionId: session.id }),
    started: (session) => emitter.emit('sessionStarted', session),
    ended: (session, length) => emitter.emit('sessionEnded', { ...session, length }),
  });

  const syncWorker = async () => {
    const c = requireConfig();
    postWorkerConfig(await existingRegistration(platform, c), {
      apiHost: c.apiHost,
      applicationKey: c.applicationKey,
      applicationSecret: c.applicationSecret,
      vapidPublicKey: data.application?.websitePushConfig?.vapid?.publicKey ?? null,
      device: data.device ?? null,
    });
  };

  /** Sends changed device data to the provider and keeps it. */
  const saveDevice = async (changes: Partial<DevicePayload>): Promise<Device> => {
    const current = requireDevice();
    const payload = { ...buildDevicePayload(requireConfig(), platform, current), ...changes };
    await api.updateDevice(current.id, payload);
    data.device = { id: current.id, ...payload };
    store.setDevice(data.device);
    return data.device;
  };

  const requireLaunched = () => {
    if (state !== 'launched') throw new NotReadyError();
  };
  const requireDevice = (): Device => {
    requireLaunched();
    if (!data.device)
      throw new DeviceUnavailableError('No device is registered (temporary devices are ignored).');
    return data.device;
  };

  const launchContext: LaunchContext = {
    platform,
    store,
    api,
    sessions,
    data,
    deviceRegistered: (device) => emitter.emit('deviceRegistered', device),
    logEvent: (type) => logQuietly(type),
    syncWorker,
  };

  const client: PushClient = {
    get state() {
      return state;
    },

    configure(next) {
      if (state === 'launching' || state === 'launched') throw new AlreadyConfiguredError();
      config = resolveConfig(next);
      state = 'configured';
    },

    async configureFromServices(url = DEFAULT_SERVICES_FILE_URL, overrides = {}) {
      if (state === 'launching' || state === 'launched') throw new AlreadyConfiguredError();
      let file: unknown;
      try {
        const response = await requireFetch()(url, { headers: { Accept: 'application/json' } });
        if (!response.ok) throw new NetworkError('GET', url, response.status);
        file = await response.json();
      } catch (error) {
        if (error instanceof PushError) throw error;
        throw new InvalidConfigurationError(
          `The services file ${url} could not be read: ${String(error)}`,
        );
      }
      client.configure(configFromServicesFile(file, overrides));
    },

    launch() {
      if (launching) return launching;
      if (state === 'launched') return Promise.resolve();
      if (!config) return Promise.reject(new NotConfiguredError());
      state = 'launching';
      launching = runLaunch(launchContext, config)
        .then(() => {
          state = 'launched';
          emitter.emit('ready', data.application as Application);
        })
        .catch((error: unknown) => {
          state = 'configured';
          throw error;
        })
        .finally(() => {
          launching = undefined;
        });
      return launching;
    },

    on: (name, listener) => emitter.on(name, listener),

    getApplication() {
      requireLaunched();
      return data.application as Application;
    },

    getDevice() {
      if (state !== 'launched') throw new DeviceUnavailableError();
      return requireDevice();
    },

    getSession: () => sessions.current(),

    async enableRemoteNotifications() {
      requireLaunched();
      return enableRemoteNotifications({
        platform,
        config: requireConfig(),
        application: data.application as Application,
        async saveSubscription(subscription) {
          if (data.device) {
            await saveDevice({ subscription });
          } else {
            // A temporary device that was ignored becomes a real one now: a new install.
            await registerDevice(
              launchContext,
              buildDevicePayload(requireConfig(), platform, { subscription }),
            );
            await startNewInstall(launchContext);
          }
          await syncWorker();
        },
        outcome: (outcome) => emitter.emit('notificationSettingsChanged', outcome),
      });
    },

    ...createDeviceMethods({
      api,
      requireDevice,
      requireLaunched,
      getApplication: () => data.application,
      saveDevice,
      clock: platform.clock,
      currentSessionId: () => sessions.current()?.id ?? null,
      async forgetDevice() {
        sessions.detach();
        store.clear();
        data.device = undefined;
        state = 'configured';
      },
    }),
  };
  return client;
}
