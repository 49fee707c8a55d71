import type { Client } from '@nsv/graphql';
import type { DocumentNode } from 'graphql';
import { redirect } from 'react-router';
import { loginHref } from '../components/account/return-path.js';
import { endsSession, fieldErrorsOf, formErrorOf, GENERIC_ERROR_MESSAGE } from './api-errors.js';
import { pageUrl } from './content-url.js';
import { env } from './env.server.js';
import { PRIVATE_CACHE_CONTROL } from './http.js';
import { clearSessionCookie, readSessionToken, visitorHeaders } from './session.server.js';
import {
  AVATAR_MAX_BYTES,
  avatarClientMessages,
  type AvatarUploadResult,
  type FormOutcome,
} from './settings.js';

/** Headers of every settings response: personal pages are never cached. */
export const SETTINGS_HEADERS = { 'Cache-Control': PRIVATE_CACHE_CONTROL } as const;

/**
 * A session that ended while the visitor was on a settings page: log in again and come back (to the
 * page, also when a form was sent by a script to `/settings/….data`).
 */
function sessionEnded(request: Request): never {
  throw redirect(loginHref(pageUrl(request).pathname), {
    headers: { 'Set-Cookie': clearSessionCookie(), ...SETTINGS_HEADERS },
  });
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
    if (endsSession(result.error)) sessionEnded(request);
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
    if (endsSession(result.error)) sessionEnded(request);
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
  if (!token) sessionEnded(request);
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
    sessionEnded(request);
  if (code === 'validation-failed' || code === 'rate-limited')
    return { ok: false, message: body?.error?.message ?? GENERIC_ERROR_MESSAGE };
  // A body the API refused before reading it (the web server's own limit, a proxy): too large.
  if (response.status === 413) return { ok: false, message: AVATAR_TOO_LARGE };
  return { ok: false, message: GENERIC_ERROR_MESSAGE };
}

const AVATAR_TOO_LARGE = avatarClientMessages.size;
/** Room for the multipart envelope around the file (as the API allows). */
const MULTIPART_SLACK_BYTES = 64 * 1024;
