import type { TypedDocumentNode } from '@urql/core';
import { type DocumentNode, Kind, type OperationDefinitionNode, print } from 'graphql';
import { type GraphQLErrorEntry, GraphQLRequestError } from './request-error.js';
import { createRetryingFetch, type RetryOptions } from './retrying-fetch.js';

/** Options of {@link createRequester}. */
export interface RequesterOptions extends Omit<RetryOptions, 'fetch'> {
  /** The API's GraphQL endpoint (absolute on the server). */
  url: string;
  /** A session token; sent as `Authorization: Bearer <token>`. Default: none. */
  token?: string | null;
  /** 'GET' sends queries in the URL so a CDN can cache them; mutations are always POSTed. Default: 'POST'. */
  method?: 'POST' | 'GET';
  /** The fetch implementation. Default: the platform's global `fetch`. */
  fetch?: typeof fetch;
}

/** Runs one typed operation and resolves with its `data`; rejects with {@link GraphQLRequestError}. */
export type GraphQLRequester = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables> | DocumentNode,
  variables?: TVariables,
  init?: { signal?: AbortSignal },
) => Promise<TData>;

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  // Spec §8 'GraphQL client missing → invalid GraphQL operation error': a document without an operation.
  if (!operation) throw new TypeError('Invalid GraphQL operation: the document has no operation');
  return operation;
}

/**
 * A plain request function for loaders and scripts: payload with query, variables and operation
 * name, POST by default (GET for queries when configured), the retry policy of spec §7 for
 * queries (mutations only retried when they never reached the server), and error policy none:
 * any `errors` in the answer, or a status that is not ok, rejects.
 */
export function createRequester(options: RequesterOptions): GraphQLRequester {
  const { url, token, method = 'POST', fetch: fetchImpl, ...retry } = options;
  if (url.trim() === '') throw new TypeError('createRequester: `url` is required');
  const queryFetch = createRetryingFetch({ ...retry, fetch: fetchImpl });
  // A mutation sent twice could create a reply or an account twice: retried only when it never left.
  const mutationFetch = createRetryingFetch({ ...retry, fetch: fetchImpl, idempotent: false });

  return async (document, variables, init) => {
    const operation = operationOf(document);
    const payload = {
      query: print(document),
      variables: variables ?? {},
      operationName: operation.name?.value ?? null,
    };
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json, application/json',
    };
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    if (method === 'GET' && operation.operation === 'query') {
      const target = new URL(url);
      target.searchParams.set('query', payload.query);
      target.searchParams.set('variables', JSON.stringify(payload.variables));
      if (payload.operationName) target.searchParams.set('operationName', payload.operationName);
      response = await queryFetch(target, { method: 'GET', headers, signal: init?.signal });
    } else {
      headers['content-type'] = 'application/json';
      const send = operation.operation === 'query' ? queryFetch : mutationFetch;
      response = await send(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: init?.signal,
      });
    }

    const body = await readBody(response);
    const errors = body?.errors ?? [];
    if (!response.ok || errors.length > 0 || !body || body.data == null) {
      throw new GraphQLRequestError(response.status, errors);
    }
    return body.data as never;
  };
}

async function readBody(
  response: Response,
): Promise<{ data?: unknown; errors?: GraphQLErrorEntry[] } | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object'
      ? (body as { data?: unknown; errors?: GraphQLErrorEntry[] })
      : null;
  } catch {
    // Not JSON (a proxy's error page): the status code tells the story.
    return null;
  }
}
