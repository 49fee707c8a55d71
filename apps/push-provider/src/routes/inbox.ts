import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { inboxItems, notifications } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { notFound } from '../http/errors.js';
import { readQuery } from '../http/validate.js';
import { ALERT_TYPE, serializeNotification } from '../push/payload.js';
import { requireDevice } from './find.js';

const inboxQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  // Spec §9: inbox page size defaults to 100.
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  since: z.iso.datetime({ offset: true }).optional(),
});

/** `/api/notification`: a device's inbox, one inbox item, one notification. */
export function notificationRoutes(deps: Deps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/inbox/fordevice/:deviceId', async (c) => {
    const query = readQuery(c, inboxQuery);
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    const scope = and(
      eq(inboxItems.deviceId, device.id),
      query.since ? gte(inboxItems.createdAt, new Date(query.since)) : undefined,
    );
    const rows = await db
      .select({ item: inboxItems, notification: notifications })
      .from(inboxItems)
      .innerJoin(notifications, eq(notifications.id, inboxItems.notificationId))
      .where(scope)
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
      .offset(query.skip)
      .limit(query.limit);
    const [totals] = await db
      .select({
        count: count(),
        unread: sql<number>`count(*) filter (where not ${inboxItems.opened})`.mapWith(Number),
      })
      .from(inboxItems)
      .where(scope);
    return c.json({
      inboxItems: rows.map(({ item, notification }) => ({
        _id: item.id,
        notification: notification.id,
        type: ALERT_TYPE,
        time: item.createdAt.toISOString(),
        title: notification.title,
        subtitle: null,
        message: notification.message,
        attachment: null,
        extra: notification.extra,
        opened: item.opened,
        expires: null,
      })),
      count: totals?.count ?? 0,
      unread: totals?.unread ?? 0,
    });
  });

  routes.put('/inbox/fordevice/:deviceId', async (c) => {
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    const updated = await db
      .update(inboxItems)
      .set({ opened: true })
      .where(and(eq(inboxItems.deviceId, device.id), eq(inboxItems.opened, false)))
      .returning({ id: inboxItems.id });
    return c.json({ marked: updated.length });
  });

  routes.delete('/inbox/fordevice/:deviceId', async (c) => {
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    const deleted = await db
      .delete(inboxItems)
      .where(eq(inboxItems.deviceId, device.id))
      .returning({ id: inboxItems.id });
    return c.json({ removed: deleted.length });
  });

  routes.delete('/inbox/:id', async (c) => {
    const deleted = await db
      .delete(inboxItems)
      .where(
        and(
          eq(inboxItems.applicationId, c.get('application').id),
          eq(inboxItems.id, c.req.param('id')),
        ),
      )
      .returning({ id: inboxItems.id });
    if (deleted.length === 0) throw notFound(`Inbox item ${c.req.param('id')}`);
    return c.json({ removed: 1 });
  });

  routes.get('/:id', async (c) => {
    const [notification] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.applicationId, c.get('application').id),
          eq(notifications.id, c.req.param('id')),
        ),
      )
      .limit(1);
    if (!notification) throw notFound(`Notification ${c.req.param('id')}`);
    return c.json({ notification: serializeNotification(notification) });
  });

  return routes;
}
