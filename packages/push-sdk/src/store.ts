import { STORAGE_PREFIX } from './constants.js';
import type { PushStorage } from './platform.js';
import type { Device } from './types.js';

/** A session as kept in storage, so that the next page load can resume or close it. */
export interface StoredSession {
  id: string;
  start: number;
  /** When the page was last hidden (or unloaded): the session's end if it does not come back. */
  end?: number;
  /** When the page unloaded; a launch within 10 s of it resumes the session. */
  unloadedAt?: number;
  /** Whether the session end was already sent (on `pagehide`). */
  endLogged?: boolean;
}

/** Every key the SDK writes, all under the `re.notifica.` prefix. */
export const StorageKey = {
  device: `${STORAGE_PREFIX}device`,
  session: `${STORAGE_PREFIX}session`,
} as const;

function read<T>(storage: PushStorage, key: string): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    // Unreadable state (quota, corrupt JSON) counts as none: the device re-registers.
    return undefined;
  }
}

function write(storage: PushStorage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only costs the resume on the next page load.
  }
}

/** Typed access to the SDK's stored state. */
export function createStore(storage: PushStorage) {
  return {
    device: () => read<Device>(storage, StorageKey.device),
    setDevice: (device: Device | undefined) => write(storage, StorageKey.device, device),
    session: () => read<StoredSession>(storage, StorageKey.session),
    setSession: (session: StoredSession | undefined) => write(storage, StorageKey.session, session),
    /** Forgets everything the SDK stored (the 404 recovery and `deleteDevice()`). */
    clear(): void {
      for (const key of Object.values(StorageKey)) write(storage, key, undefined);
    },
  };
}

/** The SDK's stored state. */
export type Store = ReturnType<typeof createStore>;
