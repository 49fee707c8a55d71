import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothColourModes } from './axe';
import { waitForHydration } from './focus';

// The content routes of issue 5 (home, article lists, article pages, the catch-all) against the
// built site and the API with the demo content. Paths and expectations come from the API, because
// the demo content's dates follow the clock.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const SITE_NAME = 'Nederlandse Ski Vereniging';
/** Articles per list page (ARTICLE_LIST_PAGE_SIZE in the app). */
const LIST_PAGE_SIZE = 10;

interface ApiArticle {
  heading: string;
  path: string;
  slug: string;
  type: 'NEWS' | 'WEBLOG';
  replyCount: number;
  isReplyVisible: boolean;
  places: { slug: string; name: string }[];
  author: { username: string } | null;
  content: { embeds: { type: string }[] };
}

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

/** Every published article with what the tests pick them by. */
async function allArticles(request: APIRequestContext): Promise<ApiArticle[]> {
  const data = await api<{ articles: { items: ApiArticle[] } }>(
    request,
    `{ articles(filters: { limit: 100 }) { items { heading path slug type replyCount isReplyVisible
        places { slug name } author { username } content { embeds { type } } } } }`,
  );
  return data.articles.items;
}

/** The first article whose embeds include every given type. */
async function articleWithEmbeds(
  request: APIRequestContext,
  ...types: string[]
): Promise<ApiArticle> {
  const found = (await allArticles(request)).find((article) =>
    types.every((type) => article.content.embeds.some((embed) => embed.type === type)),
  );
  expect(found, `an article with ${types.join(', ')}`).toBeTruthy();
  return found!;
}

/** Every embed block of one type in the published articles, with its article. */
async function embedsOfType<Data>(
  request: APIRequestContext,
  type: string,
): Promise<Array<{ article: ApiArticle; slug: string; data: Data }>> {
  const result = await api<{
    articles: {
      items: Array<
        Omit<ApiArticle, 'content'> & {
          content: { embeds: { type: string; slug: string; data: Data }[] };
        }
      >;
    };
  }>(
    request,
    `{ articles(filters: { limit: 100 }) { items { heading path slug type replyCount isReplyVisible
        places { slug name } author { username } content { embeds { type slug data } } } } }`,
  );
  const found = result.articles.items.flatMap((article) =>
    article.content.embeds
      .filter((embed) => embed.type === type)
      .map((embed) => ({ article, slug: embed.slug, data: embed.data })),
  );
  expect(found.length, `an article with ${type}`).toBeGreaterThan(0);
  return found;
}

/** An article as the lists show it, with the flags that decide its label and date. */
interface ListedArticle {
  heading: string;
  path: string;
  isAdvertorial: boolean;
  isPublishDateVisible: boolean;
  author: { username: string } | null;
}

const LISTED_FIELDS = 'heading path isAdvertorial isPublishDateVisible author { username }';

/** The newest-first order of each list (/nieuws, /weblog, /artikelen), straight from the API. */
async function listsFromApi(request: APIRequestContext) {
  const filters = '{ limit: 100, sort: PUBLISHED, order: DESC }';
  const data = await api<Record<'news' | 'weblog' | 'all', { items: ListedArticle[] }>>(
    request,
    `{ news: articlesByType(type: NEWS, filters: ${filters}) { items { ${LISTED_FIELDS} } }
      weblog: articlesByType(type: WEBLOG, filters: ${filters}) { items { ${LISTED_FIELDS} } }
      all: articles(filters: ${filters}) { items { ${LISTED_FIELDS} } } }`,
  );
  return [
    ['/nieuws', data.news.items],
    ['/weblog', data.weblog.items],
    ['/artikelen', data.all.items],
  ] as const;
}

