import {
  createMemoryStorage,
  createPushClient,
  type PushClient,
  type PushClientOptions,
  type PushStorage,
  type PushSubscriptionLike,
  type ServiceWorkerRegistrationLike,
} from '@nsv/push-sdk';
import type { createSubscriptionKeys } from './push-endpoint.js';

/** A visible page: the session rules listen to its `visibilitychange` and `pagehide`. */
class FakePage extends EventTarget {
  visibilityState = 'visible';
  location = { origin: 'http://localhost:3000' };
}

/** What a test gets: the real SDK client, its storage and the fake browser pieces. */
export interface SdkUnderTest {
  client: PushClient;
  storage: PushStorage;
  errors: unknown[][];
  workerMessages: unknown[];
}

/** Browser pieces for web push: a service worker container whose PushManager subscribes to `endpoint`. */
function fakeServiceWorker(
  endpoint: string,
  keys: ReturnType<typeof createSubscriptionKeys>,
  workerMessages: unknown[],
) {
  let subscription: PushSubscriptionLike | null = null;
  const registration: ServiceWorkerRegistrationLike = {
    active: { postMessage: (message) => void workerMessages.push(message) },
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (options) => {
        const applicationServerKey = Buffer.from(options.applicationServerKey as Uint8Array);
        workerMessages.push({ subscribedWith: applicationServerKey.toString('base64url') });
        const json = { endpoint, expirationTime: null, keys: keys.keys };
        subscription = {
          endpoint,
          // As a browser tells it: the key this subscription is bound to.
          options: { applicationServerKey: new Uint8Array(applicationServerKey).buffer },
          toJSON: () => json,
          unsubscribe: async () => true,
        };
        return subscription;
      },
    },
  };
  return {
    register: async () => registration,
    getRegistration: async () => registration,
    ready: Promise.resolve(registration),
  };
}

/**
 * The real `@nsv/push-sdk` client in Node, against a provider URL. Only the browser is faked
 * (storage, page, navigator, permission prompt, service worker); every provider call is real HTTP.
 */
export function createSdk(
  options: {
    storage?: PushStorage;
    origin?: string;
    webPush?: { endpoint: string; keys: ReturnType<typeof createSubscriptionKeys> };
  } = {},
): SdkUnderTest {
  const storage = options.storage ?? createMemoryStorage();
  const errors: unknown[][] = [];
  const workerMessages: unknown[] = [];
  const page = new FakePage();
  // A browser sends the page's Origin with every cross-origin call; Node's fetch does not.
  const browserFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (options.origin) headers.set('Origin', options.origin);
    return fetch(input, { ...init, headers });
  };
  const platform: PushClientOptions = {
    fetch: browserFetch,
    storage,
    document: page,
    window: page,
    navigator: {
      language: 'nl-NL',
      userAgent: 'Mozilla/5.0 (sdk integration test)',
      ...(options.webPush
        ? {
            serviceWorker: fakeServiceWorker(
              options.webPush.endpoint,
              options.webPush.keys,
              workerMessages,
            ),
          }
        : {}),
    },
    pushManagerAvailable: Boolean(options.webPush),
    ...(options.webPush
      ? { notification: { permission: 'default', requestPermission: async () => 'granted' } }
      : {}),
    logger: { warn: () => {}, error: (...args: unknown[]) => void errors.push(args) },
  };
  return { client: createPushClient(platform), storage, errors, workerMessages };
}
