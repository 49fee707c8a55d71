import { createClient } from '@nsv/graphql';
import { apiFetch } from './api-fetch.server.js';
import { env } from './env.server.js';

/**
 * A GraphQL client for one server-side request (never shared between visitors), calling the API
 * through {@link apiFetch}. Default: anonymous, no extra headers; `apiForRequest` passes the
 * visitor's session token and headers.
 */
export function createApiClient({
  token,
  headers,
}: { token?: string | null; headers?: Record<string, string> } = {}) {
  return createClient({ url: env.API_URL, token, headers, fetch: apiFetch });
}
