/**
 * The shape of the demo content: plain, typed data written by us (no downloads). The seed loader
 * (`../load.ts`) turns it into rows; `../images.ts` draws every image it names. Dates are computed
 * relative to the moment of seeding so the demo always looks current.
 *
 * Markdown bodies mark an embed with a line of its own: `{{embed:SLUG}}`, where SLUG is the slug of
 * one of the item's `embeds`. Embed data follows docs/embed-blocks.md.
 */

export type CountryCode = 'AT' | 'FR' | 'CH' | 'IT';

export const activityCategories = [
  'wandelen',
  'wandelen-kinderen',
  'huttentochten',
  'mountainbiken',
  'toerfietsen',
  'wielrennen',
  'klimmen',
  'canyoning',
  'klettersteig',
  'rafting-kajak',
  'highlights',
  'kindvriendelijkheid',
  'slechtweeractiviteiten',
  'water-meren',
] as const;
export type ActivityCategory = (typeof activityCategories)[number];

export const contentAreas = [
  'ACCOFRONTPAGE',
  'ACCOLANDING',
  'ACCOSEARCHRESULTS',
  'CONTENT',
  'EMBED',
  'EMBEDSKISCHOOLS',
  'FRONTPAGE',
  'GOTW',
  'NAVIGATION',
  'REPLIES',
  'ROTW',
  'SIDEBAR',
  'SIDEBAR_2',
] as const;
export type ContentArea = (typeof contentAreas)[number];

export type EmbedType =
  | 'weather-report'
  | 'page-list'
  | 'editorial-note'
  | 'social-post'
  | 'image-gallery'
  | 'newsletter-signup'
  | 'rich-media'
  | 'sport-match'
  | 'video'
  | 'weblog-list';

/** An image the seed script draws. `key` is its path under the media root, e.g. `regions/solden.jpg`. */
export interface SeedImage {
  key: string;
  width: number;
  height: number;
  alt: string;
  /** What to draw: a mountain landscape, a portrait-style avatar, a winter or summer scene. */
  motif: 'mountains-winter' | 'mountains-summer' | 'village' | 'lake' | 'avatar' | 'piste' | 'hut';
  /** Seed for the drawing so every image differs but stays the same between runs. */
  seed: number;
}

export interface SeedEmbed {
  type: EmbedType;
  slug: string;
  /** As docs/embed-blocks.md; images inside are given as media paths (`/media/<key>`). */
  data: Record<string, unknown>;
}

export interface SeedMeta {
  title?: string;
  description: string;
  headerImage?: string; // SeedImage key
  thumbnailImage?: string; // SeedImage key
  ogImage?: string; // SeedImage key
  hasIndex: boolean;
}

export interface SeedAuthor {
  slug: string;
  username: string;
  authorBiography: string;
  avatar?: string; // SeedImage key
}

export interface SeedRegionFeature {
  name: string;
  rating: number; // 1..5
  description: string;
  pagePath?: string;
}

export interface SeedRegion {
  slug: string;
  name: string;
  countryCode: CountryCode;
  score: number; // 0..10, one decimal
  hasBikepark: boolean;
  hasIndoorPool: boolean;
  hasOutdoorPool: boolean;
  hasGolf: boolean;
  hasToboggan: boolean;
  hasParagliding: boolean;
  hasHighrope: boolean;
  /** GeoJSON polygon, [longitude, latitude] pairs, the ring closed. */
  polygon: { type: 'Polygon'; coordinates: number[][][] };
  features: SeedRegionFeature[];
  /** Tags for the region-by-tag pages (`/regios/{slug}/{tag}`). */
  tags: string[];
  /** The region's own content page lives at `/regios/{slug}`. */
  page: { heading: string; body: string; meta: SeedMeta };
}

