import { z } from 'zod';
import { DEFAULT_SITE_NAME } from './site.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());

// The one place that reads the web server's environment; everything else imports `env`.
const schema = z
  .object({
    /** The API's GraphQL endpoint; its origin also serves `/media/*`. */
    API_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4000/graphql'),
    /** The site name in page titles, header and footer. */
    SITE_NAME: z.string().trim().min(1).default(DEFAULT_SITE_NAME),
    /**
     * The site's public address (`https://www.skivereniging.nl`): the origin of canonical URLs,
     * sharing previews, the sitemap and robots.txt. Without it, the request's own origin (from its
     * Host header, over http): right for development, not behind a proxy or TLS.
     */
    PUBLIC_SITE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** The port react-router-serve listens on. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Web push: the push provider application's key. Without it nothing push-related loads. */
    PUSH_APPLICATION_KEY: optionalText,
    /** Web push: the application's (public, web) secret; required with the key. */
    PUSH_APPLICATION_SECRET: optionalText,
    /** Web push: the provider's REST host (default the provider's cloud; ours: http://localhost:4100). */
    PUSH_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  })
  .refine((value) => !value.PUSH_APPLICATION_KEY || value.PUSH_APPLICATION_SECRET, {
    path: ['PUSH_APPLICATION_SECRET'],
    message: 'is required when PUSH_APPLICATION_KEY is set',
  });

/** The validated settings of the web server, with values derived from them. */
export type Env = z.infer<typeof schema> & {
  /** The API's origin (scheme, host, port), where its media endpoint lives. */
  apiOrigin: string;
  /** The origin of PUBLIC_SITE_URL; null when it is not set. */
  publicOrigin: string | null;
};

/** Validates the given environment; throws one error that names every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment for @nsv/web:\n${z.prettifyError(result.error)}`);
  }
  return {
    ...result.data,
    apiOrigin: new URL(result.data.API_URL).origin,
    publicOrigin: result.data.PUBLIC_SITE_URL ? new URL(result.data.PUBLIC_SITE_URL).origin : null,
  };
}

/** The web server's settings, validated once at start-up so a bad value stops the server at once. */
export const env: Env = parseEnv(process.env);

/**
 * The origin of the site's absolute URLs (canonical, Open Graph, sitemap): PUBLIC_SITE_URL's, or
 * without it the request's.
 */
export function siteOrigin(request: Request, publicOrigin: string | null = env.publicOrigin) {
  return publicOrigin ?? new URL(request.url).origin;
}
