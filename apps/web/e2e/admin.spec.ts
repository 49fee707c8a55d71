import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { nextAddress } from './addresses';
import { openAccountMenu } from './account-menu';
import { WCAG_21_AA, expectNoAxeViolations } from './axe';

// The admin-actions panel (issue 6, spec §2): for admins an edit handle at the left edge opens it;
// 'Open pagina in admin' opens the page's admin location in a new window; the page's content-host
// images can be copied. Members and anonymous visitors get neither the handle nor its code.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3301}`;
const ADMIN = { email: 'admin@skivereniging.nl', password: 'Bergsport-Beheer-2026' };
const MEMBER = { email: 'lid@skivereniging.nl', password: 'Poedersneeuw-2026' };
/** The panel's chunk: `components/admin/admin-panel.tsx` (and its styles), named after the module. */
const ADMIN_CHUNK = /\/assets\/admin-panel[-.]/;

async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post(API_URL, {
    data: { query, variables },
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function logIn(request: APIRequestContext, account: { email: string; password: string }) {
  const { createSession } = await api<{ createSession: string }>(
    request,
    'mutation($input: CreateSessionInput!) { createSession(input: $input) }',
    { input: account },
  );
  return createSession;
}

/** A browser (optionally logged in) that records every request its pages make. */
async function visitor(browser: Browser, token: string | null, permissions: string[] = []) {
  const context = await browser.newContext({ permissions });
  if (token) {
    await context.addCookies([
      { name: '__session', value: token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
    ]);
  }
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  return { context, page: await context.newPage(), requested };
}

/** An article page of the demo content that shows images from the media endpoint. */
async function pageWithImages(request: APIRequestContext): Promise<string> {
  const { articles } = await api<{ articles: { items: { path: string }[] } }>(
    request,
    '{ articles(filters: { limit: 1 }) { items { path } } }',
  );
  const path = articles.items[0]?.path;
  expect(path).toBeTruthy();
  return path as string;
}

test('an admin opens the panel, opens the page in the admin and copies an image address', async ({
  browser,
  request,
}) => {
  const token = await logIn(request, ADMIN);
  const path = await pageWithImages(request);
  const { adminPath } = await api<{ adminPath: string }>(
    request,
    'query($path: String!) { adminPath(path: $path) }',
    { path },
    token,
  );
  const { context, page, requested } = await visitor(browser, token, [
    'clipboard-read',
    'clipboard-write',
  ]);
  try {
    await page.goto(path);
    const handle = page.getByRole('button', { name: 'Beheeracties openen' });
    await expect(handle).toBeVisible();
    expect(requested.some((url) => ADMIN_CHUNK.test(url))).toBe(true);
    // Fixed at the left edge.
    const box = await handle.boundingBox();
    expect(box?.x).toBe(0);
    expect(await handle.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    // By keyboard: Enter opens it (focus on its heading), Escape closes it (focus back).
    await handle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Beheeracties' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Beheeracties' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(handle).toBeFocused();

    // By mouse.
    await handle.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Afbeeldingen op deze pagina' })).toBeVisible();

    // The page's media images as 160 px thumbnails in five columns.
    const thumbnails = panel.getByRole('button', { name: /^Kopieer adres / });
    await expect(thumbnails.first()).toBeVisible();
    const expected = await page.evaluate(() => {
      const addresses = Array.from(document.querySelectorAll('main img'))
        .map(
          (img) => new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
        )
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/media/'))
        .map((url) => `${url.origin}${url.pathname}`);
      return [...new Set(addresses)];
    });
    expect(expected.length).toBeGreaterThan(0);
    await expect(thumbnails).toHaveCount(expected.length);
    expect(
      await panel.locator('ul').evaluate((el) => getComputedStyle(el).gridTemplateColumns),
    ).toBe('160px 160px 160px 160px 160px');
    expect(
      await thumbnails
        .first()
        .locator('img')
        .evaluate((img) => img.clientWidth),
    ).toBe(160);
    // A copy resized by the media endpoint (160 px, 320 on a sharp screen), not the original.
    const firstThumbnail = thumbnails.first().locator('img');
    await expect
      .poll(() =>
        firstThumbnail.evaluate((img) =>
          (img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0,
        ),
      )
      .toBeGreaterThan(0);
    expect(
      await firstThumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeLessThanOrEqual(320);
    // …of an original that is wider (so the check above could fail).
    const originalWidth = await page.evaluate(async (url) => {
      const original = new Image();
      original.src = url;
      await original.decode();
      return original.naturalWidth;
    }, expected[0]!);
    expect(originalWidth).toBeGreaterThan(320);
    await expectNoAxeViolations(page, WCAG_21_AA);

    // 'Open pagina in admin': a new window on the page's admin location.
    const adminLink = panel.getByRole('link', { name: 'Open pagina in admin' });
    await expect(adminLink).toBeVisible();
    const popupPromise = context.waitForEvent('page');
    await adminLink.click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(new URL(adminPath, WEB_URL).href);
    await popup.close();

    // Copying an address: the clipboard holds it without query string, and the toast says so.
    const first = expected[0] as string;
    await panel.getByRole('button', { name: `Kopieer adres ${first}` }).click();
    await expect(
      page
        .locator('[data-nsv-toast-message]')
        .filter({ hasText: `image ${first} copied to clipboard` }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect(first).not.toContain('?');
  } finally {
    await context.close();
  }
});

/** The page's content-host images as the panel lists them: `/media/...` addresses without query. */
function mediaImagesOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const addresses = Array.from(document.querySelectorAll('main img'))
      .map((img) => new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/media/'))
      .map((url) => `${url.origin}${url.pathname}`);
    return [...new Set(addresses)];
  });
}

/** A visible toast with this text (the live regions repeat it for screen readers). */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-nsv-toast-message]').filter({ hasText: text });

test('the image list is recomputed each time the panel opens, also after a client-side navigation', async ({
  browser,
  request,
}) => {
  const token = await logIn(request, ADMIN);
  const path = await pageWithImages(request);
  const { context, page } = await visitor(browser, token);
  try {
    await page.goto(path);
    const handle = page.getByRole('button', { name: 'Beheeracties openen' });
    const panel = page.getByRole('region', { name: 'Beheeracties' });
    const thumbnails = panel.getByRole('button', { name: /^Kopieer adres / });
    const addresses = async () =>
      (await thumbnails.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title'))))
        .filter((title): title is string => title !== null)
        .sort();

    await handle.click();
    const articleImages = (await mediaImagesOn(page)).sort();
    expect(articleImages.length).toBeGreaterThan(0);
    await expect(thumbnails).toHaveCount(articleImages.length);
    expect(await addresses()).toEqual(articleImages);
    await panel.getByRole('button', { name: 'Sluiten' }).click();
    await expect(panel).toBeHidden();

    // To the home page inside the app (no document load: the marker survives).
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'zelfde app'));
    await page.locator('.site-header__name').click();
    await expect(page).toHaveURL(new RegExp(`^${WEB_URL}/$`));
    // The URL changes before React has put the new page in place: wait for the home page itself.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Het laatste uit de bergen' }),
    ).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'zelfde app',
    );
    const homeImages = (await mediaImagesOn(page)).sort();
    expect(homeImages.length).toBeGreaterThan(0);
    expect(homeImages).not.toEqual(articleImages);

    await page.getByRole('button', { name: 'Beheeracties openen' }).click();
    await expect(thumbnails).toHaveCount(homeImages.length);
    expect(await addresses()).toEqual(homeImages);
  } finally {
    await context.close();
  }
});

test('the panel shows the toasts of spec §8 when its request has no session or no admin', async ({
  browser,
  request,
}) => {
  const adminToken = await logIn(request, ADMIN);
  const memberToken = await logIn(request, MEMBER);
  const path = await pageWithImages(request);
  const { context, page } = await visitor(browser, adminToken);
  try {
    await page.goto(path);
    const handle = page.getByRole('button', { name: 'Beheeracties openen' });
    await expect(handle).toBeVisible();

    // The admin logs out in another tab; this page still shows the panel from before.
    const other = await context.newPage();
    await other.goto('/weer');
    const menu = await openAccountMenu(other);
    await menu.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(
      other.locator('.site-header').getByRole('link', { name: 'Inloggen' }),
    ).toBeVisible();
    await other.close();

    // Opening asks the API for the admin location through /graphql, now without a session.
    await handle.click();
    const panel = page.getByRole('region', { name: 'Beheeracties' });
    await expect(toastWith(page, 'Hiervoor moet je ingelogd zijn')).toBeVisible();
    await expect(
      panel.getByText('De beheerlocatie van deze pagina kon niet worden geladen.'),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Open pagina in admin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Beheeracties sluiten' }).click();

    // Now a member is logged in in this browser: the same request is refused as forbidden.
    await context.addCookies([
      { name: '__session', value: memberToken, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
    ]);
    await handle.click();
    await expect(toastWith(page, 'Je hebt geen toegang tot deze actie')).toBeVisible();
    await expect(
      panel.getByText('De beheerlocatie van deze pagina kon niet worden geladen.'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

for (const who of ['member', 'anonymous'] as const) {
  test(`a ${who} gets no edit handle and never loads the panel's code`, async ({
    browser,
    request,
  }) => {
    const token = who === 'member' ? await logIn(request, MEMBER) : null;
    const path = await pageWithImages(request);
    const { context, page, requested } = await visitor(browser, token);
    try {
      const response = await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (who === 'member') {
        // Really logged in: the account menu names the member.
        await expect(page.getByText('Inloggen', { exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole('button', { name: 'Beheeracties openen' })).toHaveCount(0);
      expect(requested.filter((url) => ADMIN_CHUNK.test(url))).toEqual([]);
      expect(await response?.text()).not.toContain('Open pagina in admin');
    } finally {
      await context.close();
    }
  });
}
