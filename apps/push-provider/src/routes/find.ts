import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices } from '../db/schema.js';
import { notFound } from '../http/errors.js';

/** The device with this id in this application, or a 404. */
export async function requireDevice(db: Database, applicationId: string, deviceId: string) {
  const [device] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.applicationId, applicationId), eq(devices.id, deviceId)))
    .limit(1);
  if (!device) throw notFound(`Device ${deviceId}`);
  return device;
}