export interface SeedArticle {
  slug: string;
  type: 'NEWS' | 'WEBLOG';
  heading: string;
  /** Days before the seed moment (0 = today); the loader turns it into published_at. */
  publishedDaysAgo: number;
  /** Days after publishing that it was edited, if it was. */
  editedDaysAfter?: number;
  /** Absent: shown as 'Redactie'. */
  authorSlug?: string;
  tags: string[];
  /** Region slugs. */
  places: string[];
  isPublishDateVisible: boolean;
  isReplyVisible: boolean;
  isReplyAllowed: boolean;
  isAdvertorial: boolean;
  editorialNote?: string;
  meta: SeedMeta;
  /** Markdown with `{{embed:SLUG}}` lines. */
  body: string;
  embeds: SeedEmbed[];
}

export interface SeedPage {
  /** Full path, e.g. `/activiteiten/wandelen` or `/over-ons/bestuur`. */
  path: string;
  slug: string;
  title: string;
  name: string;
  heading: string;
  /** Parent's path; absent for a root page. Breadcrumbs follow this chain. */
  parentPath?: string;
  tags: string[];
  /** For the activity pages of spec §3. */
  activity?: ActivityCategory;
  meta: SeedMeta;
  body: string;
  embeds: SeedEmbed[];
}

export interface SeedFrontpageItem {
  heading: string;
  description: string;
  image: string; // SeedImage key
  url: string;
  entity: { kind: 'article'; slug: string } | { kind: 'page'; path: string };
}

export interface SeedBanner {
  adType: 'BANNER' | 'RICHMEDIA';
  area: ContentArea;
  title: string;
  subtitle: string;
  text: string;
  offer: string;
  videoUrl?: string;
  image?: string; // SeedImage key
  url: string;
  linkLabel: string;
  isHighlighted: boolean;
}

export interface SeedUser {
  email: string;
  password: string;
  isAdmin: boolean;
  /** Absent: the account has no profile yet. */
  profile?: { username: string; signature?: string; label?: string; avatar?: string };
  interests: string[];
  newsletter: boolean;
}

export interface SeedReply {
  articleSlug: string;
  /** The replying user's email (one of the seed users). */
  userEmail: string;
  /** Hours before the seed moment. */
  hoursAgo: number;
  /** Markdown. */
  content: string;
  voteCount: number;
}

export interface SeedSnowReport {
  snowDepthValley: number; // cm
  snowDepthMountain: number; // cm
  freshSnow: number; // cm in 24 h
  liftsOpen: number;
  liftsTotal: number;
  slopesOpenKm: number;
  slopesTotalKm: number;
  /** Hours before the seed moment that each value was measured; some older than 24 to show 'verouderd'. */
  measuredHoursAgo: {
    snowDepthValley: number;
    snowDepthMountain: number;
    freshSnow: number;
    liftsOpen: number;
    slopesOpen: number;
  };
}

export interface SeedForecastDay {
  /** 0 = today … 6. */
  dayOffset: number;
  condition: 'zonnig' | 'half-bewolkt' | 'bewolkt' | 'regen' | 'sneeuw' | 'onweer' | 'mist';
  temperatureMin: number;
  temperatureMax: number;
  freshSnow: number;
  freezingLevel: number;
}

export interface SeedWeatherPlace {
  slug: string;
  name: string;
  regionSlug?: string;
  countryCode: CountryCode;
  latitude: number;
  longitude: number;
  elevationValley: number;
  elevationMountain: number;
  snow: SeedSnowReport;
  /** Seven days: dayOffset 0..6. */
  forecast: SeedForecastDay[];
}

export interface SeedRedirect {
  from: string;
  /** A site path for internal redirects, an absolute https URL for external ones. */
  to: string;
  permanent: boolean;
}

export interface SeedContent {
  images: SeedImage[];
  authors: SeedAuthor[];
  regions: SeedRegion[];
  articles: SeedArticle[];
  pages: SeedPage[];
  frontpageItems: SeedFrontpageItem[];
  banners: SeedBanner[];
  users: SeedUser[];
  replies: SeedReply[];
  weatherPlaces: SeedWeatherPlace[];
  redirects: SeedRedirect[];
}
