import { z } from 'zod';
import type { devices } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { staticRefusal, type OutboundPolicy } from '../net/outbound.js';

const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be the URL-safe base64 P-256 public key'),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'must be the URL-safe base64 auth secret'),
  }),
});

const dndSchema = z.object({
  start: z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:mm'),
  end: z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:mm'),
});

/** Fields a device registration carries (push-provider-api.md, "Device"). */
export const registerDeviceSchema = z.object({
  language: z.string().regex(/^[a-z]{2,3}$/i, 'must be a language code such as nl'),
  region: z.string().regex(/^[A-Z0-9]{2,3}$/i, 'must be a region code such as NL'),
  platform: z.string().min(1).max(32),
  sdkVersion: z.string().min(1).max(32),
  appVersion: z.string().min(1).max(32),
  userAgent: z.string().max(1024),
  timeZoneOffset: z.number().min(-14).max(14),
  userID: z.string().min(1).max(256).nullish(),
  userName: z.string().max(256).nullish(),
  dnd: dndSchema.nullish(),
  userData: z.record(z.string(), z.string()).nullish(),
  // The browser's PushSubscription.toJSON(); null unsubscribes the device from web push.
  subscription: subscriptionSchema.nullish(),
  transport: z.string().max(32).optional(),
});

/** An update may carry any subset of the registration fields. */
export const updateDeviceSchema = registerDeviceSchema.partial();

/** A registration or update body. */
export type DeviceBody = z.infer<typeof updateDeviceSchema>;

/**
 * Refuses a push subscription endpoint the provider would not push to: plain http, or an address
 * that is not public, unless private targets are allowed (decision 0454). Real push services are
 * https on public names; delivery checks the name's addresses again when it connects.
 */
export function checkSubscriptionEndpoint(body: DeviceBody, policy: OutboundPolicy): void {
  if (!body.subscription || policy.allowPrivateTargets) return;
  const endpoint = new URL(body.subscription.endpoint);
  const problem =
    endpoint.protocol === 'https:' ? staticRefusal(endpoint, policy) : 'must be an https URL';
  if (problem) {
    throw new HttpError(
      400,
      'bad-request',
      `Invalid request body: subscription.endpoint: ${problem}`,
    );
  }
}

/** Maps the API's field names to the device columns; absent fields stay untouched. */
export function deviceColumns(body: DeviceBody): Partial<typeof devices.$inferInsert> {
  const columns: Partial<typeof devices.$inferInsert> = {};
  if (body.language !== undefined) columns.language = body.language;
  if (body.region !== undefined) columns.region = body.region;
  if (body.platform !== undefined) columns.platform = body.platform;
  if (body.sdkVersion !== undefined) columns.sdkVersion = body.sdkVersion;
  if (body.appVersion !== undefined) columns.appVersion = body.appVersion;
  if (body.userAgent !== undefined) columns.userAgent = body.userAgent;
  if (body.timeZoneOffset !== undefined) columns.timeZoneOffset = body.timeZoneOffset;
  if (body.userID !== undefined) columns.userId = body.userID;
  if (body.userName !== undefined) columns.userName = body.userName;
  if (body.dnd !== undefined) columns.dnd = body.dnd;
  if (body.userData !== undefined) columns.userData = body.userData;
  if (body.subscription !== undefined) columns.subscription = body.subscription;
  return columns;
}

/** A device as the API answers it. */
export function serializeDevice(device: typeof devices.$inferSelect, tags?: string[]) {
  return {
    deviceID: device.id,
    userID: device.userId,
    userName: device.userName,
    language: device.language,
    region: device.region,
    platform: device.platform,
    sdkVersion: device.sdkVersion,
    appVersion: device.appVersion,
    userAgent: device.userAgent,
    timeZoneOffset: device.timeZoneOffset,
    dnd: device.dnd,
    userData: device.userData,
    // The endpoint only: the subscription's keys are secrets between the browser and the sender.
    webPush: device.subscription ? { endpoint: device.subscription.endpoint } : null,
    testDevice: device.testDevice,
    ...(tags ? { tags } : {}),
    createdAt: device.createdAt.toISOString(),
    updatedAt: device.updatedAt.toISOString(),
  };
}
