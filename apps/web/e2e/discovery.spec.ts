import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothColourModes } from './axe';

// The discovery routes of issue 5 (regions, activities, weather, search) against the built site
// and the API with the demo content; expectations come from the API itself where they can.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const SITE_NAME = 'Nederlandse Ski Vereniging';
/** Regions per page of the list (REGIONS_PAGE_SIZE in the app). */
const REGIONS_PAGE_SIZE = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs a query against the API directly and returns its data. */
async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(API_URL, { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Opens a path, checks the status and the title pattern '{title} - {site name}'. */
async function open(page: Page, path: string, title: string | RegExp, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  if (typeof title === 'string') await expect(page).toHaveTitle(`${title} - ${SITE_NAME}`);
  else await expect(page).toHaveTitle(title);
}

/** A published article with the flags that decide how a list shows it. */
interface FlaggedArticle {
  heading: string;
  path: string;
  isAdvertorial: boolean;
  places: { slug: string }[];
}

/** The demo's first paid article (an advertorial) and every article's flag by path. */
async function advertorialFromApi(request: APIRequestContext) {
  const { articles } = await api<{ articles: { items: FlaggedArticle[] } }>(
    request,
    '{ articles(filters: { limit: 100, sort: PUBLISHED, order: DESC }) { items { heading path isAdvertorial places { slug } } } }',
  );
  const advertorial = articles.items.find((article) => article.isAdvertorial);
  expect(advertorial, 'a demo advertorial').toBeTruthy();
  const paidPaths = new Set(articles.items.filter((a) => a.isAdvertorial).map((a) => a.path));
  return { advertorial: advertorial!, articles: articles.items, paidPaths };
}

/**
 * The name of a listed article's heading link: the heading, after the article page's word
 * 'Advertorial' for a paid article, so that it is heard as well as seen.
 */
const listedName = (heading: string, paid: boolean) => (paid ? `Advertorial: ${heading}` : heading);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the regions list filters on country and facilities with a plain GET form', async ({
    page,
    request,
  }) => {
    const all = await api<{ regions: { total: number } }>(request, '{ regions { total } }');
    await open(page, '/regios', 'Skigebieden');
    await expect(page.getByRole('heading', { level: 1, name: 'Skigebieden' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `${all.regions.total} skigebieden gevonden` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .getByRole('listitem'),
    ).toHaveCount(Math.min(REGIONS_PAGE_SIZE, all.regions.total));

    const filtered = await api<{ regions: { total: number; items: { name: string }[] } }>(
      request,
      `{ regions(filters: { countries: ["AT"], hasBikepark: true, sort: HEADING, order: ASC, limit: ${REGIONS_PAGE_SIZE} }) { total items { name } } }`,
    );
    expect(filtered.regions.total).toBeGreaterThan(0);
    expect(filtered.regions.total).toBeLessThan(all.regions.total);

    await page.getByLabel('Land').selectOption('AT');
    await page.getByRole('checkbox', { name: 'Bikepark' }).check();
    await page.getByRole('button', { name: 'Toon skigebieden' }).click();
    await expect(page).toHaveURL(/\/regios\?land=AT&voorziening=bikepark$/);
    const countLabel =
      filtered.regions.total === 1
        ? '1 skigebied gevonden'
        : `${filtered.regions.total} skigebieden gevonden`;
    await expect(page.getByRole('heading', { name: countLabel })).toBeVisible();
    const names = await page.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual(
      filtered.regions.items.map((region) => region.name),
    );
    // The form shows the filters it was submitted with.
    await expect(page.getByLabel('Land')).toHaveValue('AT');
    await expect(page.getByRole('checkbox', { name: 'Bikepark' })).toBeChecked();
  });

  test('the regions list pages with links', async ({ page, request }) => {
    const second = await api<{ regions: { total: number; items: { name: string }[] } }>(
      request,
      `{ regions(filters: { sort: HEADING, order: ASC, offset: ${REGIONS_PAGE_SIZE}, limit: ${REGIONS_PAGE_SIZE} }) { total items { name } } }`,
    );
    expect(second.regions.total).toBeGreaterThan(REGIONS_PAGE_SIZE);
    await open(page, '/regios', 'Skigebieden');
    const pages = Math.ceil(second.regions.total / REGIONS_PAGE_SIZE);
    await expect(page.getByText(`Pagina 1 van ${pages}`)).toBeVisible();
    await page.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/\/regios\?pagina=2$/);
    const names = await page.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual(
      second.regions.items.map((region) => region.name),
    );
    await expect(page.getByRole('link', { name: 'Vorige pagina' })).toBeVisible();
  });

  test('search takes the query from the URL and finds accented words without accents', async ({
    page,
  }) => {
    await open(page, '/zoeken', 'Zoeken');
    await expect(page.getByText('Vul een zoekterm in')).toBeVisible();

    await page.getByLabel('Zoekterm').fill('solden');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=solden/);
    await expect(page).toHaveTitle(`Zoeken naar ‘solden’ - ${SITE_NAME}`);
    const results = page.getByRole('list').filter({ has: page.locator('mark') });
    await expect(
      results.getByRole('heading', { level: 3 }).filter({ hasText: 'Sölden' }).first(),
    ).toBeVisible();
    await expect(
      results
        .locator('mark')
        .filter({ hasText: /^Sölden$/ })
        .first(),
    ).toBeVisible();

    await page.goto('/zoeken?q=skien');
    await expect(
      page
        .locator('mark')
        .filter({ hasText: /^skiën$/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('Zoekterm')).toHaveValue('skien');
  });
});

