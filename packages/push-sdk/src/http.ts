import { NetworkError } from './errors.js';
import type { PushFetch } from './platform.js';

/** Query parameters; undefined values are left out. */
export type Query = Record<string, string | number | undefined>;

/** One call to the provider. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under `/api`, starting with `/`. */
  path: string;
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (replaces `body`). */
  form?: FormData;
  /** Let the request outlive the page (session end on `pagehide`). */
  keepalive?: boolean;
}

/** Credentials and host of the provider. */
export interface TransportConfig {
  apiHost: string;
  applicationKey: string;
  applicationSecret: string;
}

/** Sends one call to the provider and answers its parsed JSON body (undefined when empty). */
export type Transport = <T>(spec: RequestSpec) => Promise<T>;

function base64(text: string): string {
  // btoa only takes Latin-1; encode as UTF-8 first so any key or secret works.
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Authorization` header value for HTTP Basic auth with the application key and secret. */
export function basicAuth(key: string, secret: string): string {
  return `Basic ${base64(`${key}:${secret}`)}`;
}

/** Builds the absolute URL of a provider call. */
export function apiUrl(apiHost: string, path: string, query?: Query): string {
  let url = `${apiHost.replace(/\/+$/, '')}/api${path}`;
  const params = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  if (params.length > 0) {
    url += `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
  }
  return url;
}

async function readDetail(response: Response): Promise<string | undefined> {
  try {
    const text = await response.text();
    if (!text) return undefined;
    try {
      // Providers answer `{ error: "…" }`, `{ message: "…" }` or `{ error: { code, message } }`.
      const json = JSON.parse(text) as { error?: unknown; message?: unknown };
      const nested = (json.error as { message?: unknown } | null | undefined)?.message;
      const detail = typeof nested === 'string' ? nested : (json.error ?? json.message);
      return typeof detail === 'string' ? detail : text.slice(0, 200);
    } catch {
      return text.slice(0, 200);
    }
  } catch {
    return undefined;
  }
}

/** Creates the transport every typed provider method goes through. */
export function createTransport(
  getFetch: () => PushFetch,
  getConfig: () => TransportConfig,
): Transport {
  return async <T>(spec: RequestSpec): Promise<T> => {
    const config = getConfig();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: basicAuth(config.applicationKey, config.applicationSecret),
    };
    let body: BodyInit | undefined;
    if (spec.form) {
      body = spec.form;
    } else if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const init: RequestInit = { method: spec.method, headers };
    if (body !== undefined) init.body = body;
    if (spec.keepalive) init.keepalive = true;

    let response: Response;
    try {
      response = await getFetch()(apiUrl(config.apiHost, spec.path, spec.query), init);
    } catch (error) {
      throw new NetworkError(
        spec.method,
        spec.path,
        0,
        error instanceof Error ? error.message : undefined,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      throw new NetworkError(spec.method, spec.path, response.status, await readDetail(response));
    }
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new NetworkError(spec.method, spec.path, response.status, 'the answer is not JSON', {
        cause: error,
      });
    }
  };
}
