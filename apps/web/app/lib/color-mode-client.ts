import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  type ColorModeChoice,
  parseColorModeChoice,
  resolveColorMode,
} from './color-mode.js';

/** The stored choice; 'system' when nothing (or something unknown) is stored or storage is blocked. */
export function readColorModeChoice(): ColorModeChoice {
  try {
    return parseColorModeChoice(localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return memoryChoice ?? 'system';
  }
}

const listeners = new Set<() => void>();
// When storage is blocked the choice lives here for the rest of the page's life.
let memoryChoice: ColorModeChoice | null = null;

/** Keeps the choice under the one storage key ('system' removes it: nothing stored means system). */
export function storeColorModeChoice(choice: ColorModeChoice): void {
  memoryChoice = choice;
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // Private mode or blocked storage: the choice holds for this page only (memoryChoice).
  }
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: calls back when the choice changes (here or in another tab). */
export function subscribeColorModeChoice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Sets the applied mode on `<html>`, as the head script does before the first paint. */
export function applyColorMode(choice: ColorModeChoice, forced?: 'light' | 'dark'): void {
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const mode = resolveColorMode(choice, prefersDark, forced);
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  document.documentElement.style.colorScheme = mode;
}
