import { describe, expect, it } from 'vitest';
import { articleLink } from './clock.js';
import { demoContent as content } from './index.js';
import { activityCategories, contentAreas, type CountryCode } from './types.js';

const regionPagePaths = new Set(content.regions.map((region) => `/regios/${region.slug}`));
const pagePaths = new Set(content.pages.map((page) => page.path));
const allPagePaths = new Set([...pagePaths, ...regionPagePaths]);
const imageKeys = new Set(content.images.map((image) => image.key));
const regionSlugs = new Set(content.regions.map((region) => region.slug));
const items = [
  ...content.articles.map((article) => ({
    where: `artikel ${article.slug}`,
    body: article.body,
    embeds: article.embeds,
  })),
  ...content.pages.map((page) => ({
    where: `pagina ${page.path}`,
    body: page.body,
    embeds: page.embeds,
  })),
];

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('regions', () => {
  it('has at least 40 real regions spread over AT, FR, CH and IT', () => {
    expect(content.regions.length).toBeGreaterThanOrEqual(40);
    const perCountry = (code: CountryCode) =>
      content.regions.filter((region) => region.countryCode === code).length;
    for (const code of ['AT', 'FR', 'CH', 'IT'] as const)
      expect(perCountry(code), code).toBeGreaterThanOrEqual(8);
    for (const slug of [
      'solden',
      'ischgl',
      'mayrhofen-zillertal',
      'val-thorens',
      'tignes',
      'zermatt',
      'verbier',
      'val-gardena',
      'cervinia',
    ]) {
      expect(regionSlugs.has(slug), slug).toBe(true);
    }
  });

  it('gives every region a closed polygon in the Alps, a score, 3-6 rated features and tags', () => {
    for (const region of content.regions) {
      const ring = region.polygon.coordinates[0] ?? [];
      expect(ring.length, region.slug).toBeGreaterThanOrEqual(4);
      expect(ring[0], region.slug).toEqual(ring[ring.length - 1]);
      for (const [lon, lat] of ring) {
        expect(lon, region.slug).toBeGreaterThan(5.5);
        expect(lon, region.slug).toBeLessThan(14);
        expect(lat, region.slug).toBeGreaterThan(44.5);
        expect(lat, region.slug).toBeLessThan(48);
      }
      expect(region.score).toBeGreaterThanOrEqual(0);
      expect(region.score).toBeLessThanOrEqual(10);
      expect(Math.round(region.score * 10)).toBeCloseTo(region.score * 10, 6);
      expect(region.features.length, region.slug).toBeGreaterThanOrEqual(3);
      expect(region.features.length, region.slug).toBeLessThanOrEqual(6);
      for (const feature of region.features) {
        expect([1, 2, 3, 4, 5]).toContain(feature.rating);
        expect(feature.description.length).toBeGreaterThan(20);
        if (feature.pagePath)
          expect(allPagePaths.has(feature.pagePath), feature.pagePath).toBe(true);
      }
      expect(region.tags.length, region.slug).toBeGreaterThan(0);
      expect(region.page.body.length).toBeGreaterThan(200);
    }
  });

  it('uses each of the seven flags both ways', () => {
    const flags = [
      'hasBikepark',
      'hasIndoorPool',
      'hasOutdoorPool',
      'hasGolf',
      'hasToboggan',
      'hasParagliding',
      'hasHighrope',
    ] as const;
    for (const flag of flags) {
      expect(
        content.regions.some((region) => region[flag]),
        flag,
      ).toBe(true);
      expect(
        content.regions.some((region) => !region[flag]),
        flag,
      ).toBe(true);
    }
  });

  it('has a page for every tag of every region', () => {
    for (const region of content.regions) {
      for (const tag of region.tags)
        expect(pagePaths.has(`/regios/${region.slug}/${tag}`), `${region.slug}/${tag}`).toBe(true);
    }
  });
});

