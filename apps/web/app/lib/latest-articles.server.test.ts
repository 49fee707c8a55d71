import type { ArticlesQuery } from '@nsv/graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientAnswering, jsonResponse as json } from '../test-support/fake-api.js';
import { apiArticles, apiOrigin, latestArticleTeasers } from '../test-support/fixtures.js';
import { loadLatestArticles } from './latest-articles.server.js';

const data: ArticlesQuery = { articles: apiArticles };

describe('loadLatestArticles', () => {
  let errors: unknown[];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the API for the newest articles first and maps them to teasers', async () => {
    const { client, payloads } = clientAnswering(() => json({ data }));
    const result = await loadLatestArticles(client, { apiOrigin, limit: 2 });

    expect(payloads[0]).toMatchObject({
      operationName: 'Articles',
      variables: { filters: { limit: 2, offset: 0, sort: 'PUBLISHED', order: 'DESC' } },
    });
    expect(result).toEqual(latestArticleTeasers);
    expect(errors).toHaveLength(0);
  });

  it('gives the error state (and logs) when the API answers with a failing status', async () => {
    const { client } = clientAnswering(() => json({ errors: [{ message: 'boom' }] }, 503));
    expect(await loadLatestArticles(client, { apiOrigin })).toEqual({ state: 'error' });
    expect(errors).toHaveLength(1);
  });

  it('gives the error state when the response carries GraphQL errors', async () => {
    const { client } = clientAnswering(() =>
      json({ data: null, errors: [{ message: 'Unexpected error.' }] }),
    );
    expect(await loadLatestArticles(client, { apiOrigin })).toEqual({ state: 'error' });
  });

  it('gives the error state when the API cannot be reached', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await loadLatestArticles(client, { apiOrigin })).toEqual({ state: 'error' });
  });
});