/** The list page (1-based) on which the first article that fits stands, with that page's articles. */
function listPageWhere(items: readonly ListedArticle[], fits: (article: ListedArticle) => boolean) {
  const index = items.findIndex(fits);
  expect(index, 'an article that fits in the list').toBeGreaterThanOrEqual(0);
  const number = Math.floor(index / LIST_PAGE_SIZE) + 1;
  const start = (number - 1) * LIST_PAGE_SIZE;
  return { number, article: items[index]!, articles: items.slice(start, start + LIST_PAGE_SIZE) };
}

/**
 * The name a teaser's heading link has: the heading, after the article page's word 'Advertorial'
 * for a paid article, so that a reader who lists the links or headings hears it too.
 */
function teaserLinkName(article: { heading: string; isAdvertorial: boolean }): string {
  return article.isAdvertorial ? `Advertorial: ${article.heading}` : article.heading;
}

/** The badge of a paid article in a list. */
const LABEL = '.advertorial-label';
/** Its text: the word, and a colon of no size that makes the link's name read 'Advertorial: …'. */
const LABEL_TEXT = 'Advertorial:';

/** Opens a path, checks the status and the title pattern '{title} - {site name}'. */
async function open(page: Page, path: string, title: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page).toHaveTitle(`${title} - ${SITE_NAME}`);
}