describe('articles', () => {
  const news = content.articles.filter((article) => article.type === 'NEWS');
  const weblog = content.articles.filter((article) => article.type === 'WEBLOG');

  it('has at least 80 articles, enough of each type for several list pages', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(80);
    expect(news.length).toBeGreaterThanOrEqual(30);
    expect(weblog.length).toBeGreaterThanOrEqual(30);
  });

  it('spreads publication over the last 18 months, newest within the week', () => {
    const days = content.articles.map((article) => article.publishedDaysAgo);
    expect(Math.min(...days)).toBeLessThanOrEqual(7);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(450);
    expect(Math.max(...days)).toBeLessThanOrEqual(550);
    expect(days.every((day) => day >= 0)).toBe(true);
  });

  it('varies the flags, authors, notes and indexing', () => {
    const count = (test: (a: (typeof content.articles)[number]) => boolean) =>
      content.articles.filter(test).length;
    expect(count((a) => !a.authorSlug)).toBeGreaterThanOrEqual(5);
    expect(
      new Set(content.articles.map((a) => a.authorSlug).filter(Boolean)).size,
    ).toBeGreaterThanOrEqual(5);
    expect(count((a) => Boolean(a.editorialNote))).toBeGreaterThanOrEqual(3);
    expect(count((a) => a.isAdvertorial)).toBeGreaterThanOrEqual(2);
    expect(count((a) => !a.isReplyAllowed)).toBeGreaterThanOrEqual(3);
    expect(count((a) => !a.isReplyVisible)).toBeGreaterThanOrEqual(1);
    expect(count((a) => !a.isPublishDateVisible)).toBeGreaterThanOrEqual(2);
    expect(count((a) => !a.meta.hasIndex)).toBeGreaterThanOrEqual(2);
    expect(count((a) => a.editedDaysAfter !== undefined)).toBeGreaterThanOrEqual(1);
  });

  it('refers only to existing authors and regions', () => {
    const authorSlugs = new Set(content.authors.map((author) => author.slug));
    for (const article of content.articles) {
      if (article.authorSlug) expect(authorSlugs.has(article.authorSlug), article.slug).toBe(true);
      for (const place of article.places)
        expect(regionSlugs.has(place), `${article.slug}: ${place}`).toBe(true);
      expect(article.tags.length, article.slug).toBeGreaterThan(0);
    }
  });
});

describe('embeds', () => {
  it('uses every block type of docs/embed-blocks.md in the articles', () => {
    const types = new Set(
      content.articles.flatMap((article) => article.embeds.map((embed) => embed.type)),
    );
    expect([...types].sort()).toEqual([
      'editorial-note',
      'image-gallery',
      'newsletter-signup',
      'page-list',
      'rich-media',
      'social-post',
      'sport-match',
      'video',
      'weather-report',
      'weblog-list',
    ]);
  });

  it('matches every {{embed:SLUG}} line with one embed of the same item and vice versa', () => {
    for (const item of items) {
      const markers = [...item.body.matchAll(/\{\{embed:([^}]+)\}\}/g)].map((match) => match[1]);
      const ownLine = [...item.body.matchAll(/^\{\{embed:([^}]+)\}\}$/gm)].map((match) => match[1]);
      expect(ownLine, `${item.where}: marker not on a line of its own`).toEqual(markers);
      expect([...markers].sort(), item.where).toEqual(
        item.embeds.map((embed) => embed.slug).sort(),
      );
      expect(duplicates(item.embeds.map((embed) => embed.slug)), item.where).toEqual([]);
    }
  });

  it("gives each weblog-list item its article's flags, so the list says what the article's page says", () => {
    const byLink = new Map(
      content.articles.map((article) => [articleLink(article.type, article.slug), article]),
    );
    let paid = 0;
    for (const item of items) {
      for (const embed of item.embeds.filter((e) => e.type === 'weblog-list')) {
        for (const listed of (embed.data as { items: Record<string, unknown>[] }).items) {
          const article = byLink.get(String(listed.path));
          expect(article, `${item.where}: ${String(listed.path)}`).toBeTruthy();
          expect(listed, `${item.where}: ${String(listed.path)}`).toMatchObject({
            isAdvertorial: article!.isAdvertorial,
            isPublishDateVisible: article!.isPublishDateVisible,
          });
          if (article!.isAdvertorial) paid++;
        }
      }
    }
    // The demo lists a paid post somewhere (Kitzbühel in the summer), so the label shows.
    expect(paid).toBeGreaterThan(0);
  });

  it('puts page-list and weblog-list embeds on pages too', () => {
    const types = new Set(content.pages.flatMap((page) => page.embeds.map((embed) => embed.type)));
    expect(types.has('page-list')).toBe(true);
    expect(types.has('weblog-list')).toBe(true);
  });
});

