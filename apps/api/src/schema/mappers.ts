/**
 * Which value backs which GraphQL type: resolvers receive these as their parent (see codegen.ts
 * `mappers`). Mostly database rows; a few small view models where a type has no table of its own.
 */
import type * as s from '../db/schema.js';

export type ArticleModel = typeof s.articles.$inferSelect;
export type AuthorModel = typeof s.authors.$inferSelect;
export type PlaceModel = typeof s.regions.$inferSelect;
export type MetaModel = s.MetaJson;
/** Rendered HTML, markdown source and embeds of an article or page. */
export interface ContentModel {
  rendered: string;
  body: string;
  embeds: s.EmbedJson[];
}
export type EmbedModel = s.EmbedJson;
export type ImageModel = typeof s.images.$inferSelect;
export type PageModel = typeof s.pages.$inferSelect;
export type FrontpageItemModel = typeof s.frontpageItems.$inferSelect;
export type BannerModel = typeof s.banners.$inferSelect;
/** What pathInfo resolved: the target entity (if any), a redirect (if any) and the breadcrumb chain. */
export interface PathInfoModel {
  id: string | null;
  requestedPath: string;
  matchedPath: string | null;
  redirect: { to: string; isExternal: boolean; isPermanent: boolean } | null;
  breadcrumbs: { id: string | null; path: string; title: string }[];
  adminPath: string | null;
}
export type RegionModel = typeof s.regions.$inferSelect;
export type RegionFeatureModel = typeof s.regionFeatures.$inferSelect;
export type WeatherPlaceModel = typeof s.weatherPlaces.$inferSelect;
/** One search hit as the search query returns it. */
export interface SiteSearchHitModel {
  id: string;
  kind: 'ARTICLE' | 'TOPIC';
  path: string;
  heading: string;
  body: string;
  score: number;
  thumbnailKey: string | null;
  isAdvertorial: boolean;
}
export type UserModel = typeof s.users.$inferSelect;
export type ProfileModel = typeof s.profiles.$inferSelect;
export type SessionModel = typeof s.sessions.$inferSelect;
export type InterestModel = typeof s.interests.$inferSelect;
export type ReplyModel = typeof s.replies.$inferSelect;
/** The replying user: their profile (replies need one) with the user's id. */
export type ReplyUserModel = typeof s.profiles.$inferSelect;
export type ReplyContentModel = { markdown: string; rendered: string };
/** An activity category of spec §3. */
export interface ActivityModel {
  slug: string;
  page: PageModel | null;
}
