import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { applications } from '../db/schema.js';
import type { AppEnv, Application, Deps } from './context.js';
import { HttpError, errorBody } from './errors.js';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';

/** Reads `Authorization: Basic base64(user:password)`. */
export function parseBasicAuth(
  header: string | undefined,
): { user: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Compares secrets in constant time (hashing first makes the lengths equal). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

async function findApplication(deps: Deps, key: string): Promise<Application | undefined> {
  const [row] = await deps.db.select().from(applications).where(eq(applications.key, key)).limit(1);
  return row;
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);

/**
 * Authenticates `/api/*` calls with the application key and secret, and refuses browser origins the
 * application does not allow. See docs/decisions/0450-push-provider-cors-and-origins.md for why a
 * preflight is answered for every origin and why refusals carry CORS headers.
 */
export function apiAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (c.req.method === 'OPTIONS') {
      // A preflight carries no credentials, so the application (and its origins) is unknown here.
      if (!origin) return c.body(null, 204);
      return c.body(null, 204, corsHeaders(origin));
    }
    // Refusals must be readable by the browser (the SDK logs "origin not allowed" on a 403).
    if (origin)
      for (const [name, value] of Object.entries(corsHeaders(origin))) c.header(name, value);

    const credentials = parseBasicAuth(c.req.header('Authorization'));
    if (!credentials) {
      c.header('WWW-Authenticate', 'Basic realm="push provider"');
      throw unauthorized('Missing Basic authentication with the application key and secret');
    }
    const application = await findApplication(deps, credentials.user);
    if (!application || !sameSecret(credentials.password, application.secret)) {
      c.header('WWW-Authenticate', 'Basic realm="push provider"');
      throw unauthorized('Unknown application key or wrong application secret');
    }
    if (origin && !application.allowedOrigins.includes(origin)) {
      return c.json(
        errorBody(
          'origin-not-allowed',
          `Origin ${origin} is not allowed for application ${application.name}`,
        ),
        403,
      );
    }
    c.set('application', application);
    await next();
  };
}

/** Authenticates `/admin/*` calls with the application key and its master secret (server to server only). */
export function adminAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = parseBasicAuth(c.req.header('Authorization'));
    const application = credentials ? await findApplication(deps, credentials.user) : undefined;
    if (
      !credentials ||
      !application ||
      !sameSecret(credentials.password, application.masterSecret)
    ) {
      c.header('WWW-Authenticate', 'Basic realm="push provider admin"');
      throw unauthorized(
        'Admin calls need Basic authentication with the application key and master secret',
      );
    }
    if (c.req.header('Origin')) {
      // The master secret must never live in a browser: refuse any browser-originated admin call.
      throw new HttpError(403, 'origin-not-allowed', 'Admin calls are not allowed from a browser');
    }
    c.set('application', application);
    await next();
  };
}