describe('pages', () => {
  it('has unique paths that do not clash with region pages', () => {
    expect(duplicates(content.pages.map((page) => page.path))).toEqual([]);
    for (const path of regionPagePaths) expect(pagePaths.has(path), path).toBe(false);
  });

  it('forms a tree: every parent exists and is the path one level up', () => {
    for (const page of content.pages) {
      if (!page.parentPath) continue;
      expect(allPagePaths.has(page.parentPath), `${page.path} -> ${page.parentPath}`).toBe(true);
      expect(page.path.startsWith(`${page.parentPath}/`), page.path).toBe(true);
      expect(page.slug).toBe(page.path.split('/').pop());
    }
  });

  it('has a page per activity category under /activiteiten', () => {
    for (const category of activityCategories) {
      const page = content.pages.find(
        (candidate) => candidate.path === `/activiteiten/${category}`,
      );
      expect(page?.activity, category).toBe(category);
      expect(page?.parentPath).toBe('/activiteiten');
    }
  });

  it('has the service pages the site links to', () => {
    for (const path of [
      '/over-ons',
      '/over-ons/bestuur',
      '/lidmaatschap',
      '/veiligheid/lawines',
      '/voorwaarden',
      '/privacy',
      '/regios',
      '/activiteiten',
    ]) {
      expect(pagePaths.has(path), path).toBe(true);
    }
  });
});

describe('references', () => {
  it('lists an image for every key the content names, each once', () => {
    expect(duplicates(content.images.map((image) => image.key))).toEqual([]);
    const named = [
      ...content.articles.flatMap((a) => [
        a.meta.headerImage,
        a.meta.thumbnailImage,
        a.meta.ogImage,
      ]),
      ...content.pages.flatMap((p) => [p.meta.headerImage, p.meta.thumbnailImage, p.meta.ogImage]),
      ...content.regions.flatMap((r) => [
        r.page.meta.headerImage,
        r.page.meta.thumbnailImage,
        r.page.meta.ogImage,
      ]),
      ...content.authors.map((author) => author.avatar),
      ...content.users.map((user) => user.profile?.avatar),
      ...content.banners.map((banner) => banner.image),
      ...content.frontpageItems.map((item) => item.image),
    ].filter((key): key is string => Boolean(key));
    for (const key of named) expect(imageKeys.has(key), key).toBe(true);
  });

  it('declares sensible image sizes, motifs and formats', () => {
    for (const image of content.images) {
      expect(image.width * image.height, image.key).toBeLessThanOrEqual(1600 * 900);
      expect(image.alt.length, image.key).toBeGreaterThan(3);
      expect(image.key.endsWith(image.motif === 'avatar' ? '.png' : '.jpg'), image.key).toBe(true);
    }
  });

  it('links front-page items, replies and weather places to existing things', () => {
    const articleSlugs = new Set(content.articles.map((article) => article.slug));
    for (const item of content.frontpageItems) {
      if (item.entity.kind === 'article')
        expect(articleSlugs.has(item.entity.slug), item.entity.slug).toBe(true);
      else expect(allPagePaths.has(item.entity.path), item.entity.path).toBe(true);
    }
    expect(content.frontpageItems.some((item) => item.entity.kind === 'page')).toBe(true);
    expect(content.frontpageItems.some((item) => item.entity.kind === 'article')).toBe(true);
    const users = new Map(content.users.map((user) => [user.email, user]));
    for (const reply of content.replies) {
      expect(articleSlugs.has(reply.articleSlug), reply.articleSlug).toBe(true);
      expect(users.get(reply.userEmail)?.profile, reply.userEmail).toBeDefined();
    }
    expect(content.replies.some((reply) => /\*\*|^- |\[.+\]\(/m.test(reply.content))).toBe(true);
    for (const place of content.weatherPlaces)
      if (place.regionSlug) expect(regionSlugs.has(place.regionSlug)).toBe(true);
  });

  it('keeps slugs, emails and keys unique', () => {
    expect(duplicates(content.regions.map((r) => r.slug))).toEqual([]);
    expect(duplicates(content.articles.map((a) => a.slug))).toEqual([]);
    expect(duplicates(content.authors.map((a) => a.slug))).toEqual([]);
    expect(duplicates(content.users.map((u) => u.email))).toEqual([]);
    expect(
      duplicates(content.users.flatMap((u) => (u.profile ? [u.profile.username] : []))),
    ).toEqual([]);
    expect(duplicates(content.weatherPlaces.map((w) => w.slug))).toEqual([]);
    expect(duplicates(content.redirects.map((r) => r.from))).toEqual([]);
  });

  it('has front-page urls that are the article paths', () => {
    for (const item of content.frontpageItems) {
      if (item.entity.kind !== 'article') continue;
      const slug = item.entity.slug;
      const article = content.articles.find((candidate) => candidate.slug === slug)!;
      expect(item.url).toBe(articleLink(article.type, article.slug));
    }
  });
});

describe('weather', () => {
  it('has at least 25 places, each with a snow report and forecast days 0..6', () => {
    expect(content.weatherPlaces.length).toBeGreaterThanOrEqual(25);
    for (const place of content.weatherPlaces) {
      expect(
        place.forecast.map((day) => day.dayOffset),
        place.slug,
      ).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const day of place.forecast)
        expect(day.temperatureMin).toBeLessThanOrEqual(day.temperatureMax);
      const { snow } = place;
      expect(snow.liftsOpen).toBeLessThanOrEqual(snow.liftsTotal);
      expect(snow.slopesOpenKm).toBeLessThanOrEqual(snow.slopesTotalKm);
      expect(snow.snowDepthValley).toBeLessThanOrEqual(snow.snowDepthMountain);
      expect(place.elevationValley).toBeLessThan(place.elevationMountain);
      for (const hours of Object.values(snow.measuredHoursAgo))
        expect(hours).toBeGreaterThanOrEqual(0);
    }
  });

  it('leaves a few values older than 24 hours so the site can mark them stale', () => {
    const stale = content.weatherPlaces.filter((place) =>
      Object.values(place.snow.measuredHoursAgo).some((hours) => hours > 24),
    );
    expect(stale.length).toBeGreaterThanOrEqual(3);
    expect(stale.length).toBeLessThan(content.weatherPlaces.length / 2);
  });
});