test('a one-character search says what the API asks for instead of failing', async ({ page }) => {
  const response = await page.goto('/zoeken?q=%20a%20');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText('Vul een zoekterm in van minstens 2 tekens.');
  await expect(page.getByLabel('Zoekterm')).toHaveValue('a');
  await expectNoAxeViolations(page);
});

test('a NUL character in an address or a search is a 404 or a message, not a server error', async ({
  page,
  request,
}) => {
  for (const path of ['/weer/%00', '/regios/%00', '/regios/solden/%00', '/activiteiten/%00']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto('/zoeken?q=ski%00');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText('Dit veld bevat een ongeldig teken.');
});

test('search filters on kind, pages, and says when nothing is found', async ({ page, request }) => {
  const articles = await api<{
    siteSearch: { total: number; items: { heading: string; isAdvertorial: boolean }[] };
  }>(
    request,
    '{ siteSearch(query: "skien", filters: { kinds: [ARTICLE], limit: 10 }) { total items { heading isAdvertorial } } }',
  );
  expect(articles.siteSearch.total).toBeGreaterThan(0);
  await open(page, '/zoeken?q=skien', 'Zoeken naar ‘skien’');
  await page.getByRole('radio', { name: 'Artikelen' }).check();
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/soort=ARTICLE/);
  await expect(
    page.getByRole('heading', { name: `${articles.siteSearch.total} resultaten voor ‘skien’` }),
  ).toBeVisible();
  const headings = page.locator('.search-result__heading');
  expect((await headings.allInnerTexts()).map((text) => text.trim())).toEqual(
    articles.siteSearch.items.map((item) => listedName(item.heading, item.isAdvertorial)),
  );
  await expect(page.locator('.search-result__kind')).toHaveText(
    articles.siteSearch.items.map(() => 'Artikel'),
  );
  if (articles.siteSearch.total > 10) {
    await page.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/pagina=2/);
  }

  await open(page, '/zoeken?q=qwxzvbnmkj', 'Zoeken naar ‘qwxzvbnmkj’');
  await expect(
    page.getByRole('heading', { name: 'Geen resultaten voor ‘qwxzvbnmkj’' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a search for any of its words pages like any other; a page past the last one says so', async ({
  page,
  request,
}) => {
  // No text holds "snow", so "ski snow" finds what holds either word. Page 2 used to say "Geen
  // resultaten" (only page 1 searched for either word), and a page past the last one counted 0.
  type Hits = {
    siteSearch: { total: number; items: { heading: string; isAdvertorial: boolean }[] };
  };
  const search = (offset: number) =>
    api<Hits>(
      request,
      'query($offset: Int) { siteSearch(query: "ski snow", filters: { offset: $offset, limit: 10 }) { total items { heading isAdvertorial } } }',
      { offset },
    );
  const first = (await search(0)).siteSearch;
  expect(first.total).toBeGreaterThan(10);
  const results = `${first.total} resultaten voor ‘ski snow’`;

  await open(page, '/zoeken?q=ski+snow', 'Zoeken naar ‘ski snow’');
  await expect(page.getByRole('heading', { name: results })).toBeVisible();
  await page.getByRole('link', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByRole('heading', { name: results })).toBeVisible();
  const second = (await search(10)).siteSearch;
  expect(second.items).toHaveLength(10);
  const headings = page.locator('.search-result__heading');
  expect((await headings.allInnerTexts()).map((text) => text.trim())).toEqual(
    second.items.map((item) => listedName(item.heading, item.isAdvertorial)),
  );

  const pastLast = Math.ceil(first.total / 10) + 1;
  await open(page, `/zoeken?q=ski+snow&pagina=${pastLast}`, 'Zoeken naar ‘ski snow’');
  await expect(page.getByRole('heading', { name: results })).toBeVisible();
  await expect(
    page.getByText('Deze pagina bestaat niet meer; ga terug naar de eerste pagina.'),
  ).toBeVisible();
  await expect(page.getByText('Probeer een ander woord')).toHaveCount(0);
  await expect(headings).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: "Pagina's van de zoekresultaten" })
      .locator('[aria-current="page"]'),
  ).toHaveText(`Pagina ${pastLast} van ${pastLast - 1}`);
  await page.getByRole('link', { name: 'eerste pagina' }).click();
  await expect(page).toHaveURL(/\/zoeken\?q=ski\+snow$/);
  await expect(headings).toHaveCount(10);
});

