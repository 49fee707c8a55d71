import type { ResolvedConfig } from './config.js';
import type { Platform, PushSubscriptionLike, ServiceWorkerRegistrationLike } from './platform.js';
import type { Device, RemoteNotificationsOutcome } from './types.js';

/** Message type the service worker entry listens for. */
export const WORKER_CONFIG_MESSAGE = 're.notifica.configure';

/** What the page tells its service worker, by `postMessage` (never in the worker's URL). */
export interface WorkerConfigMessage {
  type: typeof WORKER_CONFIG_MESSAGE;
  apiHost: string;
  applicationKey: string;
  applicationSecret: string;
  vapidPublicKey: string | null;
  device: Device | null;
}

/** Whether the browser has everything web push needs. */
export function canDoWebPush(platform: Platform): boolean {
  return (
    Boolean(platform.navigator?.serviceWorker) &&
    platform.pushManagerAvailable &&
    Boolean(platform.notification)
  );
}

/** Decodes a base64url VAPID key into the bytes `pushManager.subscribe` takes. */
export function decodeVapidKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker registration for the configured scope, if the site has one. */
export async function existingRegistration(
  platform: Platform,
  config: ResolvedConfig,
): Promise<ServiceWorkerRegistrationLike | undefined> {
  try {
    return await platform.navigator?.serviceWorker?.getRegistration(config.serviceWorkerScope);
  } catch {
    // Some browsers throw in insecure contexts; that simply means no registration.
    return undefined;
  }
}

/**
 * Whether a subscription was made with this VAPID key: false when it was made with another key or
 * none, undefined when the browser does not tell (no `options`).
 */
export function madeWithKey(
  subscription: PushSubscriptionLike,
  vapidPublicKey: string,
): boolean | undefined {
  if (!subscription.options) return undefined;
  const { applicationServerKey } = subscription.options;
  if (!applicationServerKey) return false;
  const actual = new Uint8Array(applicationServerKey);
  const expected = decodeVapidKey(vapidPublicKey);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

/**
 * The registration's subscription for the VAPID key: the existing one when it was made with that key
 * (or the browser does not say), else a new one. A subscription is bound to the key it was made with:
 * the push service refuses pushes signed with another key (the application's key changed, or another
 * script subscribed first), and the browser refuses to subscribe with a new key while the old
 * subscription exists, so the old one is dropped first.
 */
export async function subscriptionForKey(
  registration: ServiceWorkerRegistrationLike,
  vapidPublicKey: string,
): Promise<PushSubscriptionLike> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, vapidPublicKey) !== false) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: decodeVapidKey(vapidPublicKey),
  });
}

/**
 * The browser's current push subscription for the configured scope (null when there is none). One
 * made with another VAPID key than `vapidPublicKey` is renewed with that key when notifications are
 * already allowed (no prompt needed), and counts as none otherwise: the provider could not push to it.
 */
export async function currentSubscription(
  platform: Platform,
  config: ResolvedConfig,
  vapidPublicKey?: string,
): Promise<PushSubscriptionJSON | null> {
  const registration = await existingRegistration(platform, config);
  if (!registration) return null;
  let subscription: PushSubscriptionLike | null;
  try {
    subscription = await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
  if (!subscription || !vapidPublicKey || madeWithKey(subscription, vapidPublicKey) !== false) {
    return subscription ? subscription.toJSON() : null;
  }
  if (platform.notification?.permission !== 'granted') return null;
  try {
    return (await subscriptionForKey(registration, vapidPublicKey)).toJSON();
  } catch (error) {
    platform.logger.warn(
      '[push-sdk] The push subscription was made with another VAPID key and could not be renewed:',
      error,
    );
    return null;
  }
}

/** Asks for notification permission (only when not yet decided) and names the outcome. */
export async function requestPermission(platform: Platform): Promise<RemoteNotificationsOutcome> {
  const api = platform.notification;
  if (!api) return 'denied';
  const permission = api.permission === 'default' ? await api.requestPermission() : api.permission;
  if (permission === 'granted') return 'granted';
  return permission === 'denied' ? 'denied' : 'dismissed';
}

/** Registers the service worker and subscribes it with the application's VAPID key (renewing one made with another key). */
export async function subscribe(
  platform: Platform,
  config: ResolvedConfig,
  vapidPublicKey: string,
): Promise<{ registration: ServiceWorkerRegistrationLike; subscription: PushSubscriptionJSON }> {
  const container = platform.navigator?.serviceWorker;
  if (!container) throw new TypeError('navigator.serviceWorker is not available.');
  // The worker URL carries no credentials: the worker gets them by postMessage (decision 0401).
  await container.register(config.serviceWorker, { scope: config.serviceWorkerScope });
  // Subscribing needs an active worker; `ready` waits for it (the scope must cover this page).
  const registration = await container.ready;
  const subscription = await subscriptionForKey(registration, vapidPublicKey);
  return { registration, subscription: subscription.toJSON() };
}

/** Hands the worker what it needs to log opens and renew subscriptions. */
export function postWorkerConfig(
  registration: ServiceWorkerRegistrationLike | undefined,
  message: Omit<WorkerConfigMessage, 'type'>,
): void {
  registration?.active?.postMessage({
    type: WORKER_CONFIG_MESSAGE,
    ...message,
  } satisfies WorkerConfigMessage);
}
