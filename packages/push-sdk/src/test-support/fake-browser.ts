import type {
  NotificationApi,
  PushDocument,
  PushManagerLike,
  PushNavigator,
  PushSubscriptionLike,
  PushWindow,
  ServiceWorkerRegistrationLike,
} from '../platform.js';

function createTarget() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener(type: string, listener: () => void) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    dispatch(type: string) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
}

/** A document whose visibility the test switches. */
export function createFakeDocument(initial: 'visible' | 'hidden' = 'visible') {
  const target = createTarget();
  let visibilityState: string = initial;
  const document: PushDocument & {
    setVisibility(state: 'visible' | 'hidden'): void;
    listenerCount(type: string): number;
  } = {
    get visibilityState() {
      return visibilityState;
    },
    addEventListener: target.addEventListener,
    removeEventListener: target.removeEventListener,
    setVisibility(state) {
      visibilityState = state;
      target.dispatch('visibilitychange');
    },
    listenerCount: target.count,
  };
  return document;
}

/** A window that can fire `pagehide`. */
export function createFakeWindow(origin = 'https://www.wintersport.nl') {
  const target = createTarget();
  const window: PushWindow & { dispatch(type: string): void } = {
    location: { origin },
    addEventListener: target.addEventListener,
    removeEventListener: target.removeEventListener,
    dispatch: target.dispatch,
  };
  return window;
}

/** A push subscription with fixed keys; with `applicationServerKey`, the browser tells what it was made with. */
export function createFakeSubscription(
  endpoint = 'https://push.example/abc',
  applicationServerKey?: ArrayBuffer | null,
): PushSubscriptionLike & { unsubscribed: boolean } {
  const subscription = {
    endpoint,
    unsubscribed: false,
    ...(applicationServerKey !== undefined ? { options: { applicationServerKey } } : {}),
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      onUnsubscribe.get(subscription)?.();
      return true;
    },
  };
  return subscription;
}

// Lets the fake push manager forget a subscription that unsubscribes itself, as a browser does.
const onUnsubscribe = new WeakMap<object, () => void>();

function bytesOf(source: BufferSource): Uint8Array {
  return source instanceof ArrayBuffer
    ? new Uint8Array(source)
    : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Service worker container, registration and push manager fakes that record what the SDK did. */
export function createFakeServiceWorker() {
  const messages: unknown[] = [];
  const registered: { url: string; scope?: string }[] = [];
  const subscribeCalls: { userVisibleOnly: boolean; applicationServerKey: BufferSource }[] = [];
  let subscription: PushSubscriptionLike | null = null;
  let isRegistered = false;
  const keep = (value: PushSubscriptionLike | null) => {
    subscription = value;
    if (value) onUnsubscribe.set(value, () => subscription === value && (subscription = null));
  };
  const fake = {
    /** Endpoint of the next subscription `subscribe` makes. */
    nextEndpoint: 'https://push.example/abc',
  };
  const pushManager: PushManagerLike = {
    getSubscription: async () => subscription,
    async subscribe(options) {
      subscribeCalls.push(options);
      const key = bytesOf(options.applicationServerKey);
      const existingKey = subscription?.options?.applicationServerKey;
      if (subscription) {
        // As browsers do: subscribing again with another key while a subscription exists is refused.
        if (existingKey === null || (existingKey && !sameBytes(new Uint8Array(existingKey), key))) {
          throw new DOMException(
            'A subscription with a different key exists.',
            'InvalidStateError',
          );
        }
        return subscription;
      }
      keep(createFakeSubscription(fake.nextEndpoint, key.slice().buffer));
      return subscription!;
    },
  };
  const registration: ServiceWorkerRegistrationLike = {
    pushManager,
    active: { postMessage: (message) => void messages.push(message) },
  };
  return Object.assign(fake, {
    container: {
      async register(url: string, options?: { scope?: string }) {
        registered.push({ url, ...options });
        isRegistered = true;
        return registration;
      },
      getRegistration: async () => (isRegistered ? registration : undefined),
      get ready() {
        return Promise.resolve(registration);
      },
    },
    messages,
    registered,
    subscribeCalls,
    /** Pretends an earlier page load already subscribed. */
    presetSubscription(value: PushSubscriptionLike | null) {
      isRegistered = true;
      keep(value);
    },
    /** The subscription the browser holds now. */
    current: () => subscription,
  });
}

/** A navigator with a language, user agent and (optionally) a service worker container. */
export function createFakeNavigator(
  options: {
    language?: string;
    serviceWorker?: ReturnType<typeof createFakeServiceWorker> | null;
  } = {},
): PushNavigator {
  const navigator: PushNavigator = {
    language: options.language ?? 'nl-NL',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) FakeBrowser/1.0',
  };
  return options.serviceWorker
    ? { ...navigator, serviceWorker: options.serviceWorker.container }
    : navigator;
}

/** Notification permission API whose prompt answers `answer`. */
export function createFakeNotification(
  answer: NotificationPermission = 'granted',
  initial: NotificationPermission = 'default',
): NotificationApi & { prompts: number } {
  let permission = initial;
  const api = {
    prompts: 0,
    get permission() {
      return permission;
    },
    async requestPermission() {
      api.prompts++;
      permission = answer;
      return answer;
    },
  };
  return api;
}
