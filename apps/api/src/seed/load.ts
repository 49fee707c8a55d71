import { randomUUID } from 'node:crypto';
import { eq, inArray, max, min, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import * as t from '../db/schema.js';
import { dutchDate } from '../lib/dutch-time.js';
import { renderContent, renderReply } from '../lib/markdown.js';
import { rebuildSearchIndex } from '../lib/search-index.js';
import { slugify } from '../lib/text.js';
import { interestIdFor } from '../schema/accounts/interests.js';
import { articlePath } from '../schema/articles/queries.js';
import type { SeedContent, SeedEmbed, SeedMeta, SeedWeatherPlace } from './content/types.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Name of the seed run recorded in `seed_runs`. */
export const DEMO_SEED = 'demo';
/** Name of the last renewal of the demo weather in `seed_runs` (see `renewDemoWeather`). */
export const DEMO_WEATHER = 'demo-weather';
/** The key of the PostgreSQL advisory lock that one renewal of the demo weather holds. */
const DEMO_WEATHER_LOCK = 0x6e_73_76_77; // 'nsvw'

/** A transaction of `Db`, as `db.transaction` hands it to its callback. */
type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Counts of what the loader wrote. */
export interface SeedSummary {
  images: number;
  regions: number;
  articles: number;
  pages: number;
  users: number;
  replies: number;
  weatherPlaces: number;
}

const meta = (m: SeedMeta, heading: string): t.MetaJson => ({
  id: randomUUID(),
  title: m.title ?? heading,
  description: m.description,
  headerImage: m.headerImage,
  thumbnailImage: m.thumbnailImage ?? m.headerImage,
  ogImage: m.ogImage,
  hasIndex: m.hasIndex,
});

/**
 * A demo place's snow report and forecast, dated against `now`: each value measured the seed's
 * hours before it, the forecast from that (Dutch) day on, issued three hours before.
 */
function demoWeatherRows(placeId: string, w: SeedWeatherPlace, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const m = w.snow.measuredHoursAgo;
  const report: typeof t.snowReports.$inferInsert = {
    placeId,
    reportedAt: at(
      Math.min(m.snowDepthValley, m.snowDepthMountain, m.freshSnow, m.liftsOpen, m.slopesOpen),
    ),
    snowDepthValley: w.snow.snowDepthValley,
    snowDepthValleyAt: at(m.snowDepthValley),
    snowDepthMountain: w.snow.snowDepthMountain,
    snowDepthMountainAt: at(m.snowDepthMountain),
    freshSnow: w.snow.freshSnow,
    freshSnowAt: at(m.freshSnow),
    liftsOpen: w.snow.liftsOpen,
    liftsTotal: w.snow.liftsTotal,
    liftsAt: at(m.liftsOpen),
    slopesOpenKm: w.snow.slopesOpenKm,
    slopesTotalKm: w.snow.slopesTotalKm,
    slopesAt: at(m.slopesOpen),
  };
  const days: (typeof t.forecasts.$inferInsert)[] = w.forecast.map((f) => ({
    placeId,
    date: dutchDate(now, f.dayOffset),
    condition: f.condition,
    temperatureMin: f.temperatureMin,
    temperatureMax: f.temperatureMax,
    freshSnow: f.freshSnow,
    freezingLevel: f.freezingLevel,
    issuedAt: at(3),
  }));
  return { report, days };
}

/** Checks that every `{{embed:SLUG}}` in a body names one of the item's embeds. */
function checkEmbeds(where: string, body: string, embeds: SeedEmbed[]): void {
  const slugs = new Set(embeds.map((e) => e.slug));
  for (const match of body.matchAll(/^\{\{embed:([^}]+)\}\}$/gm)) {
    if (!slugs.has(match[1]!))
      throw new Error(`${where}: embed '${match[1]}' staat in de tekst maar niet in embeds`);
  }
}

async function insertChunked<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>, size = 100) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Turns seed content into rows: dates relative to `now`, passwords hashed with argon2id, markdown
 * rendered with embed markers, the search index built. Runs in one transaction; idempotent through
 * `seed_runs` (a second call returns null and writes nothing).
 */
