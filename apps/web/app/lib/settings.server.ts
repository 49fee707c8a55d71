import type { Client } from '@nsv/graphql';
import type { DocumentNode } from 'graphql';
import { data, redirect } from 'react-router';
import { loginHref } from '../components/account/return-path.js';
import {
  endsSession,
  errorCodeOf,
  fieldErrorsOf,
  formErrorOf,
  GENERIC_ERROR_MESSAGE,
} from './api-errors.js';
import { pageUrl } from './content-url.js';
import { env } from './env.server.js';
import { cookieValue, PRIVATE_CACHE_CONTROL } from './http.js';
import { clearSessionCookie, readSessionToken, visitorHeaders } from './session.server.js';
import {
  clearSettingsFlashCookie,
  isDataRequest,
  parseSettingsFlash,
  SETTINGS_FLASH_COOKIE,
  type SettingsFlash,
  settingsFlashCookie,
} from './settings-flash.js';
import {
  AVATAR_MAX_BYTES,
  avatarClientMessages,
  type AvatarUploadResult,
  type FormOutcome,
} from './settings.js';

/** Headers of every settings response: personal pages are never cached. */
export const SETTINGS_HEADERS = { 'Cache-Control': PRIVATE_CACHE_CONTROL } as const;

/**
 * A settings page or form that found no live session (it ended while the visitor was there, or a
 * form came without one): log in again and come back (to the page, also when a form was sent by a
 * script to `/settings/….data`).
 */
function backToLogin(request: Request, code?: string): never {
  // The login screen says why (spec §8: 'Je sessie is verlopen'), as it does for the site's pages.
  const reason =
    code === 'invalid-signature' || code === 'bearer-token-missing' ? code : 'session-not-found';
  throw redirect(loginHref(pageUrl(request).pathname, reason), {
    headers: { 'Set-Cookie': clearSessionCookie(), ...SETTINGS_HEADERS },
  });
}

/**
 * The answer of a settings form's action. A plain form post that succeeded (`flash` given) is
 * redirected to its page with the confirmation in a short-lived cookie (post/redirect/get: a
 * reload does not send it again; lib/settings-flash.ts); a scripted submit gets `payload` as data.
 * A refusal (`flash` null) answers the page with the errors and what was typed, status 400 (or
 * `status`).
 */
export function settingsAnswer<T>(
  request: Request,
  payload: T,
  flash: SettingsFlash | null,
  status = 400,
) {
  if (flash && !isDataRequest(request)) {
    const page = pageUrl(request);
    throw redirect(page.pathname + page.search, {
      status: 303,
      headers: { 'Set-Cookie': settingsFlashCookie(flash, page.pathname), ...SETTINGS_HEADERS },
    });
  }
  return data(payload, { status: flash ? 200 : status, headers: SETTINGS_HEADERS });
}

/**
 * {@link settingsAnswer} for a {@link FormOutcome}: its success message is the confirmation;
 * `payload` is what a scripted submit gets (the outcome itself unless the page wraps it).
 */
export function settingsOutcomeAnswer<T = FormOutcome>(
  request: Request,
  outcome: FormOutcome,
  payload: T = outcome as T,
) {
  return settingsAnswer(
    request,
    payload,
    outcome.ok ? { intent: outcome.intent, message: outcome.message ?? '' } : null,
  );
}

/**
 * The confirmation a page's loader shows once after the redirect of a plain form post, as the
 * outcome of the form that was sent, with the header that clears it (so a reload does not show it
 * again); null and no header without one.
 */
export function readSettingsFlash(request: Request): {
  flash: FormOutcome | null;
  headers: Record<string, string>;
} {
  const cookie = request.headers.get('cookie');
  if (isDataRequest(request) || cookieValue(cookie, SETTINGS_FLASH_COOKIE) === null)
    return { flash: null, headers: {} };
  const flash = parseSettingsFlash(cookie);
  return {
    flash: flash && { intent: flash.intent, ok: true, message: flash.message, fieldErrors: {} },
    // Cleared also when it cannot be read: it is never of use later.
    headers: { 'Set-Cookie': clearSettingsFlashCookie(pageUrl(request).pathname) },
  };
}

