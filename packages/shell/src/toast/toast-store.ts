import { createStore } from '../create-store';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_TIMEOUT_MS,
  TOAST_TYPES,
} from './toast-constants';
import type { ToastEntry, ToastOptions } from './toast-types';

/** All toasts, open and closing, oldest first. Outside React: toasts raised before the Toaster mounts wait here. */
export const toastStore = createStore<readonly ToastEntry[]>([]);

let lastId = 0;
let lastCreated = 0;

function assertMessage(message: unknown): asserts message is string {
  if (typeof message !== 'string' || message.trim() === '') {
    throw new TypeError(`toast: the message must be a non-empty string, got ${String(message)}`);
  }
}

function assertOptions(options: ToastOptions): void {
  if (options.type !== undefined && !TOAST_TYPES.includes(options.type)) {
    throw new TypeError(
      `toast: unknown type '${String(options.type)}', expected one of ${TOAST_TYPES.join(', ')}`,
    );
  }
  const { duration } = options;
  if (duration !== undefined && !(typeof duration === 'number' && duration > 0)) {
    throw new RangeError(
      `toast: duration must be a positive number of ms or Infinity, got ${duration}`,
    );
  }
}

/** Removes a closed toast once its exit animation has had time to play. */
function scheduleRemoval(ids: readonly string[]): void {
  if (ids.length === 0) return;
  setTimeout(() => {
    toastStore.set(toastStore.get().filter((t) => t.open || !ids.includes(t.id)));
  }, TOAST_REMOVE_DELAY_MS);
}

/** Closes the open toasts beyond the limit, oldest first. */
function enforceLimit(toasts: ToastEntry[]): ToastEntry[] {
  const open = toasts.filter((t) => t.open);
  const excess = new Set(open.slice(0, Math.max(0, open.length - TOAST_LIMIT)).map((t) => t.id));
  if (excess.size === 0) return toasts;
  scheduleRemoval([...excess]);
  return toasts.map((t) => (excess.has(t.id) ? { ...t, open: false } : t));
}

/** Shows a toast, or updates the open one with the same id; returns its id. */
export function addToast(message: string, options: ToastOptions = {}): string {
  assertMessage(message);
  assertOptions(options);
  const existing = options.id && toastStore.get().find((t) => t.id === options.id && t.open);
  if (existing) {
    updateToast(existing.id, { ...options, message });
    return existing.id;
  }
  const entry: ToastEntry = {
    id: options.id ?? `nsv-toast-${++lastId}`,
    type: options.type ?? 'default',
    message,
    title: options.title,
    description: options.description,
    duration: options.duration ?? TOAST_TIMEOUT_MS,
    open: true,
    createdAt: ++lastCreated,
    version: 0,
  };
  // A closing toast with the same id makes way at once, so ids stay unique for React keys.
  const others = toastStore.get().filter((t) => t.id !== entry.id);
  toastStore.set(enforceLimit([...others, entry]));
  return entry.id;
}

/**
 * Changes an open toast; it is shown afresh, so screen readers announce the new text and its
 * timer starts again. An id that is no longer showing is ignored: it may well have timed out.
 */
export function updateToast(id: string, patch: ToastOptions & { message?: string }): void {
  if (patch.message !== undefined) assertMessage(patch.message);
  assertOptions(patch);
  toastStore.set(
    toastStore.get().map((t) => {
      if (t.id !== id || !t.open) return t;
      const next = { ...t, version: t.version + 1 };
      if (patch.message !== undefined) next.message = patch.message;
      if (patch.type !== undefined) next.type = patch.type;
      if (patch.title !== undefined) next.title = patch.title;
      if (patch.description !== undefined) next.description = patch.description;
      if (patch.duration !== undefined) next.duration = patch.duration;
      return next;
    }),
  );
}

/** Closes one toast (with its exit animation), or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toastStore.get().filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  const ids = closing.map((t) => t.id);
  toastStore.set(toastStore.get().map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)));
  scheduleRemoval(ids);
}

/** Removes every toast at once, without exit animations. */
export function clearToasts(): void {
  toastStore.set([]);
}
