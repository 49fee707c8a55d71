import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { loadPushClient } from '../../lib/load-push-client.js';
import type { PushSettings } from '../../lib/push.js';
import type { PushStatus } from '../../lib/push-client.js';

/** The site's push settings from the root loader; null when push is not configured. */
export function usePushSettings(): PushSettings | null {
  const data = useRouteLoaderData<{ push?: PushSettings | null }>('root');
  return data?.push ?? null;
}

/**
 * The push status of this browser for the toggle and the inbox: 'starting' until the chunk is
 * loaded and the SDK launched (the launcher in the root starts it; this waits for the same launch).
 */
export function usePushStatus(): PushStatus | { kind: 'disabled' } {
  const settings = usePushSettings();
  const [status, setStatus] = useState<PushStatus | { kind: 'disabled' }>(
    settings ? { kind: 'starting' } : { kind: 'disabled' },
  );
  useEffect(() => {
    if (!settings) {
      setStatus({ kind: 'disabled' });
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadPushClient().then((push) => {
      if (!cancelled) unsubscribe = push.subscribePush(setStatus);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [settings]);
  return status;
}
