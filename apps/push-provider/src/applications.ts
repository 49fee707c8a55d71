import { eq } from 'drizzle-orm';
import type { Database } from './db/client.js';
import { applications, dynamicLinks, passes } from './db/schema.js';
import type { Application } from './http/context.js';
import { generateVapidKeys } from './push/deliver.js';

/** What defines a new application. */
export interface NewApplication {
  name: string;
  key: string;
  secret: string;
  masterSecret: string;
  allowedOrigins: string[];
  serviceWorker?: string;
  icon?: string | null;
  websiteUrl?: string | null;
}

/** Creates an application with its own VAPID key pair, generated once here and kept. */
export async function createApplication(db: Database, input: NewApplication): Promise<Application> {
  const vapid = generateVapidKeys();
  const [row] = await db
    .insert(applications)
    .values({
      ...input,
      serviceWorker: input.serviceWorker ?? '/sw.js',
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
    })
    .returning();
  if (!row) throw new Error('Inserting the application returned no row');
  return row;
}

/** The demo application's credentials; the web app uses this key by default. */
export const DEMO_APPLICATION = {
  name: 'Nederlandse Ski Vereniging',
  key: 'nsv-demo-key',
  secret: 'nsv-demo-secret',
  allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  serviceWorker: '/sw.js',
  websiteUrl: 'http://localhost:3000',
  icon: 'http://localhost:3000/favicon.ico',
} as const;

/**
 * Creates the demo application (with a demo dynamic link and a demo membership pass) unless it
 * exists. Its VAPID keys therefore survive restarts, and so do the browsers' subscriptions.
 */
export async function ensureDemoApplication(
  db: Database,
  masterSecret: string,
  allowedOrigins?: string[],
): Promise<Application> {
  const [existing] = await db
    .select()
    .from(applications)
    .where(eq(applications.key, DEMO_APPLICATION.key))
    .limit(1);
  if (existing) {
    if (!allowedOrigins || allowedOrigins.join(',') === existing.allowedOrigins.join(',')) {
      return existing;
    }
    const [updated] = await db
      .update(applications)
      .set({ allowedOrigins })
      .where(eq(applications.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const application = await createApplication(db, {
    ...DEMO_APPLICATION,
    allowedOrigins: allowedOrigins ?? [...DEMO_APPLICATION.allowedOrigins],
    masterSecret,
  });
  await db.insert(dynamicLinks).values({
    applicationId: application.id,
    url: 'http://localhost:4100/l/wintersport',
    target: 'http://localhost:3000/regios',
  });
  await db.insert(passes).values({
    applicationId: application.id,
    serial: 'NSV-DEMO-0001',
    description: 'Lidmaatschapskaart Nederlandse Ski Vereniging',
    data: { lidnummer: 'NSV-DEMO-0001', naam: 'Demo Lid', geldigTot: '2027-06-30' },
  });
  return application;
}
