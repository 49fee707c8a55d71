import { EventType, SESSION_IDLE_TIMEOUT_MS, SESSION_RESUME_WINDOW_MS } from './constants.js';
import type { Platform } from './platform.js';
import type { Store, StoredSession } from './store.js';
import type { PushSession } from './types.js';

/** The device a session event is logged for, when it is not the client's current device. */
export interface SessionOwner {
  id: string;
  userID?: string | null;
}

/** How a session event is sent. */
export interface SessionEventOptions {
  timestamp: number;
  data?: Record<string, unknown>;
  /** Send with `keepalive`, so the request survives page unload. */
  keepalive?: boolean;
  /** Log it for this device instead of the current one (a device the provider forgot). */
  owner?: SessionOwner;
}

/** What the session rules need from the client. */
export interface SessionDeps {
  platform: Platform;
  store: Store;
  /** Logs an application event of the session; never throws (failures are reported). */
  log(type: string, session: PushSession, options: SessionEventOptions): Promise<void>;
  started(session: PushSession): void;
  ended(session: PushSession, length: number): void;
}

/** Session length in whole seconds, as the Close event carries it. */
export function sessionLength(session: StoredSession, end: number): number {
  return Math.max(0, Math.round((end - session.start) / 1000));
}

/**
 * The session rules of spec §4: resume within 10 s of an unload, otherwise close the old session at
 * its end and start a new one; a hidden page ends its session after 600000 ms; a visible page
 * without a session starts one; the end is sent on `pagehide` with `keepalive` so it survives unload.
 */
export function createSessionManager(deps: SessionDeps) {
  const { platform, store } = deps;
  let current: StoredSession | undefined;
  let idleTimer: unknown;
  let attached = false;

  const clearIdleTimer = () => {
    if (idleTimer !== undefined) platform.timers.clearTimeout(idleTimer);
    idleTimer = undefined;
  };

  const save = () => store.setSession(current);

  async function start(): Promise<void> {
    const now = platform.clock.now();
    current = { id: platform.generateId(), start: now };
    save();
    const session = { id: current.id, start: current.start };
    deps.started(session);
    await deps.log(EventType.sessionOpen, session, { timestamp: now });
  }

  async function close(
    session: StoredSession,
    end: number,
    options: { keepalive?: boolean; owner?: SessionOwner } = {},
  ): Promise<void> {
    const length = sessionLength(session, end);
    deps.ended({ id: session.id, start: session.start }, length);
    await deps.log(EventType.sessionClose, session, {
      timestamp: end,
      data: { length },
      ...options,
    });
  }

  /** When a stored session that was not resumed ended: its last known time (decision 0400). */
  const storedEnd = (stored: StoredSession) => stored.end ?? stored.unloadedAt ?? stored.start;

  async function stop(): Promise<void> {
    clearIdleTimer();
    const session = current;
    if (!session) return;
    current = undefined;
    save();
    await close(session, session.end ?? platform.clock.now());
  }

  function onHidden(): void {
    if (!current) return;
    current = { ...current, end: current.end ?? platform.clock.now() };
    save();
    clearIdleTimer();
    idleTimer = platform.timers.setTimeout(() => {
      idleTimer = undefined;
      void stop();
    }, SESSION_IDLE_TIMEOUT_MS);
  }

  function onVisible(): void {
    clearIdleTimer();
    if (current) {
      // Back from a tab switch (or the back-forward cache): the session simply goes on.
      current = { id: current.id, start: current.start };
      save();
    } else {
      void start();
    }
  }

  const onVisibilityChange = () => {
    if (platform.document?.visibilityState === 'hidden') onHidden();
    else onVisible();
  };

  const onPageHide = () => {
    if (!current) return;
    const now = platform.clock.now();
    current = { ...current, end: current.end ?? now, unloadedAt: now, endLogged: true };
    save();
    // Sent now, with keepalive, because the page may be gone before any later chance.
    void close(current, current.end ?? now, { keepalive: true });
  };

  return {
    /** Resumes or replaces the stored session on launch, then watches the page. */
    async launch(): Promise<void> {
      const stored = store.session();
      const now = platform.clock.now();
      if (
        stored &&
        stored.unloadedAt !== undefined &&
        now - stored.unloadedAt < SESSION_RESUME_WINDOW_MS
      ) {
        current = { id: stored.id, start: stored.start };
        save();
      } else {
        if (stored && !stored.endLogged) await close(stored, storedEnd(stored));
        current = undefined;
        await start();
      }
      if (!attached) {
        attached = true;
        platform.document?.addEventListener('visibilitychange', onVisibilityChange);
        platform.window?.addEventListener('pagehide', onPageHide);
      }
      if (platform.document?.visibilityState === 'hidden') onHidden();
    },
    /**
     * Ends the stored session of a device the provider no longer knows, before the SDK starts over
     * as a new install: its end is sent for that device (unless `pagehide` sent it already) and the
     * session is forgotten, so it never resumes under the new device.
     */
    async closeStored(owner: SessionOwner): Promise<void> {
      const stored = store.session();
      current = undefined;
      save();
      if (stored && !stored.endLogged) await close(stored, storedEnd(stored), { owner });
    },
    /** The running session, if any. */
    current: (): PushSession | undefined =>
      current ? { id: current.id, start: current.start } : undefined,
    /** Stops watching the page and forgets the session without logging (device deleted). */
    detach(): void {
      clearIdleTimer();
      current = undefined;
      if (attached) {
        attached = false;
        platform.document?.removeEventListener('visibilitychange', onVisibilityChange);
        platform.window?.removeEventListener('pagehide', onPageHide);
      }
    },
  };
}

/** The session manager of a client. */
export type SessionManager = ReturnType<typeof createSessionManager>;
