import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { waitForHydration } from './focus';

// The GET forms that filter or sort a list (search, regions, article lists): their fields always
// show what the URL says, also after Back and Forward, and choosing a sort field brings its own
// usual order along.

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;

/** Waits until a client-side navigation has settled (the form's submit is React Router's). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('with JavaScript, Back and Forward', () => {
  test('the search form shows the query and kind of the URL', async ({ page }) => {
    await page.goto('/zoeken');
    await settled(page);
    const field = page.getByRole('searchbox', { name: 'Zoekterm' });
    // A quiet network is no hydrated page: before it the search is a full page load, and Back
    // and Forward are the browser's.
    await waitForHydration(page.getByRole('button', { name: 'Zoeken' }));
    await field.fill('skien');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=skien&soort=$/);
    await field.fill('solden');
    await page.getByRole('radio', { name: 'Artikelen' }).check();
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=solden&soort=ARTICLE$/i);
    await settled(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/zoeken\?q=skien&soort=$/);
    await settled(page);
    await expect(field).toHaveValue('skien');
    await expect(page.getByRole('radio', { name: 'Alles' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Artikelen' })).not.toBeChecked();

    await page.goForward();
    await expect(page).toHaveURL(/q=solden/);
    await settled(page);
    await expect(field).toHaveValue('solden');
    await expect(page.getByRole('radio', { name: 'Artikelen' })).toBeChecked();
  });

  test('what is typed while the last search still loads stays in the field', async ({ page }) => {
    await page.goto('/zoeken');
    await settled(page);
    const field = page.getByRole('searchbox', { name: 'Zoekterm' });
    // The search's answer is held until the next words are typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent!: () => void;
    const sending = new Promise<void>((resolve) => (sent = resolve));
    await page.route(
      (url) => url.pathname === '/zoeken.data' && url.searchParams.get('q') === 'skien',
      async (route) => {
        sent();
        await held;
        await route.continue();
      },
    );
    // Only the script's submit asks for `/zoeken.data`.
    await waitForHydration(page.getByRole('button', { name: 'Zoeken' }));
    await field.fill('skien');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await sending;
    await field.fill('solden');
    release();
    await expect(page).toHaveURL(/\/zoeken\?q=skien&soort=$/);
    await expect(page.getByRole('heading', { level: 2, name: /voor ‘skien’$/ })).toBeVisible();
    await settled(page);
    await expect(field).toHaveValue('solden');
    // Back and Forward still show the URL's words.
    await page.goBack();
    await expect(page).toHaveURL(/\/zoeken$/);
    await expect(field).toHaveValue('');
  });

  test('a link to other values updates a form the visitor left as it was', async ({ page }) => {
    await page.goto('/zoeken?q=skien&soort=ARTICLE');
    await settled(page);
    const field = page.getByRole('searchbox', { name: 'Zoekterm' });
    await expect(field).toHaveValue('skien');
    // The main navigation's 'Zoeken': a new search page, in place (not Back or Forward). Once
    // hydrated: a full page load would show the empty form anyway.
    const searchLink = page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Zoeken' });
    await waitForHydration(searchLink);
    await searchLink.click();
    await expect(page).toHaveURL(/\/zoeken$/);
    await settled(page);
    await expect(field).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Alles' })).toBeChecked();
  });

  test('the region filters show the country and facilities of the URL', async ({ page }) => {
    await page.goto('/regios');
    await settled(page);
    const country = page.getByLabel('Land');
    const toboggan = page.getByRole('checkbox', { name: 'Rodelbaan' });
    const submit = page.getByRole('button', { name: 'Toon skigebieden' });
    // Before hydration the filters are a full page load, and Back and Forward the browser's.
    await waitForHydration(submit);
    await country.selectOption('AT');
    await submit.click();
    await expect(page).toHaveURL(/\/regios\?land=AT$/);
    await toboggan.check();
    await submit.click();
    await expect(page).toHaveURL(/\/regios\?land=AT&voorziening=rodelbaan$/);
    await settled(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/regios\?land=AT$/);
    await settled(page);
    await expect(country).toHaveValue('AT');
    await expect(toboggan).not.toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\/regios$/);
    await settled(page);
    await expect(country).toHaveValue('');
    await expect(toboggan).not.toBeChecked();

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/voorziening=rodelbaan/);
    await settled(page);
    await expect(country).toHaveValue('AT');
    await expect(toboggan).toBeChecked();
  });
});

/** The first headings of /nieuws sorted by title A to Z, from the API. */
async function newsByTitle(request: APIRequestContext, order: 'ASC' | 'DESC') {
  const response = await request.post(API_URL, {
    data: {
      query: `{ articlesByType(type: NEWS, filters: { sort: HEADING, order: ${order}, limit: 10 }) { items { heading } } }`,
    },
  });
  const body = (await response.json()) as {
    data: { articlesByType: { items: { heading: string }[] } };
  };
  return body.data.articlesByType.items.map((item) => item.heading);
}

