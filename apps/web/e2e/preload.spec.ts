import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

// Spec §9: at most 4 parallel route preloads. The navigation links preload a route's modules when
// the visitor points at them (app/lib/route-preload.ts), through one queue per page. Here every
// route module answers slowly, and the visitor sweeps over the whole main menu.
const ROUTE_MODULE_DELAY_MS = 2_500;

/** The route modules of the running build (React Router's manifest file). */
async function routeModuleUrls(page: Page, request: APIRequestContext): Promise<Set<string>> {
  const url = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
  );
  const text = await (await request.get(url)).text();
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { module: string }>;
  };
  return new Set(Object.values(manifest.routes).map((route) => route.module));
}

test('pointing at many links preloads their routes, never more than 4 at a time', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Wait for the route discovery of the rendered links before pointing at them.
  const discovered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/__manifest'),
  );
  await page.goto('/test');
  await expect(page.locator('.color-mode-toggle')).toBeVisible();
  await discovered;
  const modules = await routeModuleUrls(page, request);

  let inFlight = 0;
  let most = 0;
  const preloaded = new Set<string>();
  await page.route(
    (url) => modules.has(url.pathname),
    async (route) => {
      inFlight++;
      most = Math.max(most, inFlight);
      preloaded.add(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, ROUTE_MODULE_DELAY_MS));
      inFlight--;
      await route.continue();
    },
  );

  // The main menu: seven links to five route modules (the three article lists share one).
  const links = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    await link.hover();
    // Longer than the intent delay (100 ms), far shorter than one module's answer.
    await page.waitForTimeout(150);
  }
  await page.mouse.move(0, 700);

  const targets = [
    '/nieuws',
    '/weblog',
    '/artikelen',
    '/regios',
    '/activiteiten',
    '/weer',
    '/zoeken',
  ];
  const expected = await page.evaluate(
    ({ paths, known }) => {
      const manifest = (
        window as unknown as {
          __reactRouterManifest: { routes: Record<string, { path?: string; module: string }> };
        }
      ).__reactRouterManifest;
      const wanted = new Set(paths.map((path) => path.slice(1)));
      return [
        ...new Set(
          Object.values(manifest.routes)
            .filter((route) => route.path !== undefined && wanted.has(route.path))
            .map((route) => route.module)
            .filter((module) => known.includes(module)),
        ),
      ].sort();
    },
    { paths: targets, known: [...modules] },
  );
  expect(expected).toHaveLength(5);
  // All of them arrive in the end, at most 4 on the way at any moment, and 4 in parallel at first.
  await expect.poll(() => [...preloaded].sort(), { timeout: 20_000 }).toEqual(expected);
  await expect.poll(() => inFlight, { timeout: 10_000 }).toBe(0);
  expect(most).toBe(4);

  // Following a link afterwards needs no module request: it was preloaded.
  const before = preloaded.size;
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (modules.has(new URL(sent.url()).pathname)) requested.push(sent.url());
  });
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Weer' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/weer`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(preloaded.size).toBe(before);
  expect(requested).toEqual([]);
});
