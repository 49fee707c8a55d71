import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.js';
import { createApplication } from '../../src/applications.js';
import type { Database } from '../../src/db/client.js';
import type { Application } from '../../src/http/context.js';
import { silentLogger, type Logger } from '../../src/log.js';
import { createWebPushSender } from '../../src/push/deliver.js';
import type { DatabaseTarget } from './database.js';

/** The origin the test application allows. */
export const ALLOWED_ORIGIN = 'http://localhost:3000';
/** The test application's master secret (admin calls). */
export const MASTER_SECRET = 'test-master-secret';
/** VAPID subject the test provider signs with. */
export const VAPID_SUBJECT = 'mailto:test@example.org';

/** A running provider on 127.0.0.1 with a fresh database and one application. */
export interface RunningProvider {
  url: string;
  db: Database;
  application: Application;
  /**
   * fetch against `/api` with the application's Basic auth; a JSON body when given, a `FormData`
   * body as multipart.
   */
  api: (
    path: string,
    init?: { method?: string; body?: unknown; origin?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
  /** POST to `/admin` with the master secret. */
  admin: (path: string, body: unknown) => Promise<Response>;
}

function basic(user: string, password: string): string {
  return 'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');
}

/** Options of a test provider. */
export interface TestProviderOptions {
  /**
   * Whether webhooks and pushes may go to private addresses: true by default, as the provider's
   * default under NODE_ENV=test, because the test's push endpoints and webhooks listen on 127.0.0.1.
   */
  allowPrivateTargets?: boolean;
  /** Where the provider logs (default: nowhere). */
  log?: Logger;
}

/** Starts a provider before the file's tests and stops it (and drops its database) after them. */
export function useProvider(
  target: DatabaseTarget,
  options: TestProviderOptions = {},
): RunningProvider {
  const provider = {} as RunningProvider;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await target.open();
    const application = await createApplication(database.db, {
      name: 'Testvereniging',
      key: `test-key-${target.name}`,
      secret: 'test-secret',
      masterSecret: MASTER_SECRET,
      allowedOrigins: [ALLOWED_ORIGIN],
    });
    const outbound = { allowPrivateTargets: options.allowPrivateTargets ?? true };
    const app = createApp({
      db: database.db,
      log: options.log ?? silentLogger,
      publicUrl: 'http://provider.test',
      push: createWebPushSender({ timeoutMs: 5_000, outbound }),
      vapidSubject: VAPID_SUBJECT,
      outbound,
    });
    const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
      (resolve) => {
        const server = serve(
          { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
          (info: AddressInfo) => resolve({ server, port: info.port }),
        );
      },
    );
    const url = `http://127.0.0.1:${port}`;
    Object.assign(provider, {
      url,
      db: database.db,
      application,
      api: (path, init = {}) => {
        const headers: Record<string, string> = {
          Authorization: basic(application.key, 'test-secret'),
          Accept: 'application/json',
          ...init.headers,
        };
        if (init.origin) headers['Origin'] = init.origin;
        const multipart = init.body instanceof FormData;
        if (init.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
        return fetch(`${url}/api${path}`, {
          method: init.method ?? 'GET',
          headers,
          ...(multipart
            ? { body: init.body as FormData }
            : init.body !== undefined
              ? { body: JSON.stringify(init.body) }
              : {}),
        });
      },
      admin: (path, body) =>
        fetch(`${url}/admin${path}`, {
          method: 'POST',
          headers: {
            Authorization: basic(application.key, MASTER_SECRET),
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        }),
    } satisfies RunningProvider);
    stop = async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await database.close();
    };
  });

  afterAll(async () => {
    await stop?.();
  });

  return provider;
}

/** A valid device registration body, as the SDK sends it. */
export function deviceBody(overrides: Record<string, unknown> = {}) {
  return {
    language: 'nl',
    region: 'NL',
    platform: 'Web',
    sdkVersion: '4.2.0',
    appVersion: '1.0.0',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
    timeZoneOffset: 1,
    ...overrides,
  };
}

/** Registers a device and answers its id. */
export async function registerDevice(
  provider: RunningProvider,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await provider.api('/push', { method: 'POST', body: deviceBody(overrides) });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { deviceID: string };
  return body.deviceID;
}
