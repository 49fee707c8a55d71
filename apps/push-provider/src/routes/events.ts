import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { events, sessions } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { readJson } from '../http/validate.js';

/** Event types that open and close a session (push-provider-api.md, "Events the SDK logs"). */
export const SESSION_OPEN = 're.notifica.event.application.Open';
export const SESSION_CLOSE = 're.notifica.event.application.Close';

const eventSchema = z.object({
  type: z
    .string()
    .regex(
      /^re\.notifica\.event\.[A-Za-z]+\.[A-Za-z0-9_.-]+$/,
      'must be a re.notifica.event.* type',
    ),
  // Milliseconds since the epoch (what the SDK sends) or an ISO date-time.
  timestamp: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
  deviceID: z.string().min(1).nullish(),
  userID: z.string().min(1).nullish(),
  sessionID: z.string().min(1).max(128).nullish(),
  notification: z.string().min(1).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** `POST /api/event`: stores the event; application Open and Close events also track sessions. */
export function eventRoutes(deps: Deps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const body = await readJson(c, eventSchema);
    const application = c.get('application');
    const timestamp = new Date(body.timestamp);
    await db.insert(events).values({
      applicationId: application.id,
      type: body.type,
      timestamp,
      deviceId: body.deviceID ?? null,
      userId: body.userID ?? null,
      sessionId: body.sessionID ?? null,
      notificationId: body.notification ?? null,
      data: body.data ?? null,
    });
    if (body.sessionID && body.type === SESSION_OPEN) {
      await db
        .insert(sessions)
        .values({
          id: body.sessionID,
          applicationId: application.id,
          deviceId: body.deviceID ?? null,
          userId: body.userID ?? null,
          startedAt: timestamp,
        })
        .onConflictDoNothing();
    }
    if (body.sessionID && body.type === SESSION_CLOSE) {
      const length = Number(body.data?.['length']);
      const lengthSeconds = Number.isFinite(length) && length >= 0 ? length : null;
      // Upsert: a session whose Open never arrived (lost on a flaky network) is still recorded, its start
      // derived from its length. A later Close for the same session (page came back) replaces the end.
      await db
        .insert(sessions)
        .values({
          id: body.sessionID,
          applicationId: application.id,
          deviceId: body.deviceID ?? null,
          userId: body.userID ?? null,
          startedAt: new Date(timestamp.getTime() - (lengthSeconds ?? 0) * 1000),
          endedAt: timestamp,
          lengthSeconds,
        })
        .onConflictDoUpdate({
          target: sessions.id,
          set: { endedAt: timestamp, lengthSeconds },
          setWhere: eq(sessions.applicationId, application.id),
        });
    }
    return c.json({}, 201);
  });
  return routes;
}
