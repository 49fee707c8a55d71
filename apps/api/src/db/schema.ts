/**
 * The database schema (drizzle). `pnpm db:generate` turns changes into a versioned SQL migration in
 * ../../drizzle; the same migrations run on PGlite and on a PostgreSQL server.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().defaultRandom();

/** Meta block of an article or page, stored with it (images are keys into `images`). */
export interface MetaJson {
  id: string;
  title?: string | undefined;
  description?: string | undefined;
  headerImage?: string | undefined;
  thumbnailImage?: string | undefined;
  ogImage?: string | undefined;
  hasIndex: boolean;
}

/** An embed as stored: data as seeded (weather-report data is filled at query time). */
export interface EmbedJson {
  type: string;
  slug: string;
  data: Record<string, unknown>;
}

export const images = pgTable('images', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull(),
});

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    slug: text('slug').notNull().unique(),
    signature: text('signature'),
    label: text('label'),
    avatarKey: text('avatar_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_username_lower').on(sql`lower(${t.username})`)],
);

export const interests = pgTable(
  'interests',
  {
    id: id(),
    /** As the member who chose it first spelt it (trimmed, inner whitespace as single spaces). */
    name: text('name').notNull(),
  },
  // One interest per name whatever its capitals: 'FREERIDE' is the members' 'freeride', so it is
  // suggested once and its holders are counted together (migration 0006 merged older duplicates).
  (t) => [uniqueIndex('interests_name_lower').on(sql`lower(${t.name})`)],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: uuid('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.interestId] }),
    // An interest's holders (the primary key leads with the member): counted for the suggestions.
    index('user_interests_interest').on(t.interestId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token's random part: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    /** The client address at login, shown so users can recognise their sessions. */
    identifier: text('identifier'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Last use. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text('email').notNull().unique(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash'),
  confirmedAt: ts('confirmed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const authors = pgTable('authors', {
  id: id(),
  slug: text('slug').notNull().unique(),
  username: text('username').notNull(),
  biography: text('biography'),
  avatarKey: text('avatar_key'),
});

export const regions = pgTable('regions', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  score: doublePrecision('score').notNull(),
  hasBikepark: boolean('has_bikepark').notNull(),
  hasIndoorPool: boolean('has_indoor_pool').notNull(),
  hasOutdoorPool: boolean('has_outdoor_pool').notNull(),
  hasGolf: boolean('has_golf').notNull(),
  hasToboggan: boolean('has_toboggan').notNull(),
  hasParagliding: boolean('has_paragliding').notNull(),
  hasHighrope: boolean('has_highrope').notNull(),
  polygon: jsonb('polygon').$type<{ type: 'Polygon'; coordinates: number[][][] }>().notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  pageId: uuid('page_id'),
});

export const regionFeatures = pgTable(
  'region_features',
  {
    id: id(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    pagePath: text('page_path'),
  },
  (t) => [index('region_features_region').on(t.regionId)],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    type: text('type', { enum: ['NEWS', 'WEBLOG'] }).notNull(),
    heading: text('heading').notNull(),
    path: text('path').notNull().unique(),
    publishedAt: ts('published_at').notNull(),
    editedAt: ts('edited_at'),
    authorId: uuid('author_id').references(() => authors.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Region slugs. */
    places: text('places')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isPublishDateVisible: boolean('is_publish_date_visible').notNull(),
    isReplyVisible: boolean('is_reply_visible').notNull(),
    isReplyAllowed: boolean('is_reply_allowed').notNull(),
    isAdvertorial: boolean('is_advertorial').notNull(),
    editorialNote: text('editorial_note'),
    meta: jsonb('meta').$type<MetaJson>().notNull(),
    body: text('body').notNull(),
    rendered: text('rendered').notNull(),
    embeds: jsonb('embeds').$type<EmbedJson[]>().notNull(),
    impressions: integer('impressions').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
  },
  (t) => [
    index('articles_published').on(t.publishedAt),
    index('articles_tags').using('gin', t.tags),
    index('articles_places').using('gin', t.places),
  ],
);

export const pages = pgTable(
  'pages',
  {
    id: id(),
    path: text('path').notNull().unique(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    heading: text('heading').notNull(),
    parentId: uuid('parent_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    activity: text('activity'),
    meta: jsonb('meta').$type<MetaJson>().notNull(),
    body: text('body').notNull(),
    rendered: text('rendered').notNull(),
    embeds: jsonb('embeds').$type<EmbedJson[]>().notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [index('pages_parent').on(t.parentId), index('pages_activity').on(t.activity)],
);

export const frontpageItems = pgTable('frontpage_items', {
  id: id(),
  position: integer('position').notNull(),
  heading: text('heading').notNull(),
  description: text('description').notNull(),
  imageKey: text('image_key').notNull(),
  url: text('url').notNull(),
  articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
  pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
});

export const banners = pgTable('banners', {
  id: id(),
  adType: text('ad_type', { enum: ['BANNER', 'RICHMEDIA'] }).notNull(),
  area: text('area').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  text: text('text').notNull(),
  offer: text('offer').notNull(),
  videoUrl: text('video_url'),
  imageKey: text('image_key'),
  url: text('url').notNull(),
  linkLabel: text('link_label').notNull(),
  isHighlighted: boolean('is_highlighted').notNull(),
});

export const replies = pgTable(
  'replies',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Markdown as written. */
    content: text('content').notNull(),
    rendered: text('rendered').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    voteCount: integer('vote_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    isChecked: boolean('is_checked').notNull().default(false),
    /**
     * Insertion order: the tie-breaker after `created_at` (replies written in the same transaction
     * or millisecond share a timestamp), so 'newest first' is deterministic and follows insertion.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('replies_article').on(t.articleId, t.createdAt, t.seq),
    index('replies_user').on(t.userId, t.createdAt, t.seq),
  ],
);

/** One vote per user per reply; `replies.vote_count` is kept in the same transaction. */
export const replyVotes = pgTable(
  'reply_votes',
  {
    replyId: uuid('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] }), index('reply_votes_user').on(t.userId)],
);

/** One report per user per reply, with the reason; `replies.report_count` is kept alongside. */
export const replyReports = pgTable(
  'reply_reports',
  {
    replyId: uuid('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] }), index('reply_reports_user').on(t.userId)],
);

export const weatherPlaces = pgTable('weather_places', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  regionSlug: text('region_slug'),
  countryCode: text('country_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  elevationValley: integer('elevation_valley').notNull(),
  elevationMountain: integer('elevation_mountain').notNull(),
});

/** One snow report; every value carries the moment it was measured. The latest per place counts. */
export const snowReports = pgTable(
  'snow_reports',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => weatherPlaces.id, { onDelete: 'cascade' }),
    reportedAt: ts('reported_at').notNull(),
    snowDepthValley: integer('snow_depth_valley').notNull(),
    snowDepthValleyAt: ts('snow_depth_valley_at').notNull(),
    snowDepthMountain: integer('snow_depth_mountain').notNull(),
    snowDepthMountainAt: ts('snow_depth_mountain_at').notNull(),
    freshSnow: integer('fresh_snow').notNull(),
    freshSnowAt: ts('fresh_snow_at').notNull(),
    liftsOpen: integer('lifts_open').notNull(),
    liftsTotal: integer('lifts_total').notNull(),
    liftsAt: ts('lifts_at').notNull(),
    slopesOpenKm: doublePrecision('slopes_open_km').notNull(),
    slopesTotalKm: doublePrecision('slopes_total_km').notNull(),
    slopesAt: ts('slopes_at').notNull(),
  },
  (t) => [index('snow_reports_place').on(t.placeId, t.reportedAt)],
);

export const forecasts = pgTable(
  'forecasts',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => weatherPlaces.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    condition: text('condition').notNull(),
    temperatureMin: integer('temperature_min').notNull(),
    temperatureMax: integer('temperature_max').notNull(),
    freshSnow: integer('fresh_snow').notNull(),
    freezingLevel: integer('freezing_level').notNull(),
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [uniqueIndex('forecasts_place_date').on(t.placeId, t.date)],
);

export const redirects = pgTable('redirects', {
  id: id(),
  fromPath: text('from_path').notNull().unique(),
  to: text('to').notNull(),
  permanent: boolean('permanent').notNull(),
});

/**
 * One row per searchable article or page. `folded` is lower(unaccent(heading + body)) for trigram
 * typo tolerance; `vector` uses the `nsv_dutch` configuration (Dutch stemming after unaccent).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: id(),
    kind: text('kind', { enum: ['ARTICLE', 'TOPIC'] }).notNull(),
    entityId: uuid('entity_id').notNull().unique(),
    path: text('path').notNull(),
    heading: text('heading').notNull(),
    body: text('body').notNull(),
    thumbnailKey: text('thumbnail_key'),
    folded: text('folded').notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [index('search_documents_vector').using('gin', t.vector)],
);

/** Bookkeeping: when the demo content was seeded (so a second start does not seed again). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: ts('seeded_at').notNull().defaultNow(),
});

/**
 * Every distinct folded word of the search documents: the vocabulary for typo correction (pg_trgm).
 * `visibleFrom` is the earliest publication of an article holding the word, or null when a page
 * holds it: a word only scheduled articles use is no correction until the first of them is out.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  visibleFrom: ts('visible_from'),
});
