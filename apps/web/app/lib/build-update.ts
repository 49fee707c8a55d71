/** The file the build writes with its version; polled with `?t=<timestamp>` so no cache answers. */
export const LATEST_BUILD_PATH = '/latest-build.json';
/** Spec §9: a reload to the same path is not repeated within this many ms (no reload loops). */
export const BUILD_RELOAD_GUARD_MS = 10_000;
/** The session-storage key of the guard: the path reloaded to and when. */
export const BUILD_RELOAD_STORAGE_KEY = 'nsv-build-reload';
/** Spec §9: the first check about 1 s after load. */
export const FIRST_CHECK_DELAY_MS = 1_000;
/** Later checks: every 5 minutes while the page is open, and whenever it becomes visible again. */
export const CHECK_INTERVAL_MS = 5 * 60_000;

/** What `latest-build.json` holds (written by `scripts/write-latest-build.mjs`). */
export interface LatestBuild {
  version: string;
  builtAt?: string;
}

/** Whether a fetched latest-build body names another build than the running one. */
export function isNewerBuild(latest: unknown, currentVersion: string | undefined): boolean {
  if (!currentVersion || !latest || typeof latest !== 'object') return false;
  const version = (latest as Record<string, unknown>).version;
  return typeof version === 'string' && version !== '' && version !== currentVersion;
}

/** Whether a reload to `path` is allowed now: not when one to the same path happened within the guard. */
export function reloadAllowed(stored: string | null, path: string, now: number): boolean {
  if (!stored) return true;
  try {
    const guard = JSON.parse(stored) as { path?: unknown; at?: unknown };
    return !(
      guard.path === path &&
      typeof guard.at === 'number' &&
      now - guard.at < BUILD_RELOAD_GUARD_MS
    );
  } catch {
    return true;
  }
}

/**
 * Loads `href` as a full page (the new build's HTML and code), unless the guard says this path
 * was just reloaded. Returns whether it reloaded.
 */
export function reloadOnce(href: string): boolean {
  const path = new URL(href, window.location.href).pathname;
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(BUILD_RELOAD_STORAGE_KEY);
  } catch {
    // Storage blocked: no guard possible, and without a guard a reload could loop: skip.
    return false;
  }
  if (!reloadAllowed(stored, path, Date.now())) return false;
  sessionStorage.setItem(BUILD_RELOAD_STORAGE_KEY, JSON.stringify({ path, at: Date.now() }));
  window.location.assign(href);
  return true;
}

/**
 * Spec §8: a code chunk that fails to load (an old chunk gone after a deploy) reloads the page,
 * guarded so a chunk that is really broken does not reload forever. Both browser entries call it.
 */
export function reloadWhenAChunkFails(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(window.location.href)) event.preventDefault();
  });
}

/** The running build's version: React Router's manifest version, which changes with every build. */
export function currentBuildVersion(): string | undefined {
  const manifest = (window as unknown as { __reactRouterManifest?: { version?: unknown } })
    .__reactRouterManifest;
  return typeof manifest?.version === 'string' ? manifest.version : undefined;
}

/**
 * Polls the latest-build file (first after about 1 s, then every 5 minutes and on becoming
 * visible) and calls `onNewer` once a newer build is seen. Returns a stop function.
 */
export function watchLatestBuild(onNewer: () => void): () => void {
  const current = currentBuildVersion();
  let stopped = false;
  const check = async () => {
    if (stopped) return;
    try {
      const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) return;
      if (isNewerBuild(await response.json(), current)) {
        stopped = true;
        onNewer();
      }
    } catch {
      // Offline or a deploy in progress: the next check tries again (spec §8: logged only, not shown).
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const first = setTimeout(check, FIRST_CHECK_DELAY_MS);
  const interval = setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
