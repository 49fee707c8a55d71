import {
  CUSTOM_EVENT_PREFIX,
  DEFAULT_INBOX_LIMIT,
  DEFAULT_INBOX_SKIP,
  EventType,
} from './constants.js';
import { InvalidArgumentError, ServiceNotAvailableError } from './errors.js';
import type { PushClock } from './platform.js';
import type { ProviderApi } from './provider-api.js';
import type {
  Application,
  Device,
  DevicePayload,
  DoNotDisturb,
  DynamicLink,
  InboxPage,
  InboxQuery,
  NotificationReply,
  Pass,
  PassSaveLinks,
  ProviderNotification,
  UploadedReplyFile,
  WebhookCall,
} from './types.js';

/** Typed methods for every provider call that concerns the launched device. */
export interface DeviceMethods {
  /** Fetches the application info (`GET /application/info`), in `language` or the device's. */
  fetchApplication(language?: string): Promise<Application>;
  /** Sets or clears (null) the signed-in user of the device. */
  updateUser(user: { userId: string | null; userName?: string | null }): Promise<Device>;
  /** Sets or clears (null) the device's quiet hours. */
  updateDoNotDisturb(dnd: DoNotDisturb | null): Promise<Device>;
  /** Sets or clears (null) the device's user data. */
  updateUserData(userData: Record<string, string> | null): Promise<Device>;
  /** Deletes the device at the provider and forgets it here; the client goes back to `configured`. */
  deleteDevice(): Promise<void>;
  /** The device's tags. */
  fetchTags(): Promise<string[]>;
  /** Adds tags to the device. */
  addTags(tags: string[]): Promise<void>;
  /** Removes tags from the device. */
  removeTags(tags: string[]): Promise<void>;
  /** Removes every tag of the device. */
  clearTags(): Promise<void>;
  /** Marks this device as a test device with the nonce from the provider's dashboard. */
  registerTestDevice(nonce: string): Promise<void>;
  /** A page of the device's inbox (skip 0, limit 100 unless given). */
  fetchInbox(query?: InboxQuery): Promise<InboxPage>;
  /** Removes one inbox item. */
  removeInboxItem(id: string): Promise<void>;
  /** Marks every inbox item read. */
  markAllInboxItemsAsRead(): Promise<void>;
  /** Empties the inbox. */
  clearInbox(): Promise<void>;
  /** Resolves a dynamic link to its target. */
  fetchDynamicLink(url: string): Promise<DynamicLink>;
  /** Logs `re.notifica.event.custom.<name>` with optional data. */
  logCustomEvent(name: string, data?: Record<string, unknown>): Promise<void>;
  /** Logs that a notification was opened (e.g. from the inbox). */
  logNotificationOpen(notificationId: string): Promise<void>;
  /** Calls the webhook of a notification action; refused without a target. */
  callNotificationWebhook(call: WebhookCall): Promise<void>;
  /** Uploads a file for a reply (form field `file`); answers the stored file name. */
  uploadReplyFile(file: Blob, fileName?: string): Promise<UploadedReplyFile>;
  /** Sends a reply to a notification action. */
  createNotificationReply(reply: NotificationReply): Promise<void>;
  /** Fetches a notification by id. */
  fetchNotification(id: string): Promise<ProviderNotification>;
  /** Fetches a pass by serial. */
  fetchPass(serial: string): Promise<Pass>;
  /** Fetches the wallet links of a pass. */
  fetchPassSaveLinks(serial: string): Promise<PassSaveLinks>;
}

/** What the device methods need from the client. */
export interface DeviceMethodsDeps {
  api: ProviderApi;
  clock: PushClock;
  requireLaunched(): void;
  requireDevice(): Device;
  getApplication(): Application | undefined;
  currentSessionId(): string | null;
  saveDevice(changes: Partial<DevicePayload>): Promise<Device>;
  forgetDevice(): Promise<void>;
}

function requireId(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new InvalidArgumentError(`${what} must be a non-empty string.`);
  return value;
}

function requireTags(tags: unknown): string[] {
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || tag.trim() === '')) {
    throw new InvalidArgumentError('Tags must be an array of non-empty strings.');
  }
  return tags as string[];
}

