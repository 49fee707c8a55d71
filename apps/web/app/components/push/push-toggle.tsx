import { toast } from '@nsv/shell';
import { useState } from 'react';
import { loadPushClient } from '../../lib/load-push-client.js';
import { usePushStatus } from './use-push.js';
import { PushStyles } from './push-styles.js';
import { useHydrated } from '../reply/use-hydrated.js';

/**
 * Web push on or off for this browser. Switching on asks the browser's permission (from the
 * click, as browsers require) and subscribes; switching off removes this browser's device. Shows
 * why it cannot: not configured, not supported, blocked in the browser, provider unreachable.
 */
export function PushToggle() {
  return (
    <>
      <PushStyles />
      <PushToggleState />
    </>
  );
}

/** What the switch's status line says (nothing while it waits for scripts that never come). */
function stateText(state: { starting: boolean; hydrated: boolean; blocked: boolean; on: boolean }) {
  if (state.starting) return state.hydrated ? 'Bezig met laden…' : '';
  if (state.blocked)
    return 'Geblokkeerd door je browser. Sta meldingen van deze site toe in de instellingen van je browser.';
  return state.on ? 'Aan' : 'Uit';
}

function PushToggleState() {
  const status = usePushStatus();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  if (status.kind === 'disabled') {
    return <p className="push-toggle__note">Pushmeldingen zijn op deze site niet beschikbaar.</p>;
  }
  if (status.kind === 'unsupported') {
    return (
      <p className="push-toggle__note" role="status">
        Pushmeldingen zijn niet beschikbaar in deze browser.
      </p>
    );
  }
  if (status.kind === 'failed') {
    return (
      <p className="push-toggle__note" role="alert">
        De meldingendienst is nu niet bereikbaar. Probeer het later opnieuw.
      </p>
    );
  }
  const on = status.kind === 'ready' && status.hasDevice && status.permission === 'granted';
  const blocked = status.kind === 'ready' && status.permission === 'denied';

  const toggle = async () => {
    setBusy(true);
    try {
      const push = await loadPushClient();
      if (on) {
        await push.disablePush();
        toast.success('Pushmeldingen staan uit in deze browser.');
      } else {
        const outcome = await push.enablePush();
        if (outcome === 'granted') toast.success('Pushmeldingen staan aan in deze browser.');
        else if (outcome === 'denied')
          toast.warning('Je browser blokkeert meldingen van deze site.');
      }
    } catch {
      toast.error('Pushmeldingen konden niet worden aangepast. Probeer het later opnieuw.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="push-toggle" aria-busy={status.kind === 'starting' || busy}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="push-toggle__switch"
        disabled={status.kind === 'starting' || busy || blocked}
        onClick={() => void toggle()}
      >
        <span className="push-toggle__track" aria-hidden="true">
          <span className="push-toggle__thumb" />
        </span>
        Pushmeldingen in deze browser
      </button>
      {hydrated ? null : (
        // Push is switched on in the browser itself: without JavaScript the switch stays off.
        <noscript>
          <p className="push-toggle__note">
            Pushmeldingen aanzetten kan alleen met JavaScript aan in je browser.
          </p>
        </noscript>
      )}
      <p className="push-toggle__state" role="status">
        {stateText({ starting: status.kind === 'starting', hydrated, blocked, on })}
      </p>
    </div>
  );
}
