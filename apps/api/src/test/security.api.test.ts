import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureUsers } from './fixture.js';
import { backends, startTestApi, type TestApi } from './harness.js';

describe.each(backends)('abuse limits and error handling (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it('allows 15 aliases and refuses 16', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: banner { id }`).join(' ')} }`;
    expect((await api.gql(aliases(15))).errors).toBeUndefined();
    const r = await api.gql(aliases(16));
    expect(r.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = `{ regionBySlug(slug: "solden") { page { parents { parents { parents { parents { parents { parents { parents { id } } } } } } } } } }`;
    const r = await api.gql(deep);
    expect(r.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses mutations over GET', async () => {
    const r = await api.fetch(
      `/graphql?query=${encodeURIComponent('mutation { deleteCurrentSession }')}`,
      { headers: { accept: 'application/json', 'graphql-preflight': '1' } },
    );
    expect(r.status).toBe(405);
  });

  it('refuses requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const form = await api.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    const get = await api.fetch(`/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(403);
    const withHeader = await api.fetch(`/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'graphql-preflight': '1' },
    });
    expect(withHeader.status).toBe(200);
  });

  it('masks unexpected errors without SQL or stack traces', async () => {
    // A UUID-shaped id that no row has is fine; a broken database call is the unexpected case.
    const close = api.runtime.database.db.select.bind(api.runtime.database.db);
    (api.runtime.database.db as { select: unknown }).select = () => {
      throw new Error('relation "geheim" does not exist');
    };
    try {
      const r = await api.gql(`{ articles { total } }`);
      expect(r.errors?.[0]).toMatchObject({
        message: 'Er ging iets mis. Probeer het later opnieuw.',
        extensions: { code: 'internal-error' },
      });
      expect(JSON.stringify(r)).not.toMatch(/geheim|relation|stack|at /);
    } finally {
      (api.runtime.database.db as { select: unknown }).select = close;
    }
  });

  it('limits logins per account with a Dutch message and a retry time', async () => {
    let last: Awaited<ReturnType<TestApi['gql']>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await api.gql(
        `mutation { createSession(input: { email: "${fixtureUsers.admin.email}", password: "fout-${i}" }) }`,
        {},
        { headers: { 'x-forwarded-for': `10.9.0.${i}` } },
      );
    }
    expect(last?.errors?.[0]?.extensions).toMatchObject({
      code: 'rate-limited',
      retryAfter: expect.any(Number),
    });
    expect(last?.errors?.[0]?.message).toMatch(
      /^Te veel pogingen\. Probeer het over \d+ (seconden|minuten) opnieuw\.$/,
    );
  });

  it('limits logins per address', async () => {
    let last: Awaited<ReturnType<TestApi['gql']>> | undefined;
    for (let i = 0; i < 21; i += 1) {
      last = await api.gql(
        `mutation { createSession(input: { email: "iemand${i}@example.nl", password: "fout" }) }`,
        {},
        { headers: { 'x-forwarded-for': '10.8.0.1' } },
      );
    }
    expect(last?.errors?.[0]?.extensions?.code).toBe('rate-limited');
  });

  it('limits registrations and reset requests per address', async () => {
    let account: Awaited<ReturnType<TestApi['gql']>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      account = await api.gql(
        `mutation { createAccount(input: { email: "r${i}@example.nl", username: "Reeks ${i}", password: "reeks-van-pogingen-${i}", acceptTerms: true }) }`,
        {},
        { headers: { 'x-forwarded-for': '10.7.0.1' } },
      );
    }
    expect(account?.errors?.[0]?.extensions?.code).toBe('rate-limited');
    let reset: Awaited<ReturnType<TestApi['gql']>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      reset = await api.gql(
        `mutation { requestPasswordReset(input: { email: "x${i}@example.nl" }) }`,
        {},
        { headers: { 'x-forwarded-for': '10.7.0.2' } },
      );
    }
    expect(reset?.errors?.[0]?.extensions?.code).toBe('rate-limited');
  });

  it('limits password changes per user, so a stolen session cannot guess the password', async () => {
    const token = await api.login(fixtureUsers.member.email, fixtureUsers.member.password, {
      'x-forwarded-for': '10.6.6.7',
    });
    const attempt = (i: number) =>
      api.gql(
        `mutation { changePassword(input: { currentPassword: "gok-nummer-${i}", newPassword: "nieuw-en-lang-genoeg" }) }`,
        {},
        { token },
      );
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(i)).errors?.[0]?.extensions?.field).toBe('currentPassword');
    const refused = await attempt(5);
    expect(refused.errors?.[0]?.extensions?.code).toBe('rate-limited');
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
  });

  it('limits replies per user', async () => {
    const token = await api.login(fixtureUsers.member.email, fixtureUsers.member.password, {
      'x-forwarded-for': '10.6.6.6',
    });
    const { data } = await api.gql<{ articles: { items: { id: string }[] } }>(
      `{ articles(filters: { tags: ["veiligheid"] }) { items { id } } }`,
    );
    let last: Awaited<ReturnType<TestApi['gql']>> | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await api.gql(
        `mutation($id: UUID!) { insertReply(input: { articleId: $id, content: "Reactie ${i}" }) }`,
        { id: data!.articles.items[0]!.id },
        { token },
      );
    }
    expect(last?.errors?.[0]?.extensions?.code).toBe('rate-limited');
  });

  it('serves anonymous queries from the response cache but never authenticated ones', async () => {
    const q = `{ frontpageItems { heading } }`;
    const first = await api.gql(q);
    const { frontpageItems } = await import('../db/schema.js');
    await api.runtime.database.db.update(frontpageItems).set({ heading: 'Gewijzigd' });
    const cached = await api.gql<{ frontpageItems: { heading: string }[] }>(q);
    expect(cached).toEqual(first);
    const token = await api.login(fixtureUsers.noProfile.email, fixtureUsers.noProfile.password, {
      'x-forwarded-for': '10.5.5.5',
    });
    const fresh = await api.gql<{ frontpageItems: { heading: string }[] }>(q, {}, { token });
    expect(fresh.data?.frontpageItems[0]?.heading).toBe('Gewijzigd');
    await api.runtime.cache.clear();
    expect(
      (await api.gql<{ frontpageItems: { heading: string }[] }>(q)).data?.frontpageItems[0]
        ?.heading,
    ).toBe('Gewijzigd');
  });
});

describe('production settings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      env: { NODE_ENV: 'production', SESSION_SECRET: 'een-productiegeheim-van-minstens-32-tekens' },
    });
  });
  afterAll(() => api?.close());

  it('turns introspection and field suggestions off', async () => {
    const intro = await api.gql(`{ __schema { types { name } } }`);
    expect(intro.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await api.gql(`{ articls { total } }`);
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
