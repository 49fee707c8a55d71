// The browser surface the SDK touches, as small structural interfaces: the real browser objects
// satisfy them, and tests pass plain fakes. Nothing here reads a global; see resolvePlatform().

/** Key-value storage with the `localStorage` methods the SDK uses. */
export interface PushStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Source of the current time in milliseconds since the epoch. */
export interface PushClock {
  now(): number;
}

/** Timer functions (the browser's `setTimeout`/`clearTimeout` by default). */
export interface PushTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Something listeners can be added to and removed from. */
export interface PushEventTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The part of `document` the session rules watch. */
export interface PushDocument extends PushEventTarget {
  readonly visibilityState: string;
}

/** The part of `window` the SDK uses: `pagehide` and the page's origin for log messages. */
export interface PushWindow extends PushEventTarget {
  readonly location?: { readonly origin: string };
}

/** A push subscription, as `PushSubscription` in the browser. */
export interface PushSubscriptionLike {
  readonly endpoint: string;
  /** What it was subscribed with; the VAPID key it is bound to (absent in browsers that do not say). */
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

/** The part of `PushManager` the SDK uses. */
export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: BufferSource;
  }): Promise<PushSubscriptionLike>;
}

/** A service worker that can receive messages. */
export interface ServiceWorkerLike {
  postMessage(message: unknown): void;
}

/** The part of `ServiceWorkerRegistration` the SDK uses. */
export interface ServiceWorkerRegistrationLike {
  readonly pushManager: PushManagerLike;
  readonly active: ServiceWorkerLike | null;
}

/** The part of `navigator.serviceWorker` the SDK uses. */
export interface ServiceWorkerContainerLike {
  register(scriptURL: string, options?: { scope?: string }): Promise<ServiceWorkerRegistrationLike>;
  getRegistration(clientURL?: string): Promise<ServiceWorkerRegistrationLike | undefined>;
  readonly ready: Promise<ServiceWorkerRegistrationLike>;
}

/** The part of `navigator` the SDK uses. */
export interface PushNavigator {
  readonly language?: string;
  readonly userAgent: string;
  readonly serviceWorker?: ServiceWorkerContainerLike;
}

/** The `Notification` constructor's static permission API. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

/** A `fetch` function (the browser's by default). */
export type PushFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Injectable platform pieces; each defaults to the browser's when left out. */
export interface PlatformOptions {
  /** HTTP client; defaults to `globalThis.fetch`. */
  fetch?: PushFetch;
  /** Persistent storage; defaults to `localStorage`, or memory when there is none (SSR, private mode). */
  storage?: PushStorage;
  /** Clock; defaults to `Date.now`. */
  clock?: PushClock;
  /** Timers; defaults to the global `setTimeout`/`clearTimeout`. */
  timers?: PushTimers;
  /** Id generator for session ids; defaults to `crypto.randomUUID()`. */
  generateId?: () => string;
  /** Document whose visibility drives sessions; defaults to `document` when there is one. */
  document?: PushDocument;
  /** Window whose `pagehide` ends sessions; defaults to `window` when there is one. */
  window?: PushWindow;
  /** Navigator for language, user agent and service workers; defaults to `navigator`. */
  navigator?: PushNavigator;
  /** Notification permission API; defaults to `Notification` when there is one. */
  notification?: NotificationApi;
  /** Whether the browser has `PushManager`; defaults to checking `globalThis.PushManager`. */
  pushManagerAvailable?: boolean;
  /** Where the SDK logs what the site's developers must see (origin not allowed, …); defaults to `console`. */
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** Platform with every piece resolved (some stay absent on servers and old browsers). */
export interface Platform {
  fetch: PushFetch | undefined;
  storage: PushStorage;
  clock: PushClock;
  timers: PushTimers;
  generateId: () => string;
  document: PushDocument | undefined;
  window: PushWindow | undefined;
  navigator: PushNavigator | undefined;
  notification: NotificationApi | undefined;
  pushManagerAvailable: boolean;
  logger: Pick<Console, 'warn' | 'error'>;
}

/** Storage in memory, for servers, tests and browsers that refuse `localStorage`. */
export function createMemoryStorage(): PushStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(): PushStorage | undefined {
  // Reading localStorage throws in some privacy modes and sandboxed frames.
  try {
    const storage = (globalThis as { localStorage?: PushStorage }).localStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  // Insecure contexts lack randomUUID; session ids only need to be unique, not secret.
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** Fills every platform piece left out with the browser's, read at call time (never at import). */
export function resolvePlatform(options: PlatformOptions = {}): Platform {
  const g = globalThis as Partial<{
    fetch: PushFetch;
    document: PushDocument;
    window: PushWindow;
    navigator: PushNavigator;
    Notification: NotificationApi;
    PushManager: unknown;
  }>;
  return {
    fetch: options.fetch ?? (typeof g.fetch === 'function' ? g.fetch.bind(globalThis) : undefined),
    storage: options.storage ?? browserStorage() ?? createMemoryStorage(),
    clock: options.clock ?? { now: () => Date.now() },
    timers: options.timers ?? {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    generateId: options.generateId ?? randomId,
    document: options.document ?? g.document,
    window: options.window ?? g.window,
    navigator: options.navigator ?? g.navigator,
    notification: options.notification ?? g.Notification,
    pushManagerAvailable: options.pushManagerAvailable ?? g.PushManager !== undefined,
    logger: options.logger ?? console,
  };
}
