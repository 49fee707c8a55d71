// Service worker entry of @nsv/push-sdk: import it in your worker and call registerPushServiceWorker().
import { EventType } from '../constants.js';
import { apiUrl, basicAuth } from '../http.js';
import { decodeVapidKey } from '../web-push.js';
import type {
  ExtendableEventLike,
  MessageEventLike,
  NotificationEventLike,
  PushEventLike,
  PushPayload,
  PushSubscriptionChangeEventLike,
  ServiceWorkerScopeLike,
} from './types.js';
import {
  createWorkerConfigStore,
  isWorkerConfigMessage,
  type WorkerConfig,
} from './worker-config.js';

export type * from './types.js';

function parsePayload(event: PushEventLike): PushPayload {
  if (!event.data) return {};
  try {
    const json = event.data.json();
    return typeof json === 'object' && json !== null ? (json as PushPayload) : {};
  } catch {
    // A plain-text push is its own message.
    return { message: event.data.text() };
  }
}

/**
 * Installs the push handlers on a service worker scope: shows pushed notifications, logs receives and
 * opens, opens or focuses the notification's page on click, and renews a changed push subscription.
 */
export function registerPushServiceWorker(
  scope: ServiceWorkerScopeLike = globalThis as unknown as ServiceWorkerScopeLike,
): void {
  const configs = createWorkerConfigStore(scope.caches);

  const call = async (config: WorkerConfig, method: string, path: string, body: unknown) => {
    const response = await scope.fetch(apiUrl(config.apiHost, path), {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: basicAuth(config.applicationKey, config.applicationSecret),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`Push provider call ${method} ${path} failed (status ${response.status})`);
  };

  const logNotificationEvent = async (type: string, notification: string | undefined) => {
    const config = await configs.get();
    // Without a device (no page has configured this worker yet) there is nobody to log for.
    if (!config?.device || !notification) return;
    await call(config, 'POST', '/event', {
      type,
      timestamp: Date.now(),
      deviceID: config.device.id,
      userID: config.device.userID ?? null,
      sessionID: null,
      notification,
      data: null,
    });
  };

  scope.addEventListener('install', (event: ExtendableEventLike) =>
    event.waitUntil(scope.skipWaiting()),
  );
  scope.addEventListener('activate', (event: ExtendableEventLike) =>
    event.waitUntil(scope.clients.claim()),
  );

  scope.addEventListener('message', (event: MessageEventLike) => {
    if (isWorkerConfigMessage(event.data)) {
      const { type: _type, ...config } = event.data;
      event.waitUntil(configs.set(config));
    }
  });

  scope.addEventListener('push', (event: PushEventLike) => {
    const payload = parsePayload(event);
    const show = scope.registration.showNotification(payload.title ?? 'Nieuw bericht', {
      body: payload.message ?? '',
      ...(payload.icon ? { icon: payload.icon } : {}),
      ...(payload.image ? { image: payload.image } : {}),
      ...(payload.id ? { tag: payload.id } : {}),
      data: { id: payload.id, url: payload.url },
    });
    const log = logNotificationEvent(EventType.notificationReceive, payload.id).catch(
      () => undefined,
    );
    event.waitUntil(Promise.all([show, log]));
  });

  scope.addEventListener('notificationclick', (event: NotificationEventLike) => {
    event.notification.close();
    const data = (event.notification.data ?? {}) as { id?: string; url?: string };
    const target = new URL(data.url ?? '/', scope.location.origin).href;
    const open = (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target);
      if (same) await same.focus();
      else await scope.clients.openWindow(target);
    })();
    const log = logNotificationEvent(EventType.notificationOpen, data.id).catch(() => undefined);
    event.waitUntil(Promise.all([open, log]));
  });

  scope.addEventListener('pushsubscriptionchange', (event: PushSubscriptionChangeEventLike) => {
    event.waitUntil(
      (async () => {
        const config = await configs.get();
        if (!config?.device || !config.vapidPublicKey) return;
        const subscription =
          event.newSubscription ??
          (await scope.registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: decodeVapidKey(config.vapidPublicKey),
          }));
        const { id, ...payload } = config.device;
        const device = { ...payload, subscription: subscription.toJSON() };
        await call(config, 'PUT', `/push/${encodeURIComponent(id)}`, device);
        await configs.set({ ...config, device: { id, ...device } });
      })(),
    );
  });
}
