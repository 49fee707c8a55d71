import type { notifications } from '../db/schema.js';
import type { Application } from '../http/context.js';

/** A notification row. */
export type NotificationRow = typeof notifications.$inferSelect;

/** The notification type every message of this provider has: a plain alert. */
export const ALERT_TYPE = 're.notifica.notification.Alert';

/** The notification as `GET /api/notification/{id}` and the push payload describe it. */
export function serializeNotification(notification: NotificationRow) {
  return {
    // `_id`, as the provider's published API (and so the SDK) names it.
    _id: notification.id,
    type: ALERT_TYPE,
    time: notification.createdAt.toISOString(),
    title: notification.title,
    subtitle: null,
    message: notification.message,
    content: notification.url ? [{ type: 're.notifica.content.URL', data: notification.url }] : [],
    actions: [],
    attachments: [],
    extra: notification.extra,
  };
}

/**
 * The JSON a service worker receives in the push event: enough to show the notification without a
 * round trip (title, message, icon, url) plus the ids to fetch the full notification and mark the
 * inbox item.
 */
export function notificationPayload(
  notification: NotificationRow,
  inboxItemId: string | null,
  application: Application,
) {
  return {
    id: notification.id,
    notification: notification.id,
    inboxItemId,
    type: ALERT_TYPE,
    application: application.id,
    title: notification.title ?? application.name,
    alert: notification.message,
    message: notification.message,
    url: notification.url,
    icon: application.icon,
    extra: notification.extra,
  };
}
