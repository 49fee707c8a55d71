/** What a settings form's action answers: a success message, or Dutch messages per field or for the form. */
export interface FormOutcome {
  /** Which form on the page was sent (`intent`), so only that one shows the outcome. */
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** What was typed, to put back in the form after a refusal (never passwords). */
  values?: Record<string, string>;
}

/**
 * The outcome a page shows for one of its forms (`intents`): the action's answer (a scripted
 * submit, or a refusal), otherwise the confirmation the loader read after the redirect of a plain
 * form post that succeeded (lib/settings-flash.ts). Both are the route's data, the same object on
 * every render, so effects that follow the outcome run once.
 */
export function shownOutcome(
  actionOutcome: FormOutcome | undefined,
  flash: FormOutcome | null | undefined,
  intents: readonly string[],
): FormOutcome | undefined {
  const outcome = actionOutcome ?? flash;
  return outcome && intents.includes(outcome.intent) ? outcome : undefined;
}

/** The answer of the avatar upload as the profile page shows it. */
export type AvatarUploadResult = { ok: true; url: string } | { ok: false; message: string };

/** The confirmation of an avatar upload. */
export const AVATAR_SAVED = 'Je nieuwe avatar is opgeslagen.';

/** The types the API accepts for an avatar (it checks the bytes; the browser only the declared type). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest avatar upload in bytes (the API's limit: 5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Dutch messages for an avatar the browser can already tell is wrong. */
export const avatarClientMessages = {
  type: 'Kies een afbeelding in JPG-, PNG- of WebP-formaat.',
  size: 'De afbeelding is te groot: maximaal 5 MB.',
} as const;

/** Checks a chosen file before it is sent; returns a Dutch message, or null when it may go. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return avatarClientMessages.type;
  if (file.size > AVATAR_MAX_BYTES) return avatarClientMessages.size;
  return null;
}

/** The sections of the settings, in the order of the navigation. */
export const SETTINGS_SECTIONS = [
  {
    path: '/settings/profile',
    label: 'Profiel',
    description: 'Je gebruikersnaam, onderschrift en avatar.',
  },
  {
    path: '/settings/replies',
    label: 'Reacties',
    description: 'Alle reacties die je hebt geschreven, met de artikelen erbij.',
  },
  {
    path: '/settings/security',
    label: 'Beveiliging',
    description: 'Je wachtwoord wijzigen en zien waar je bent ingelogd.',
  },
  {
    path: '/settings/notifications',
    label: 'Meldingen',
    description: 'Je interesses, de nieuwsbrief en pushmeldingen in deze browser.',
  },
] as const;

/** A short, readable name for a browser's user agent, e.g. 'Chrome op Linux'. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Onbekende browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} op ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
