import type { ResolvedConfig } from './config.js';
import { ServiceNotAvailableError, UnsupportedDeviceError } from './errors.js';
import type { Platform } from './platform.js';
import type { Application, RemoteNotificationsOutcome } from './types.js';
import { canDoWebPush, requestPermission, subscribe } from './web-push.js';

/** What enabling web push needs from the client. */
export interface RemoteNotificationsDeps {
  platform: Platform;
  config: ResolvedConfig;
  application: Application;
  /** Sends the subscription to the provider (device update, or registration of a new device). */
  saveSubscription(subscription: PushSubscriptionJSON): Promise<void>;
  /** Reports the user's answer. */
  outcome(outcome: RemoteNotificationsOutcome): void;
}

/** The VAPID key of an application with web push switched on, or a ServiceNotAvailableError. */
export function vapidKeyOf(application: Application): string {
  const key = application.websitePushConfig?.vapid?.publicKey;
  if (application.services.websitePush === false || !key)
    throw new ServiceNotAvailableError('websitePush');
  return key;
}

/**
 * Asks permission, registers the service worker, subscribes with the application's VAPID key and
 * sends the subscription to the provider. Resolves with the user's answer; rejects only on failures.
 */
export async function enableRemoteNotifications(
  deps: RemoteNotificationsDeps,
): Promise<RemoteNotificationsOutcome> {
  const { platform, config, application } = deps;
  if (!canDoWebPush(platform)) throw new UnsupportedDeviceError();
  const vapidKey = vapidKeyOf(application);
  const outcome = await requestPermission(platform);
  deps.outcome(outcome);
  if (outcome !== 'granted') return outcome;
  const { subscription } = await subscribe(platform, config, vapidKey);
  await deps.saveSubscription(subscription);
  return outcome;
}