describe('banners, redirects and users', () => {
  it('has banners of both ad types in several valid areas', () => {
    expect(new Set(content.banners.map((banner) => banner.adType))).toEqual(
      new Set(['BANNER', 'RICHMEDIA']),
    );
    expect(new Set(content.banners.map((banner) => banner.area)).size).toBeGreaterThanOrEqual(5);
    for (const banner of content.banners) expect(contentAreas).toContain(banner.area);
  });

  it('has internal and external redirects from site paths', () => {
    for (const redirect of content.redirects) {
      expect(redirect.from.startsWith('/'), redirect.from).toBe(true);
      expect(redirect.to.startsWith('/') || redirect.to.startsWith('https://'), redirect.to).toBe(
        true,
      );
    }
    expect(content.redirects.some((redirect) => redirect.to.startsWith('https://'))).toBe(true);
    const webshop = content.redirects.find((redirect) => redirect.from === '/webshop');
    expect(webshop?.to.startsWith('https://')).toBe(true);
    const appRoutes = new Set(['/weer', '/weblog', '/nieuws', '/artikelen', '/zoeken']);
    for (const redirect of content.redirects.filter((r) => r.to.startsWith('/'))) {
      expect(allPagePaths.has(redirect.to) || appRoutes.has(redirect.to), redirect.to).toBe(true);
    }
  });

  it('has the admin and member accounts of the README, one account without profile', () => {
    const admin = content.users.find((user) => user.email === 'admin@skivereniging.nl');
    expect(admin).toMatchObject({ password: 'Bergsport-Beheer-2026', isAdmin: true });
    expect(admin?.profile).toBeDefined();
    const member = content.users.find((user) => user.email === 'lid@skivereniging.nl');
    expect(member).toMatchObject({ password: 'Poedersneeuw-2026', isAdmin: false });
    expect(member?.profile).toBeDefined();
    expect(content.users.filter((user) => !user.profile).length).toBeGreaterThanOrEqual(1);
    expect(content.users.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every user a password of 8 to 64 characters that is not a common one', () => {
    const common = ['password', 'wachtwoord', '12345678', 'qwerty123', 'welkom01', 'skiën123'];
    for (const user of content.users) {
      expect(user.password.length).toBeGreaterThanOrEqual(8);
      expect(user.password.length).toBeLessThanOrEqual(64);
      expect(common).not.toContain(user.password.toLowerCase());
      expect(user.password.toLowerCase()).not.toContain(user.email.split('@')[0]!.toLowerCase());
    }
  });
});

describe('texts', () => {
  it('contains no filler text', () => {
    const all = JSON.stringify(content);
    for (const filler of ['lorem', 'ipsum', 'TODO', 'placeholder', 'voorbeeldtekst'])
      expect(all.toLowerCase()).not.toContain(filler.toLowerCase());
  });
});
