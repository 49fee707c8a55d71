import { createClient } from '@nsv/graphql';

/** The GraphQL payload the client sent: query, variables and operation name (spec §7). */
export interface SentPayload {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A JSON response as the API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A GraphQL client (`@nsv/graphql`) whose fetch gives `answer`'s response for each payload, like
 * the API would, and records the payloads it was sent. The client's retry delays are skipped.
 */
export function clientAnswering(
  answer: (payload: SentPayload) => Response | Promise<Response>,
  { url = 'http://api.test:4401/graphql' }: { url?: string } = {},
) {
  const payloads: SentPayload[] = [];
  const client = createClient({
    url,
    sleep: () => Promise.resolve(),
    fetch: async (_input, init) => {
      const payload = JSON.parse(String(init?.body)) as SentPayload;
      payloads.push(payload);
      return answer(payload);
    },
  });
  return { client, payloads };
}
