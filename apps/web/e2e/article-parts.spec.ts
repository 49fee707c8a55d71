import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { WCAG_21_AA, expectNoAxeViolations } from './axe';

// The parts of an article page that depend on the article's flags (issue 5, "Article page"):
// publish and edit dates when `isPublishDateVisible`, the editorial note, the 'Advertorial' label,
// tags, and replies only when `isReplyVisible`. The demo content has an article for each case; the
// tests find them through the API, so they follow the content and its clock.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;

interface Article {
  heading: string;
  path: string;
  isPublishDateVisible: boolean;
  isReplyVisible: boolean;
  isReplyAllowed: boolean;
  isAdvertorial: boolean;
  published_at: string;
  edited_at: string | null;
  editorialNote: string | null;
  tags: string[];
}

let articles: Article[] = [];

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const response = await request.post(API_URL, {
    data: {
      query: `{ articles(filters: { limit: 100 }) { items { heading path isPublishDateVisible
        isReplyVisible isReplyAllowed isAdvertorial published_at edited_at editorialNote tags } } }`,
    },
  });
  const body = (await response.json()) as { data: { articles: { items: Article[] } } };
  articles = body.data.articles.items;
});

/** The first demo article that fits, failing with a clear message when the content has none. */
function articleWhere(description: string, fits: (article: Article) => boolean): Article {
  const found = articles.find(fits);
  expect(found, `a demo article ${description}`).toBeTruthy();
  return found!;
}

async function openArticle(page: Page, article: Article) {
  const response = await page.goto(article.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.heading);
}

const meta = (page: Page) => page.locator('.article__header .article__meta');

test.describe('the article page', () => {
  test('shows the publish and edit dates when the publish date is visible', async ({ page }) => {
    const edited = articleWhere('with a visible date, edited', (a) =>
      Boolean(a.isPublishDateVisible && a.edited_at),
    );
    await openArticle(page, edited);
    await expect(meta(page)).toContainText('gepubliceerd op');
    await expect(meta(page).locator('time').first()).toHaveAttribute(
      'datetime',
      edited.published_at,
    );
    await expect(meta(page)).toContainText('bijgewerkt op');
    await expect(meta(page).locator('time').nth(1)).toHaveAttribute('datetime', edited.edited_at!);
    // Written out in Dutch, e.g. '20 november 2026'.
    await expect(meta(page).locator('time').first()).toHaveText(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
    );

    const notEdited = articleWhere('with a visible date, never edited', (a) =>
      Boolean(a.isPublishDateVisible && !a.edited_at),
    );
    await openArticle(page, notEdited);
    await expect(meta(page)).toContainText('gepubliceerd op');
    await expect(meta(page)).not.toContainText('bijgewerkt op');
    await expect(meta(page).locator('time')).toHaveCount(1);
  });

  test('hides both dates when the publish date is not visible', async ({ page }) => {
    const hidden = articleWhere('with a hidden date', (a) => !a.isPublishDateVisible);
    await openArticle(page, hidden);
    await expect(meta(page)).toContainText('door ');
    await expect(meta(page)).not.toContainText('gepubliceerd op');
    await expect(meta(page)).not.toContainText('bijgewerkt op');
    await expect(meta(page).locator('time')).toHaveCount(0);
  });

  test('leaves the dates out of its JSON-LD when the page hides them (decision 0590)', async ({
    page,
  }) => {
    const newsArticle = async () => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((block) => block['@type'] === 'NewsArticle');
    };
    const hidden = articleWhere('with a hidden date', (a) => !a.isPublishDateVisible);
    await openArticle(page, hidden);
    const undated = await newsArticle();
    expect(undated).toMatchObject({ headline: hidden.heading });
    expect(undated).not.toHaveProperty('datePublished');
    expect(undated).not.toHaveProperty('dateModified');

    const shown = articleWhere('with a visible date', (a) => a.isPublishDateVisible);
    await openArticle(page, shown);
    expect(await newsArticle()).toMatchObject({
      datePublished: shown.published_at,
      dateModified: shown.edited_at ?? shown.published_at,
    });
  });

  test('shows the editorial note', async ({ page }) => {
    const noted = articleWhere('with an editorial note', (a) => Boolean(a.editorialNote));
    await openArticle(page, noted);
    const note = page.getByRole('complementary', { name: 'Noot van de redactie' });
    await expect(note).toHaveText(`Noot van de redactie: ${noted.editorialNote}`);

    const plain = articleWhere('without an editorial note', (a) => !a.editorialNote);
    await openArticle(page, plain);
    await expect(page.getByRole('complementary', { name: 'Noot van de redactie' })).toHaveCount(0);
  });

  test("labels an advertorial 'Advertorial', and only an advertorial", async ({ page }) => {
    const advertorial = articleWhere('that is an advertorial', (a) => a.isAdvertorial);
    await openArticle(page, advertorial);
    const label = page.locator('.article__header .article__label');
    await expect(label).toHaveText('Advertorial');
    // Above the heading, where a reader sees it first.
    const labelBox = (await label.boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(labelBox.y).toBeLessThan(headingBox.y);
    await expectNoAxeViolations(page, WCAG_21_AA);

    const regular = articleWhere('that is no advertorial', (a) => !a.isAdvertorial);
    await openArticle(page, regular);
    await expect(page.getByText('Advertorial', { exact: true })).toHaveCount(0);
  });

  test('lists the tags', async ({ page }) => {
    const tagged = articleWhere('with tags', (a) => a.tags.length > 0);
    await openArticle(page, tagged);
    await expect(page.getByRole('list', { name: 'Tags:' }).getByRole('listitem')).toHaveText(
      tagged.tags,
    );
  });

  test('shows replies only when they are visible, and the form only when replies are allowed', async ({
    page,
  }) => {
    const hidden = articleWhere('with hidden replies', (a) => !a.isReplyVisible);
    await openArticle(page, hidden);
    await expect(page.getByRole('heading', { name: 'Reacties' })).toHaveCount(0);
    await expect(page.locator('#reacties')).toHaveCount(0);

    const closed = articleWhere('with visible but closed replies', (a) =>
      Boolean(a.isReplyVisible && !a.isReplyAllowed),
    );
    await openArticle(page, closed);
    const section = page.getByRole('region', { name: 'Reacties' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: 'Log in om te reageren' })).toHaveCount(0);
    await expect(section.getByRole('textbox', { name: 'Reactie' })).toHaveCount(0);

    const open = articleWhere('that takes replies', (a) =>
      Boolean(a.isReplyVisible && a.isReplyAllowed),
    );
    await openArticle(page, open);
    await expect(
      page.getByRole('region', { name: 'Reacties' }).getByRole('link', {
        name: 'Log in om te reageren',
      }),
    ).toBeVisible();
  });
});