test('a region shows its features, outline, content, articles newest first and tag links', async ({
  page,
  request,
}) => {
  const { regionBySlug: region } = await api<{
    regionBySlug: {
      name: string;
      tags: string[];
      features: { name: string }[];
      articles: { items: { heading: string; isAdvertorial: boolean }[] };
    };
  }>(
    request,
    '{ regionBySlug(slug: "solden") { name tags features { name } articles(filters: { sort: PUBLISHED, order: DESC, limit: 20 }) { items { heading isAdvertorial } } } }',
  );
  await open(page, '/regios/solden', /^.*Sölden.* - Nederlandse Ski Vereniging$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sölden');

  const ldJson = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumbs = ldJson.map(
    (text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] },
  );
  const trail = breadcrumbs.find((entry) => entry['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement?.map((item) => item.name)).toEqual([
    'Home',
    'Skigebieden',
    region.name,
  ]);

  const outline = page.getByRole('img', { name: 'Omtrek van het skigebied Sölden' });
  await expect(outline).toBeVisible();
  expect(await outline.locator('path').getAttribute('d')).toMatch(
    /^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){3,}/,
  );

  const features = page.getByRole('region', { name: 'Beoordeling' });
  for (const feature of region.features) {
    await expect(features.getByRole('heading', { level: 3, name: feature.name })).toBeVisible();
  }
  await expect(features.getByText(/^[1-5] van 5 sterren$/)).toHaveCount(region.features.length);

  const articles = page.getByRole('region', { name: 'Artikelen over Sölden' });
  const headings = await articles
    .getByRole('heading', { level: 3 })
    .filter({ has: page.getByRole('link') })
    .allInnerTexts();
  expect(headings.map((text) => text.trim())).toEqual(
    region.articles.items.map((item) => listedName(item.heading, item.isAdvertorial)),
  );

  const tags = page.getByRole('navigation', { name: "Thema's van dit skigebied" });
  await expect(tags.getByRole('link')).toHaveCount(region.tags.length);
  await tags.getByRole('link', { name: 'Gletsjerskiën' }).click();
  await expect(page).toHaveURL(/\/regios\/solden\/gletsjer$/);
  await expect(page).toHaveTitle(`Gletsjerskiën in Sölden - ${SITE_NAME}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gletsjerskiën in Sölden');
  await expect(tags.getByText('Gletsjerskiën')).toHaveAttribute('aria-current', 'page');
});

test("a region's article list labels an advertorial 'Advertorial', and nothing else", async ({
  page,
  request,
}) => {
  // QA: /regios/solden listed 'Leden huren ski's met 15 procent korting bij Sport Gruber' unmarked.
  const { advertorial, paidPaths } = await advertorialFromApi(request);
  const slug = advertorial.places[0]!.slug;
  const { regionBySlug: region } = await api<{
    regionBySlug: { articles: { items: { heading: string; path: string }[] } };
  }>(
    request,
    `{ regionBySlug(slug: "${slug}") { articles(filters: { sort: PUBLISHED, order: DESC, limit: 20 }) { items { heading path } } } }`,
  );
  await open(page, `/regios/${slug}`, /.+ - Nederlandse Ski Vereniging$/);
  const list = page.locator('.region-articles');
  const links = list.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveCount(region.articles.items.length);
  for (const [index, item] of region.articles.items.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(
      listedName(item.heading, paidPaths.has(item.path)),
    );
  }
  await expect(list.locator('.advertorial-label')).toHaveCount(
    region.articles.items.filter((item) => paidPaths.has(item.path)).length,
  );
  await expect(
    list.getByRole('link', { name: listedName(advertorial.heading, true) }),
  ).toBeVisible();
  await expectNoAxeViolationsInBothColourModes(page);
});

test('region and tag pages pass axe; unknown regions and tags are 404', async ({ page }) => {
  await open(page, '/regios/solden', /Sölden/);
  await expectNoAxeViolations(page);
  await open(page, '/regios/solden/gletsjer', /Gletsjerskiën in Sölden/);
  await expectNoAxeViolations(page);
  await open(page, '/regios', 'Skigebieden');
  await expectNoAxeViolations(page);

  await open(page, '/regios/bestaat-niet', /404/, 404);
  await expect(page.getByText('Page not found: /regios/bestaat-niet')).toBeVisible();
  await open(page, '/regios/solden/bestaat-niet', /404/, 404);
  await expect(page.getByText('Page not found: /regios/solden/bestaat-niet')).toBeVisible();
});

test('activities list every category; an activity shows its pages; unknown is 404', async ({
  page,
  request,
}) => {
  const { activities } = await api<{
    activities: { slug: string; page: { title: string } | null }[];
  }>(request, '{ activities { slug page { title } } }');
  expect(activities.length).toBe(14);
  await open(page, '/activiteiten', 'Activiteiten');
  // Spec §2: the floating navigation bar is there on the list, not on an activity page.
  const floatingNav = page.locator('nav[aria-label="Snelmenu"]');
  await expect(floatingNav).toHaveCount(1);
  for (const activity of activities) {
    await expect(
      page.getByRole('link', { name: activity.page?.title ?? activity.slug, exact: true }),
    ).toHaveAttribute('href', `/activiteiten/${activity.slug}`);
  }
  await expectNoAxeViolations(page);

  const { pagesForActivity } = await api<{
    pagesForActivity: { items: { title: string; path: string }[] };
  }>(
    request,
    '{ pagesForActivity(activity: "wandelen", filters: { limit: 50 }) { items { title path } } }',
  );
  const wandelen = activities.find((activity) => activity.slug === 'wandelen');
  await open(page, '/activiteiten/wandelen', wandelen?.page?.title ?? 'Wandelen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(floatingNav).toHaveCount(0);
  const children = pagesForActivity.items.filter((item) => item.path !== '/activiteiten/wandelen');
  for (const child of children) {
    await expect(page.getByRole('link', { name: child.title, exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await open(page, '/activiteiten/bestaat-niet', /404/, 404);
  await expect(page.getByText('Page not found: /activiteiten/bestaat-niet')).toBeVisible();
});

test("an activity's weblog list labels a paid post 'Advertorial', and no other", async ({
  page,
  request,
}) => {
  // The 'Uit het weblog' block of /activiteiten/water-meren listed 'Kitzbühel in de zomer…' unmarked.
  const { articles } = await advertorialFromApi(request);
  const slugOf = (path: string) => path.split('/').pop();
  const paidSlugs = new Set(articles.filter((a) => a.isAdvertorial).map((a) => slugOf(a.path)));
  const { activities } = await api<{
    activities: {
      page: {
        path: string;
        content: {
          embeds: { type: string; data: { items?: { path: string; heading: string }[] } }[];
        };
      } | null;
    }[];
  }>(request, '{ activities { page { path content { embeds { type data } } } } }');
  const withPaid = activities
    .flatMap((activity) => (activity.page ? [activity.page] : []))
    .map((activityPage) => ({
      path: activityPage.path,
      items: activityPage.content.embeds
        .filter((embed) => embed.type === 'weblog-list')
        .flatMap((embed) => embed.data.items ?? []),
    }))
    .find((list) => list.items.some((item) => paidSlugs.has(slugOf(item.path))));
  expect(withPaid, 'an activity page whose weblog list holds a paid post').toBeTruthy();

  await page.goto(withPaid!.path);
  const block = page.locator('[data-nsv-block="weblog-list"]');
  const links = block.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveCount(withPaid!.items.length);
  for (const [index, item] of withPaid!.items.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(
      listedName(item.heading, paidSlugs.has(slugOf(item.path))),
    );
  }
  await expect(block.locator('.nsv-card__label')).toHaveCount(
    withPaid!.items.filter((item) => paidSlugs.has(slugOf(item.path))).length,
  );
  await expectNoAxeViolationsInBothColourModes(page);
});

interface ApiPlace {
  slug: string;
  name: string;
  report: {
    snowDepthMountain: { value: number; measured_at: string };
    forecast: { date: string }[];
  };
}

test('the weather overview shows every place with measured times and stale marks', async ({
  page,
  request,
}) => {
  const { weatherPlaces } = await api<{ weatherPlaces: ApiPlace[] }>(
    request,
    '{ weatherPlaces { slug name report } }',
  );
  expect(weatherPlaces.length).toBeGreaterThan(0);
  await open(page, '/weer', 'Weer en sneeuw');
  for (const place of weatherPlaces) {
    await expect(
      page.getByRole('heading', { level: 2, name: place.name, exact: true }),
    ).toBeVisible();
  }
  // A value well past 24 hours carries 'verouderd'; one well within does not (away from the edge, so
  // the seconds between the API call and the page do not matter).
  const now = Date.now();
  const old = weatherPlaces.find(
    (place) => now - Date.parse(place.report.snowDepthMountain.measured_at) > DAY_MS + 3_600_000,
  );
  const fresh = weatherPlaces.find(
    (place) => now - Date.parse(place.report.snowDepthMountain.measured_at) < DAY_MS - 3_600_000,
  );
  for (const [place, stale] of [
    [old, true],
    [fresh, false],
  ] as const) {
    if (!place) continue;
    const row = page
      .getByRole('table', { name: `Sneeuwrapport ${place.name}` })
      .getByRole('row', { name: /Sneeuw op de berg/ });
    await expect(row).toContainText(`${place.report.snowDepthMountain.value} cm`);
    if (stale) await expect(row).toContainText('verouderd');
    else await expect(row).not.toContainText('verouderd');
  }
  expect(old ?? fresh).toBeTruthy();
  await expectNoAxeViolations(page);
});

test('one place shows seven forecast days and its snow report; the literal form redirects 301', async ({
  page,
  request,
}) => {
  const { weatherPlace } = await api<{ weatherPlace: ApiPlace }>(
    request,
    '{ weatherPlace(slug: "solden") { slug name report } }',
  );
  await open(page, '/weer/solden', `Weer in ${weatherPlace.name}`);
  // The page shows the days from today on (Dutch calendar). The demo forecast starts on the day it
  // was seeded, so after midnight in Amsterdam the day that has passed is left out.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(),
  );
  const upcoming = weatherPlace.report.forecast.filter((day) => day.date >= today);
  expect(upcoming.length).toBeGreaterThan(0);
  const forecast = page.getByRole('table', { name: 'De komende zeven dagen' });
  await expect(forecast.getByRole('row')).toHaveCount(1 + Math.min(7, upcoming.length));
  await expect(
    page.getByRole('table', { name: `Laatste metingen in ${weatherPlace.name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const literal = await request.get('/weer/:solden', { maxRedirects: 0 });
  expect(literal.status()).toBe(301);
  expect(new URL(literal.headers().location ?? '', 'http://x').pathname).toBe('/weer/solden');
  const followed = await page.goto('/weer/:solden');
  expect(followed?.status()).toBe(200);
  await expect(page).toHaveURL(/\/weer\/solden$/);

  await open(page, '/weer/bestaat-niet', /404/, 404);
  await expect(page.getByText('Page not found: /weer/bestaat-niet')).toBeVisible();
});

test("a search labels a paid article's hit 'Advertorial', and no other hit", async ({
  page,
  request,
}) => {
  // QA: /zoeken?q=gruber marked the paid article only 'Artikel'.
  const { advertorial, paidPaths } = await advertorialFromApi(request);
  await open(page, '/zoeken?q=gruber', 'Zoeken naar ‘gruber’');
  const hits = page.locator('.search-result');
  const paid = hits.filter({ has: page.locator(`a[href="${advertorial.path}"]`) });
  await expect(paid.getByRole('heading', { level: 3 })).toHaveAccessibleName(
    listedName(advertorial.heading, true),
  );
  // The word, and a colon of no size that makes the link's name read 'Advertorial: …'.
  await expect(paid.locator('.advertorial-label')).toBeVisible();
  await expect(paid.locator('.advertorial-label')).toHaveText('Advertorial:');
  // Every other hit keeps its plain heading.
  const hrefs = await hits
    .locator('.search-result__heading a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await expect(hits.locator('.advertorial-label')).toHaveCount(
    hrefs.filter((href) => paidPaths.has(href)).length,
  );
  await expectNoAxeViolationsInBothColourModes(page);
});

test('the search page passes axe with results, in light and dark mode', async ({ page }) => {
  await open(page, '/zoeken?q=solden', 'Zoeken naar ‘solden’');
  // The thumbnail really loads through the site's /media proxy (the API accepts only its own widths).
  const thumbnail = page.locator('.search-result__image').first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Both colour modes: the marked matches have their own colours.
  await expect(page.locator('.search-result__snippet mark').first()).toBeVisible();
  await expectNoAxeViolationsInBothColourModes(page);
});
