// Minimal structural types of the service worker global scope, so the worker code compiles with the
// DOM library of the rest of the package and tests can pass plain fakes.
import type { PushFetch, PushManagerLike, PushSubscriptionLike } from '../platform.js';

/** An event whose work the browser must wait for. */
export interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** A `push` event. */
export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}

/** A shown notification. */
export interface NotificationLike {
  readonly data: unknown;
  close(): void;
}

/** A `notificationclick` event. */
export interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: NotificationLike;
  readonly action?: string;
}

/** A `pushsubscriptionchange` event. */
export interface PushSubscriptionChangeEventLike extends ExtendableEventLike {
  readonly oldSubscription?: PushSubscriptionLike | null;
  readonly newSubscription?: PushSubscriptionLike | null;
}

/** A `message` event from a page. */
export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

/** A browser tab the worker controls. */
export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The part of `CacheStorage` the worker keeps its configuration in. */
export interface CacheStorageLike {
  open(name: string): Promise<{
    match(request: string): Promise<Response | undefined>;
    put(request: string, response: Response): Promise<void>;
  }>;
}

/** The part of `ServiceWorkerGlobalScope` the worker uses. */
export interface ServiceWorkerScopeLike {
  readonly registration: {
    readonly pushManager: PushManagerLike;
    showNotification(
      title: string,
      options?: NotificationOptions & { image?: string },
    ): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  readonly caches: CacheStorageLike;
  readonly location: { readonly origin: string };
  fetch: PushFetch;
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

/** What the provider's push message carries (JSON). */
export interface PushPayload {
  /** Notification id, used to log the open and receive events. */
  id?: string;
  /** Title; the application name when absent. */
  title?: string;
  /** Body text. */
  message?: string;
  /** Icon URL. */
  icon?: string;
  /** Large image URL. */
  image?: string;
  /** Page to open on click (absolute, or relative to the site). */
  url?: string;
}
