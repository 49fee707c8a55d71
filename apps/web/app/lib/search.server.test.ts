import { describe, expect, it, vi } from 'vitest';
import { clientAnswering, jsonResponse } from '../test-support/fake-api.js';
import { loadSearchResults } from './search.server.js';

const query = { q: 'a', kind: null, page: 1 };

describe('loadSearchResults', () => {
  it("gives the API's message for a query it refuses, without failing the page", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({
        errors: [
          {
            message: 'Vul een zoekterm in van minstens 2 tekens.',
            extensions: { code: 'validation-failed', field: 'query' },
          },
        ],
        data: null,
      }),
    );
    await expect(loadSearchResults(client, query, 'http://api.test')).resolves.toEqual({
      refused: 'Vul een zoekterm in van minstens 2 tekens.',
    });
  });

  it('fails the page (500, logged) for any other error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientAnswering(() =>
      jsonResponse({ errors: [{ message: 'database down' }], data: null }),
    );
    await expect(loadSearchResults(client, query, 'http://api.test')).rejects.toMatchObject({
      init: { status: 500 },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
