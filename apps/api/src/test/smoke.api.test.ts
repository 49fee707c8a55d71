import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './harness.js';

describe.each(backends)('smoke (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it('answers /health', async () => {
    const r = await api.fetch('/health');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
  });

  it('lists articles', async () => {
    const r = await api.gql('{ articles { total items { heading path author { username } } } }');
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({ articles: { total: 4 } });
  });
});
