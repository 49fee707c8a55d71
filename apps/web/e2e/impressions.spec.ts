import { type APIRequestContext, type Request, expect, test } from '@playwright/test';

// Spec §4: reading an article counts an impression. Pages are cached (page cache, CDN), so the
// reader's browser reports the view to /impressie, which passes it on to the API's
// `articleByPath(path, impression: true)`. The API's own tests check that it counts and writes.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;

/** An article whose replies are shown, so the page has the replies' order link. */
async function articleWithReplies(request: APIRequestContext): Promise<string> {
  const response = await request.post(API_URL, {
    data: { query: '{ articles(filters: { limit: 100 }) { items { path isReplyVisible } } }' },
  });
  const { data } = (await response.json()) as {
    data: { articles: { items: { path: string; isReplyVisible: boolean }[] } };
  };
  const found = data.articles.items.find((article) => article.isReplyVisible);
  expect(found, 'an article with replies shown').toBeTruthy();
  return found!.path;
}

const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/impressie';

test('a view is reported once per arrival, also when the page came from the page cache', async ({
  page,
  request,
}) => {
  const path = await articleWithReplies(request);
  // Fill the page cache first: the view below is served from it and must count all the same.
  await request.get(path);
  const beacons: Request[] = [];
  page.on('request', (r) => {
    if (isBeacon(r)) beacons.push(r);
  });

  const first = page.waitForResponse((r) => isBeacon(r.request()));
  const response = await page.goto(path);
  expect(response?.headers()['x-page-cache']).toMatch(/HIT|STALE/);
  const beacon = await first;
  // 204: the API found the article by the path the page reported, and counted it.
  expect(beacon.status()).toBe(204);
  expect(new URLSearchParams(beacon.request().postData() ?? '').get('pad')).toBe(path);

  // Another order of the replies is the same view: no second report.
  await page.getByRole('link', { name: /Toon (oudste|nieuwste) eerst/ }).click();
  await expect(page).toHaveURL(/reacties=/);
  await page.waitForLoadState('networkidle');
  expect(beacons).toHaveLength(1);

  // Arriving again (a reload) is a new view.
  const again = page.waitForResponse((r) => isBeacon(r.request()));
  await page.reload();
  expect((await again).status()).toBe(204);
  expect(beacons).toHaveLength(2);
});

test('without JavaScript the view is reported by a pixel', async ({ browser, request }) => {
  const path = await articleWithReplies(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pixel = page.waitForResponse((r) => new URL(r.url()).pathname === '/impressie');
  await page.goto(path);
  const answer = await pixel;
  expect(answer.request().method()).toBe('GET');
  expect(new URL(answer.url()).searchParams.get('pad')).toBe(path);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/gif');
  expect(answer.headers()['cache-control']).toBe('no-store');
  await context.close();
});

test('reports from other sites, of other paths and of unknown articles are refused', async ({
  request,
}) => {
  const path = await articleWithReplies(request);
  const post = (pad: string, site = 'same-origin') =>
    request.post('/impressie', {
      headers: { 'sec-fetch-site': site },
      form: { pad },
    });
  expect((await post(path, 'cross-site')).status()).toBe(403);
  expect((await post('/regios/solden')).status()).toBe(400);
  expect((await post('/nieuws/dit-artikel-bestaat-niet')).status()).toBe(404);
  expect((await request.get('/impressie?pad=%2Fnieuws%2Fdit-artikel-bestaat-niet')).status()).toBe(
    404,
  );
  // Editors' previews are not readers' views: a preview path is not counted.
  expect((await post(path.replace(/^\/(\w+)\/.*\/([^/]+)$/, '/$1/preview/$2'))).status()).toBe(400);
});
