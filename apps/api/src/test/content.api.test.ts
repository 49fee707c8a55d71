/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked by the assertions, not by types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureUsers } from './fixture.js';
import { backends, startTestApi, type TestApi } from './harness.js';
import { siteOperations } from './site-operations.js';

const ARTICLE_FIELDS = `id heading path slug type tags published_at edited_at isAdvertorial isReplyAllowed replyCount editorialNote
  places { slug name } author { slug username authorBiography avatar { url width height alt } }
  meta { id title description hasIndex headerImage { url } thumbnailImage { url } ogImage { url } }
  content { rendered introduction(length: 40) embeds { type slug data } }`;

describe.each(backends)('content queries (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it('seeds once: loading the same content again writes nothing', async () => {
    const { loadSeedContent } = await import('../seed/load.js');
    const { fixture } = await import('./fixture.js');
    expect(await loadSeedContent(api.runtime.database.db, fixture)).toBeNull();
    const r = await api.gql<{ articles: { total: number } }>(`{ articles { total } }`);
    expect(r.data?.articles.total).toBe(4);
  });

  it('leaves the seeded tables analysed, so the planner knows their sizes', async () => {
    const { queryRows } = await import('../db/client.js');
    const { sql } = await import('drizzle-orm');
    // reltuples is -1 for a table that was never analysed; after ANALYZE it is the row count.
    const rows = await queryRows<{ reltuples: number; count: number }>(
      api.runtime.database.db,
      sql`select (select reltuples::int from pg_class where relname = 'articles') as reltuples,
                 (select count(*)::int from articles) as count`,
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    expect(Number(rows[0]?.reltuples)).toBe(Number(rows[0]?.count));
  });

  it('lists articles newest first with a total, and filters on type, tags and places', async () => {
    const all = await api.gql<{
      articles: { total: number; items: { slug: string; path: string }[] };
    }>(`{ articles { total items { slug path } } }`);
    expect(all.data?.articles.total).toBe(4);
    expect(all.data?.articles.items.map((a) => a.slug)).toEqual([
      'verse-sneeuw-in-solden',
      'mijn-eerste-skivakantie',
      'aanbieding-skipas',
      'lawinegevaar-uitgelegd',
    ]);
    expect(all.data?.articles.items[0]?.path).toMatch(
      /^\/nieuws\/\d{4}\/\d{2}\/\d{2}\/verse-sneeuw-in-solden$/,
    );
    expect(all.data?.articles.items[1]?.path).toMatch(
      /^\/weblog\/\d{4}\/\d{2}\/\d{2}\/mijn-eerste-skivakantie$/,
    );

    const filtered = await api.gql<{ articles: { total: number; items: { slug: string }[] } }>(
      `query($f: ArticleFilters) { articles(filters: $f) { total items { slug } } }`,
      { f: { tags: ['sneeuw'], sort: 'HEADING', order: 'ASC' } },
    );
    expect(filtered.data?.articles).toEqual({
      total: 2,
      items: [{ slug: 'lawinegevaar-uitgelegd' }, { slug: 'verse-sneeuw-in-solden' }],
    });

    const paged = await api.gql<{ articles: { total: number; items: { slug: string }[] } }>(
      `{ articles(filters: { places: ["zermatt"], limit: 1, offset: 1 }) { total items { slug } } }`,
    );
    expect(paged.data?.articles).toEqual({ total: 2, items: [{ slug: 'aanbieding-skipas' }] });

    const weblog = await api.gql<{ articlesByType: { total: number } }>(
      `{ articlesByType(type: WEBLOG) { total } }`,
    );
    expect(weblog.data?.articlesByType.total).toBe(2);
  });

  it('shows an article dated in the future nowhere until its date', async () => {
    const { articles } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const db = api.runtime.database.db;
    const [scheduled] = await db
      .select()
      .from(articles)
      .where(eq(articles.slug, 'nieuwe-gondel-tiefenbach'));
    expect(scheduled!.publishedAt.getTime()).toBeGreaterThan(Date.now());
    // Fresh answers: the response cache must not hide what the database says.
    const ask = <T = any>(query: string, variables: Record<string, unknown> = {}) =>
      api.gql<T>(query, variables, { headers: { 'cache-control': 'no-cache' } });
    const LISTS = `query($path: String!, $dateless: String!) {
      articles(filters: { limit: 100 }) { total items { slug } }
      tagged: articles(filters: { tags: ["sneeuw"], places: ["solden"] }) { total items { slug } }
      articlesByType(type: NEWS, filters: { limit: 100 }) { total items { slug } }
      regionBySlug(slug: "solden") { articles(filters: { limit: 100 }) { total items { slug } } }
      regions { items { slug articles { total items { slug } } } }
      siteSearch(query: "Tiefenbachgletsjer gondel") { total items { path } }
      articleByPath(path: $path) { id }
      dateless: articleByPath(path: $dateless) { id }
      pathInfo(path: $path) { id matchedPath }
    }`;
    const variables = { path: scheduled!.path, dateless: '/nieuws/nieuwe-gondel-tiefenbach' };
    const visibleSlugs = (answer: any): string[] =>
      [
        answer.articles,
        answer.tagged,
        answer.articlesByType,
        answer.regionBySlug.articles,
        ...answer.regions.items.map((r: any) => r.articles),
      ].flatMap((list: any) => list.items.map((a: { slug: string }) => a.slug));

    const before = await ask(LISTS, variables);
    expect(before.errors).toBeUndefined();
    const data = before.data;
    expect(visibleSlugs(data)).not.toContain('nieuwe-gondel-tiefenbach');
    expect([data.articles.total, data.tagged.total, data.articlesByType.total]).toEqual([4, 1, 2]);
    expect(data.regionBySlug.articles.total).toBe(2);
    expect(data.siteSearch).toEqual({ total: 0, items: [] });
    expect(data.articleByPath).toBeNull();
    expect(data.dateless).toBeNull();
    expect(data.pathInfo).toMatchObject({ matchedPath: null });

    // The same query finds the article once its date has come: the checks above are not vacuous.
    await db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(articles.id, scheduled!.id));
    try {
      const after = await ask(LISTS, variables);
      expect(after.errors).toBeUndefined();
      const slugs = visibleSlugs(after.data);
      // articles, tagged, articlesByType, regionBySlug and the region in regions.
      expect(slugs.filter((slug) => slug === 'nieuwe-gondel-tiefenbach')).toHaveLength(5);
      expect(after.data.siteSearch.items).toEqual([{ path: scheduled!.path }]);
      expect(after.data.articleByPath).toEqual({ id: scheduled!.id });
      expect(after.data.dateless).toEqual({ id: scheduled!.id });
      expect(after.data.pathInfo).toMatchObject({ id: scheduled!.id });
    } finally {
      await db
        .update(articles)
        .set({ publishedAt: scheduled!.publishedAt })
        .where(eq(articles.id, scheduled!.id));
    }
  });

  it('refuses a page size above 100 with the field named', async () => {
    const r = await api.gql(`{ articles(filters: { limit: 500 }) { total } }`);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'filters.limit',
    });
    expect(r.errors?.[0]?.message).toBe('Het aantal moet tussen 1 en 100 liggen.');
  });

  it('returns an article by path with author, meta, rendered content, embeds and weather data', async () => {
    const list = await api.gql<{ articles: { items: { path: string }[] } }>(
      `{ articles(filters: { limit: 1 }) { items { path } } }`,
    );
    const path = list.data!.articles.items[0]!.path;
    const r = await api.gql<{ articleByPath: Record<string, any> }>(
      `query($p: String!) { articleByPath(path: $p) { ${ARTICLE_FIELDS} } }`,
      { p: path },
    );
    expect(r.errors).toBeUndefined();
    const a = r.data!.articleByPath;
    expect(a).toMatchObject({
      heading: 'Verse sneeuw in Sölden',
      type: 'NEWS',
      replyCount: 1,
      editorialNote: 'Bijgewerkt met de laatste sneeuwhoogte.',
      places: [{ slug: 'solden', name: 'Sölden' }],
      author: {
        slug: 'anneke-de-vries',
        username: 'Anneke de Vries',
        avatar: { url: '/media/test/avatar.jpg', width: 200, height: 200 },
      },
      meta: {
        title: 'Verse sneeuw in Sölden',
        hasIndex: true,
        headerImage: { url: '/media/test/berg.jpg' },
      },
    });
    expect(a.content.rendered).toContain('<div data-embed-slug="weer-solden"></div>');
    expect(a.content.rendered).toContain('<h2>Pistes</h2>');
    expect(a.content.introduction.length).toBeLessThanOrEqual(40);
    expect(a.content.introduction.endsWith('…')).toBe(true);
    const weather = a.content.embeds[0];
    expect(weather.type).toBe('weather-report');
    expect(weather.data.place).toMatchObject({
      slug: 'solden',
      name: 'Sölden',
      elevationMountain: 3340,
    });
    expect(weather.data.snowDepthMountain.value).toBe(180);
    expect(Date.parse(weather.data.freshSnow.measured_at)).toBeLessThan(Date.now() - 29 * 3600_000);
    expect(weather.data.liftsOpen.value).toEqual({ open: 28, total: 31 });
    expect(weather.data.forecast).toHaveLength(7);
    expect(weather.data.forecast[0]).toMatchObject({ condition: 'zonnig', temperatureMin: -8 });

    const dateless = await api.gql<{ articleByPath: { id: string } | null }>(
      `{ articleByPath(path: "/nieuws/verse-sneeuw-in-solden") { id } }`,
    );
    expect(dateless.data?.articleByPath?.id).toBe(a.id);
    const missing = await api.gql<{ articleByPath: null }>(
      `{ articleByPath(path: "/nieuws/2020/01/01/bestaat-niet") { id } }`,
    );
    expect(missing.data?.articleByPath).toBeNull();
  });

  it('shows null as the author of an article without one', async () => {
    const r = await api.gql<{ articleByPath: { author: null } }>(
      `{ articleByPath(path: "/weblog/mijn-eerste-skivakantie") { author { username } } }`,
    );
    expect(r.data?.articleByPath.author).toBeNull();
  });

  it('counts an impression only when asked and not for bots', async () => {
    const { articles } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const read = async () =>
      (
        await api.runtime.database.db
          .select({ n: articles.impressions })
          .from(articles)
          .where(eq(articles.slug, 'lawinegevaar-uitgelegd'))
      )[0]!.n;
    const q = `query($i: Boolean) { articleByPath(path: "/weblog/lawinegevaar-uitgelegd", impression: $i) { id } }`;
    await api.gql(
      q,
      { i: true },
      { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } },
    );
    await api.gql(
      q,
      { i: true },
      {
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
      },
    );
    await api.gql(q, { i: false });
    // Written in batches: nothing yet, then one write for what was counted.
    expect(await read()).toBe(0);
    await api.runtime.impressions.flush();
    expect(await read()).toBe(1);
    await api.gql(q, { i: true });
    await api.gql(
      `{ articleByPath(path: "/weblog/lawinegevaar-uitgelegd", impression: true) { id } }`,
    );
    await api.runtime.impressions.flush();
    expect(await read()).toBe(3);
  });

  it('answers article reads without an impression from the response cache, and counts the others', async () => {
    const q = `query($i: Boolean) { articleByPath(path: "/weblog/lawinegevaar-uitgelegd", impression: $i) { id heading } }`;
    const { articles } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const read = async () =>
      (
        await api.runtime.database.db
          .select({ n: articles.impressions, heading: articles.heading })
          .from(articles)
          .where(eq(articles.slug, 'lawinegevaar-uitgelegd'))
      )[0]!;
    await api.runtime.impressions.flush();
    const before = (await read()).n;
    const first = await api.gql<{ articleByPath: { heading: string } }>(q, { i: false });
    // Change the row behind the cache's back: a cached answer still has the old heading.
    await api.runtime.database.db
      .update(articles)
      .set({ heading: 'Gewijzigd achter de cache om' })
      .where(eq(articles.slug, 'lawinegevaar-uitgelegd'));
    const cached = await api.gql<{ articleByPath: { heading: string } }>(q, { i: false });
    expect(cached.data?.articleByPath.heading).toBe(first.data?.articleByPath.heading);
    const counted = await api.gql<{ articleByPath: { heading: string } }>(q, { i: true });
    expect(counted.data?.articleByPath.heading).toBe('Gewijzigd achter de cache om');
    await api.runtime.impressions.flush();
    expect((await read()).n).toBe(before + 1);
    await api.runtime.database.db
      .update(articles)
      .set({ heading: first.data!.articleByPath.heading })
      .where(eq(articles.slug, 'lawinegevaar-uitgelegd'));
    await api.runtime.cache.clear();
  });

  it('serves pages with parents, children and activity pages', async () => {
    const r = await api.gql<{
      pageByPath: any;
      childrenByPath: any;
      pagesForActivity: any;
      activities: any[];
    }>(`{
      pageByPath(path: "/activiteiten/wandelen/met-kinderwagen") { title slug parents { path title } tags content { rendered } meta { description } }
      childrenByPath(path: "/activiteiten") { total items { path } }
      pagesForActivity(activity: "wandelen") { total items { path } }
      activities { slug page { path } }
    }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.pageByPath).toMatchObject({
      title: 'Wandelen met de kinderwagen',
      parents: [{ path: '/activiteiten' }, { path: '/activiteiten/wandelen' }],
      content: { rendered: '<p>Vlakke routes langs het meer.</p>' },
    });
    expect(r.data!.childrenByPath).toEqual({
      total: 1,
      items: [{ path: '/activiteiten/wandelen' }],
    });
    expect(r.data!.pagesForActivity.total).toBe(2);
    expect(r.data!.activities).toHaveLength(14);
    expect(r.data!.activities.find((a) => a.slug === 'wandelen')).toEqual({
      slug: 'wandelen',
      page: { path: '/activiteiten/wandelen' },
    });
    const bad = await api.gql(`{ pagesForActivity(activity: "golfen") { total } }`);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'activity',
    });
  });

  it('lists regions with filters and serves one region with features, page and articles', async () => {
    const list = await api.gql<{ regions: { total: number; items: { slug: string }[] } }>(
      `{ regions(filters: { countries: ["ch"] }) { total items { slug } } }`,
    );
    expect(list.data?.regions).toEqual({ total: 1, items: [{ slug: 'zermatt' }] });
    const flags = await api.gql<{ regions: { total: number } }>(
      `{ regions(filters: { hasBikepark: true, tags: ["wandelen"] }) { total } }`,
    );
    expect(flags.data?.regions.total).toBe(1);
    const r = await api.gql<{ regionBySlug: any }>(`{ regionBySlug(slug: "solden") {
      name countryCode score hasToboggan polygon { type coordinates } features { name rating description pagePath }
      page { path heading } articles { total items { slug } } } }`);
    expect(r.data!.regionBySlug).toMatchObject({
      name: 'Sölden',
      countryCode: 'AT',
      score: 8.7,
      hasToboggan: true,
      polygon: { type: 'Polygon' },
      features: [
        { name: 'Gletsjerskiën', rating: 5 },
        { name: 'Après-ski', pagePath: '/regios/solden' },
      ],
      page: { path: '/regios/solden', heading: 'Sölden in het Ötztal' },
      articles: {
        total: 2,
        items: [{ slug: 'verse-sneeuw-in-solden' }, { slug: 'aanbieding-skipas' }],
      },
    });
    expect(r.data!.regionBySlug.polygon.coordinates[0]).toHaveLength(5);
  });

  it('loads nested lists in one statement for all parents, however many rows', async () => {
    // `no-cache`: the response cache must not answer, every statement has to be sent.
    const run = (query: string, limit: number) =>
      api.gql<any>(query, { limit }, { headers: { 'cache-control': 'no-cache' } });
    const measure = async (query: string, limit: number) => {
      let answer: Awaited<ReturnType<typeof run>> | undefined;
      const statements = await api.recordStatements(async () => {
        answer = await run(query, limit);
      });
      expect(answer!.errors).toBeUndefined();
      return { data: answer!.data, statements: statements.length };
    };

    const REGIONS = `query($limit: Int) { regions(filters: { limit: $limit }) { items { slug
      articles { total items { heading } } one: articles(filters: { limit: 1, sort: HEADING, order: ASC }) { total items { slug } } } } }`;
    const oneRegion = await measure(REGIONS, 1);
    const twoRegions = await measure(REGIONS, 2);
    expect(twoRegions.data.regions.items).toEqual([
      {
        slug: 'solden',
        articles: {
          total: 2,
          items: [
            { heading: 'Verse sneeuw in Sölden' },
            { heading: 'Aanbieding: voordelige skipas' },
          ],
        },
        one: { total: 2, items: [{ slug: 'aanbieding-skipas' }] },
      },
      {
        slug: 'zermatt',
        articles: {
          total: 2,
          items: [
            { heading: 'Mijn eerste skivakantie' },
            { heading: 'Aanbieding: voordelige skipas' },
          ],
        },
        one: { total: 2, items: [{ slug: 'aanbieding-skipas' }] },
      },
    ]);
    // The regions and their count, then one statement per distinct `articles` field.
    expect(twoRegions.statements).toBe(oneRegion.statements);
    expect(twoRegions.statements).toBeLessThanOrEqual(4);

    // Two levels of children below the list, as deep as the depth limit of 6 lets a query go.
    const CHILDREN = `query($limit: Int) { childrenByPath(path: "/activiteiten") { items { path
      children(filters: { limit: $limit }) { total items { path children { total } } } } } }`;
    const nested = await measure(CHILDREN, 2);
    expect(nested.data.childrenByPath.items).toEqual([
      {
        path: '/activiteiten/wandelen',
        children: {
          total: 1,
          items: [
            {
              path: '/activiteiten/wandelen/met-kinderwagen',
              children: { total: 0 },
            },
          ],
        },
      },
    ]);
    const REGION_PAGES = `query($limit: Int) { childrenByPath(path: "/regios", filters: { limit: $limit }) {
      total items { path children { total items { heading } } } } }`;
    const onePage = await measure(REGION_PAGES, 1);
    const twoPages = await measure(REGION_PAGES, 2);
    expect(twoPages.data.childrenByPath).toEqual({
      total: 2,
      items: [
        { path: '/regios/solden', children: { total: 0, items: [] } },
        { path: '/regios/zermatt', children: { total: 0, items: [] } },
      ],
    });
    // The parent page, the list and its count, then one statement per level of children.
    expect(nested.statements).toBeLessThanOrEqual(5);
    expect(twoPages.statements).toBe(onePage.statements);
    expect(twoPages.statements).toBeLessThanOrEqual(4);
  });

  it("keeps each parent's total on a page of a nested list past its end", async () => {
    // Sölden and Zermatt have two articles each; page 2 of 1 holds the second, page 3 is past the end.
    const PAGE = `query($offset: Int) { regions(filters: { limit: 2 }) { items { slug
      articles(filters: { limit: 1, offset: $offset, sort: HEADING, order: ASC }) { total items { slug } } } } }`;
    const page = async (offset: number) =>
      (await api.gql<any>(PAGE, { offset })).data.regions.items.map(
        (r: { slug: string; articles: unknown }) => [r.slug, r.articles],
      );
    expect(await page(1)).toEqual([
      ['solden', { total: 2, items: [{ slug: 'verse-sneeuw-in-solden' }] }],
      ['zermatt', { total: 2, items: [{ slug: 'mijn-eerste-skivakantie' }] }],
    ]);
    for (const offset of [2, 7]) {
      expect(await page(offset)).toEqual([
        ['solden', { total: 2, items: [] }],
        ['zermatt', { total: 2, items: [] }],
      ]);
    }
    // And a parent without any rows still counts 0 on every page.
    const EMPTY = `{ childrenByPath(path: "/regios") { items { path
      children(filters: { offset: 5 }) { total items { path } } } } }`;
    const empty = await api.gql<any>(EMPTY);
    expect(empty.data.childrenByPath.items[0].children).toEqual({ total: 0, items: [] });
  });

  it('sorts headings as a reader alphabetises them: capitals and accents do not move a title', async () => {
    const { articles } = await import('../db/schema.js');
    const { eq, inArray } = await import('drizzle-orm');
    const db = api.runtime.database.db;
    const [model] = await db
      .select()
      .from(articles)
      .where(eq(articles.slug, 'lawinegevaar-uitgelegd'));
    // In code point order (the databases' own) capitals come first and accented letters after z.
    const headings = [
      'Zomer in Zermatt',
      'De Eiger Trail',
      'de beste hutten',
      'Sölden opent',
      'Stubaier Höhenweg',
      'Eén poederdag',
      'Ervaringen met huizenruil',
      'Silvretta',
    ];
    const ids = headings.map(() => crypto.randomUUID());
    await db.insert(articles).values(
      headings.map((heading, i) => ({
        ...model!,
        id: ids[i]!,
        heading,
        slug: `sorteren-${i}`,
        path: `/nieuws/sorteren-${i}`,
        tags: ['sorteertest'],
        places: ['solden'],
      })),
    );
    try {
      const r = await api.gql<any>(
        `query($f: ArticleFilters) {
          articles(filters: $f) { items { heading } }
          regionBySlug(slug: "solden") { articles(filters: $f) { items { heading } } }
        }`,
        { f: { tags: ['sorteertest'], sort: 'HEADING', order: 'ASC', limit: 20 } },
        { headers: { 'cache-control': 'no-cache' } },
      );
      expect(r.errors).toBeUndefined();
      const alphabetical = [
        'de beste hutten',
        'De Eiger Trail',
        'Eén poederdag',
        'Ervaringen met huizenruil',
        'Silvretta',
        'Sölden opent',
        'Stubaier Höhenweg',
        'Zomer in Zermatt',
      ];
      const headingsOf = (list: { items: { heading: string }[] }) =>
        list.items.map((a) => a.heading);
      expect(headingsOf(r.data.articles)).toEqual(alphabetical);
      // The batched list of a region (window functions in one statement) sorts the same way.
      expect(headingsOf(r.data.regionBySlug.articles)).toEqual(alphabetical);
      const reversed = await api.gql<any>(
        `query($f: ArticleFilters) { articles(filters: $f) { items { heading } } }`,
        { f: { tags: ['sorteertest'], sort: 'HEADING', order: 'DESC', limit: 20 } },
        { headers: { 'cache-control': 'no-cache' } },
      );
      expect(headingsOf(reversed.data.articles)).toEqual([...alphabetical].reverse());
    } finally {
      await db.delete(articles).where(inArray(articles.id, ids));
    }
  });

  it('serves weather places and the forecast of one place', async () => {
    const r = await api.gql<{ weatherPlaces: any[]; weatherPlace: any }>(
      `{ weatherPlaces { slug name region { slug } } weatherPlace(slug: "solden") { name elevationValley report } }`,
    );
    expect(r.data!.weatherPlaces).toEqual([
      { slug: 'solden', name: 'Sölden', region: { slug: 'solden' } },
    ]);
    expect(r.data!.weatherPlace.report.snowDepthValley).toMatchObject({ value: 40 });
    expect(r.data!.weatherPlace.report.forecast).toHaveLength(7);
  });

  it('serves front page items with their entities and a banner by filters', async () => {
    const r = await api.gql<{ frontpageItems: any[]; banner: any; rich: any }>(`{
      frontpageItems { heading url image { url alt } entity { __typename ... on Article { heading } ... on Page { path } } }
      banner(filters: { adType: BANNER, area: SIDEBAR }) { title imageUrl url linkLabel isHighlighted }
      rich: banner(filters: { adType: RICHMEDIA }) { title videoUrl imageUrl }
    }`);
    expect(r.data!.frontpageItems).toEqual([
      {
        heading: 'Verse sneeuw',
        url: '/nieuws',
        image: { url: '/media/test/berg.jpg', alt: 'Besneeuwde bergtoppen' },
        entity: { __typename: 'Article', heading: 'Verse sneeuw in Sölden' },
      },
      {
        heading: 'Wandelen',
        url: '/activiteiten/wandelen',
        image: { url: '/media/test/dorp.jpg', alt: 'Een bergdorp in de zomer' },
        entity: { __typename: 'Page', path: '/activiteiten/wandelen' },
      },
    ]);
    expect(r.data!.banner).toEqual({
      title: 'Skiverzekering',
      imageUrl: '/media/test/berg.jpg',
      url: 'https://example.nl/verzekering',
      linkLabel: 'Bekijk',
      isHighlighted: false,
    });
    expect(r.data!.rich).toEqual({
      title: 'Skiën in Zermatt',
      videoUrl: '/media/test/film.mp4',
      imageUrl: null,
    });
  });

  it("answers the site's HomePage operation (the home page's one request) without errors", async () => {
    // The site falls back to three requests when this one fails, so its pages would not show it.
    const homePage = siteOperations().find((operation) => operation.name === 'HomePage')!;
    const r = await api.gql<{ articles: any; frontpageItems: any[]; banner: any }>(
      homePage.source,
      {
        articles: { limit: 10, offset: 0, sort: 'PUBLISHED', order: 'DESC' },
        banner: { adType: 'BANNER', highlighted: false },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.articles.total).toBe(4);
    expect(r.data!.articles.items.map((a: any) => a.heading)).toHaveLength(4);
    expect(r.data!.articles.items[0]).toMatchObject({
      heading: 'Verse sneeuw in Sölden',
      meta: { thumbnailImage: { url: expect.stringMatching(/^\/media\//) } },
      content: { introduction: expect.any(String) },
    });
    expect(r.data!.frontpageItems.map((item) => item.heading)).toEqual([
      'Verse sneeuw',
      'Wandelen',
    ]);
    expect(r.data!.banner).toMatchObject({ adType: 'BANNER', title: 'Skiverzekering' });
  });

  it('resolves paths: redirects, breadcrumbs, matched path, admin path for admins only', async () => {
    const q = `query($p: String!) { pathInfo(path: $p) { id matchedPath redirect { to isExternal isPermanent } breadcrumbs { id path title } adminPath } }`;
    const internal = await api.gql<{ pathInfo: any }>(q, { p: '/oud/sneeuw' });
    expect(internal.data!.pathInfo).toMatchObject({
      matchedPath: '/activiteiten/wandelen',
      redirect: { to: '/activiteiten/wandelen', isExternal: false, isPermanent: true },
      adminPath: null,
    });
    const external = await api.gql<{ pathInfo: any }>(q, { p: '/webshop' });
    expect(external.data!.pathInfo).toMatchObject({
      matchedPath: null,
      redirect: { to: 'https://shop.example.nl/', isExternal: true, isPermanent: false },
    });
    const page = await api.gql<{ pathInfo: any }>(q, {
      p: '/activiteiten/wandelen/met-kinderwagen?x=1',
    });
    expect(page.data!.pathInfo.breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
      'Activiteiten',
      'Wandelen',
      'Wandelen met de kinderwagen',
    ]);
    const nearest = await api.gql<{ pathInfo: any }>(q, { p: '/regios/solden/wandelen' });
    expect(nearest.data!.pathInfo).toMatchObject({ matchedPath: '/regios/solden' });
    expect(nearest.data!.pathInfo.breadcrumbs.map((b: { path: string }) => b.path)).toEqual([
      '/regios',
      '/regios/solden',
    ]);
    const article = await api.gql<{ pathInfo: any }>(q, { p: '/weblog/lawinegevaar-uitgelegd' });
    expect(article.data!.pathInfo.breadcrumbs[0]).toEqual({
      id: null,
      path: '/weblog',
      title: 'Weblog',
    });
    const none = await api.gql<{ pathInfo: any }>(q, { p: '/bestaat/niet' });
    expect(none.data!.pathInfo).toMatchObject({ id: null, matchedPath: null, breadcrumbs: [] });

    const adminToken = await api.login(fixtureUsers.admin.email, fixtureUsers.admin.password);
    const asAdmin = await api.gql<{ pathInfo: any; adminPath: string }>(
      `{ pathInfo(path: "/activiteiten") { id adminPath } adminPath(path: "/activiteiten") }`,
      {},
      { token: adminToken },
    );
    expect(asAdmin.data!.adminPath).toBe(`/admin/pages/${asAdmin.data!.pathInfo.id}`);
    expect(asAdmin.data!.pathInfo.adminPath).toBe(asAdmin.data!.adminPath);

    const memberToken = await api.login(fixtureUsers.member.email, fixtureUsers.member.password);
    const asMember = await api.gql(
      `{ adminPath(path: "/activiteiten") }`,
      {},
      { token: memberToken },
    );
    expect(asMember.errors?.[0]?.extensions?.code).toBe('forbidden');
    expect(asMember.errors?.[0]?.message).toBe('Je hebt geen toegang tot deze actie');
    const anonymous = await api.gql(`{ adminPath(path: "/activiteiten") }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
  });
});
