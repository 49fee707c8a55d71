import {
  createPushClient,
  type InboxItem,
  type InboxPage,
  type PushClient,
  type RemoteNotificationsOutcome,
} from '@nsv/push-sdk';
import { inboxPageQuery, type PushSettings, servicesFile } from './push.js';

/**
 * The browser side of web push (its own chunk: only imported, dynamically, when the site has push
 * settings). One SDK client per page load, launched once; the launcher, the toggle and the inbox
 * share it and follow its state through {@link subscribePush}.
 */

/** What the site shows about push in this browser. */
export type PushStatus =
  | { kind: 'starting' }
  /** No service worker, Push API or notifications in this browser. */
  | { kind: 'unsupported' }
  /** The launch failed (provider unreachable, origin not allowed, ...). */
  | { kind: 'failed' }
  | {
      kind: 'ready';
      /** The browser's notification permission. */
      permission: NotificationPermission;
      /** A device is registered (web push is on; temporary devices are ignored, spec §4). */
      hasDevice: boolean;
    };

/** Who the device belongs to (spec §3: userId and userName). */
export interface PushUser {
  id: string;
  name: string;
}

export type { InboxItem, InboxPage, RemoteNotificationsOutcome };

let client: PushClient | undefined;
let launching: Promise<PushClient> | undefined;
let status: PushStatus = { kind: 'starting' };
let user: PushUser | null = null;
const listeners = new Set<(status: PushStatus) => void>();

function setStatus(next: PushStatus) {
  status = next;
  for (const listener of listeners) listener(status);
}

function permission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

function hasDevice(push: PushClient): boolean {
  try {
    push.getDevice();
    return true;
  } catch {
    return false;
  }
}

function refresh(push: PushClient) {
  setStatus({ kind: 'ready', permission: permission(), hasDevice: hasDevice(push) });
}

/** Whether this browser can do web push at all. */
export function browserSupportsPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in globalThis &&
    typeof Notification !== 'undefined'
  );
}

/** Links the registered device to the logged-in user (or unlinks it after logout). */
async function linkUser(push: PushClient): Promise<void> {
  if (!hasDevice(push)) return;
  const device = push.getDevice();
  const userId = user?.id ?? null;
  const userName = user?.name ?? null;
  if ((device.userID ?? null) === userId && (device.userName ?? null) === userName) return;
  await push.updateUser({ userId, userName });
}

/** The current status, and every change after it; returns the unsubscribe function. */
export function subscribePush(listener: (status: PushStatus) => void): () => void {
  listeners.add(listener);
  listener(status);
  return () => listeners.delete(listener);
}

/** Configures and launches the SDK once (later calls share the launch); links the user. */
export function startPush(settings: PushSettings, currentUser: PushUser | null): Promise<void> {
  user = currentUser;
  if (!launching) {
    if (!browserSupportsPush()) {
      setStatus({ kind: 'unsupported' });
      launching = Promise.reject(new Error('Web push is not available in this browser.'));
      launching.catch(() => undefined);
    } else {
      const push = createPushClient();
      const file = servicesFile(settings);
      push.configure({
        applicationKey: file.applicationKey,
        applicationSecret: file.applicationSecret,
        apiHost: file.hosts.restApi,
        serviceWorker: file.serviceWorker,
        serviceWorkerScope: file.serviceWorkerScope,
        ignoreTemporaryDevices: file.ignoreTemporaryDevices,
        language: 'nl',
        region: 'NL',
      });
      // A device registered later (web push switched on) gets the user too.
      push.on('deviceRegistered', () => void linkUser(push).catch(() => undefined));
      launching = push.launch().then(
        () => {
          client = push;
          refresh(push);
          return push;
        },
        (error: unknown) => {
          setStatus({ kind: 'failed' });
          throw error;
        },
      );
    }
  }
  return launching.then(
    (push) => linkUser(push).finally(() => refresh(push)),
    () => undefined,
  );
}

/** The launched client, waiting for the launch in progress; rejects when push is unavailable. */
export async function launchedClient(): Promise<PushClient> {
  if (client) return client;
  if (!launching) throw new Error('Web push has not been started.');
  return launching;
}

/** Switches web push on for this browser (the permission prompt: call it from a click). */
export async function enablePush(): Promise<RemoteNotificationsOutcome> {
  const push = await launchedClient();
  try {
    return await push.enableRemoteNotifications();
  } finally {
    await linkUser(push).catch(() => undefined);
    refresh(push);
  }
}

/** Switches web push off for this browser: the device (and its inbox) is removed. */
export async function disablePush(): Promise<void> {
  const push = await launchedClient();
  try {
    if (hasDevice(push)) await push.deleteDevice();
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } finally {
    // deleteDevice() returns the client to 'configured'; launch again (as a temporary device: none).
    if (push.state !== 'launched') await push.launch().catch(() => undefined);
    refresh(push);
  }
}

/** One page of the device's inbox, newest first (spec §9: 100 per page). */
export async function fetchInboxPage(page: number): Promise<InboxPage> {
  const push = await launchedClient();
  return push.fetchInbox(inboxPageQuery(page));
}

/** Logs that an inbox item was opened. */
export async function openInboxItem(item: InboxItem): Promise<void> {
  const push = await launchedClient();
  await push.logNotificationOpen(item.notification);
}

export async function removeInboxItem(item: InboxItem): Promise<void> {
  const push = await launchedClient();
  await push.removeInboxItem(item._id);
}

export async function clearInbox(): Promise<void> {
  const push = await launchedClient();
  await push.clearInbox();
}
