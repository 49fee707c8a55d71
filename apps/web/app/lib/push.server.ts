import type { Env } from './env.server.js';
import type { PushSettings } from './push.js';

/** The provider's cloud, the SDK's own default host. */
export const DEFAULT_PUSH_API_URL = 'https://push.notifica.re';

/** The site's push settings from the environment, or null when no application key is set. */
export function pushSettings(
  env: Pick<Env, 'PUSH_APPLICATION_KEY' | 'PUSH_APPLICATION_SECRET' | 'PUSH_API_URL'>,
): PushSettings | null {
  if (!env.PUSH_APPLICATION_KEY || !env.PUSH_APPLICATION_SECRET) return null;
  return {
    applicationKey: env.PUSH_APPLICATION_KEY,
    applicationSecret: env.PUSH_APPLICATION_SECRET,
    apiHost: (env.PUSH_API_URL ?? DEFAULT_PUSH_API_URL).replace(/\/+$/, ''),
  };
}
