import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ArticlesDocument,
  type ArticlesQuery,
  type ArticlesQueryVariables,
  InsertReplyDocument,
  type InsertReplyMutation,
} from './generated/graphql.js';
import { createRequester } from './request.js';
import { GraphQLRequestError } from './request-error.js';

function answering(body: unknown, status = 200) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { fetchImpl, requests };
}

const noWait = { sleep: async () => undefined };
const variables: ArticlesQueryVariables = { filters: { limit: 2 } };

describe('createRequester', () => {
  it('POSTs query, variables and operation name with the bearer token and resolves with data', async () => {
    const { fetchImpl, requests } = answering({ data: { articles: { total: 0, items: [] } } });
    const request = createRequester({
      url: 'http://api.test/graphql',
      token: 'abc',
      fetch: fetchImpl,
    });
    const data = await request<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, variables);
    expect(data.articles.total).toBe(0);
    const sent = requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('authorization')).toBe('Bearer abc');
    const payload = (await sent.json()) as Record<string, unknown>;
    expect(payload.operationName).toBe('Articles');
    expect(payload.variables).toEqual(variables);
    expect(String(payload.query)).toContain('query Articles');
  });

  it('sends queries as GET when configured', async () => {
    const { fetchImpl, requests } = answering({ data: { articles: { total: 0, items: [] } } });
    await createRequester({ url: 'http://api.test/graphql', method: 'GET', fetch: fetchImpl })(
      ArticlesDocument,
      variables,
    );
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.searchParams.get('query')).toMatch(/^query Articles\(\$filters: ArticleFilters\)/);
    expect(url.searchParams.get('operationName')).toBe('Articles');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual(variables);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('rejects with the first error message and its code when the answer has errors (never retried)', async () => {
    const { fetchImpl, requests } = answering({
      data: null,
      errors: [
        { message: 'Sessie niet gevonden', extensions: { code: 'session-not-found' } },
        { message: 'tweede' },
      ],
    });
    const error = await createRequester({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      ...noWait,
    })(ArticlesDocument, variables).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).message).toBe('Sessie niet gevonden');
    expect((error as GraphQLRequestError).code).toBe('session-not-found');
    expect(requests).toHaveLength(1);
  });

  it('rejects with a generic message naming the status when the status is not ok and there are no errors', async () => {
    const { fetchImpl, requests } = answering('<html>Bad Gateway</html>', 502);
    const error = await createRequester({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      ...noWait,
    })(ArticlesDocument, variables).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).message).toBe('GraphQL request failed with status 502');
    expect((error as GraphQLRequestError).status).toBe(502);
    // 502 is retryable: the first attempt and 3 retries.
    expect(requests).toHaveLength(4);
  });

  it('refuses a document without an operation', async () => {
    const { fetchImpl } = answering({ data: {} });
    const request = createRequester({ url: 'http://api.test/graphql', fetch: fetchImpl });
    await expect(request({ kind: 'Document', definitions: [] } as never)).rejects.toThrow(
      'Invalid GraphQL operation',
    );
  });

  it('infers the data type from the typed document', async () => {
    const { fetchImpl } = answering({ data: { articles: { total: 3, items: [] } } });
    const request = createRequester({ url: 'http://api.test/graphql', fetch: fetchImpl });
    const data = await request(ArticlesDocument, variables);
    expectTypeOf(data).toEqualTypeOf<ArticlesQuery>();
    expect(data.articles.total).toBe(3);
    // @ts-expect-error: the document's variables are checked.
    void request(ArticlesDocument, { filters: { limit: 'veel' } }).catch(() => undefined);
  });

  it('keeps POSTing a mutation when GET is configured', async () => {
    const { fetchImpl, requests } = answering({ data: { insertReply: 'r1' } });
    const request = createRequester({
      url: 'http://api.test/graphql',
      method: 'GET',
      fetch: fetchImpl,
    });
    const input = { input: { articleId: 'a1', content: 'Mooie sneeuw' } };
    const data = await request(InsertReplyDocument, input);
    expectTypeOf(data).toEqualTypeOf<InsertReplyMutation>();
    expect(data.insertReply).toBe('r1');
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).search).toBe('');
    const payload = (await requests[0]!.json()) as Record<string, unknown>;
    expect(payload.operationName).toBe('InsertReply');
    expect(payload.variables).toEqual(input);
  });

  it('never retries a mutation on a retryable status', async () => {
    const { fetchImpl, requests } = answering('<html>Bad Gateway</html>', 502);
    const error = await createRequester({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      ...noWait,
    })(InsertReplyDocument, { input: { articleId: 'a1', content: 'Twee keer?' } }).catch(
      (caught: unknown) => caught,
    );
    expect((error as GraphQLRequestError).status).toBe(502);
    expect(requests).toHaveLength(1);
  });

  it('does not retry an aborted request', async () => {
    const requests: string[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      requests.push(String(input));
      init?.signal?.throwIfAborted();
      throw new TypeError('fetch failed');
    };
    const controller = new AbortController();
    controller.abort();
    const error = await createRequester({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      ...noWait,
    })(ArticlesDocument, variables, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).name).toBe('AbortError');
    expect(requests).toHaveLength(1);
  });
});