/**
 * Runs a mutation for a settings form and turns the answer into a {@link FormOutcome}: Dutch
 * messages per field, or one for the form. A session that ended sends the visitor to the login.
 */
export async function runSettingsMutation<Data, Variables extends Record<string, unknown>>(
  request: Request,
  api: Client,
  document: DocumentNode,
  variables: Variables,
  intent: string,
  success: string,
): Promise<FormOutcome> {
  const result = await api.mutation<Data, Variables>(document, variables).toPromise();
  if (result.error) {
    if (endsSession(result.error)) backToLogin(request, errorCodeOf(result.error));
    return {
      intent,
      ok: false,
      fieldErrors: fieldErrorsOf(result.error),
      formError: formErrorOf(result.error),
    };
  }
  return { intent, ok: true, message: success, fieldErrors: {} };
}

/**
 * Reads a query for a settings page; a session that ended sends the visitor to the login, any
 * other failure becomes a 503 error page.
 */
export async function querySettings<Data, Variables extends Record<string, unknown>>(
  request: Request,
  api: Client,
  document: DocumentNode,
  variables: Variables,
): Promise<Data> {
  const result = await api
    .query<Data, Variables>(document, variables, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error || !result.data) {
    if (endsSession(result.error)) backToLogin(request, errorCodeOf(result.error));
    throw new Response(GENERIC_ERROR_MESSAGE, { status: 503, statusText: 'Service Unavailable' });
  }
  return result.data;
}

/**
 * Sends the avatar form's multipart body on to the API's upload endpoint as it arrives (it is never
 * buffered here), with the visitor's token: the browser never sees the token or the API's address.
 */
export async function forwardAvatarUpload(request: Request): Promise<AvatarUploadResult> {
  const token = readSessionToken(request);
  if (!token) backToLogin(request, 'bearer-token-missing');
  const headers: Record<string, string> = {
    ...visitorHeaders(request),
    authorization: `Bearer ${token}`,
    'content-type': request.headers.get('content-type') ?? 'application/octet-stream',
  };
  const length = request.headers.get('content-length');
  // Clearly too large: answer at once instead of streaming megabytes the API will cut off.
  if (length && Number(length) > AVATAR_MAX_BYTES + MULTIPART_SLACK_BYTES) {
    return { ok: false, message: AVATAR_TOO_LARGE };
  }
  if (length) headers['content-length'] = length;
  let response: Response;
  try {
    response = await fetch(new URL('/media/avatar', env.API_URL), {
      method: 'POST',
      headers,
      body: request.body,
      // Node's fetch streams a request body only in half-duplex mode.
      duplex: 'half',
    } as RequestInit);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'avatar upload failed', error: String(error) }),
    );
    return { ok: false, message: GENERIC_ERROR_MESSAGE };
  }
  const body = (await response.json().catch(() => null)) as {
    url?: string;
    error?: { code?: string; message?: string };
  } | null;
  if (response.ok && body?.url) return { ok: true, url: body.url };
  const code = body?.error?.code;
  if (
    code === 'session-not-found' ||
    code === 'invalid-signature' ||
    code === 'bearer-token-missing'
  )
    backToLogin(request, code);
  if (code === 'validation-failed' || code === 'rate-limited')
    return { ok: false, message: body?.error?.message ?? GENERIC_ERROR_MESSAGE };
  // A body the API refused before reading it (the web server's own limit, a proxy): too large.
  if (response.status === 413) return { ok: false, message: AVATAR_TOO_LARGE };
  return { ok: false, message: GENERIC_ERROR_MESSAGE };
}

const AVATAR_TOO_LARGE = avatarClientMessages.size;
/** Room for the multipart envelope around the file (as the API allows). */
const MULTIPART_SLACK_BYTES = 64 * 1024;
