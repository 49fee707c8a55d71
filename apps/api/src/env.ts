import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseProxyEntry, type ProxyEntry } from './lib/client-address.js';

/** The package root (apps/api), whether we run from src/ or from dist/. */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEV_SESSION_SECRET = 'nsv-dev-session-secret-niet-voor-productie';

/** Loopback in each form a socket may report it: the web server on the same machine. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1,::1,::ffff:127.0.0.1';

/** `TRUSTED_PROXIES`: comma-separated addresses and CIDR networks, or `none`. */
const trustedProxies = z
  .string()
  .default(DEFAULT_TRUSTED_PROXIES)
  .transform((text, ctx): ProxyEntry[] => {
    if (text.trim().toLowerCase() === 'none') return [];
    const entries: ProxyEntry[] = [];
    for (const part of text.split(',').map((p) => p.trim())) {
      const entry = part ? parseProxyEntry(part) : null;
      if (entry) entries.push(entry);
      else
        ctx.addIssue({
          code: 'custom',
          message: `"${part}" is geen IP-adres of netwerk (zoals 10.0.0.0/8); gebruik none om niemand te vertrouwen`,
        });
    }
    return entries;
  });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).optional(),
    MEDIA_DIR: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET moet minstens 32 tekens hebben').optional(),
    SMTP_URL: z.url().optional(),
    REDIS_URL: z.url().optional(),
    PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    MAIL_DIR: z.string().min(1).optional(),
    TRUSTED_PROXIES: trustedProxies,
    // Unset: demo content except in production, where its accounts (whose passwords the README
    // publishes) must not appear unasked.
    SEED_DEMO: z
      .enum(['true', 'false'], { message: 'SEED_DEMO moet true of false zijn' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is verplicht in productie',
      });
    }
    // Mail files hold reset links: a development and test aid only.
    if (env.NODE_ENV === 'production' && env.MAIL_DIR) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_DIR'],
        message: 'MAIL_DIR is alleen voor ontwikkeling en tests, niet in productie',
      });
    }
  });

/** Validated settings of the API. */
export interface Env {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  publicSiteUrl: string;
  /** A folder where every mail is also written as a JSON file (development and tests), or undefined. */
  mailDir: string | undefined;
  /**
   * The proxies whose X-Forwarded-For the API believes (the web server, a load balancer); from
   * anyone else the socket address counts (docs/decisions/0110).
   */
  trustedProxies: ProxyEntry[];
  /**
   * Whether the server fills an empty database with the demo content on start (default true, for
   * `pnpm start`). A site with its own content sets it to false: the demo accounts' passwords are
   * public in the README.
   */
  seedDemo: boolean;
}

/** Reads and validates the settings from an environment (process.env by default); throws a readable error. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as absent: `FOO= node …` should fall back to the default.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ongeldige instellingen:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(packageRoot, '.data', 'pglite'));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.resolve(
      e.MEDIA_DIR ?? path.join(e.DATA_DIR ? dataDir : path.join(packageRoot, '.data'), 'media'),
    ),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    mailDir: e.MAIL_DIR ? path.resolve(e.MAIL_DIR) : undefined,
    trustedProxies: e.TRUSTED_PROXIES,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
  };
}
