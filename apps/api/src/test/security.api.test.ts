import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../app.js';
import { fixtureUsers } from './fixture.js';
import { buildSchema } from '../schema/index.js';
import { backends, startTestApi, type TestApi } from './harness.js';
import { armorDepth, siteOperations } from './site-operations.js';

type Answer = Awaited<ReturnType<TestApi['gql']>>;

/** Asserts the rate-limit refusal of decision 0104: the code, the Dutch message and a retry time. */
function expectRateLimited(answer: Answer | undefined) {
  const error = answer?.errors?.[0];
  expect(error?.extensions?.code).toBe('rate-limited');
  expect(error?.message).toMatch(
    /^Te veel pogingen\. Probeer het over \d+ (seconden|minuten) opnieuw\.$/,
  );
  const retryAfter = error?.extensions?.retryAfter;
  expect(Number.isInteger(retryAfter) && retryAfter! > 0, `retryAfter ${retryAfter}`).toBe(true);
  // The message names the same wait as retryAfter (in whole minutes from two minutes on).
  const [, amount, unit] = /over (\d+) (seconden|minuten)/.exec(error!.message)!;
  expect(Number(amount)).toBe(unit === 'seconden' ? retryAfter : Math.ceil(retryAfter! / 60));
  expect(answer?.data ?? null).toBeNull();
}

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

  it('allows a depth of 6 and refuses 7, fragments counted as deep as their fields', async () => {
    // regionBySlug (1) → page (2) → parents × n → id: depth n + 3.
    const nested = (depth: number) =>
      `page { ${'parents { '.repeat(depth - 3)}id${' }'.repeat(depth - 3)} }`;
    const deep = (depth: number) => `{ regionBySlug(slug: "solden") { ${nested(depth)} } }`;
    const allowed = await api.gql(deep(6));
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data).toMatchObject({ regionBySlug: { page: { parents: [{ parents: [] }] } } });
    const refused = await api.gql(deep(7));
    expect(refused.errors?.[0]?.message).toBe(
      'Syntax Error: Query depth limit of 6 exceeded, found 7.',
    );
    expect(refused.data ?? null).toBeNull();
    // The same depth through fragments: a spread is no level of its own, and no way around one.
    const fragments = (depth: number) =>
      `{ regionBySlug(slug: "solden") { ...Outer } }
       fragment Outer on Region { ... on Region { ...Inner } }
       fragment Inner on Region { ${nested(depth)} }`;
    expect((await api.gql(fragments(6))).errors).toBeUndefined();
    expect((await api.gql(fragments(7))).errors?.[0]?.message).toBe(
      'Syntax Error: Query depth limit of 6 exceeded, found 7.',
    );
  });

  it("lets the site's deepest operation through at Armor's default depth", async () => {
    // Counted as the server counts: the limit is the smallest that lets every operation of the
    // site through; a deeper operation must raise it knowingly.
    const schema = buildSchema();
    const depths = siteOperations().map((op) => ({
      ...op,
      depth: armorDepth(schema, op.document),
    }));
    const deepest = Math.max(...depths.map((op) => op.depth));
    expect(deepest).toBe(MAX_DEPTH.n);
    expect(MAX_DEPTH.n).toBe(6);
    const regionBySlug = depths.find((op) => op.name === 'RegionBySlug')!;
    expect(regionBySlug.depth).toBe(6);
    const r = await api.gql<{ regionBySlug: { slug: string; articles: { items: unknown[] } } }>(
      regionBySlug.source,
      { slug: 'solden', articleFilters: { limit: 2 } },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.regionBySlug.slug).toBe('solden');
    expect(r.data?.regionBySlug.articles.items).toHaveLength(2);
  });

  it('allows 1000 tokens and refuses 1001', async () => {
    // 16 tokens around the list, one per tag (commas are not tokens). A long list rather than
    // repeated fields, which graphql-js's own overlap check would stop first.
    const tokens = (n: number) =>
      `{ articles(filters: { tags: [${'"sneeuw" '.repeat(n - 16)}] }) { total } }`;
    const allowed = await api.gql(tokens(1000));
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data).toEqual({ articles: { total: 2 } });
    const refused = await api.gql(tokens(1001));
    expect(refused.errors?.[0]?.message).toBe('Syntax Error: Token limit of 1000 exceeded.');
  });

  it('allows a cost of 5000 and refuses 5001', async () => {
    // Armor's cost: a scalar 1, an object 2; a child or fragment costs 1.5 × its own cost. The
    // fragment of four scalars costs 2 + 4 × 1.5 = 8, each spread of it 1 + 1.5 × 8 = 13, and a
    // top-level scalar 1: 384 spreads and 8 scalars cost 5000 (in 789 tokens, depth 3).
    const costing = (scalars: number) =>
      `{ ${'...Vier '.repeat(384)}${'__typename '.repeat(scalars)}}
      fragment Vier on Query { __typename __typename __typename __typename }`;
    expect((await api.gql(costing(8))).errors).toBeUndefined();
    const refused = await api.gql(costing(9));
    expect(refused.errors?.[0]?.message).toBe(
      'Syntax Error: Query Cost limit of 5000 exceeded, found 5001.',
    );
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

  it('refuses U+0000 in any string as bad input of its field, before a statement sees it', async () => {
    const refused = (answer: Answer, field: string) => {
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Dit veld bevat een ongeldig teken.',
        extensions: { code: 'validation-failed', field },
      });
      expect(answer.data ?? null).toBeNull();
    };
    // Each of these failed in PostgreSQL ('invalid byte sequence') and came back as internal-error.
    const statements = await api.recordStatements(async () => {
      refused(
        await api.gql(`query($query: String!) { siteSearch(query: $query) { total } }`, {
          query: 'a\0b',
        }),
        'query',
      );
      refused(
        await api.gql(`query($slug: String!) { weatherPlace(slug: $slug) { id } }`, { slug: '\0' }),
        'slug',
      );
      refused(
        await api.gql(`query($slug: String!) { regionBySlug(slug: $slug) { id } }`, {
          slug: 'sol\0den',
        }),
        'slug',
      );
      refused(
        await api.gql(`query($path: String!) { pathInfo(path: $path) { matchedPath } }`, {
          path: '/weer/\0',
        }),
        'path',
      );
      // In a mutation's input object: the field's own name, for the form to show it there.
      refused(
        await api.gql(`mutation($input: CreateAccountInput!) { createAccount(input: $input) }`, {
          input: {
            email: 'nul@example.nl',
            username: 'Nul\0teken',
            password: 'bergen-en-dalen-99',
            acceptTerms: true,
            newsletter: false,
          },
        }),
        'username',
      );
      // The same as a literal in the document.
      refused(await api.gql(`{ siteSearch(query: "ski\\u0000") { total } }`), 'query');
      refused(
        await api.gql(`{ regions(filters: { countries: ["A\\u0000T"] }) { total } }`),
        'filters.countries',
      );
      // A variable inside an object, and one filling a nested field's argument: named by where
      // it sits, as the resolvers name their own refusals (`filters.limit`).
      refused(
        await api.gql(`query($tag: String!) { articles(filters: { tags: [$tag] }) { total } }`, {
          tag: 'poeder\0',
        }),
        'filters.tags',
      );
      refused(
        await api.gql(
          `query($f: ArticleFilters) { regionBySlug(slug: "solden") { articles(filters: $f) { total } } }`,
          { f: { tags: ['\0'] } },
        ),
        'filters.tags',
      );
    });
    expect(statements).toEqual([]);
    // Other control characters and ordinary text still reach the resolvers.
    expect(
      (await api.gql(`query($q: String!) { siteSearch(query: $q) { total } }`, { q: 'ski\u0001' }))
        .errors,
    ).toBeUndefined();
  });

  it('limits logins per account with a Dutch message and a retry time', async () => {
    let last: Answer | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await api.gql(
        `mutation { createSession(input: { email: "${fixtureUsers.admin.email}", password: "fout-${i}" }) }`,
        {},
        { headers: { 'x-forwarded-for': `10.9.0.${i}` } },
      );
    }
    expectRateLimited(last);
  });

  it('limits logins per address', async () => {
    let last: Answer | undefined;
    for (let i = 0; i < 21; i += 1) {
      last = await api.gql(
        `mutation { createSession(input: { email: "iemand${i}@example.nl", password: "fout" }) }`,
        {},
        { headers: { 'x-forwarded-for': '10.8.0.1' } },
      );
      if (i < 20)
        expect(last.errors?.[0]?.extensions?.code, `poging ${i + 1}`).toBe('validation-failed');
    }
    expectRateLimited(last);
  });

  // Decision 0110: only a trusted proxy (TRUSTED_PROXIES, loopback by default) may name the client.
  // Reset requests (5 per address per hour) show it as well as logins would, without a hash each.
  const resetRequest = (i: number, options: { peer: string; forwardedFor: string }) =>
    api.gql(
      `mutation { requestPasswordReset(input: { email: "proxy${i}@example.nl" }) }`,
      {},
      { peer: options.peer, headers: { 'x-forwarded-for': options.forwardedFor } },
    );

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // A client reaching the API directly, writing a new address into the header each time.
    let last: Answer | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await resetRequest(i, { peer: '203.0.113.9', forwardedFor: `10.11.0.${i}` });
      if (i < 5) expect(last.errors, `aanvraag ${i + 1}`).toBeUndefined();
    }
    expectRateLimited(last);
  });

  it('believes X-Forwarded-For from a trusted proxy, entry by entry from the right', async () => {
    // The proxy appended a different client each time; what the clients wrote (6.6.6.6) is ignored.
    for (let i = 0; i < 6; i += 1) {
      const r = await resetRequest(100 + i, {
        peer: '::1',
        forwardedFor: `6.6.6.6, 10.12.0.${i}`,
      });
      expect(r.errors, `aanvraag ${i + 1}`).toBeUndefined();
    }
    // One client (10.13.1.1, appended by the proxy) writing a new address before it each time.
    let last: Answer | undefined;
    for (let i = 0; i < 6; i += 1)
      last = await resetRequest(200 + i, {
        peer: '127.0.0.1',
        forwardedFor: `10.13.0.${i}, 10.13.1.1`,
      });
    expectRateLimited(last);
  });

  it('records the address a trusted proxy names, and the peer otherwise, with the session', async () => {
    // Not the admin: the per-account test above used up the admin's logins.
    const { email, password } = fixtureUsers.noProfile;
    const identifiers = async (token: string) =>
      (
        await api.gql<{ mySessions: { identifier: string; isCurrent: boolean }[] }>(
          `{ mySessions { identifier isCurrent } }`,
          {},
          { token },
        )
      ).data!.mySessions.find((s) => s.isCurrent)?.identifier;
    const viaProxy = await api.login(email, password, { 'x-forwarded-for': '198.51.100.7' });
    expect(await identifiers(viaProxy)).toBe('198.51.100.7');
    const direct = await api.gql<{ createSession: string }>(
      `mutation { createSession(input: { email: "${email}", password: "${password}" }) }`,
      {},
      { peer: '::ffff:203.0.113.10', headers: { 'x-forwarded-for': '198.51.100.8' } },
    );
    expect(await identifiers(direct.data!.createSession)).toBe('203.0.113.10');
  });

  it('reads the peer from the socket when served by node:http', async () => {
    const server = createServer(api.runtime.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { email, password } = fixtureUsers.member;
      const loginOverHttp = async (headers: Record<string, string>) => {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            query: `mutation { createSession(input: { email: "${email}", password: "${password}" }) }`,
          }),
        });
        const body = (await response.json()) as { data: { createSession: string } };
        const me = await api.gql<{ mySessions: { identifier: string; isCurrent: boolean }[] }>(
          `{ mySessions { identifier isCurrent } }`,
          {},
          { token: body.data.createSession },
        );
        return me.data!.mySessions.find((s) => s.isCurrent)?.identifier;
      };
      // Loopback is a trusted proxy by default (the web server on the same machine).
      expect(await loginOverHttp({ 'x-forwarded-for': '198.51.100.9' })).toBe('198.51.100.9');
      expect(await loginOverHttp({})).toBe('127.0.0.1');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('limits registrations and reset requests per address', async () => {
    let account: Answer | undefined;
    for (let i = 0; i < 6; i += 1) {
      account = await api.gql(
        `mutation { createAccount(input: { email: "r${i}@example.nl", username: "Reeks ${i}", password: "reeks-van-pogingen-${i}", acceptTerms: true }) }`,
        {},
        { headers: { 'x-forwarded-for': '10.7.0.1' } },
      );
      if (i < 5) expect(account.errors, `account ${i + 1}`).toBeUndefined();
    }
    expectRateLimited(account);
    let reset: Answer | undefined;
    for (let i = 0; i < 6; i += 1) {
      reset = await api.gql(
        `mutation { requestPasswordReset(input: { email: "x${i}@example.nl" }) }`,
        {},
        { headers: { 'x-forwarded-for': '10.7.0.2' } },
      );
      if (i < 5) expect(reset.data, `aanvraag ${i + 1}`).toEqual({ requestPasswordReset: true });
    }
    expectRateLimited(reset);
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
    expectRateLimited(await attempt(5));
  });

  it('limits replies per user', async () => {
    const token = await api.login(fixtureUsers.member.email, fixtureUsers.member.password, {
      'x-forwarded-for': '10.6.6.6',
    });
    const { data } = await api.gql<{ articles: { items: { id: string }[] } }>(
      `{ articles(filters: { tags: ["veiligheid"] }) { items { id } } }`,
    );
    let last: Answer | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await api.gql(
        `mutation($id: UUID!) { insertReply(input: { articleId: $id, content: "Reactie ${i}" }) }`,
        { id: data!.articles.items[0]!.id },
        { token },
      );
      if (i < 10) expect(last.errors, `reactie ${i + 1}`).toBeUndefined();
    }
    expectRateLimited(last);
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