export async function loadSeedContent(
  db: Db,
  content: SeedContent,
  now = new Date(),
): Promise<SeedSummary | null> {
  const [done] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, DEMO_SEED)).limit(1);
  if (done) return null;

  // argon2 is slow on purpose: hash before the transaction so it holds no locks meanwhile.
  const passwordHashes = new Map<string, string>();
  for (const u of content.users) passwordHashes.set(u.email, await hashPassword(u.password));

  await db.transaction(async (tx) => {
    await insertChunked(content.images, (c) =>
      tx
        .insert(t.images)
        .values(c.map(({ key, width, height, alt }) => ({ key, width, height, alt }))),
    );

    const authorIds = new Map<string, string>();
    for (const a of content.authors) {
      const [row] = await tx
        .insert(t.authors)
        .values({
          slug: a.slug,
          username: a.username,
          biography: a.authorBiography,
          avatarKey: a.avatar ?? null,
        })
        .returning({ id: t.authors.id });
      authorIds.set(a.slug, row!.id);
    }

    // Pages first, parents before children (shorter paths first), so breadcrumbs can follow parent ids.
    const regionPages = content.regions.map((r) => ({
      path: `/regios/${r.slug}`,
      slug: r.slug,
      title: r.name,
      name: r.name,
      heading: r.page.heading,
      parentPath: content.pages.some((p) => p.path === '/regios') ? '/regios' : undefined,
      tags: r.tags,
      activity: undefined,
      meta: r.page.meta,
      body: r.page.body,
      embeds: [] as SeedEmbed[],
    }));
    const allPages = [
      ...content.pages,
      ...regionPages.filter((rp) => !content.pages.some((p) => p.path === rp.path)),
    ].sort(
      (a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path),
    );
    const pageIds = new Map<string, string>();
    for (const p of allPages) {
      checkEmbeds(p.path, p.body, p.embeds);
      const parentId = p.parentPath ? pageIds.get(p.parentPath) : undefined;
      if (p.parentPath && !parentId)
        throw new Error(`${p.path}: bovenliggende pagina ${p.parentPath} ontbreekt`);
      const [row] = await tx
        .insert(t.pages)
        .values({
          path: p.path,
          slug: p.slug,
          title: p.title,
          name: p.name,
          heading: p.heading,
          parentId: parentId ?? null,
          tags: p.tags,
          activity: p.activity ?? null,
          meta: meta(p.meta, p.title),
          body: p.body,
          rendered: renderContent(p.body),
          embeds: p.embeds,
          publishedAt: now,
        })
        .returning({ id: t.pages.id });
      pageIds.set(p.path, row!.id);
    }

    for (const r of content.regions) {
      const [row] = await tx
        .insert(t.regions)
        .values({
          slug: r.slug,
          name: r.name,
          countryCode: r.countryCode,
          score: r.score,
          hasBikepark: r.hasBikepark,
          hasIndoorPool: r.hasIndoorPool,
          hasOutdoorPool: r.hasOutdoorPool,
          hasGolf: r.hasGolf,
          hasToboggan: r.hasToboggan,
          hasParagliding: r.hasParagliding,
          hasHighrope: r.hasHighrope,
          polygon: r.polygon,
          tags: r.tags,
          pageId: pageIds.get(`/regios/${r.slug}`) ?? null,
        })
        .returning({ id: t.regions.id });
      if (r.features.length) {
        await tx.insert(t.regionFeatures).values(
          r.features.map((f, position) => ({
            regionId: row!.id,
            position,
            name: f.name,
            rating: f.rating,
            description: f.description,
            pagePath: f.pagePath ?? null,
          })),
        );
      }
    }

    const articleIds = new Map<string, string>();
    for (const a of content.articles) {
      checkEmbeds(a.slug, a.body, a.embeds);
      if (a.authorSlug && !authorIds.has(a.authorSlug))
        throw new Error(`${a.slug}: onbekende auteur ${a.authorSlug}`);
      // A minute before now at the latest, so "today" articles are already published.
      const publishedAt = new Date(
        now.getTime() - a.publishedDaysAgo * DAY - 60_000 - (a.slug.length % 12) * HOUR,
      );
      const editedAt =
        a.editedDaysAfter !== undefined
          ? new Date(Math.min(now.getTime(), publishedAt.getTime() + a.editedDaysAfter * DAY))
          : null;
      const [row] = await tx
        .insert(t.articles)
        .values({
          slug: a.slug,
          type: a.type,
          heading: a.heading,
          path: articlePath(a.type, publishedAt, a.slug),
          publishedAt,
          editedAt,
          authorId: a.authorSlug ? authorIds.get(a.authorSlug)! : null,
          tags: a.tags,
          places: a.places,
          isPublishDateVisible: a.isPublishDateVisible,
          isReplyVisible: a.isReplyVisible,
          isReplyAllowed: a.isReplyAllowed,
          isAdvertorial: a.isAdvertorial,
          editorialNote: a.editorialNote ?? null,
          meta: meta(a.meta, a.heading),
          body: a.body,
          rendered: renderContent(a.body),
          embeds: a.embeds,
        })
        .returning({ id: t.articles.id });
      articleIds.set(a.slug, row!.id);
    }

    const userIds = new Map<string, string>();
    const usedSlugs = new Set<string>();
    for (const u of content.users) {
      const [row] = await tx
        .insert(t.users)
        .values({
          email: u.email.toLowerCase(),
          passwordHash: passwordHashes.get(u.email)!,
          isAdmin: u.isAdmin,
        })
        .returning({ id: t.users.id });
      userIds.set(u.email, row!.id);
      if (u.profile) {
        let slug = slugify(u.profile.username) || 'lid';
        for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(u.profile.username)}-${n}`;
        usedSlugs.add(slug);
        await tx.insert(t.profiles).values({
          userId: row!.id,
          username: u.profile.username,
          slug,
          signature: u.profile.signature ?? null,
          label: u.profile.label ?? null,
          avatarKey: u.profile.avatar ?? null,
        });
      }
      for (const name of u.interests) {
        const interestId = await interestIdFor(tx, name);
        await tx.insert(t.userInterests).values({ userId: row!.id, interestId });
      }
      if (u.newsletter) {
        await tx
          .insert(t.newsletterSubscriptions)
          .values({ email: u.email.toLowerCase(), userId: row!.id, confirmedAt: now });
      }
    }

    const replyCounts = new Map<string, number>();
    await insertChunked(content.replies, (chunk) =>
      tx.insert(t.replies).values(
        chunk.map((r) => {
          const articleId = articleIds.get(r.articleSlug);
          const userId = userIds.get(r.userEmail);
          if (!articleId || !userId)
            throw new Error(
              `reactie: onbekend artikel ${r.articleSlug} of gebruiker ${r.userEmail}`,
            );
          if (!content.users.find((u) => u.email === r.userEmail)?.profile)
            throw new Error(`reactie: ${r.userEmail} heeft geen profiel`);
          replyCounts.set(articleId, (replyCounts.get(articleId) ?? 0) + 1);
          return {
            articleId,
            userId,
            content: r.content,
            rendered: renderReply(r.content),
            createdAt: new Date(now.getTime() - r.hoursAgo * HOUR),
            voteCount: r.voteCount,
            isChecked: true,
          };
        }),
      ),
    );
    for (const [articleId, n] of replyCounts) {
      await tx.update(t.articles).set({ replyCount: n }).where(eq(t.articles.id, articleId));
    }

    if (content.frontpageItems.length) {
      await tx.insert(t.frontpageItems).values(
        content.frontpageItems.map((f, position) => {
          const articleId = f.entity.kind === 'article' ? articleIds.get(f.entity.slug) : undefined;
          const pageId = f.entity.kind === 'page' ? pageIds.get(f.entity.path) : undefined;
          if (!articleId && !pageId)
            throw new Error(`voorpagina: ${JSON.stringify(f.entity)} bestaat niet`);
          return {
            position,
            heading: f.heading,
            description: f.description,
            imageKey: f.image,
            url: f.url,
            articleId: articleId ?? null,
            pageId: pageId ?? null,
          };
        }),
      );
    }

    if (content.banners.length) {
      await tx.insert(t.banners).values(
        content.banners.map((b) => ({
          adType: b.adType,
          area: b.area,
          title: b.title,
          subtitle: b.subtitle,
          text: b.text,
          offer: b.offer,
          videoUrl: b.videoUrl ?? null,
          imageKey: b.image ?? null,
          url: b.url,
          linkLabel: b.linkLabel,
          isHighlighted: b.isHighlighted,
        })),
      );
    }

    for (const w of content.weatherPlaces) {
      const [place] = await tx
        .insert(t.weatherPlaces)
        .values({
          slug: w.slug,
          name: w.name,
          regionSlug: w.regionSlug ?? null,
          countryCode: w.countryCode,
          latitude: w.latitude,
          longitude: w.longitude,
          elevationValley: w.elevationValley,
          elevationMountain: w.elevationMountain,
        })
        .returning({ id: t.weatherPlaces.id });
      const { report, days } = demoWeatherRows(place!.id, w, now);
      await tx.insert(t.snowReports).values(report);
      if (days.length) await tx.insert(t.forecasts).values(days);
    }

    if (content.redirects.length) {
      await tx
        .insert(t.redirects)
        .values(
          content.redirects.map((r) => ({ fromPath: r.from, to: r.to, permanent: r.permanent })),
        );
    }
    await tx.insert(t.seedRuns).values({ name: DEMO_SEED, seededAt: now });
  });

  await rebuildSearchIndex(db);
  // The planner's statistics: a freshly filled database has none until autovacuum analyses it
  // (never where autovacuum is off, as on our CI server), and without them PostgreSQL takes every
  // table for hundreds of rows and hashes whole tables, wide rows and all, where an index lookup
  // per row would do (frontpageItems: 3.3 ms instead of 0.3 ms per execution). Cheap at this size.
  await db.execute(sql`ANALYZE`);
  return {
    images: content.images.length,
    regions: content.regions.length,
    articles: content.articles.length,
    pages: content.pages.length,
    users: content.users.length,
    replies: content.replies.length,
    weatherPlaces: content.weatherPlaces.length,
  };
}

/**
 * Keeps the demo weather current: the seed dates its snow reports and seven-day forecasts against
 * the day it ran, so a demo database started again on a later (Dutch) day would show fewer days
 * ahead and only stale reports. On such a day this writes each demo place's report and forecast
 * again, dated against `now`. It renews only what the demo wrote itself: a place whose latest
 * report or forecast is not the one the demo wrote last (a real source wrote since) is left alone.
 * One transaction under an advisory lock, so API processes sharing a database renew once between
 * them. Gives the number of places renewed.
 */
export async function renewDemoWeather(
  db: Db,
  content: Pick<SeedContent, 'weatherPlaces'>,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    // One renewal at a time, also across API processes on one database: a second waits here and
    // then finds today's renewal done, instead of writing the same days again (a unique-index error).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_WEATHER_LOCK})`);
    return renewDemoWeatherLocked(tx, content, now);
  });
}

