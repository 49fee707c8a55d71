import { createClient } from '@nsv/graphql';
import { apiFetch } from './api-fetch.server.js';
import { env } from './env.server.js';

/** A GraphQL client for one server-side request (never shared between visitors). */
export function createApiClient(token?: string | null) {
  return createClient({ url: env.API_URL, token, fetch: apiFetch });
}
