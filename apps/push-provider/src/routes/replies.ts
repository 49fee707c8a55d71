import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { notifications, replies, uploads } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { HttpError, notFound } from '../http/errors.js';
import { readJson } from '../http/validate.js';
import { RefusedTargetError, sendOutbound } from '../net/outbound.js';
import { requireDevice } from './find.js';

/** Largest reply upload accepted (an image or a short recording). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const WEBHOOK_TIMEOUT_MS = 10_000;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const replySchema = z.object({
  notification: z.string().min(1),
  deviceID: z.string().min(1),
  userID: z.string().min(1).nullish(),
  label: z.string().min(1).max(256),
  data: z
    .object({
      target: httpUrl.optional(),
      message: z.string().max(10_000).optional(),
      // The file name `POST /api/upload/reply` answered, or a full URL.
      media: z.string().min(1).max(2048).optional(),
      mimeType: z.string().max(128).optional(),
    })
    .default({}),
});

/** `/api/notification/webhook`, `/api/upload/reply` and `/api/reply`: what a notification action sends back. */
export function replyRoutes(deps: Deps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/notification/webhook', async (c) => {
    const body = await readJson(c, z.record(z.string(), z.unknown()));
    const { target: rawTarget, ...fields } = { target: c.req.query('target'), ...body };
    if (rawTarget === undefined || rawTarget === '') {
      throw new HttpError(
        400,
        'bad-request',
        'A webhook needs a target: give "target" in the body or the query',
      );
    }
    const target = httpUrl.safeParse(rawTarget);
    if (!target.success)
      throw new HttpError(400, 'bad-request', 'Invalid target: must be an http(s) URL');
    let status: number;
    try {
      ({ status } = await sendOutbound(
        target.data,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'nsv-push-provider' },
          body: JSON.stringify({ ...fields, application: c.get('application').id }),
          timeoutMs: WEBHOOK_TIMEOUT_MS,
        },
        deps.outbound,
      ));
    } catch (error) {
      if (error instanceof RefusedTargetError)
        throw new HttpError(400, 'bad-request', `Invalid target: ${error.message}`);
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(
        502,
        'bad-gateway',
        `Webhook target ${target.data} could not be reached: ${reason}`,
      );
    }
    if (status < 200 || status >= 300) {
      throw new HttpError(502, 'bad-gateway', `Webhook target ${target.data} answered ${status}`);
    }
    return c.json({ target: target.data, status });
  });

  routes.post('/upload/reply', async (c) => {
    if (!c.req.header('Content-Type')?.startsWith('multipart/form-data')) {
      throw new HttpError(
        400,
        'bad-request',
        'Send the file as multipart/form-data in the field "file"',
      );
    }
    const form = await c.req.parseBody();
    const file = form['file'];
    if (!(file instanceof File))
      throw new HttpError(400, 'bad-request', 'The form field "file" must hold a file');
    if (file.size === 0) throw new HttpError(400, 'bad-request', 'The uploaded file is empty');
    // Stored as text: PostgreSQL cannot hold U+0000 (the statement would fail with a 500).
    if (file.name.includes('\0') || file.type.includes('\0'))
      throw new HttpError(
        400,
        'bad-request',
        'The file name must not contain the character U+0000',
      );
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new HttpError(
        413,
        'payload-too-large',
        `The file is larger than ${MAX_UPLOAD_BYTES} bytes`,
      );
    }
    // A fresh name: never trust the client's name as a path; keep a short, safe extension only.
    const extension = extname(file.name).toLowerCase();
    const filename = randomUUID() + (/^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '');
    await db.insert(uploads).values({
      applicationId: c.get('application').id,
      filename,
      originalName: file.name.slice(0, 256),
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      content: Buffer.from(await file.arrayBuffer()),
    });
    return c.json({ filename, url: `${deps.publicUrl}/upload/${filename}` }, 201);
  });

  routes.post('/reply', async (c) => {
    const body = await readJson(c, replySchema);
    const application = c.get('application');
    const [notification] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.applicationId, application.id),
          eq(notifications.id, body.notification),
        ),
      )
      .limit(1);
    if (!notification) throw notFound(`Notification ${body.notification}`);
    await requireDevice(db, application.id, body.deviceID);
    const [reply] = await db
      .insert(replies)
      .values({
        applicationId: application.id,
        notificationId: notification.id,
        deviceId: body.deviceID,
        userId: body.userID ?? null,
        label: body.label,
        data: body.data,
      })
      .returning({ id: replies.id });
    return c.json({ reply: { id: reply?.id } }, 201);
  });

  return routes;
}

/** `GET /upload/{filename}`: serves a reply upload (public, like the link a notification carries). */
export function uploadRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:filename', async (c) => {
    const [upload] = await deps.db
      .select()
      .from(uploads)
      .where(eq(uploads.filename, c.req.param('filename')))
      .limit(1);
    if (!upload) throw notFound(`Upload ${c.req.param('filename')}`);
    return c.body(new Uint8Array(upload.content), 200, {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.size),
      'X-Content-Type-Options': 'nosniff',
      // Uploads are foreign content on our origin: only plain media display inline, and never run scripts.
      'Content-Disposition': /^(image\/(png|jpeg|gif|webp|avif)|audio\/|video\/)/.test(
        upload.contentType,
      )
        ? 'inline'
        : 'attachment',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return routes;
}
