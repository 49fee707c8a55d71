import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// `../.data` from this module is the package folder's `.data` both from `src/` and from the bundled `dist/`.
const defaultDataDir = fileURLToPath(new URL('../.data', import.meta.url));

const envSchema = z.object({
  /** `production` guards outgoing requests by default; `development` (the default) and `test` do not. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  /** Interface to bind; unset binds all (IPv4 and IPv6). */
  HOST: z.string().min(1).optional(),
  /** PostgreSQL server; when unset, an embedded PGlite database lives in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** Public base URL of this server, used in links it hands out (uploads). Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** VAPID subject (a mailto: or https: URL) that push services may use to contact us. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:webmaster@localhost'),
  /** Master secret of the demo application (admin endpoint); change it anywhere but a laptop. */
  DEMO_MASTER_SECRET: z.string().min(8).default('nsv-demo-master-secret'),
  /**
   * Comma-separated browser origins the demo application allows instead of its defaults (e.g. a
   * test run's web origin); applied at every start.
   */
  DEMO_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.url({ protocol: /^https?$/ }))
        .min(1)
        .optional(),
    ),
  /**
   * Whether webhooks and web push may go to loopback, private, link-local and unspecified addresses,
   * and push subscription endpoints may be plain http (decision 0454). Defaults to true in development
   * and test (local push endpoints and webhooks), false in production.
   */
  ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** `silent` turns the structured log off. */
  LOG_LEVEL: z.enum(['info', 'silent']).default('info'),
});

/** The validated settings of the push provider. */
export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  ALLOW_PRIVATE_TARGETS: boolean;
};

/** Reads and validates the environment; throws one clear error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid push-provider environment: ${problems}`);
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    ALLOW_PRIVATE_TARGETS: env.ALLOW_PRIVATE_TARGETS ?? env.NODE_ENV !== 'production',
  };
}
