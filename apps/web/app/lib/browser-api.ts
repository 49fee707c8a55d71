import { type Client, createClient } from '@nsv/graphql';
import { handleApiError } from './api-errors.js';

/** The site's own GraphQL endpoint (route `graphql-nl`), which adds the visitor's token. */
export const SITE_GRAPHQL_PATH = '/graphql';

let client: Client | undefined;

/**
 * The browser's GraphQL client: the same-origin `/graphql` (the session cookie goes along; the
 * browser never sees the token), and every error code of spec §8 shown as its toast. One per page
 * load. Wrap the parts that use the generated hooks in
 * `<GraphQLProvider value={browserApiClient()}>` (from `@nsv/graphql`).
 */
export function browserApiClient(): Client {
  const make = () =>
    createClient({ url: SITE_GRAPHQL_PATH, onError: (error) => handleApiError(error) });
  // On the server a shared client would share its cache between visitors: one per render there.
  if (typeof document === 'undefined') return make();
  client ??= make();
  return client;
}
