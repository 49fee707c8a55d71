import { useEffect } from 'react';
import { loadPushClient } from '../../lib/load-push-client.js';
import type { PushSettings } from '../../lib/push.js';

/** Waits until the browser is idle after the page became interactive (at most two seconds). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/** Props of {@link PushStarter}. */
export interface PushStarterProps {
  /** The site's push settings; null when push is not configured (nothing happens). */
  settings: PushSettings | null;
  /** The logged-in visitor the device belongs to; null for anonymous visitors. */
  user: { id: string; name: string } | null;
}

/**
 * Launches `@nsv/push-sdk` when the site has push settings: once scripts run, when the browser is
 * idle, from its own chunk (never in the way of rendering). Links the device to `user` and
 * unlinks it when `user` becomes null. Renders nothing. Free of React Router: it runs in island
 * documents too (`PushLauncher` feeds it from the root loader's data in every other page).
 */
export function PushStarter({ settings, user }: PushStarterProps) {
  const userId = user?.id ?? null;
  const userName = user?.name ?? null;
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
