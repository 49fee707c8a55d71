import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { dynamicLinks, passes, testDeviceNonces } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import { readJson } from '../http/validate.js';
import { parseAudience, sendNotification } from '../push/send-notification.js';
import { serializeNotification } from '../push/payload.js';

/** Body of `POST /admin/notifications`. */
export const sendSchema = z.object({
  to: z.string().min(1),
  title: z.string().min(1).max(200).optional(),
  message: z.string().min(1, 'message cannot be empty').max(4000),
  url: z.url({ protocol: /^https?$/ }).optional(),
  extra: z.record(z.string(), z.string()).optional(),
});

const linkSchema = z.object({
  url: z.string().min(1).max(2048),
  target: z.url({ protocol: /^https?$/ }),
});

const passSchema = z.object({
  serial: z.string().min(1).max(128),
  description: z.string().min(1).max(500),
  data: z.record(z.string(), z.unknown()).default({}),
  googlePaySaveLink: z.url().optional(),
  appleWalletSaveLink: z.url().optional(),
});

/**
 * `/admin`: server-to-server calls of the application's owner, authenticated with the application
 * key and its master secret: send notifications, create dynamic links, passes and test-device nonces.
 */
export function adminRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>();

  routes.post('/notifications', async (c) => {
    const body = await readJson(c, sendSchema);
    const audience = parseAudience(body.to);
    if (!audience)
      throw new HttpError(
        400,
        'bad-request',
        'Invalid request body: to: must be all, tag:<tag> or user:<userId>',
      );
    const report = await sendNotification(deps, c.get('application'), audience, body);
    deps.log.info('notification sent', {
      notification: report.notification.id,
      to: body.to,
      recipients: report.recipients,
      pushed: report.pushed,
      failed: report.failed,
    });
    return c.json({ ...report, notification: serializeNotification(report.notification) }, 201);
  });

  routes.post('/links', async (c) => {
    const body = await readJson(c, linkSchema);
    const [link] = await deps.db
      .insert(dynamicLinks)
      .values({ applicationId: c.get('application').id, ...body })
      .onConflictDoUpdate({
        target: [dynamicLinks.applicationId, dynamicLinks.url],
        set: { target: body.target },
      })
      .returning();
    return c.json({ link: { url: link?.url, target: link?.target } }, 201);
  });

  routes.post('/passes', async (c) => {
    const body = await readJson(c, passSchema);
    const inserted = await deps.db
      .insert(passes)
      .values({ applicationId: c.get('application').id, ...body })
      .onConflictDoNothing()
      .returning({ serial: passes.serial });
    if (inserted.length === 0)
      throw new HttpError(409, 'conflict', `Pass ${body.serial} already exists`);
    return c.json({ pass: { serial: body.serial } }, 201);
  });

  routes.post('/testdevice-nonces', async (c) => {
    const nonce = randomBytes(16).toString('hex');
    await deps.db
      .insert(testDeviceNonces)
      .values({ nonce, applicationId: c.get('application').id });
    return c.json({ nonce }, 201);
  });

  return routes;
}
