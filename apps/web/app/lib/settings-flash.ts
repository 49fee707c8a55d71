import { cookieValue } from './http.js';

/**
 * The confirmation of a settings form sent without JavaScript, carried across its redirect.
 *
 * A plain form post that succeeded answers with a redirect to the same page (post/redirect/get),
 * so a reload is a GET and does not send the form again (a second password change with the old
 * password, a second confirmation mail). The confirmation waits for that GET in a short-lived
 * cookie of the page's own path, which the page's loader reads once and clears. A cookie, not a
 * query flag: the message can name the member's email address, which does not belong in a URL.
 * Scripted submits (`/settings/….data`) still get the outcome as data: their reload is a GET
 * already.
 */
export interface SettingsFlash {
  /** The form that was sent (its `intent`), so only that form shows the message. */
  intent: string;
  /** The Dutch confirmation. */
  message: string;
}

/** The cookie's name. */
export const SETTINGS_FLASH_COOKIE = 'nsv-instellingen-melding';

/** Long enough for the redirect to be followed, short enough not to surprise anyone later. */
const FLASH_MAX_AGE_SECONDS = 60;
/** Longer values are not ours (the messages are one or two sentences). */
const FLASH_MAX_LENGTH = 600;

/**
 * The attributes of a settings page's own cookie: only that page's path gets it (not the other
 * settings pages, and not the data requests of client-side navigations: `/settings/profile.data`
 * is another path), never the browser's scripts.
 */
const attributes = (path: string) => `Path=${path}; HttpOnly; Secure; SameSite=Lax`;

/** The `Set-Cookie` value of a settings page's own cookie `name`: `value` as JSON, for `maxAge` s. */
export function settingsCookie(name: string, path: string, value: object, maxAge: number): string {
  return `${name}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAge}; ${attributes(path)}`;
}

/** The `Set-Cookie` value that removes the settings page's cookie `name` once it was read. */
export function clearSettingsCookie(name: string, path: string): string {
  return `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(path)}`;
}

/**
 * The JSON object in the settings cookie `name` of a `Cookie` header, or null: none, longer than
 * `maxLength` characters encoded, or not an object we could have written. The caller checks fields.
 */
export function readSettingsCookie(
  cookieHeader: string | null,
  name: string,
  maxLength: number,
): Record<string, unknown> | null {
  const raw = cookieValue(cookieHeader, name);
  if (!raw || raw.length > maxLength) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the request is a scripted submit or data request (React Router's `.data` URL). */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/** The `Set-Cookie` value that carries `flash` to the next request for `path`. */
export function settingsFlashCookie(flash: SettingsFlash, path: string): string {
  const value = { intent: flash.intent, message: flash.message };
  return settingsCookie(SETTINGS_FLASH_COOKIE, path, value, FLASH_MAX_AGE_SECONDS);
}

/** The `Set-Cookie` value that removes the cookie of `path` once it was read. */
export function clearSettingsFlashCookie(path: string): string {
  return clearSettingsCookie(SETTINGS_FLASH_COOKIE, path);
}

/** The flash in a `Cookie` header, or null (none, or not one we wrote). */
export function parseSettingsFlash(cookieHeader: string | null): SettingsFlash | null {
  const parsed = readSettingsCookie(cookieHeader, SETTINGS_FLASH_COOKIE, FLASH_MAX_LENGTH * 3);
  if (!parsed) return null;
  const { intent, message } = parsed;
  if (typeof intent !== 'string' || typeof message !== 'string') return null;
  if (!intent || !message || message.length > FLASH_MAX_LENGTH) return null;
  return { intent, message };
}