/** The JSON-LD blocks of the page, parsed. */
async function jsonLdOn(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('the home page shows front-page items, the latest articles and a banner', async ({
  page,
  request,
}) => {
  const items = await api<{ frontpageItems: { heading: string }[] }>(
    request,
    '{ frontpageItems { heading } }',
  );
  expect(items.frontpageItems.length).toBeGreaterThan(0);
  await open(page, '/', 'Home');
  const featured = page.getByRole('region', { name: 'Uitgelicht' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
    items.frontpageItems.map((item) => item.heading),
  );
  await expect(
    page.getByRole('list', { name: 'Laatste artikelen' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(page.getByRole('complementary', { name: 'Advertentie' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/nieuws and /weblog list one type each, /artikelen both, with totals and paging', async ({
  page,
  request,
}) => {
  const totals = await api<{
    news: { total: number };
    weblog: { total: number };
    all: { total: number };
  }>(
    request,
    `{ news: articlesByType(type: NEWS) { total } weblog: articlesByType(type: WEBLOG) { total } all: articles { total } }`,
  );
  for (const [path, title, prefix, total] of [
    ['/nieuws', 'Nieuws', '/nieuws/', totals.news.total],
    ['/weblog', 'Weblog', '/weblog/', totals.weblog.total],
  ] as const) {
    await open(page, path, title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const hrefs = await page
      .locator('.teaser h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(Math.min(LIST_PAGE_SIZE, total));
    expect(hrefs.every((href) => href.startsWith(prefix))).toBe(true);
    await expect(page.getByText(`${total} resultaten`)).toBeVisible();
  }

  const pages = Math.ceil(totals.all.total / LIST_PAGE_SIZE);
  await open(page, '/artikelen', 'Artikelen');
  await expect(
    page.getByText(`Pagina 1 van ${pages} · ${totals.all.total} resultaten`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/\/artikelen\?pagina=2$/);
  await expect(page).toHaveTitle(`Artikelen - pagina 2 - ${SITE_NAME}`);
  await expect(page.getByText(`Pagina 2 van ${pages}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute(
    'href',
    '/artikelen',
  );
  await expectNoAxeViolations(page);
});

test("every article list labels an advertorial 'Advertorial' like its page does, and nothing else", async ({
  page,
  request,
}) => {
  // QA found the paid articles ('Leden huren ski's met 15 procent korting bij Sport Gruber' in
  // /nieuws, 'Kitzbühel in de zomer…' on /weblog?pagina=5) listed as ordinary editorial items.
  for (const [path, items] of await listsFromApi(request)) {
    const listed = listPageWhere(items, (article) => article.isAdvertorial);
    const address = listed.number === 1 ? path : `${path}?pagina=${listed.number}`;
    await page.goto(address);
    const links = page.locator('.teaser h2 a');
    await expect(links).toHaveCount(listed.articles.length);
    for (const [index, article] of listed.articles.entries()) {
      await expect(links.nth(index), address).toHaveAccessibleName(teaserLinkName(article));
    }
    const teaser = page
      .locator('.teaser')
      .filter({ has: page.getByRole('link', { name: teaserLinkName(listed.article) }) });
    await expect(teaser.locator(LABEL)).toBeVisible();
    await expect(teaser.locator(LABEL)).toHaveText(LABEL_TEXT);
    await expect(page.locator(LABEL)).toHaveCount(
      listed.articles.filter((article) => article.isAdvertorial).length,
    );
  }
  // The label is read in both colour modes and fits a 320 px screen beside the heading.
  await expectNoAxeViolationsInBothColourModes(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const label = page.locator(`.teaser ${LABEL}`).first();
  await label.scrollIntoViewIfNeeded();
  const box = (await label.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an article whose page hides its publish date shows no date in any list', async ({
  page,
  request,
}) => {
  // QA: /nieuws showed '5 november 2026' above 'Nederlanders in de wereldbeker', whose page has no date.
  for (const [path, items] of await listsFromApi(request)) {
    if (!items.some((article) => !article.isPublishDateVisible)) continue;
    const listed = listPageWhere(items, (article) => !article.isPublishDateVisible);
    await page.goto(listed.number === 1 ? path : `${path}?pagina=${listed.number}`);
    const teasers = page.locator('.teaser');
    await expect(teasers).toHaveCount(listed.articles.length);
    for (const [index, article] of listed.articles.entries()) {
      const meta = teasers.nth(index).locator('.teaser__meta');
      await expect(meta.locator('time'), article.heading).toHaveCount(
        article.isPublishDateVisible ? 1 : 0,
      );
      if (!article.isPublishDateVisible) {
        await expect(meta).toHaveText(`door ${article.author?.username ?? 'Redactie'}`);
      }
    }
  }
});

test('sorting by title, ascending, through the form', async ({ page, request }) => {
  const sorted = await api<{
    articlesByType: { items: { heading: string; isAdvertorial: boolean }[] };
  }>(
    request,
    `{ articlesByType(type: NEWS, filters: { sort: HEADING, order: ASC, limit: ${LIST_PAGE_SIZE} }) { items { heading isAdvertorial } } }`,
  );
  await open(page, '/nieuws', 'Nieuws');
  await page.getByLabel('Sorteer op').selectOption('titel');
  await page.getByLabel('Volgorde').selectOption('op');
  await page.getByRole('button', { name: 'Sorteren' }).click();
  await expect(page).toHaveURL(/\/nieuws\?sorteer=titel&volgorde=op$/);
  await expect(page.locator('.teaser h2')).toHaveText(
    sorted.articlesByType.items.map(teaserLinkName),
  );
});

test('a list answers 404 for a page past the end and for an unknown sort', async ({ request }) => {
  const past = await request.get('/nieuws?pagina=999');
  expect(past.status()).toBe(404);
  expect(await past.text()).toContain('Page not found: /nieuws?pagina=999');
  const unknown = await request.get('/nieuws?sorteer=kleur');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page Not Found: /nieuws?sorteer=kleur');
});

test('an article renders its content with the embeds in place, meta data and JSON-LD', async ({
  page,
  request,
}) => {
  const article = await articleWithEmbeds(request, 'sport-match', 'image-gallery');
  await open(page, article.path, article.heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.heading);
  await expect(page.getByText(`door ${article.author?.username ?? 'Redactie'}`)).toBeVisible();
  await expect(
    page.locator('[data-embed-type="sport-match"] [data-nsv-block="sport-match"]'),
  ).toBeVisible();
  await expect(
    page.locator('[data-embed-type="image-gallery"] [data-nsv-block="image-gallery"]'),
  ).toBeVisible();
  // The markers themselves never reach the page.
  expect(await page.locator('[data-embed-slug]').count()).toBe(0);
  for (const place of article.places) {
    await expect(
      page
        .getByRole('navigation', { name: 'Plaatsen in dit artikel' })
        .getByRole('link', { name: place.name }),
    ).toHaveAttribute('href', `/regios/${place.slug}`);
  }
  const blocks = await jsonLdOn(page);
  expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'NewsArticle']);
  expect(blocks.find((block) => block['@type'] === 'NewsArticle')).toMatchObject({
    headline: article.heading,
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${article.path}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expectNoAxeViolations(page);
});

test('more embed types render: video, weather report, social post', async ({ page, request }) => {
  for (const type of ['video', 'weather-report', 'social-post']) {
    const article = await articleWithEmbeds(request, type);
    await open(page, article.path, article.heading);
    await expect(
      page.locator(`[data-embed-type="${type}"] [data-nsv-block]`).first(),
    ).toBeVisible();
  }
});

test('the date segments are optional, the preview alias works, a non-digit segment is a 404', async ({
  page,
  request,
}) => {
  const article = (await allArticles(request)).find((candidate) => candidate.type === 'NEWS')!;
  const [, , year] = article.path.split('/');
  for (const path of [
    `/nieuws/${article.slug}`,
    `/nieuws/${year}/${article.slug}`,
    `/nieuws/preview/${article.slug}`,
  ]) {
    await open(page, path, article.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.heading);
    // One address for search engines, whatever the form.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${article.path}$`),
    );
  }
  const invalid = `/nieuws/${year}/elf/${article.slug}`;
  const response = await page.goto(invalid);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Page Not Found: ${invalid}`)).toBeVisible();
});

test('the weblog preview alias renders the weblog article', async ({ page, request }) => {
  const article = (await allArticles(request)).find((candidate) => candidate.type === 'WEBLOG')!;
  expect(article.path).toMatch(/^\/weblog\//);
  await open(page, `/weblog/preview/${article.slug}`, article.heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.heading);
  await expect(page.getByText(`door ${article.author?.username ?? 'Redactie'}`)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${article.path}$`),
  );
  // A preview of one type is not an alias for the other.
  const wrongType = await page.goto(`/nieuws/preview/${article.slug}`);
  expect(wrongType?.status()).toBe(404);
});

test('replies are listed newest first and can be turned around', async ({ page, request }) => {
  const article = (await allArticles(request)).filter(
    (a) => a.isReplyVisible && a.replyCount > 1,
  )[0]!;
  const replies = await api<{ articleByPath: { id: string } }>(
    request,
    `query($p: String!) { articleByPath(path: $p) { id } }`,
    {
      p: article.path,
    },
  );
  const list = await api<{
    newest: { items: { user: { username: string } }[] };
    oldest: { items: { user: { username: string } }[] };
  }>(
    request,
    `query($id: UUID!) { newest: repliesForArticle(id: $id, filters: { order: DESC }) { items { user { username } } }
      oldest: repliesForArticle(id: $id, filters: { order: ASC }) { items { user { username } } } }`,
    { id: replies.articleByPath.id },
  );
  await open(page, article.path, article.heading);
  const section = page.getByRole('region', { name: 'Reacties' });
  await expect(section.locator('.reply__who strong')).toHaveText(
    list.newest.items.map((reply) => reply.user.username),
  );
  await section.getByRole('link', { name: 'Toon oudste eerst' }).click();
  await expect(page).toHaveURL(/\?reacties=oudste#reacties$/);
  await expect(section.locator('.reply__who strong')).toHaveText(
    list.oldest.items.map((reply) => reply.user.username),
  );
});

test('a content page shows breadcrumbs, its content and its children', async ({
  page,
  request,
}) => {
  const data = await api<{
    pageByPath: {
      title: string;
      heading: string;
      children: { total: number; items: { path: string }[] };
    };
  }>(
    request,
    `{ pageByPath(path: "/veiligheid") { title heading children { total items { path } } } }`,
  );
  expect(data.pageByPath.children.total).toBeGreaterThan(0);
  await open(page, '/veiligheid', data.pageByPath.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.pageByPath.heading);
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(data.pageByPath.title);
  const children = page.getByRole('region', { name: 'In dit onderdeel' });
  await expect(children.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const firstChild = data.pageByPath.children.items[0]!.path;
  await expect(children.locator(`a[href="${firstChild}"]`)).toBeVisible();
  const blocks = await jsonLdOn(page);
  expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
  await expectNoAxeViolations(page);

  // A child one level down carries its parent in the breadcrumbs.
  await open(page, firstChild, await page.locator(`a[href="${firstChild}"]`).first().innerText());
  await expect(
    page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: data.pageByPath.title }),
  ).toBeVisible();
});

test('the newsletter signup in an article subscribes through the site', async ({
  page,
  request,
}) => {
  const article = await articleWithEmbeds(request, 'newsletter-signup');
  await open(page, article.path, article.heading);
  // The block is in the server's HTML before its script has loaded; it subscribes once hydrated.
  const block = page.locator('[data-embed-type="newsletter-signup"]');
  await waitForHydration(block.getByRole('button'));
  await block.getByLabel('E-mailadres').fill('lezer@example.nl');
  const posted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/nieuwsbrief/aanmelden',
  );
  await block.getByRole('button').click();
  expect((await posted).status()).toBe(200);
  await expect(block.getByText('Bedankt voor je aanmelding!', { exact: false })).toBeVisible();

  // Asked for JSON (as the block's script does), the endpoint refuses a bad address in Dutch.
  const refused = await request.post('/nieuwsbrief/aanmelden', {
    form: { email: 'geen-adres' },
    headers: { accept: 'application/json' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    ok: false,
    message: 'Vul een geldig e-mailadres in.',
  });
});

test('the newsletter endpoint opened as a page leads to the signup form, not an error', async ({
  page,
  request,
}) => {
  const response = await page.goto('/nieuwsbrief/aanmelden');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/nieuwsbrief$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief' })).toBeVisible();
  await expect(
    page.locator('[data-embed-type="newsletter-signup"]').getByLabel('E-mailadres'),
  ).toBeVisible();

  // Back to the page and block it came from; never to another site.
  const back = await request.get('/nieuwsbrief/aanmelden?terug=%2Fover-ons&blok=aanmelden', {
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  expect(back.headers()['location']).toBe('/over-ons#blok-aanmelden');
  const away = await request.get('/nieuwsbrief/aanmelden?terug=%2F%2Fevil.example', {
    maxRedirects: 0,
  });
  expect(away.headers()['location']).toBe('/nieuwsbrief');
});

test('an article fits a 360 px wide screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const article = await articleWithEmbeds(request, 'image-gallery');
  await open(page, article.path, article.heading);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('redirect rules answer with their status codes, internal and external', async ({
  request,
}) => {
  const internal = await request.get('/blog', { maxRedirects: 0 });
  expect(internal.status()).toBe(301);
  expect(new URL(internal.headers()['location']!, 'http://x').pathname).toBe('/weblog');
  const temporary = await request.get('/sneeuwhoogtes', { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  const external = await request.get('/webshop', { maxRedirects: 0 });
  expect(external.status()).toBe(302);
  expect(external.headers()['location']).toMatch(/^https:\/\/shop\.skivereniging\.nl\/?$/);
});

test('an unknown path answers 404 with "Page not found: {path}"', async ({ page }) => {
  const response = await page.goto('/geen/pagina/hier');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /geen/pagina/hier')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a path longer than the API accepts is a 404 on every route that looks it up, not a 500', async ({
  request,
}) => {
  const long = 'a'.repeat(600);
  for (const path of [
    `/${long}`,
    `/weblog/2026/11/24/${long}`,
    `/nieuws/preview/${long}`,
    `/regios/solden/${long}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 30)).toBe(404);
    expect(await response.text()).toContain(`Page not found: ${path}`);
  }
});

/** Records the scripts a page requests and the errors it reports (a failed hydration among them). */
function watchScriptsAndErrors(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A resource that fails (an embed's third party, unreachable here) is not the page's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { scripts, errors };
}

/** Whether React Router runs on the page (it keeps its context on `window` when it hydrates). */
const routerRuns = (page: Page) => page.evaluate(() => '__reactRouterContext' in window);

test.describe("an anonymous reader's article is an island document (decision 0518)", () => {
  test('it loads React without React Router, and its gallery, colour mode and language cookie work', async ({
    page,
    request,
  }) => {
    const article = await articleWithEmbeds(request, 'image-gallery');
    const { scripts, errors } = watchScriptsAndErrors(page);
    await open(page, article.path, article.heading);
    await page.waitForLoadState('networkidle');
    expect(await routerRuns(page)).toBe(false);
    expect(scripts.some((path) => /^\/assets\/islands\.client-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/(router|entry\.client|shell)-/.test(path))).toEqual(
      [],
    );

    // The gallery opens its lightbox in the modal host, by mouse and by keyboard, and closes it.
    // Each photo is a link to its image; the click opens the lightbox instead, on this page.
    const gallery = page.locator('[data-embed-type="image-gallery"]');
    const thumbnail = gallery.getByRole('link', { name: /vergroten/ }).first();
    await waitForHydration(thumbnail);
    await thumbnail.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(article.path);
    await dialog.getByRole('button', { name: 'Venster sluiten' }).click();
    await expect(dialog).toHaveCount(0);
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    // The colour-mode toggle works and keeps the choice.
    await page
      .getByRole('group', { name: 'Kleurmodus' })
      .getByRole('button', { name: 'Donker' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('nsv-color-mode'))).toBe('dark');

    // The language cookie of spec §9 is set here too.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(
      'nl',
    );
    expect(errors).toEqual([]);
  });

  test('a video from YouTube or Vimeo loads its player only when asked', async ({
    page,
    request,
  }) => {
    // Demo videos are files on the site or players of a video service; only the latter wait.
    let found: ApiArticle | undefined;
    for (const article of await allArticles(request)) {
      if (!article.content.embeds.some((embed) => embed.type === 'video')) continue;
      if ((await (await request.get(article.path)).text()).includes('Video laden')) {
        found = article;
        break;
      }
    }
    expect(found, 'an article with a video of a video service').toBeTruthy();
    const { errors } = watchScriptsAndErrors(page);
    await open(page, found!.path, found!.heading);
    expect(await routerRuns(page)).toBe(false);
    // Found by its text, kept by its id: the text goes once the player is there.
    const blockId = await page
      .locator('[data-embed-type="video"]', { hasText: 'Video laden' })
      .first()
      .getAttribute('id');
    const video = page.locator(`[id="${blockId}"]`);
    // 'Video laden' is a link to the video's page; the click loads the player here instead, once
    // the block's island has hydrated.
    const load = video.getByRole('link', { name: 'Video laden' });
    await waitForHydration(load);
    await load.click();
    await expect(video.locator('iframe')).toHaveCount(1);
    await expect(video.locator('iframe')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(found!.path);
    expect(errors).toEqual([]);
  });

  test('a link on it loads the next page whole, and that page runs React Router', async ({
    page,
    request,
  }) => {
    const article = await articleWithEmbeds(request, 'image-gallery');
    await open(page, article.path, article.heading);
    expect(await routerRuns(page)).toBe(false);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Nieuws' })
      .click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(page).toHaveTitle(`Nieuws - ${SITE_NAME}`);
    expect(await routerRuns(page)).toBe(true);
  });

  test('a visitor with a session cookie gets the whole page with React Router', async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await articleWithEmbeds(request, 'image-gallery');
    // Even a session that has ended: the page may have to say so, and the visitor may log in.
    await page.context().addCookies([{ name: '__session', value: 'verlopen', url: baseURL! }]);
    await open(page, article.path, article.heading);
    expect(await routerRuns(page)).toBe(true);
    // There too a photo's link opens the lightbox, not the image, once React has hydrated it
    // (before that it is the plain link to the image, as without JavaScript).
    const thumbnail = page
      .locator('[data-embed-type="image-gallery"]')
      .getByRole('link', { name: /vergroten/ })
      .first();
    await waitForHydration(thumbnail);
    await thumbnail.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(article.path);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article, a list with its sort form and a content page read from the HTML alone', async ({
    page,
    request,
  }) => {
    const article = await articleWithEmbeds(request, 'weather-report');
    await open(page, article.path, article.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.heading);
    // The article's text and its embed blocks are in the HTML, in place, visible without a script.
    await expect(page.locator('.content-body__html p').first()).toBeVisible();
    await expect(
      page.locator('[data-embed-type="weather-report"] [data-nsv-block]').first(),
    ).toBeVisible();

    const sorted = await api<{
      articlesByType: { items: { heading: string; isAdvertorial: boolean }[] };
    }>(
      request,
      `{ articlesByType(type: WEBLOG, filters: { sort: HEADING, order: ASC, limit: ${LIST_PAGE_SIZE} }) { items { heading isAdvertorial } } }`,
    );
    await open(page, '/weblog', 'Weblog');
    await page.getByLabel('Sorteer op').selectOption('titel');
    await page.getByLabel('Volgorde').selectOption('op');
    await page.getByRole('button', { name: 'Sorteren' }).click();
    await expect(page).toHaveURL(/\/weblog\?sorteer=titel&volgorde=op$/);
    await expect(page.locator('.teaser h2')).toHaveText(
      sorted.articlesByType.items.map(teaserLinkName),
    );

    await open(page, '/veiligheid', 'Veiligheid');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toBeVisible();
  });

  test("an advertorial's label and the lack of a hidden date are in the HTML itself", async ({
    page,
    request,
  }) => {
    const [[path, news]] = await listsFromApi(request);
    const paid = listPageWhere(news, (article) => article.isAdvertorial);
    await page.goto(paid.number === 1 ? path : `${path}?pagina=${paid.number}`);
    await expect(
      page.getByRole('heading', { level: 2, name: teaserLinkName(paid.article) }),
    ).toBeVisible();
    const undated = listPageWhere(news, (article) => !article.isPublishDateVisible);
    await page.goto(undated.number === 1 ? path : `${path}?pagina=${undated.number}`);
    await expect(
      page
        .locator('.teaser')
        .filter({ has: page.getByRole('link', { name: teaserLinkName(undated.article) }) })
        .locator('time'),
    ).toHaveCount(0);
  });

  test('the newsletter signup posts as a plain form and shows the outcome on the page', async ({
    page,
  }) => {
    await open(page, '/nieuwsbrief', 'Nieuwsbrief');
    const block = page.locator('[data-embed-type="newsletter-signup"]');
    await block.getByLabel('E-mailadres').fill('geen-adres');
    await block.getByRole('button').click();
    // Back on the same page, the block says what was wrong, next to the field.
    await expect(page).toHaveURL(/\/nieuwsbrief\?nieuwsbrief=ongeldig&blok=[\w-]+#blok-/);
    await expect(block.getByLabel('E-mailadres')).toHaveAccessibleDescription(
      /Vul een geldig e-mailadres in/,
    );

    await block.getByLabel('E-mailadres').fill('zonder-script@example.nl');
    await block.getByRole('button').click();
    await expect(page).toHaveURL(/\/nieuwsbrief\?nieuwsbrief=aangemeld&blok=[\w-]+#blok-/);
    await expect(block.getByText('Bedankt voor je aanmelding!', { exact: false })).toBeVisible();
    await expect(block.getByLabel('E-mailadres')).toHaveCount(0);
  });

  // QA, on a 360 px phone: a tap on a photo did nothing (the photos were buttons that open the
  // lightbox) and the captions were only in the lightbox.
  test('a photo gallery on a phone: each photo links to its image, and the captions show', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const galleries = await embedsOfType<{
      images: { url: string; caption?: string }[];
    }>(request, 'image-gallery');
    for (const { article, slug, data } of galleries) {
      await open(page, article.path, article.heading);
      const block = page.locator(`[id="blok-${slug}"]`);
      const links = block.getByRole('link', { name: / vergroten: / });
      await expect(links).toHaveCount(data.images.length);
      for (const [index, image] of data.images.entries()) {
        const href = await links.nth(index).getAttribute('href');
        // The photo itself from the site's media route, at most as wide as the route serves.
        expect(new URL(href!, page.url()).pathname).toBe(image.url);
        const response = await request.get(href!);
        expect(response.status(), href!).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^image\//);
        if (image.caption) {
          await expect(block.getByText(image.caption, { exact: true })).toBeVisible();
        }
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, article.path).toBeLessThanOrEqual(0);
    }

    // A tap follows the link, and the browser shows the photo.
    const { article, slug } = galleries[0]!;
    await open(page, article.path, article.heading);
    const first = page.locator(`[id="blok-${slug}"]`).getByRole('link', { name: / vergroten: / });
    const href = new URL((await first.first().getAttribute('href'))!, page.url()).href;
    await first.first().click();
    await expect(page).toHaveURL(href);
    await expect
      .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  // QA: 'Video laden' did nothing, and there was no link to the video anywhere.
  test('a video links to its page on YouTube or Vimeo, or to our own file, and loads nothing from them before a tap', async ({
    page,
    request,
  }) => {
    const videos = await embedsOfType<{
      provider: 'generic' | 'vimeo' | 'youtube';
      videoId?: string;
      url?: string;
    }>(request, 'video');
    const platformRequests: string[] = [];
    page.on('request', (sent) => {
      if (/youtube|vimeo/.test(new URL(sent.url()).host)) platformRequests.push(sent.url());
    });
    const pageOf = (data: (typeof videos)[number]['data']) =>
      data.provider === 'youtube'
        ? `https://www.youtube.com/watch?v=${data.videoId}`
        : `https://vimeo.com/${data.videoId}`;
    for (const { article, slug, data } of videos) {
      await open(page, article.path, article.heading);
      const block = page.locator(`[id="blok-${slug}"]`);
      if (data.provider === 'generic') {
        const file = block.getByRole('link', { name: 'Download de video' });
        await expect(file).toBeVisible();
        await expect(file).toHaveAttribute('href', data.url!);
      } else {
        const load = block.getByRole('link', { name: 'Video laden' });
        await expect(load).toBeVisible();
        await expect(load).toHaveAttribute('href', pageOf(data));
      }
    }
    expect(platformRequests).toEqual([]);

    // A tap goes to the video on its platform (answered here by a stand-in: tests are offline).
    for (const provider of ['youtube', 'vimeo'] as const) {
      const { article, slug, data } = videos.find((video) => video.data.provider === provider)!;
      await page.route(pageOf(data), (route) =>
        route.fulfill({ contentType: 'text/html', body: `<h1>De video op ${provider}</h1>` }),
      );
      await open(page, article.path, article.heading);
      await page.locator(`[id="blok-${slug}"]`).getByRole('link', { name: 'Video laden' }).click();
      await expect(page).toHaveURL(pageOf(data));
      await expect(page.getByRole('heading', { name: `De video op ${provider}` })).toBeVisible();
    }
  });
});
