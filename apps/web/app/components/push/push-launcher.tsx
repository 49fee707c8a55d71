import { useEffect } from 'react';
import { useUser } from '../../lib/user.js';
import { loadPushClient, usePushSettings } from './use-push.js';

/** Waits until the browser is idle after the page became interactive (at most two seconds). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Launches `@nsv/push-sdk` when the site has push settings: after hydration, when the browser is
 * idle, from its own chunk (never in the way of rendering). Links the device to the logged-in
 * visitor (user id and name) and unlinks it after logout. Without settings it does nothing at all.
 */
export function PushLauncher() {
  const settings = usePushSettings();
  const user = useUser();
  const userId = user?.id ?? null;
  const userName = user ? (user.profile?.username ?? user.email) : null;
  useEffect(() => {
    if (!settings) return;
    let cancelled = false;
    const stop = whenIdle(() => {
      void loadPushClient().then((push) => {
        if (cancelled) return;
        return push.startPush(settings, userId && userName ? { id: userId, name: userName } : null);
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [settings, userId, userName]);
  return null;
}