test.describe('choosing a sort field brings its own order', () => {
  test('with JavaScript the order follows the field, unless the visitor picks one', async ({
    page,
    request,
  }) => {
    await page.goto('/nieuws');
    await settled(page);
    const field = page.getByLabel('Sorteer op');
    const order = page.getByLabel('Volgorde');
    await expect(order).toHaveValue('af');
    // The order follows the field by the script's change handler.
    await waitForHydration(field);
    await field.selectOption('titel');
    await expect(order).toHaveValue('op');
    await page.getByRole('button', { name: 'Sorteren' }).click();
    await expect(page).toHaveURL(/\/nieuws\?sorteer=titel&volgorde=op$/);
    await expect(page.locator('.teaser h2')).toHaveText(await newsByTitle(request, 'ASC'));

    // Back to the date: newest first again.
    await field.selectOption('datum');
    await expect(order).toHaveValue('af');
    // A field and an order chosen together: the visitor's order is kept.
    await field.selectOption('titel');
    await order.selectOption('af');
    await page.getByRole('button', { name: 'Sorteren' }).click();
    await expect(page).toHaveURL(/\/nieuws\?sorteer=titel&volgorde=af$/);
    await expect(page.locator('.teaser h2')).toHaveText(await newsByTitle(request, 'DESC'));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server gives the new field its own order', async ({ page, request }) => {
      await page.goto('/nieuws');
      await page.getByLabel('Sorteer op').selectOption('titel');
      await page.getByRole('button', { name: 'Sorteren' }).click();
      await expect(page).toHaveURL(/\/nieuws\?sorteer=titel&volgorde=op$/);
      await expect(page.getByLabel('Volgorde')).toHaveValue('op');
      await expect(page.locator('.teaser h2')).toHaveText(await newsByTitle(request, 'ASC'));

      // Changing the order alone keeps it.
      await page.getByLabel('Volgorde').selectOption('af');
      await page.getByRole('button', { name: 'Sorteren' }).click();
      await expect(page).toHaveURL(/\/nieuws\?sorteer=titel&volgorde=af$/);
      await expect(page.locator('.teaser h2')).toHaveText(await newsByTitle(request, 'DESC'));
    });
  });
});

test.describe('the regions list pages like the article lists', () => {
  test('a later page has its own title; a page past the end is a 404 that says so', async ({
    page,
  }) => {
    const second = await page.goto('/regios?pagina=2');
    expect(second?.status()).toBe(200);
    await expect(page).toHaveTitle('Skigebieden - pagina 2 - Nederlandse Ski Vereniging');

    const past = await page.goto('/regios?pagina=99');
    expect(past?.status()).toBe(404);
    await expect(
      page.getByText('Deze pagina bestaat niet meer; ga terug naar de eerste pagina.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Skigebieden - pagina 99 - Nederlandse Ski Vereniging');
    // The pager says where the visitor is (not the last page's number), and the way back works.
    await expect(
      page
        .getByRole('navigation', { name: "Pagina's van de skigebieden" })
        .locator('[aria-current="page"]'),
    ).toHaveText(/^Pagina 99 van \d+$/);
    await page.getByRole('link', { name: 'eerste pagina' }).click();
    await expect(page).toHaveURL(/\/regios$/);
    await expect(page.locator('.region-list__item').first()).toBeVisible();
    // A filtered list's first page is never a missing page (every filter of the demo content
    // finds at least one region, so an empty result cannot be shown here).
    const filtered = await page.goto('/regios?land=AT&pagina=1');
    expect(filtered?.status()).toBe(200);
  });
});
