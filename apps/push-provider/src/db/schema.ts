import { randomUUID } from 'node:crypto';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Ids are text (not the uuid type) so a malformed id in a URL is simply "not found", never a SQL error.
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A browser push subscription as the Push API serialises it (`PushSubscription.toJSON()`). */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** An application: credentials, allowed origins, VAPID keys and what `application/info` answers. */
export const applications = pgTable('applications', {
  id: id(),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
  secret: text('secret').notNull(),
  masterSecret: text('master_secret').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  vapidPublicKey: text('vapid_public_key').notNull(),
  vapidPrivateKey: text('vapid_private_key').notNull(),
  serviceWorker: text('service_worker').notNull().default('/sw.js'),
  serviceWorkerScope: text('service_worker_scope').notNull().default('/'),
  icon: text('icon'),
  websiteUrl: text('website_url'),
  createdAt: createdAt(),
});

/** A registered device (one browser profile) of an application. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    userName: text('user_name'),
    language: text('language').notNull(),
    region: text('region').notNull(),
    platform: text('platform').notNull(),
    sdkVersion: text('sdk_version').notNull(),
    appVersion: text('app_version').notNull(),
    userAgent: text('user_agent').notNull(),
    timeZoneOffset: doublePrecision('time_zone_offset').notNull(),
    dnd: jsonb('dnd').$type<{ start: string; end: string } | null>(),
    userData: jsonb('user_data').$type<Record<string, string> | null>(),
    subscription: jsonb('subscription').$type<StoredSubscription | null>(),
    testDevice: boolean('test_device').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('devices_application_idx').on(t.applicationId),
    index('devices_user_idx').on(t.applicationId, t.userId),
  ],
);

/** Tags of a device, one row per tag. */
export const deviceTags = pgTable(
  'device_tags',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.tag] }), index('device_tags_tag_idx').on(t.tag)],
);

/** Sessions, opened and closed by the SDK's application Open/Close events. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  applicationId: text('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  deviceId: text('device_id'),
  userId: text('user_id'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  lengthSeconds: doublePrecision('length_seconds'),
});

/** Every event the SDK logs, as received. */
export const events = pgTable(
  'events',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    deviceId: text('device_id'),
    userId: text('user_id'),
    sessionId: text('session_id'),
    notificationId: text('notification_id'),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('events_application_type_idx').on(t.applicationId, t.type)],
);

/** A notification sent to devices; inbox items point at it. */
export const notifications = pgTable('notifications', {
  id: id(),
  applicationId: text('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  title: text('title'),
  message: text('message').notNull(),
  url: text('url'),
  target: text('target').notNull(),
  extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** One notification in one device's inbox, with its read flag. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    opened: boolean('opened').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_items_device_idx').on(t.deviceId, t.createdAt)],
);

/** A reply to a notification action (`POST /api/reply`). */
export const replies = pgTable('replies', {
  id: id(),
  applicationId: text('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  notificationId: text('notification_id').notNull(),
  deviceId: text('device_id').notNull(),
  userId: text('user_id'),
  label: text('label').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** A file uploaded with a reply (`POST /api/upload/reply`), served back at `/upload/{filename}`. */
export const uploads = pgTable('uploads', {
  id: id(),
  applicationId: text('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull().unique(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/** A dynamic link: a short URL that resolves to a target (`GET /api/link/dynamic/{url}`). */
export const dynamicLinks = pgTable(
  'dynamic_links',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dynamic_links_url_idx').on(t.applicationId, t.url)],
);

/** A pass (membership card, ticket) identified by its serial. */
export const passes = pgTable(
  'passes',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    description: text('description').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    googlePaySaveLink: text('google_pay_save_link'),
    appleWalletSaveLink: text('apple_wallet_save_link'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('passes_serial_idx').on(t.applicationId, t.serial)],
);

/** A test-device nonce made by the admin; a device claims it with `PUT /api/support/testdevice/{nonce}`. */
export const testDeviceNonces = pgTable('test_device_nonces', {
  nonce: text('nonce').primaryKey(),
  applicationId: text('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  deviceId: text('device_id'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: createdAt(),
});
