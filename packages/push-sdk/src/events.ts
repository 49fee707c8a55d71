import type { PushError } from './errors.js';
import type { Application, Device, PushSession, RemoteNotificationsOutcome } from './types.js';

/** Events of a push client and the argument each listener gets. */
export interface PushEvents {
  /** The SDK launched: device registered or updated, session running. Fires on every launch. */
  ready: Application;
  /** A new device was registered with the provider. */
  deviceRegistered: Device;
  /** A session started. */
  sessionStarted: PushSession;
  /** A session ended; `length` is in seconds. */
  sessionEnded: PushSession & { length: number };
  /** The user answered the permission prompt of `enableRemoteNotifications()`. */
  notificationSettingsChanged: RemoteNotificationsOutcome;
  /** Work the SDK did on its own (session timers, page hide) failed. */
  error: PushError;
}

/** Name of a push client event. */
export type PushEventName = keyof PushEvents;

/** A listener of event `K`. */
export type PushListener<K extends PushEventName> = (payload: PushEvents[K]) => void;

/** Minimal typed event emitter with many listeners per event. */
export function createEmitter(onListenerError: (error: unknown) => void) {
  const listeners = new Map<PushEventName, Set<(payload: never) => void>>();
  return {
    on<K extends PushEventName>(name: K, listener: PushListener<K>): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit<K extends PushEventName>(name: K, payload: PushEvents[K]): void {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        // One throwing listener must not keep the others, or the SDK, from running.
        try {
          (listener as PushListener<K>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
