import http, { type IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { WCAG_21_AA, expectNoAxeViolations } from './axe';
import { waitForHydration } from './focus';

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const SITE_NAME = 'Nederlandse Ski Vereniging';
const STORAGE_KEY = 'nsv-color-mode';
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Records, before any page script runs, when `data-color-mode` first appears on <html> and
 * whether the body existed yet (it must not: then the mode was there before the first paint).
 */
async function recordFirstColorMode(page: Page) {
  await page.addInitScript(() => {
    const record = { mode: null as string | null, bodyExisted: false };
    (window as unknown as { __firstColorMode: typeof record }).__firstColorMode = record;
    const take = () => {
      const mode = document.documentElement?.getAttribute('data-color-mode') ?? null;
      if (mode && record.mode === null) {
        record.mode = mode;
        record.bodyExisted = document.body !== null;
      }
    };
    take();
    // The <html> element may not exist yet when this runs: watch the whole document.
    new MutationObserver(take).observe(document, {
      attributes: true,
      childList: true,
      subtree: true,
      attributeFilter: ['data-color-mode'],
    });
  });
}

/** The route modules of the running build, by route id (React Router's manifest file). */
async function routeModules(
  page: Page,
  request: APIRequestContext,
): Promise<Record<string, string>> {
  const url = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
  );
  const text = await (await request.get(url)).text();
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { module: string }>;
  };
  return Object.fromEntries(Object.entries(manifest.routes).map(([id, r]) => [id, r.module]));
}

/** Marks the window; a full page load starts a new window without the mark. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
}
const isSameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

function firstColorMode(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __firstColorMode: { mode: string | null; bodyExisted: boolean } })
        .__firstColorMode,
  );
}

test.describe('colour mode', () => {
  test('a stored choice is on <html> before the body is parsed (no flash), and the toggle changes it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), STORAGE_KEY);

    await recordFirstColorMode(page);
    await page.reload();
    expect(await firstColorMode(page)).toEqual({ mode: 'dark', bodyExisted: false });

    const toggle = page.getByRole('group', { name: 'Kleurmodus' });
    await expect(toggle.getByRole('button', { name: 'Donker' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await toggle.getByRole('button', { name: 'Licht' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('light');

    // System follows the operating system and keeps nothing in storage.
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle.getByRole('button', { name: 'Systeem' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test("the header does not move when the page hydrates: the toggle's place is kept from the first paint", async ({
    browser,
    page,
  }) => {
    // Regression: the toggle appeared only after hydration and pushed 'Inloggen' aside, so a tap
    // on it during hydration (a slow phone) landed on the empty header and was lost.
    const login = (p: Page) => p.getByRole('link', { name: 'Inloggen' });
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await withoutScripts.newPage();
    await staticPage.goto('/regios');
    const before = await login(staticPage).boundingBox();
    await withoutScripts.close();

    await page.goto('/regios');
    await expect(page.getByRole('group', { name: 'Kleurmodus' })).toBeVisible();
    const after = await login(page).boundingBox();
    expect(before).not.toBeNull();
    expect(after).toEqual(before);
  });

  test("styles arrive inside the HTML, without a stylesheet request; a client-side navigation brings the next page's", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // The shell's styles first, then the page's own: a page's rule wins at equal specificity.
    const styles = (source: string) =>
      [...source.matchAll(/<style data-precedence="(\w+)" data-href="([\w-]+)"/g)].map(
        ([, precedence, id]) => `${precedence}:${id}`,
      );
    expect(styles(html)).toEqual(['shell:shell', 'route:content']);

    // Hydrated (the toggle works only then): the navigation stays client-side.
    await expect(page.locator('.color-mode-toggle')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: "Regio's" })
      .click();
    await expect(page).toHaveURL(/\/regios$/);
    const form = page.locator('form.discovery-form');
    await expect(form).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    // discovery-base.css styles the filter form: React put it into the head on the way.
    expect(await form.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    expect(
      await page.evaluate(() =>
        [...document.head.querySelectorAll('style[data-href]')].map(
          (style) => `${style.getAttribute('data-precedence')}:${style.getAttribute('data-href')}`,
        ),
      ),
    ).toEqual(['shell:shell', 'route:content', 'route:discovery-base']);
    expect(stylesheets).toEqual([]);
  });

  test('a page that forces dark is dark in its HTML and in the browser, whatever was chosen', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/test')).text();
    expect(html).toMatch(/<html lang="nl" data-color-mode="dark"/);

    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'light'), STORAGE_KEY);
    await recordFirstColorMode(page);
    await page.goto('/test');
    expect((await firstColorMode(page)).mode).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.getByRole('button', { name: 'Licht' })).toBeDisabled();

    // Back on a page without a forced mode, the visitor's choice returns (client navigation).
    await page.getByRole('link', { name: SITE_NAME }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  });
});

test.describe('new build', () => {
  test('after a newer build is seen, the next navigation loads the page fully (once per path in 10 s)', async ({
    page,
  }) => {
    await page.route('**/latest-build.json*', (route) =>
      route.fulfill({ json: { version: 'een-nieuwere-build' } }),
    );
    const polled = page.waitForRequest((req) => /\/latest-build\.json\?t=\d+$/.test(req.url()));
    await page.goto('/test');
    await polled;
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });

    await page.getByRole('link', { name: SITE_NAME }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A full load starts a new window object: the marker is gone.
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBeUndefined();
    const guard = await page.evaluate(() => sessionStorage.getItem('nsv-build-reload'));
    expect(JSON.parse(guard ?? '{}')).toMatchObject({ path: '/' });
  });

  test('without a newer build, navigation stays client-side', async ({ page }) => {
    const polled = page.waitForResponse((res) => res.url().includes('/latest-build.json?t='));
    await page.goto('/test');
    expect((await polled).status()).toBe(200);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole('link', { name: SITE_NAME }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
  });
});

