/** A tiny external store that React reads through `useSyncExternalStore`. */
export interface Store<T> {
  /** The current immutable snapshot. */
  get(): T;
  /** Replaces the snapshot and notifies every subscriber. */
  set(next: T): void;
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
}

/** Creates a store holding `initial`. Lives outside React so any module can write to it. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
