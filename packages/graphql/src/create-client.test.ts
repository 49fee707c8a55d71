import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from './create-client.js';
import {
  ArticlesDocument,
  type ArticlesQuery,
  type ArticlesQueryVariables,
  CreateSessionDocument,
  type CreateSessionMutation,
} from './generated/graphql.js';

/** A fetch that records each request and answers with the given JSON body and status. */
function recordingFetch(body: unknown, status = 200) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/graphql-response+json' },
    });
  };
  return { fetchImpl, requests };
}

/** A fetch whose connection is refused `refusals` times (nothing sent), then answers `body`. */
function refusingFetch(refusals: number, body: unknown) {
  let attempts = 0;
  const fetchImpl: typeof fetch = async () => {
    attempts++;
    if (attempts <= refusals) {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), {
          code: 'ECONNREFUSED',
        }),
      });
    }
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/graphql-response+json' },
    });
  };
  return { fetchImpl, attempts: () => attempts };
}

const noWait = { sleep: async () => undefined };
const login = { input: { email: 'lid@skivereniging.nl', password: 'Poedersneeuw-2026' } };

const oneArticle: ArticlesQuery = {
  articles: {
    total: 1,
    items: [
      {
        id: '5f8f3c1e-7c1a-4d3a-9a7e-2b1d9c0e4f11',
        heading: 'Eerste sneeuw in Sölden',
        path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
        published_at: '2026-11-20T08:00:00.000Z',
        isPublishDateVisible: true,
        isAdvertorial: false,
        type: 'NEWS',
        author: null,
        meta: { id: '0d4b4f0e-3b7b-4c36-8f5a-6a1f1a2b3c4d', thumbnailImage: null },
        content: { introduction: 'De eerste sneeuw is gevallen.' },
      },
    ],
  },
};

const variables: ArticlesQueryVariables = {
  filters: { limit: 5, sort: 'PUBLISHED', order: 'DESC' },
};