test.describe('failed code chunks (spec §8: reload)', () => {
  test('a route chunk that fails to load on a client-side navigation reloads the page', async ({
    page,
    request,
  }) => {
    await page.goto('/test');
    await expect(page.locator('.color-mode-toggle')).toBeVisible();
    const regions = (await routeModules(page, request))['regions-nl']!;
    // The chunk is gone (as after a deploy) until the browser loads a document again.
    let failing = true;
    let refused = 0;
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) {
        documents.push(new URL(sent.url()).pathname);
        failing = false;
      }
    });
    await page.route(`**${regions}`, (route) => {
      if (!failing) return route.continue();
      refused++;
      return route.abort('failed');
    });
    await markWindow(page);

    // The next load event is the new document's (this one has loaded already).
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: "Regio's" })
      .click();
    await reloaded;
    expect(documents).toHaveLength(1);
    expect(refused).toBeGreaterThan(0);
    expect(await isSameWindow(page)).toBe(false);
    // The fresh page works: the navigation now gets its chunk and stays client-side.
    await expect(page.locator('.color-mode-toggle')).toBeVisible();
    await markWindow(page);
    const loads = documents.length;
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: "Regio's" })
      .click();
    await expect(page).toHaveURL(/\/regios$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameWindow(page)).toBe(true);
    expect(documents).toHaveLength(loads);
  });

  test('a lazily loaded chunk that fails (vite:preloadError) reloads once, guarded against loops', async ({
    page,
  }) => {
    // The push client is imported lazily on every page when the site has push settings.
    const documents: string[] = [];
    let loads = 0;
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) {
        documents.push(new URL(sent.url()).pathname);
      }
    });
    page.on('load', () => loads++);
    let refused = 0;
    await page.route(/\/assets\/push-client-[\w-]+\.js$/, (route) => {
      refused++;
      return route.abort('failed');
    });
    await page.goto('/weer');
    await expect.poll(() => loads, { message: 'the reloaded page', timeout: 15_000 }).toBe(2);
    expect(refused).toBeGreaterThan(0);
    const guard = await page.evaluate(() => sessionStorage.getItem('nsv-build-reload'));
    expect(JSON.parse(guard ?? '{}')).toMatchObject({ path: '/weer' });
    // The chunk still fails after the reload; the guard keeps it from reloading again.
    await page.waitForTimeout(3000);
    expect(documents).toEqual(['/weer', '/weer']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('shell and /test', () => {
  test('/test renders in the layout with its title, navigation, language cookie and no axe violations', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/test');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Testpagina - ${SITE_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Testpagina' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const sections: ReadonlyArray<readonly [string, string]> = [
      ['Nieuws', '/nieuws'],
      ['Weblog', '/weblog'],
      ['Artikelen', '/artikelen'],
      ["Regio's", '/regios'],
      ['Activiteiten', '/activiteiten'],
      ['Weer', '/weer'],
      ['Zoeken', '/zoeken'],
    ];
    for (const [name, href] of sections) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The toast is the script's: a press before hydration does nothing.
    const notify = page.getByRole('button', { name: 'Toon een melding' });
    await waitForHydration(notify);
    await notify.click();
    await expect(page.getByText('Dit is een testmelding', { exact: true })).toBeVisible();

    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(lang?.value).toBe('nl');
    const days = ((lang?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    await expectNoAxeViolations(page, WCAG_21_AA);
  });

  test('on a phone the floating navigation bar is shown', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/test');
    await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toBeHidden();
  });

  test('article and activity pages have no floating navigation bar, also on a phone', async ({
    page,
    request,
  }) => {
    const response = await request.post(API_URL, {
      data: { query: '{ articles(filters: { limit: 1 }) { items { path } } activities { slug } }' },
    });
    const { data } = (await response.json()) as {
      data: { articles: { items: { path: string }[] }; activities: { slug: string }[] };
    };
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      data.articles.items[0]!.path,
      `/activiteiten/${data.activities[0]!.slug}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/has-floating-nav/);
    }
    // The same phone on another page does have it.
    await page.goto('/weer');
    await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toBeVisible();
  });

  test('toasts appear at the bottom right', async ({ page }) => {
    const viewport = { width: 1280, height: 800 };
    await page.setViewportSize(viewport);
    await page.goto('/test');
    await expect(page.locator('[data-nsv-toaster]')).toHaveAttribute(
      'data-position',
      'bottom-right',
    );
    // The toast is the script's: a press before hydration does nothing.
    const notify = page.getByRole('button', { name: 'Toon een melding' });
    await waitForHydration(notify);
    await notify.click();
    const shown = page.locator('[data-nsv-toast]').filter({ hasText: 'Dit is een testmelding' });
    await expect(shown).toBeVisible();
    // Measure where it comes to rest, after its entry animation.
    await shown.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(64);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(64);
  });

  test('reads without JavaScript: content, navigation and links are in the HTML', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/test');
    await expect(page.getByRole('heading', { level: 1, name: 'Testpagina' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link')).toHaveCount(
      7,
    );
    await page.getByRole('link', { name: SITE_NAME }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await context.close();
  });
});

test("the footer leads to the association's own pages, each there", async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'De vereniging' });
  const links = footer.getByRole('link');
  await expect(links).toHaveCount(8);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  await footer.getByRole('link', { name: 'Voorwaarden' }).click();
  await expect(page).toHaveURL(/\/voorwaarden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Voorwaarden' })).toBeVisible();
  // The XML sitemap is for search engines (robots.txt names it), not a footer link.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })).toHaveCount(0);
  await expectNoAxeViolations(page, WCAG_21_AA);
});

test.describe('errors', () => {
  test('a server error shows the server-error view with status 500', async ({ page }) => {
    const response = await page.goto('/test?fout=500');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible();
    await expect(page.getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Er ging iets mis (500) - ${SITE_NAME}`);
    await expectNoAxeViolations(page, WCAG_21_AA);
  });

  test('for a bot the render error is only logged: a bare 500 without the error page', async ({
    request,
  }) => {
    const response = await request.get('/test?fout=500', {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.status()).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
  });

  test('an unknown path is a 404 in the not-found view', async ({ page }) => {
    const response = await page.goto('/bestaat/echt/niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /bestaat/echt/niet')).toBeVisible();
    await expectNoAxeViolations(page, WCAG_21_AA);
  });
});

