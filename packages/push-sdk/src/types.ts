// Shapes of the push provider's REST API (see /work/shared/design/push-provider-api.md).

/** Services an application has switched on at the provider. */
export interface ApplicationServices {
  websitePush?: boolean;
  inbox?: boolean;
  [service: string]: boolean | undefined;
}

/** Inbox settings of an application. */
export interface InboxConfig {
  useInbox?: boolean;
  useUserInbox?: boolean;
  autoBadge?: boolean;
}

/** Web push settings of an application. */
export interface WebsitePushConfig {
  /** VAPID public key (base64url) that push subscriptions must be made with. */
  vapid?: { publicKey: string };
  /** Service worker script the application recommends. */
  serviceWorker?: string;
  /** Scope of that service worker. */
  serviceWorkerScope?: string;
  /** Icon shown on notifications. */
  icon?: string;
  /** Origins the application accepts calls from. */
  allowedDomains?: string[];
}

/** The application, as `GET /api/application/info` answers it. */
export interface Application {
  id: string;
  name: string;
  services: ApplicationServices;
  inboxConfig?: InboxConfig;
  websitePushConfig?: WebsitePushConfig;
}

/** Device data sent on registration and update. */
export interface DevicePayload {
  language: string;
  region: string;
  platform: 'Web';
  sdkVersion: string;
  appVersion: string;
  userAgent: string;
  /** Hours east of UTC (the Netherlands in winter: 1). */
  timeZoneOffset: number;
  userID?: string | null;
  userName?: string | null;
  dnd?: DoNotDisturb | null;
  userData?: Record<string, string> | null;
  /** The browser's push subscription, once remote notifications are enabled. */
  subscription?: PushSubscriptionJSON | null;
}

/** Quiet hours, as `HH:mm` strings. */
export interface DoNotDisturb {
  start: string;
  end: string;
}

/** The device the SDK registered, as it keeps it. */
export interface Device extends DevicePayload {
  /** Device id the provider gave on registration. */
  id: string;
}

/** A browsing session, tracked by the SDK. */
export interface PushSession {
  /** Session id sent with every event of the session. */
  id: string;
  /** Start, in milliseconds since the epoch. */
  start: number;
}

/** One item of a device's inbox. */
export interface InboxItem {
  _id: string;
  notification: string;
  type?: string;
  time: string;
  title?: string;
  subtitle?: string;
  message: string;
  attachment?: { mimeType: string; uri: string } | null;
  extra?: Record<string, unknown>;
  opened: boolean;
  expires?: string | null;
}

/** A page of a device's inbox. */
export interface InboxPage {
  inboxItems: InboxItem[];
  count: number;
  unread: number;
}

/** Options of `fetchInbox()`: paging defaults to skip 0, limit 100. */
export interface InboxQuery {
  /** Items to skip (default 0). */
  skip?: number;
  /** Items to return (default 100). */
  limit?: number;
  /** Only items since this moment. */
  since?: Date | string;
}

/** A notification, as the provider stores it. */
export interface ProviderNotification {
  _id: string;
  type?: string;
  time?: string;
  title?: string;
  subtitle?: string;
  message: string;
  content?: unknown[];
  actions?: { label: string; type?: string; target?: string }[];
  attachments?: { mimeType: string; uri: string }[];
  extra?: Record<string, unknown>;
}

/** A dynamic link resolved by the provider. */
export interface DynamicLink {
  target: string;
}

/** A wallet pass. */
export interface Pass {
  serial: string;
  [field: string]: unknown;
}

/** Links that add a pass to a wallet. */
export interface PassSaveLinks {
  googlePay?: string;
  appleWallet?: string;
}

/** An event, as `POST /api/event` takes it. */
export interface ProviderEvent {
  type: string;
  timestamp: number;
  deviceID: string;
  userID?: string | null;
  sessionID?: string | null;
  notification?: string | null;
  data?: Record<string, unknown> | null;
}

/** What a notification action calls: `POST /api/notification/webhook`. */
export interface WebhookCall {
  /** URL the provider calls; required. */
  target: string;
  /** Notification the action belongs to. */
  notification?: string;
  /** Label of the action. */
  label?: string;
  /** Text the user typed. */
  message?: string;
  /** Uploaded file name (from `uploadReplyFile()`). */
  media?: string;
  /** MIME type of that file. */
  mimeType?: string;
}

/** A reply to a notification action: `POST /api/reply`. */
export interface NotificationReply {
  /** Notification replied to. */
  notification: string;
  /** Label of the action chosen. */
  label: string;
  /** Webhook URL of the action, if it has one. */
  target?: string;
  /** Text the user typed. */
  message?: string;
  /** Uploaded file name (from `uploadReplyFile()`). */
  media?: string;
  /** MIME type of that file. */
  mimeType?: string;
}

/** What `POST /api/upload/reply` answers. */
export interface UploadedReplyFile {
  /** Name to pass as `media` in a reply or webhook call. */
  filename: string;
  /** Where the provider serves the file, when it says. */
  url?: string;
}

/** Result of `enableRemoteNotifications()`: the user's answer to the permission prompt. */
export type RemoteNotificationsOutcome = 'granted' | 'denied' | 'dismissed';
