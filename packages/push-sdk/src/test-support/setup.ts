import { createPushClient, type PushClient } from '../client.js';
import type { PushConfig } from '../config.js';
import { createMemoryStorage, type PlatformOptions, type PushStorage } from '../platform.js';
import { createFakeClock } from './fake-clock.js';
import {
  createFakeDocument,
  createFakeNavigator,
  createFakeNotification,
  createFakeServiceWorker,
  createFakeWindow,
} from './fake-browser.js';
import { createFakeProvider, type FakeProvider } from './fake-provider.js';

/** Configuration matching the fake provider's demo application. */
export const demoConfig: PushConfig = {
  applicationKey: 'demo-key',
  applicationSecret: 'demo-secret',
  apiHost: 'https://push.test',
};

/** A client wired to fakes of the provider and the browser, sharing storage across "page loads". */
export function createHarness(
  init: {
    provider?: FakeProvider;
    storage?: PushStorage;
    clock?: ReturnType<typeof createFakeClock>;
    webPush?: boolean;
    permissionAnswer?: NotificationPermission;
    platform?: Partial<PlatformOptions>;
  } = {},
) {
  const provider = init.provider ?? createFakeProvider();
  const storage = init.storage ?? createMemoryStorage();
  const time = init.clock ?? createFakeClock();
  const document = createFakeDocument();
  const window = createFakeWindow();
  const serviceWorker = createFakeServiceWorker();
  const webPush = init.webPush ?? true;
  const notification = createFakeNotification(init.permissionAnswer ?? 'granted');
  const logger = { warn: [] as unknown[][], error: [] as unknown[][] };
  let ids = 0;
  const newPage = (): PushClient =>
    createPushClient({
      fetch: provider.fetch,
      storage,
      clock: time.clock,
      timers: time.timers,
      generateId: () => `session-${++ids}`,
      document,
      window,
      navigator: createFakeNavigator({ serviceWorker: webPush ? serviceWorker : null }),
      notification: webPush ? notification : undefined,
      pushManagerAvailable: webPush,
      logger: {
        warn: (...args: unknown[]) => void logger.warn.push(args),
        error: (...args: unknown[]) => void logger.error.push(args),
      },
      ...init.platform,
    });
  return {
    provider,
    storage,
    time,
    document,
    window,
    serviceWorker,
    notification,
    logger,
    newPage,
  };
}

/** Lets pending promise callbacks (fire-and-forget event logging) run. */
export async function flush(): Promise<void> {
  // A real macrotask runs after every queued microtask chain of the fakes has settled.
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
