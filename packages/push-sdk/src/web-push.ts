import type { ResolvedConfig } from './config.js';
import type { Platform, ServiceWorkerRegistrationLike } from './platform.js';
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

/** The browser's current push subscription for the configured scope (null when there is none). */
export async function currentSubscription(
  platform: Platform,
  config: ResolvedConfig,
): Promise<PushSubscriptionJSON | null> {
  const registration = await existingRegistration(platform, config);
  if (!registration) return null;
  try {
    const subscription = await registration.pushManager.getSubscription();
    return subscription ? subscription.toJSON() : null;
  } catch {
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

/** Registers the service worker and subscribes it with the application's VAPID key. */
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
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: decodeVapidKey(vapidPublicKey),
    }));
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
