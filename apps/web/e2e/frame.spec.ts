import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';

const SITE_NAME = 'Nederlandse Ski Vereniging';
const STORAGE_KEY = 'nsv-color-mode';
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Axe on the current page: no violations of WCAG 2.1 A/AA. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

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

    await page.getByRole('button', { name: 'Toon een melding' }).click();
    await expect(page.getByText('Dit is een testmelding', { exact: true })).toBeVisible();

    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(lang?.value).toBe('nl');
    const days = ((lang?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    await expectNoAxeViolations(page);
  });

  test('on a phone the floating navigation bar is shown', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/test');
    await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toBeHidden();
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

test.describe('errors', () => {
  test('a server error shows the server-error view with status 500', async ({ page }) => {
    const response = await page.goto('/test?fout=500');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible();
    await expect(page.getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`500 Internal Server Error - ${SITE_NAME}`);
    await expectNoAxeViolations(page);
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
    await expectNoAxeViolations(page);
  });
});

test.describe('caching', () => {
  test('anonymous pages get the literal public cache header and come from the page cache; sessions never', async ({
    request,
  }) => {
    const first = await request.get('/test?cache-check');
    expect(first.headers()['cache-control']).toBe(PUBLIC_CACHE);
    expect(first.headers()['vary']).toBe('Cookie');
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

  test('robots.txt allows crawling and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
