import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { deviceTags, devices, testDeviceNonces } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { HttpError, notFound } from '../http/errors.js';
import { readJson } from '../http/validate.js';
import {
  checkSubscriptionEndpoint,
  deviceColumns,
  registerDeviceSchema,
  serializeDevice,
  updateDeviceSchema,
} from './device-body.js';
import { requireDevice } from './find.js';

const tagsSchema = z.object({
  tags: z
    .array(
      z.string().trim().min(1, 'a tag cannot be empty').max(64, 'a tag has at most 64 characters'),
    )
    .min(1, 'give at least one tag')
    .max(100, 'at most 100 tags at once'),
});

/** `/api/push`: register, update and delete devices; their tags. */
export function devicesRoutes(deps: Deps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  const tagsOf = async (deviceId: string) =>
    (
      await db
        .select({ tag: deviceTags.tag })
        .from(deviceTags)
        .where(eq(deviceTags.deviceId, deviceId))
        .orderBy(asc(deviceTags.tag))
    ).map((row) => row.tag);

  routes.post('/', async (c) => {
    const body = await readJson(c, registerDeviceSchema);
    checkSubscriptionEndpoint(body, deps.outbound);
    const [device] = await db
      .insert(devices)
      .values({
        ...deviceColumns(body),
        // Repeated so the type system sees the required columns of a new device.
        language: body.language,
        region: body.region,
        platform: body.platform,
        sdkVersion: body.sdkVersion,
        appVersion: body.appVersion,
        userAgent: body.userAgent,
        timeZoneOffset: body.timeZoneOffset,
        applicationId: c.get('application').id,
      })
      .returning();
    if (!device) throw new Error('Inserting the device returned no row');
    deps.log.info('device registered', {
      deviceId: device.id,
      application: c.get('application').key,
    });
    return c.json({ deviceID: device.id, device: serializeDevice(device, []) }, 201);
  });

  routes.put('/:deviceId', async (c) => {
    const body = await readJson(c, updateDeviceSchema);
    checkSubscriptionEndpoint(body, deps.outbound);
    const application = c.get('application');
    const [device] = await db
      .update(devices)
      .set({ ...deviceColumns(body), updatedAt: new Date() })
      .where(
        and(eq(devices.applicationId, application.id), eq(devices.id, c.req.param('deviceId'))),
      )
      .returning();
    if (!device) throw notFound(`Device ${c.req.param('deviceId')}`);
    return c.json({
      deviceID: device.id,
      device: serializeDevice(device, await tagsOf(device.id)),
    });
  });

  routes.delete('/:deviceId', async (c) => {
    const application = c.get('application');
    const deleted = await db
      .delete(devices)
      .where(
        and(eq(devices.applicationId, application.id), eq(devices.id, c.req.param('deviceId'))),
      )
      .returning({ id: devices.id });
    if (deleted.length === 0) throw notFound(`Device ${c.req.param('deviceId')}`);
    return c.json({});
  });

  routes.get('/:deviceId/tags', async (c) => {
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    return c.json({ tags: await tagsOf(device.id) });
  });

  routes.put('/:deviceId/addtags', async (c) => {
    const { tags } = await readJson(c, tagsSchema);
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    await db
      .insert(deviceTags)
      .values([...new Set(tags)].map((tag) => ({ deviceId: device.id, tag })))
      .onConflictDoNothing();
    return c.json({ tags: await tagsOf(device.id) });
  });

  routes.put('/:deviceId/removetags', async (c) => {
    const { tags } = await readJson(c, tagsSchema);
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    await db
      .delete(deviceTags)
      .where(and(eq(deviceTags.deviceId, device.id), inArray(deviceTags.tag, tags)));
    return c.json({ tags: await tagsOf(device.id) });
  });

  routes.put('/:deviceId/cleartags', async (c) => {
    const device = await requireDevice(db, c.get('application').id, c.req.param('deviceId'));
    await db.delete(deviceTags).where(eq(deviceTags.deviceId, device.id));
    return c.json({ tags: [] });
  });

  return routes;
}

/** `/api/support/testdevice/{nonce}`: a device claims a test-device nonce made in the admin. */
export function supportRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>();
  routes.put('/testdevice/:nonce', async (c) => {
    const { deviceID } = await readJson(c, z.object({ deviceID: z.string().min(1) }));
    const application = c.get('application');
    const device = await requireDevice(deps.db, application.id, deviceID);
    const claimed = await deps.db
      .update(testDeviceNonces)
      .set({ deviceId: device.id, claimedAt: new Date() })
      .where(
        and(
          eq(testDeviceNonces.applicationId, application.id),
          eq(testDeviceNonces.nonce, c.req.param('nonce')),
          isNull(testDeviceNonces.claimedAt),
        ),
      )
      .returning({ nonce: testDeviceNonces.nonce });
    if (claimed.length === 0) {
      throw new HttpError(
        404,
        'not-found',
        `Test device nonce ${c.req.param('nonce')} not found or already used`,
      );
    }
    await deps.db
      .update(devices)
      .set({ testDevice: true, updatedAt: new Date() })
      .where(eq(devices.id, device.id));
    return c.json({});
  });
  return routes;
}
