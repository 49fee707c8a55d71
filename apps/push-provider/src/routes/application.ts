import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Application } from '../http/context.js';
import { readQuery } from '../http/validate.js';

/** `GET /api/application/info`: what the SDK needs to configure itself. */
export function applicationRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/info', (c) => {
    readQuery(
      c,
      z.object({
        language: z
          .string()
          .regex(/^[a-z]{2,3}$/i, 'must be a language code such as nl')
          .optional(),
      }),
    );
    return c.json({ application: serializeApplication(c.get('application')) });
  });
  return routes;
}

/** The application as `application/info` answers it: never its secrets or private key. */
export function serializeApplication(application: Application) {
  return {
    id: application.id,
    name: application.name,
    category: 'Default',
    services: {
      websitePush: true,
      inbox: true,
      passbook: true,
      dynamicLinks: true,
      inAppMessaging: false,
    },
    inboxConfig: { useInbox: true, useUserInbox: false, autoBadge: true },
    websitePushConfig: {
      icon: application.icon,
      allowedDomains: application.allowedOrigins,
      website: application.websiteUrl,
      serviceWorker: application.serviceWorker,
      serviceWorkerScope: application.serviceWorkerScope,
      vapid: { publicKey: application.vapidPublicKey },
    },
    actionCategories: [],
    userDataFields: [],
  };
}