/** Builds the device methods of a client. */
export function createDeviceMethods(deps: DeviceMethodsDeps): DeviceMethods {
  const { api } = deps;

  const requireInbox = (): Device => {
    const device = deps.requireDevice();
    const application = deps.getApplication();
    if (application?.services.inbox === false || application?.inboxConfig?.useInbox === false) {
      throw new ServiceNotAvailableError('inbox');
    }
    return device;
  };

  const logEvent = (
    type: string,
    notification: string | null,
    data: Record<string, unknown> | null,
  ) => {
    const device = deps.requireDevice();
    return api.logEvent({
      type,
      timestamp: deps.clock.now(),
      deviceID: device.id,
      userID: device.userID ?? null,
      sessionID: deps.currentSessionId(),
      notification,
      data,
    });
  };

  return {
    async fetchApplication(language) {
      const lang = language ?? deps.requireDevice().language;
      return api.fetchApplication(lang);
    },
    updateUser: async ({ userId, userName }) =>
      deps.saveDevice({ userID: userId, userName: userId === null ? null : (userName ?? null) }),
    updateDoNotDisturb: async (dnd) => deps.saveDevice({ dnd }),
    updateUserData: async (userData) => deps.saveDevice({ userData }),
    async deleteDevice() {
      await api.deleteDevice(deps.requireDevice().id);
      await deps.forgetDevice();
    },
    fetchTags: async () => api.fetchTags(deps.requireDevice().id),
    addTags: async (tags) => api.addTags(deps.requireDevice().id, requireTags(tags)),
    removeTags: async (tags) => api.removeTags(deps.requireDevice().id, requireTags(tags)),
    clearTags: async () => api.clearTags(deps.requireDevice().id),
    registerTestDevice: async (nonce) =>
      api.registerTestDevice(requireId(nonce, 'The test device nonce'), deps.requireDevice().id),
    async fetchInbox(query = {}) {
      const device = requireInbox();
      const skip = query.skip ?? DEFAULT_INBOX_SKIP;
      const limit = query.limit ?? DEFAULT_INBOX_LIMIT;
      if (!Number.isInteger(skip) || skip < 0)
        throw new InvalidArgumentError('Inbox skip must be a whole number of 0 or more.');
      if (!Number.isInteger(limit) || limit < 1)
        throw new InvalidArgumentError('Inbox limit must be a whole number of 1 or more.');
      const since = query.since instanceof Date ? query.since.toISOString() : query.since;
      return api.fetchInbox(device.id, skip, limit, since);
    },
    async removeInboxItem(id) {
      requireInbox();
      return api.removeInboxItem(requireId(id, 'The inbox item id'));
    },
    markAllInboxItemsAsRead: async () => api.markAllInboxRead(requireInbox().id),
    clearInbox: async () => api.clearInbox(requireInbox().id),
    async fetchDynamicLink(url) {
      deps.requireLaunched();
      return api.fetchDynamicLink(requireId(url, 'The dynamic link'), deps.requireDevice().id);
    },
    logCustomEvent: async (name, data) =>
      logEvent(`${CUSTOM_EVENT_PREFIX}${requireId(name, 'The event name')}`, null, data ?? null),
    logNotificationOpen: async (id) =>
      logEvent(EventType.notificationOpen, requireId(id, 'The notification id'), null),
    async callNotificationWebhook(call) {
      const device = deps.requireDevice();
      if (typeof call?.target !== 'string' || call.target.trim() === '') {
        throw new InvalidArgumentError('A webhook action needs a target.');
      }
      return api.callWebhook({ ...call, deviceID: device.id, userID: device.userID ?? null });
    },
    async uploadReplyFile(file, fileName) {
      deps.requireDevice();
      return api.uploadReplyFile(file, fileName);
    },
    async createNotificationReply(reply) {
      const device = deps.requireDevice();
      return api.createReply({
        deviceID: device.id,
        userID: device.userID ?? null,
        notification: requireId(reply.notification, 'The notification id'),
        label: requireId(reply.label, 'The action label'),
        data: {
          target: reply.target,
          message: reply.message,
          media: reply.media,
          mimeType: reply.mimeType,
        },
      });
    },
    async fetchNotification(id) {
      deps.requireLaunched();
      return api.fetchNotification(requireId(id, 'The notification id'));
    },
    async fetchPass(serial) {
      deps.requireLaunched();
      return api.fetchPass(requireId(serial, 'The pass serial'));
    },
    async fetchPassSaveLinks(serial) {
      deps.requireLaunched();
      return api.fetchPassSaveLinks(requireId(serial, 'The pass serial'));
    },
  };
}
