import {
  applyColorMode,
  readColorModeChoice,
  storeColorModeChoice,
  subscribeColorModeChoice,
} from '../../lib/color-mode-client.js';
import { useEffect, useSyncExternalStore } from 'react';
import type { ColorModeChoice } from '../../lib/color-mode.js';

const CHOICES: ReadonlyArray<{ value: ColorModeChoice; label: string }> = [
  { value: 'light', label: 'Licht' },
  { value: 'dark', label: 'Donker' },
  { value: 'system', label: 'Systeem' },
];

/**
 * Light, dark or system: three toggle buttons. They need scripts and the stored choice, which the
 * server cannot know, so they work only after hydration; a forced page says so instead. Until
 * then the same buttons hold their place unseen, so nothing in the header moves when they appear:
 * a tap on 'Inloggen' during hydration landed beside it when the toggle pushed it aside.
 */
export function ColorModeToggle({ forced }: { forced?: 'light' | 'dark' }) {
  // The server (and hydration) sees null: the toggle appears once scripts run.
  const choice = useSyncExternalStore(subscribeColorModeChoice, readColorModeChoice, () => null);

  // Re-apply on every change of the choice or of the page's forced mode (client navigation).
  useEffect(() => {
    if (choice) applyColorMode(choice, forced);
  }, [choice, forced]);

  if (!choice) {
    return (
      <div className="color-mode-toggle" data-pending="" aria-hidden="true">
        {CHOICES.map(({ value, label }) => (
          <button key={value} type="button" disabled>
            {label}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className="color-mode-toggle" role="group" aria-label="Kleurmodus">
      {CHOICES.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={choice === value}
          disabled={forced !== undefined}
          title={forced ? 'Deze pagina heeft een vaste kleurmodus' : undefined}
          onClick={() => {
            storeColorModeChoice(value);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