test.describe('caching', () => {
  test('anonymous pages get the literal public cache header and come from the page cache; sessions never', async ({
    request,
  }) => {
    const first = await request.get('/test?cache-check');
    expect(first.headers()['cache-control']).toBe(PUBLIC_CACHE);
    expect(first.headers()['vary']).toBe('Cookie, Accept-Encoding');
    const second = await request.get('/test?cache-check');
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());

    const loggedIn = await request.get('/test?cache-check', {
      headers: { cookie: '__session=een-token' },
    });
    expect(loggedIn.headers()['cache-control']).toBe('private, no-store');
    expect(loggedIn.headers()['x-page-cache']).toBe('BYPASS');

    const failed = await request.get('/test?fout=500');
    expect(failed.headers()['cache-control']).toBe('private, no-store');
  });

  test('hashed assets are immutable and the latest-build file is never cached', async ({
    request,
  }) => {
    const build = await request.get(`/latest-build.json?t=${Date.now()}`);
    expect(build.headers()['cache-control']).toBe('no-cache, no-store');
    const { version } = (await build.json()) as { version: string };
    const manifest = await request.get(`/assets/manifest-${version}.js`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('/favicon.ico is an icon, for the browsers and tools that ask for it by that name', async ({
    page,
    request,
  }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    const body = await icon.body();
    // An ICO header (reserved 0, type 1) with at least one image.
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    // And the page names it beside the SVG.
    await page.goto('/test');
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
  });
});

/** A raw GET (no automatic decoding) with the given Accept-Encoding. */
function rawGet(url: string, acceptEncoding: string | null) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

test.describe('compression', () => {
  test('pages and build files go out brotli or gzip as the browser accepts, identical once decoded', async ({
    request,
    baseURL,
  }) => {
    const page = `${baseURL}/nieuws?compression-check`;
    const plain = await rawGet(page, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('<html lang="nl"');

    const br = await rawGet(page, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await rawGet(page, 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(html);

    const build = await request.get(`/latest-build.json?t=${Date.now()}`);
    const { version } = (await build.json()) as { version: string };
    const asset = `${baseURL}/assets/manifest-${version}.js`;
    const assetPlain = await rawGet(asset, null);
    const assetBr = await rawGet(asset, 'br');
    expect(assetBr.headers['content-encoding']).toBe('br');
    expect(Number(assetBr.headers['content-length'])).toBe(assetBr.body.length);
    expect(zlib.brotliDecompressSync(assetBr.body).equals(assetPlain.body)).toBe(true);
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists sections, articles, regions, activities and weather places', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${baseURL}/nieuws</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${baseURL}/(nieuws|weblog)/\\d{4}/\\d{2}/\\d{2}/[^<]+</loc><lastmod>`),
    );
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/regios/[a-z0-9-]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/activiteiten/[a-z0-9-]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/weer/[a-z0-9-]+</loc>`));
  });

  test('absolute addresses come from the public address, not from the Host header or a // path', async ({
    baseURL,
  }) => {
    const site = new URL(baseURL!);
    // node:http, since a browser or Playwright's request context would send the Host and resolve
    // `//evil.com/` to another host themselves.
    const get = (path: string, host?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(
            { host: site.hostname, port: site.port, path, headers: host ? { host } : {} },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (body += chunk));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            },
          )
          .on('error', reject);
      });
    const home = await get('/', 'evil.com');
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect((await get('/robots.txt', 'evil.com')).body).toContain(
      `Sitemap: ${baseURL}/sitemap.xml`,
    );
    expect((await get('/sitemap.xml', 'evil.com')).body).not.toContain('evil.com');
    // A path starting with // is a path of this site (none such exists), not the home page of
    // another host.
    const slashes = await get('//evil.com/');
    expect(slashes.status).toBe(404);
    expect(slashes.body).not.toContain('http://evil.com');
  });

  test('robots.txt allows crawling and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
