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
 * Light, dark or system: three toggle buttons. It needs scripts, so it renders only after
 * hydration (the server cannot know the stored choice); a forced page says so instead.
 */
export function ColorModeToggle({ forced }: { forced?: 'light' | 'dark' }) {
  // The server (and hydration) sees null: the toggle appears once scripts run.
  const choice = useSyncExternalStore(subscribeColorModeChoice, readColorModeChoice, () => null);

  // Re-apply on every change of the choice or of the page's forced mode (client navigation).
  useEffect(() => {
    if (choice) applyColorMode(choice, forced);
  }, [choice, forced]);

  if (!choice) return null;
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