describe('createClient', () => {
  it('POSTs query, variables and operation name as JSON', async () => {
    const { fetchImpl, requests } = recordingFetch({ data: oneArticle });
    const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl });

    const result = await client
      .query<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, variables)
      .toPromise();

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/graphql');
    expect(request.headers.get('content-type')).toContain('application/json');
    const payload = (await request.json()) as Record<string, unknown>;
    expect(payload.operationName).toBe('Articles');
    expect(payload.variables).toEqual(variables);
    expect(payload.query).toMatch(/query Articles\(\$filters: ArticleFilters\)/);
    expect(result.data?.articles.items[0]?.heading).toBe('Eerste sneeuw in Sölden');
  });

  it('sends the session token as a bearer Authorization header', async () => {
    const { fetchImpl, requests } = recordingFetch({ data: oneArticle });
    const client = createClient({
      url: 'http://api.test/graphql',
      token: 'tok.en',
      fetch: fetchImpl,
    });
    await client.query(ArticlesDocument, variables).toPromise();
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok.en');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetchImpl, requests } = recordingFetch({ data: oneArticle });
    const client = createClient({ url: 'http://api.test/graphql', token: null, fetch: fetchImpl });
    await client.query(ArticlesDocument, variables).toPromise();
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('reports GraphQL errors with their message and extensions', async () => {
    const { fetchImpl } = recordingFetch({
      data: null,
      errors: [
        { message: 'Je hebt geen toegang tot deze actie', extensions: { code: 'forbidden' } },
      ],
    });
    const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl });
    const result = await client.query(ArticlesDocument, variables).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('Je hebt geen toegang tot deze actie');
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('forbidden');
  });

  it('reports a failing HTTP status as a network error', async () => {
    const { fetchImpl } = recordingFetch({ message: 'kapot' }, 502);
    const client = createClient({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      sleep: async () => undefined,
    });
    const result = await client.query(ArticlesDocument, variables).toPromise();
    expect(result.data).toBeUndefined();
    expect(result.error?.networkError).toBeDefined();
  });

  it('refuses an empty url with a clear message', () => {
    expect(() => createClient({ url: ' ' })).toThrow(/`url` is required/);
  });
  it('sends the extra headers on every request', async () => {
    const { fetchImpl, requests } = recordingFetch({ data: oneArticle });
    const client = createClient({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      headers: { 'user-agent': 'Firefox/140', 'x-forwarded-for': '203.0.113.7' },
      token: 'tok.en',
    });
    await client.query(ArticlesDocument, variables).toPromise();
    expect(requests[0]!.headers.get('user-agent')).toBe('Firefox/140');
    expect(requests[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok.en');
  });

  it('hands every error result to onError and still returns it to the caller', async () => {
    const { fetchImpl } = recordingFetch({
      data: null,
      errors: [{ message: 'Je sessie is verlopen', extensions: { code: 'session-not-found' } }],
    });
    const seen: string[] = [];
    const client = createClient({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      onError: (error, operation) =>
        seen.push(`${operation.kind}:${String(error.graphQLErrors[0]?.extensions.code)}`),
    });
    const result = await client.query(ArticlesDocument, variables).toPromise();
    expect(seen).toEqual(['query:session-not-found']);
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('session-not-found');
  });

  it('does not call onError for a successful result', async () => {
    const { fetchImpl } = recordingFetch({ data: oneArticle });
    const seen: unknown[] = [];
    const client = createClient({
      url: 'http://api.test/graphql',
      fetch: fetchImpl,
      onError: (error) => seen.push(error),
    });
    await client.query(ArticlesDocument, variables).toPromise();
    expect(seen).toEqual([]);
  });

  it('types the result by the document: no generics needed', async () => {
    const { fetchImpl } = recordingFetch({ data: oneArticle });
    const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl });
    const result = await client.query(ArticlesDocument, variables).toPromise();
    expectTypeOf(result.data).toEqualTypeOf<ArticlesQuery | undefined>();
    expect(result.data?.articles.total).toBe(1);
    // Explicit generics, as the site's loaders write them, still compile.
    await client
      .query<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, variables)
      .toPromise();
    // @ts-expect-error: the document's variables are checked.
    client.query(ArticlesDocument, { filters: { limit: 'veel' } });
  });

  describe("method 'GET'", () => {
    it('sends a query as GET with query, variables and operation name in the URL', async () => {
      const { fetchImpl, requests } = recordingFetch({ data: oneArticle });
      const client = createClient({
        url: 'http://api.test/graphql',
        method: 'GET',
        token: 'tok.en',
        fetch: fetchImpl,
      });
      const result = await client.query(ArticlesDocument, variables).toPromise();
      expect(result.data?.articles.items[0]?.heading).toBe('Eerste sneeuw in Sölden');
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method).toBe('GET');
      expect(request.body).toBeNull();
      const url = new URL(request.url);
      expect(`${url.origin}${url.pathname}`).toBe('http://api.test/graphql');
      expect(url.searchParams.get('operationName')).toBe('Articles');
      expect(url.searchParams.get('query')).toMatch(/^query Articles\(\$filters: ArticleFilters\)/);
      expect(JSON.parse(url.searchParams.get('variables')!)).toEqual(variables);
      expect(request.headers.get('authorization')).toBe('Bearer tok.en');
    });

    it('keeps POSTing mutations, with the payload in the body', async () => {
      const { fetchImpl, requests } = recordingFetch({ data: { createSession: 'tok.en' } });
      const client = createClient({
        url: 'http://api.test/graphql',
        method: 'GET',
        fetch: fetchImpl,
      });
      const result = await client.mutation(CreateSessionDocument, login).toPromise();
      expectTypeOf(result.data).toEqualTypeOf<CreateSessionMutation | undefined>();
      expect(result.data?.createSession).toBe('tok.en');
      const request = requests[0]!;
      expect(request.method).toBe('POST');
      expect(new URL(request.url).search).toBe('');
      const payload = (await request.json()) as Record<string, unknown>;
      expect(payload.operationName).toBe('CreateSession');
      expect(payload.variables).toEqual(login);
      expect(String(payload.query)).toContain('mutation CreateSession');
    });
  });

  describe('retries', () => {
    it('retries a query on a retryable status: the first attempt and 3 retries', async () => {
      const { fetchImpl, requests } = recordingFetch({ message: 'even niet' }, 503);
      const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl, ...noWait });
      await client.query(ArticlesDocument, variables).toPromise();
      expect(requests).toHaveLength(4);
    });

    it('never retries a mutation on a status: it may have been carried out', async () => {
      const { fetchImpl, requests } = recordingFetch({ message: 'even niet' }, 503);
      const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl, ...noWait });
      const result = await client.mutation(CreateSessionDocument, login).toPromise();
      expect(result.error?.networkError).toBeDefined();
      expect(requests).toHaveLength(1);
    });

    it('retries a mutation whose connection was refused (it never left)', async () => {
      const { fetchImpl, attempts } = refusingFetch(2, { data: { createSession: 'tok.en' } });
      const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl, ...noWait });
      const result = await client.mutation(CreateSessionDocument, login).toPromise();
      expect(result.data?.createSession).toBe('tok.en');
      expect(attempts()).toBe(3);
    });

    it('does not retry a mutation whose connection broke after sending', async () => {
      let attempts = 0;
      const fetchImpl: typeof fetch = async () => {
        attempts++;
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
        });
      };
      const client = createClient({ url: 'http://api.test/graphql', fetch: fetchImpl, ...noWait });
      const result = await client.mutation(CreateSessionDocument, login).toPromise();
      expect(result.error?.networkError?.message).toBe('fetch failed');
      expect(attempts).toBe(1);
    });
  });
});
