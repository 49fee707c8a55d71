import type { ResolvedConfig } from './config.js';
import { EventType } from './constants.js';
import { buildDevicePayload, languageAndRegion } from './device.js';
import { NetworkError, UnsupportedDeviceError } from './errors.js';
import type { Platform } from './platform.js';
import type { ProviderApi } from './provider-api.js';
import type { SessionManager } from './session.js';
import type { Store } from './store.js';
import type { Application, Device, DevicePayload } from './types.js';
import { canDoWebPush, currentSubscription } from './web-push.js';

/** What a client knows once launched; shared between the client and its launch flow. */
export interface ClientData {
  application?: Application;
  device?: Device;
}

/** What the launch flow needs from the client. */
export interface LaunchContext {
  platform: Platform;
  store: Store;
  api: ProviderApi;
  sessions: SessionManager;
  data: ClientData;
  /** Announces a newly registered device. */
  deviceRegistered(device: Device): void;
  /** Logs an application event for the device; never throws. */
  logEvent(type: string): Promise<void>;
  /** Hands the service worker the current configuration and device. */
  syncWorker(): Promise<void>;
}

/** Registers a new device with the provider and keeps it. */
export async function registerDevice(ctx: LaunchContext, payload: DevicePayload): Promise<void> {
  const id = await ctx.api.registerDevice(payload);
  const device: Device = { id, ...payload };
  ctx.data.device = device;
  ctx.store.setDevice(device);
  ctx.deviceRegistered(device);
}

/** The new-install tail of spec §4: a session, then the install and registration events. */
export async function startNewInstall(ctx: LaunchContext): Promise<void> {
  await ctx.sessions.launch();
  await ctx.logEvent(EventType.install);
  await ctx.logEvent(EventType.registration);
}

async function fetchApplication(ctx: LaunchContext, config: ResolvedConfig): Promise<Application> {
  const language = config.language ?? languageAndRegion(ctx.platform.navigator?.language).language;
  try {
    return await ctx.api.fetchApplication(language);
  } catch (error) {
    if (error instanceof NetworkError && error.status === 403) {
      const origin = ctx.platform.window?.location?.origin ?? 'this origin';
      ctx.platform.logger.error(
        `[push-sdk] The push provider refused ${origin}: this origin is not allowed for the application. Add it to the application's allowed origins.`,
      );
    }
    throw error;
  }
}

/**
 * The launch of spec §4: fetch the application, then register a new install or update the known
 * device (a 404 starts over as a new install), then resume or start the session and log the events.
 */
export async function runLaunch(ctx: LaunchContext, config: ResolvedConfig): Promise<void> {
  const { platform, store, api, data } = ctx;
  const pushCapable = canDoWebPush(platform);
  if (!pushCapable && config.ignoreUnsupportedWebPushDevices) throw new UnsupportedDeviceError();
  data.application = await fetchApplication(ctx, config);

  const stored = store.device();
  // The browser is the truth about the subscription: a revoked one must stop being pushed to.
  const subscription = pushCapable
    ? await currentSubscription(
        platform,
        config,
        data.application.websitePushConfig?.vapid?.publicKey,
      )
    : (stored?.subscription ?? null);

  if (stored) {
    const payload = buildDevicePayload(config, platform, { ...stored, subscription });
    try {
      await api.updateDevice(stored.id, payload);
    } catch (error) {
      if (!(error instanceof NetworkError && error.status === 404)) throw error;
      // The provider forgot the device: start over as a new install. The stored session was that
      // device's, so its end is sent first, with its length (spec §4), under the old device id.
      await ctx.sessions.closeStored(stored);
      store.clear();
      await registerDevice(ctx, buildDevicePayload(config, platform, { subscription }));
      await startNewInstall(ctx);
      if (subscription) await ctx.syncWorker();
      return;
    }
    data.device = { id: stored.id, ...payload };
    store.setDevice(data.device);
    await ctx.sessions.launch();
    if (stored.appVersion !== config.applicationVersion) await ctx.logEvent(EventType.upgrade);
  } else if (config.ignoreTemporaryDevices && !subscription) {
    // A temporary device is ignored: no device, no session, until web push is enabled.
    return;
  } else {
    await registerDevice(ctx, buildDevicePayload(config, platform, { subscription }));
    await startNewInstall(ctx);
  }
  if (subscription) await ctx.syncWorker();
}