/** `renewDemoWeather` inside its transaction, holding the lock. */
async function renewDemoWeatherLocked(
  db: DbTransaction,
  content: Pick<SeedContent, 'weatherPlaces'>,
  now: Date,
): Promise<number> {
  const runs = await db
    .select()
    .from(t.seedRuns)
    .where(inArray(t.seedRuns.name, [DEMO_SEED, DEMO_WEATHER]));
  const seeded = runs.find((r) => r.name === DEMO_SEED);
  if (!seeded) return 0;
  const written = runs.find((r) => r.name === DEMO_WEATHER)?.seededAt ?? seeded.seededAt;
  if (dutchDate(written) === dutchDate(now)) return 0;

  const bySlug = new Map(content.weatherPlaces.map((w) => [w.slug, w]));
  const places = (
    await db.select({ id: t.weatherPlaces.id, slug: t.weatherPlaces.slug }).from(t.weatherPlaces)
  ).filter((p) => bySlug.has(p.slug));
  if (!places.length) return 0;
  // The demo's own rows are known to the millisecond: what `demoWeatherRows` wrote at `written`.
  const ids = places.map((p) => p.id);
  const [reports, issued] = await Promise.all([
    db
      .select({ id: t.snowReports.placeId, latest: max(t.snowReports.reportedAt) })
      .from(t.snowReports)
      .where(inArray(t.snowReports.placeId, ids))
      .groupBy(t.snowReports.placeId),
    db
      .select({
        id: t.forecasts.placeId,
        first: min(t.forecasts.issuedAt),
        last: max(t.forecasts.issuedAt),
      })
      .from(t.forecasts)
      .where(inArray(t.forecasts.placeId, ids))
      .groupBy(t.forecasts.placeId),
  ]);
  const latestReport = new Map(reports.map((r) => [r.id, r.latest?.getTime()]));
  const issuedRange = new Map(issued.map((r) => [r.id, [r.first?.getTime(), r.last?.getTime()]]));
  const demoPlaces = places.filter((p) => {
    const expected = demoWeatherRows(p.id, bySlug.get(p.slug)!, written);
    const issuedAt = expected.days[0]?.issuedAt?.getTime();
    const [first, last] = issuedRange.get(p.id) ?? [];
    return (
      latestReport.get(p.id) === expected.report.reportedAt.getTime() &&
      first === issuedAt &&
      last === issuedAt
    );
  });

  if (demoPlaces.length) {
    const demoIds = demoPlaces.map((p) => p.id);
    await db.delete(t.snowReports).where(inArray(t.snowReports.placeId, demoIds));
    await db.delete(t.forecasts).where(inArray(t.forecasts.placeId, demoIds));
    const rows = demoPlaces.map((p) => demoWeatherRows(p.id, bySlug.get(p.slug)!, now));
    await db.insert(t.snowReports).values(rows.map((r) => r.report));
    const days = rows.flatMap((r) => r.days);
    if (days.length) await db.insert(t.forecasts).values(days);
  }
  await db
    .insert(t.seedRuns)
    .values({ name: DEMO_WEATHER, seededAt: now })
    .onConflictDoUpdate({ target: t.seedRuns.name, set: { seededAt: now } });
  return demoPlaces.length;
}
