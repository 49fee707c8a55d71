import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { deviceTags, devices, inboxItems, notifications } from '../db/schema.js';
import type { Application } from '../http/context.js';
import type { Logger } from '../log.js';
import type { PushSender } from './deliver.js';
import { notificationPayload, type NotificationRow } from './payload.js';

/** Who receives a notification: every device, the devices with a tag, or the devices of a user. */
export type Audience =
  { kind: 'all' } | { kind: 'tag'; tag: string } | { kind: 'user'; userId: string };

/** Parses `all`, `tag:<tag>` or `user:<userId>`; returns null for anything else. */
export function parseAudience(to: string): Audience | null {
  if (to === 'all') return { kind: 'all' };
  const match = /^(tag|user):(.+)$/.exec(to);
  if (!match?.[1] || !match[2]) return null;
  return match[1] === 'tag' ? { kind: 'tag', tag: match[2] } : { kind: 'user', userId: match[2] };
}

/** What to send. */
export interface NotificationInput {
  title?: string | undefined;
  message: string;
  url?: string | undefined;
  extra?: Record<string, string> | undefined;
}

/** The result of a send: the stored notification and how delivery went. */
export interface SendReport {
  notification: NotificationRow;
  /** Devices that got an inbox item. */
  recipients: number;
  /** Devices with a push subscription that the push service accepted. */
  pushed: number;
  /** Pushes that failed; subscriptions the push service reported gone are removed. */
  failed: number;
}

/** How many pushes run at once: enough to hide push-service latency, few enough for a small server. */
const PUSH_CONCURRENCY = 8;

function audienceTarget(audience: Audience): string {
  if (audience.kind === 'all') return 'all';
  return audience.kind === 'tag' ? `tag:${audience.tag}` : `user:${audience.userId}`;
}

async function findRecipients(db: Database, applicationId: string, audience: Audience) {
  const columns = { id: devices.id, subscription: devices.subscription };
  if (audience.kind === 'tag') {
    return db
      .select(columns)
      .from(devices)
      .innerJoin(deviceTags, eq(deviceTags.deviceId, devices.id))
      .where(and(eq(devices.applicationId, applicationId), eq(deviceTags.tag, audience.tag)));
  }
  const scope =
    audience.kind === 'user'
      ? and(
          eq(devices.applicationId, applicationId),
          isNotNull(devices.userId),
          eq(devices.userId, audience.userId),
        )
      : eq(devices.applicationId, applicationId);
  return db.select(columns).from(devices).where(scope);
}

/** Runs tasks with at most `limit` in flight. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(task))));
  }
  return results;
}

/**
 * Stores a notification, puts it in the inbox of every device of the audience and pushes it to
 * those devices that have a push subscription.
 */
export async function sendNotification(
  deps: { db: Database; push: PushSender; vapidSubject: string; log: Logger },
  application: Application,
  audience: Audience,
  input: NotificationInput,
): Promise<SendReport> {
  const { db } = deps;
  const [notification] = await db
    .insert(notifications)
    .values({
      applicationId: application.id,
      title: input.title ?? null,
      message: input.message,
      url: input.url ?? null,
      extra: input.extra ?? {},
      target: audienceTarget(audience),
    })
    .returning();
  if (!notification) throw new Error('Inserting the notification returned no row');

  const recipients = await findRecipients(db, application.id, audience);
  if (recipients.length === 0) return { notification, recipients: 0, pushed: 0, failed: 0 };

  const items = await db
    .insert(inboxItems)
    .values(
      recipients.map((device) => ({
        applicationId: application.id,
        deviceId: device.id,
        notificationId: notification.id,
      })),
    )
    .returning({ id: inboxItems.id, deviceId: inboxItems.deviceId });
  const inboxItemOf = new Map(items.map((item) => [item.deviceId, item.id]));

  const vapid = {
    subject: deps.vapidSubject,
    publicKey: application.vapidPublicKey,
    privateKey: application.vapidPrivateKey,
  };
  const subscribed = recipients.filter((device) => device.subscription !== null);
  const results = await inBatches(subscribed, PUSH_CONCURRENCY, async (device) => {
    const payload = notificationPayload(
      notification,
      inboxItemOf.get(device.id) ?? null,
      application,
    );
    // `subscribed` holds only devices with a subscription.
    const result = await deps.push.send(vapid, device.subscription!, JSON.stringify(payload));
    if (!result.ok) {
      deps.log.error('push failed', {
        device: device.id,
        status: result.status,
        gone: result.gone,
        error: result.error,
      });
    }
    return { device, result };
  });

  const gone = results
    .filter(({ result }) => !result.ok && result.gone)
    .map(({ device }) => device.id);
  if (gone.length > 0) {
    await db.update(devices).set({ subscription: null }).where(inArray(devices.id, gone));
  }
  const pushed = results.filter(({ result }) => result.ok).length;
  return { notification, recipients: recipients.length, pushed, failed: results.length - pushed };
}
