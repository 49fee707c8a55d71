import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

// The GraphQL-over-HTTP audit of graphql-http: every MUST has to pass.
describe('GraphQL over HTTP audit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api?.close());

  const audits = serverAudits({
    url: 'http://api.test/graphql',
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
      api.runtime.app.fetch(new Request(input, init)),
  });
  for (const audit of audits.filter((a) => a.name.startsWith('MUST'))) {
    it(audit.name, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});
