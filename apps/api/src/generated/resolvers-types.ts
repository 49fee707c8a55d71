import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ArticleModel, AuthorModel, PlaceModel, MetaModel, ContentModel, EmbedModel, ImageModel, PageModel, FrontpageItemModel, BannerModel, PathInfoModel, RegionModel, RegionFeatureModel, WeatherPlaceModel, SiteSearchHitModel, UserModel, ProfileModel, SessionModel, InterestModel, ReplyModel, ReplyUserModel, ReplyContentModel, ActivityModel } from '../schema/mappers.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with time zone. */
  DateTime: { input: string; output: string; }
  /** Any JSON value (embed data, polygons). */
  JSON: { input: unknown; output: unknown; }
  /** A UUID as text, e.g. 3f2c… */
  UUID: { input: string; output: string; }
};

export type Activity = {
  __typename?: 'Activity';
  page?: Maybe<Page>;
  /** The category, e.g. `wandelen`. */
  slug: Scalars['String']['output'];
};

export type AdType =
  | 'BANNER'
  | 'RICHMEDIA';

export type Article = {
  __typename?: 'Article';
  /** Null when the article has none: the site shows 'Redactie'. */
  author?: Maybe<Author>;
  content: Content;
  edited_at?: Maybe<Scalars['DateTime']['output']>;
  editorialNote?: Maybe<Scalars['String']['output']>;
  heading: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  isAdvertorial: Scalars['Boolean']['output'];
  isPublishDateVisible: Scalars['Boolean']['output'];
  isReplyAllowed: Scalars['Boolean']['output'];
  isReplyVisible: Scalars['Boolean']['output'];
  meta: Meta;
  /** `/nieuws/YYYY/MM/DD/slug` or `/weblog/YYYY/MM/DD/slug`. */
  path: Scalars['String']['output'];
  places: Array<Place>;
  published_at: Scalars['DateTime']['output'];
  /**
   * One page of the article's replies, exactly as `repliesForArticle(id, filters)` answers it, so an
   * article page can ask for the article and its replies in one request. Null when the article does
   * not show replies (`isReplyVisible` false).
   */
  replies?: Maybe<ReplyList>;
  replyCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  type: ArticleType;
};


export type ArticleRepliesArgs = {
  filters?: InputMaybe<ReplyFilters>;
};

export type ArticleFilters = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  places?: InputMaybe<Array<Scalars['String']['input']>>;
  sort?: InputMaybe<SortColumn>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<ArticleType>>;
};

export type ArticleList = {
  __typename?: 'ArticleList';
  items: Array<Article>;
  total: Scalars['Int']['output'];
};

export type ArticleType =
  | 'NEWS'
  | 'WEBLOG';

export type Author = {
  __typename?: 'Author';
  authorBiography?: Maybe<Scalars['String']['output']>;
  avatar?: Maybe<Image>;
  id: Scalars['UUID']['output'];
  slug: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type Banner = {
  __typename?: 'Banner';
  adType: AdType;
  area: ContentArea;
  id: Scalars['UUID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isHighlighted: Scalars['Boolean']['output'];
  linkLabel: Scalars['String']['output'];
  offer: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  videoUrl?: Maybe<Scalars['String']['output']>;
};

export type BannerFilters = {
  adType?: InputMaybe<AdType>;
  area?: InputMaybe<ContentArea>;
  /** Prefer a highlighted banner. */
  highlighted?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** The page or article behind the crumb; null for a list route such as /nieuws. */
  id?: Maybe<Scalars['UUID']['output']>;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type CheckReplyInput = {
  replyId: Scalars['UUID']['input'];
  /** true keeps the reply (checked, never hidden by reports again); false removes it. */
  visible: Scalars['Boolean']['input'];
};

export type ConfirmNewsletterSubscriptionInput = {
  token: Scalars['String']['input'];
};

/** Content of an article or page. */
export type Content = {
  __typename?: 'Content';
  embeds: Array<Embed>;
  /** Plain-text opening of the content, cut on a word boundary at `length` characters (default 180). */
  introduction: Scalars['String']['output'];
  /** Sanitised HTML; each embed is an empty `<div data-embed-slug="SLUG"></div>`. */
  rendered: Scalars['String']['output'];
};


/** Content of an article or page. */
export type ContentIntroductionArgs = {
  length?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentArea =
  | 'ACCOFRONTPAGE'
  | 'ACCOLANDING'
  | 'ACCOSEARCHRESULTS'
  | 'CONTENT'
  | 'EMBED'
  | 'EMBEDSKISCHOOLS'
  | 'FRONTPAGE'
  | 'GOTW'
  | 'NAVIGATION'
  | 'REPLIES'
  | 'ROTW'
  | 'SIDEBAR'
  | 'SIDEBAR_2';

export type CreateAccountInput = {
  /** 'Ik ga akkoord met de voorwaarden van de Nederlandse Ski Vereniging.' */
  acceptTerms: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  /** 'Ik wil de nieuwsbrief ontvangen' */
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type CreateSessionInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type DeleteSessionInput = {
  id: Scalars['UUID']['input'];
};

/** An embedded content block; `data` follows docs/embed-blocks.md. */
export type Embed = {
  __typename?: 'Embed';
  data: Scalars['JSON']['output'];
  slug: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type FrontpageEntity = Article | Page;

export type FrontpageItem = {
  __typename?: 'FrontpageItem';
  description: Scalars['String']['output'];
  entity?: Maybe<FrontpageEntity>;
  heading: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  image: Image;
  url: Scalars['String']['output'];
};

/** An image on the media endpoint; `url` is `/media/<key>` and takes `?w=` for a resized copy. */
export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type InsertReplyInput = {
  articleId: Scalars['UUID']['input'];
  /** Markdown. */
  content: Scalars['String']['input'];
};

export type Interest = {
  __typename?: 'Interest';
  id: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
};

export type InterestInput = {
  name: Scalars['String']['input'];
};

export type Meta = {
  __typename?: 'Meta';
  description?: Maybe<Scalars['String']['output']>;
  hasIndex: Scalars['Boolean']['output'];
  headerImage?: Maybe<Image>;
  id: Scalars['UUID']['output'];
  ogImage?: Maybe<Image>;
  thumbnailImage?: Maybe<Image>;
  title?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds an interest to your own; answers them all. A name differing only in capitals from an
   * existing interest is that interest, with the spelling it already has.
   */
  addInterest: Array<Interest>;
  /** Starts the double opt-in: mails a confirmation link. Always answers true. */
  addNewsletterSubscription: Scalars['Boolean']['output'];
  /** Needs the current password and a different new one; ends every other session. */
  changePassword: Scalars['Boolean']['output'];
  /** Admins only: marks a reported reply checked, keeping it (visible) or removing it. Returns true. */
  checkReply: Scalars['Boolean']['output'];
  /** Confirms a newsletter subscription with the token from the mail. */
  confirmNewsletterSubscription: Scalars['Boolean']['output'];
  /** Registers; returns the new account's id. */
  createAccount: Scalars['UUID']['output'];
  createMyProfile: Scalars['UUID']['output'];
  /** Logs in; returns a new session token. */
  createSession: Scalars['String']['output'];
  /** Logs out: ends the current session on the server. */
  deleteCurrentSession: Scalars['Boolean']['output'];
  /** Unsubscribes the logged-in user's email from the newsletter (also a pending subscription). */
  deleteMyNewsletterSubscription: Scalars['Boolean']['output'];
  /** Ends one of your own sessions. */
  deleteSession: Scalars['Boolean']['output'];
  /**
   * Needs a login and a profile; returns the reply's id. The same text sent again by the same member
   * to the same article within ten minutes (a double click, a retry) returns the reply already written.
   */
  insertReply: Scalars['UUID']['output'];
  /** Removes one of your interests, named whatever its capitals; answers the rest. */
  removeInterest: Array<Interest>;
  /** Needs a login; one report per user: reporting again keeps the first reason (idempotent). */
  reportReply: Reply;
  /** Always answers true; mails a one-hour, single-use link when the email is known. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password with a reset token; returns a new session token. */
  resetPassword: Scalars['String']['output'];
  saveMyProfile: Scalars['UUID']['output'];
  /** Needs a login; one vote per user: voting again changes nothing (idempotent). Returns the reply. */
  voteReply: Reply;
};


export type MutationAddInterestArgs = {
  input: InterestInput;
};


export type MutationAddNewsletterSubscriptionArgs = {
  input: NewsletterSubscriptionInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckReplyArgs = {
  input: CheckReplyInput;
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  input: ConfirmNewsletterSubscriptionInput;
};


export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


export type MutationCreateMyProfileArgs = {
  input: ProfileInput;
};


export type MutationCreateSessionArgs = {
  input: CreateSessionInput;
};


export type MutationDeleteSessionArgs = {
  input: DeleteSessionInput;
};


export type MutationInsertReplyArgs = {
  input: InsertReplyInput;
};


export type MutationRemoveInterestArgs = {
  input: InterestInput;
};


export type MutationReportReplyArgs = {
  input: ReportReplyInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSaveMyProfileArgs = {
  input: ProfileInput;
};


export type MutationVoteReplyArgs = {
  input: VoteReplyInput;
};

/** Where the logged-in user's email stands with the newsletter. */
export type NewsletterStatus =
  | 'CONFIRMED'
  /** Not subscribed. */
  | 'NONE'
  /** Subscribed; the confirmation link in the mail has not been used yet. */
  | 'PENDING';

export type NewsletterSubscriptionInput = {
  email: Scalars['String']['input'];
};

export type Page = {
  __typename?: 'Page';
  children: PageList;
  content: Content;
  heading: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  meta: Meta;
  name: Scalars['String']['output'];
  /** Ancestors, root first. */
  parents: Array<Page>;
  path: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};


export type PageChildrenArgs = {
  filters?: InputMaybe<PageFilters>;
};

export type PageFilters = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<SortColumn>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type PageList = {
  __typename?: 'PageList';
  items: Array<Page>;
  total: Scalars['Int']['output'];
};

export type PathInfo = {
  __typename?: 'PathInfo';
  /** The admin location of this path; null unless the caller is an admin. */
  adminPath?: Maybe<Scalars['String']['output']>;
  breadcrumbs: Array<Breadcrumb>;
  id?: Maybe<Scalars['UUID']['output']>;
  /** The path of the article or page the requested path resolves to (null: not found). */
  matchedPath?: Maybe<Scalars['String']['output']>;
  redirect?: Maybe<Redirect>;
};

/** A region an article is about. */
export type Place = {
  __typename?: 'Place';
  id: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Polygon = {
  __typename?: 'Polygon';
  /** [longitude, latitude] pairs; the ring is closed. */
  coordinates: Array<Array<Array<Scalars['Float']['output']>>>;
  type: Scalars['String']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  avatar?: Maybe<Image>;
  id: Scalars['UUID']['output'];
  signature?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type ProfileInput = {
  signature?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Every activity category with its page. */
  activities: Array<Activity>;
  /** The admin location of a path: admins only (`forbidden` otherwise). */
  adminPath: Scalars['String']['output'];
  /** One article by its path; `impression: true` counts one view (not for bots). */
  articleByPath?: Maybe<Article>;
  /** Published articles of every type. */
  articles: ArticleList;
  /** Published articles of one type. */
  articlesByType: ArticleList;
  /** One banner matching the filters (highlighted first), or null. */
  banner?: Maybe<Banner>;
  childrenByPath: PageList;
  frontpageItems: Array<FrontpageItem>;
  /**
   * Suggestions for the settings page: the interests at least two members hold, most held first, then
   * by name; at most 200. Names are free text nobody moderates, so what one member typed is not
   * offered to everyone on its own; a name nobody holds any more is not offered at all. Needs a login
   * (`bearer-token-missing` without one).
   */
  interests: Array<Interest>;
  /** The logged-in user; null without a token. */
  me?: Maybe<User>;
  myInterests: Array<Interest>;
  /** The newsletter status of the logged-in user's email. */
  myNewsletterSubscription: NewsletterStatus;
  /** The logged-in user's own replies, newest first unless ordered ASC, with their articles. */
  myReplies: ReplyList;
  mySessions: Array<Session>;
  pageByPath?: Maybe<Page>;
  /** The content pages of one activity category (spec §3), e.g. `wandelen`. */
  pagesForActivity: PageList;
  pathInfo: PathInfo;
  /** Markdown rendered exactly as a reply would be (sanitised, headings from level 3), for the preview. */
  previewReply: Scalars['String']['output'];
  regionBySlug?: Maybe<Region>;
  regions: RegionList;
  /** Replies, oldest first unless ordered DESC; reported replies awaiting a check are left out except for admins. */
  repliesForArticle: ReplyList;
  /** Dutch full-text search over articles and pages, accent- and typo-tolerant. */
  siteSearch: SiteSearchResult;
  weatherPlace?: Maybe<WeatherPlace>;
  /** Every place with a forecast, by name. */
  weatherPlaces: Array<WeatherPlace>;
};


export type QueryAdminPathArgs = {
  path: Scalars['String']['input'];
};


export type QueryArticleByPathArgs = {
  impression?: InputMaybe<Scalars['Boolean']['input']>;
  path: Scalars['String']['input'];
};


export type QueryArticlesArgs = {
  filters?: InputMaybe<ArticleFilters>;
};


export type QueryArticlesByTypeArgs = {
  filters?: InputMaybe<ArticleFilters>;
  type: ArticleType;
};


export type QueryBannerArgs = {
  filters?: InputMaybe<BannerFilters>;
};


export type QueryChildrenByPathArgs = {
  filters?: InputMaybe<PageFilters>;
  path: Scalars['String']['input'];
};


export type QueryMyRepliesArgs = {
  filters?: InputMaybe<ReplyFilters>;
};


export type QueryPageByPathArgs = {
  path: Scalars['String']['input'];
};


export type QueryPagesForActivityArgs = {
  activity: Scalars['String']['input'];
  filters?: InputMaybe<PageFilters>;
};


export type QueryPathInfoArgs = {
  path: Scalars['String']['input'];
};


export type QueryPreviewReplyArgs = {
  markdown: Scalars['String']['input'];
};


export type QueryRegionBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryRegionsArgs = {
  filters?: InputMaybe<RegionFilters>;
};


export type QueryRepliesForArticleArgs = {
  filters?: InputMaybe<ReplyFilters>;
  id: Scalars['UUID']['input'];
};


export type QuerySiteSearchArgs = {
  filters?: InputMaybe<SearchFilters>;
  query: Scalars['String']['input'];
};


export type QueryWeatherPlaceArgs = {
  slug: Scalars['String']['input'];
};

export type Redirect = {
  __typename?: 'Redirect';
  isExternal: Scalars['Boolean']['output'];
  isPermanent: Scalars['Boolean']['output'];
  /** A site path (internal) or an absolute URL (external). */
  to: Scalars['String']['output'];
};

export type Region = {
  __typename?: 'Region';
  /** Published articles about this region, newest first unless filters say otherwise. */
  articles: ArticleList;
  countryCode: Scalars['String']['output'];
  features: Array<RegionFeature>;
  hasBikepark: Scalars['Boolean']['output'];
  hasGolf: Scalars['Boolean']['output'];
  hasHighrope: Scalars['Boolean']['output'];
  hasIndoorPool: Scalars['Boolean']['output'];
  hasOutdoorPool: Scalars['Boolean']['output'];
  hasParagliding: Scalars['Boolean']['output'];
  hasToboggan: Scalars['Boolean']['output'];
  id: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
  page?: Maybe<Page>;
  polygon: Polygon;
  score: Scalars['Float']['output'];
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
};


export type RegionArticlesArgs = {
  filters?: InputMaybe<ArticleFilters>;
};

export type RegionFeature = {
  __typename?: 'RegionFeature';
  description: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
  pagePath?: Maybe<Scalars['String']['output']>;
  rating: Scalars['Int']['output'];
};

export type RegionFilters = {
  countries?: InputMaybe<Array<Scalars['String']['input']>>;
  hasBikepark?: InputMaybe<Scalars['Boolean']['input']>;
  hasGolf?: InputMaybe<Scalars['Boolean']['input']>;
  hasHighrope?: InputMaybe<Scalars['Boolean']['input']>;
  hasIndoorPool?: InputMaybe<Scalars['Boolean']['input']>;
  hasOutdoorPool?: InputMaybe<Scalars['Boolean']['input']>;
  hasParagliding?: InputMaybe<Scalars['Boolean']['input']>;
  hasToboggan?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  /** HEADING sorts on the name; PUBLISHED is taken as the score. */
  sort?: InputMaybe<SortColumn>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type RegionList = {
  __typename?: 'RegionList';
  items: Array<Region>;
  total: Scalars['Int']['output'];
};

export type Reply = {
  __typename?: 'Reply';
  /** The article the reply belongs to. */
  article: ReplyArticle;
  content: ReplyContent;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  /** An admin looked at the reply after reports and kept it; it is never hidden again. */
  isChecked: Scalars['Boolean']['output'];
  /** Hidden for everyone but admins: at least 3 reports (REPORT_THRESHOLD) and not checked yet. */
  isHidden: Scalars['Boolean']['output'];
  reportCount: Scalars['Int']['output'];
  user: ReplyUser;
  /** Whether the logged-in viewer reported this reply (false without login). */
  viewerHasReported: Scalars['Boolean']['output'];
  /** Whether the logged-in viewer voted for this reply (false without login). */
  viewerHasVoted: Scalars['Boolean']['output'];
  voteCount: Scalars['Int']['output'];
};

/** The article of a reply, as the settings page's reply list links to it. */
export type ReplyArticle = {
  __typename?: 'ReplyArticle';
  id: Scalars['UUID']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ReplyContent = {
  __typename?: 'ReplyContent';
  /** Markdown as written. */
  markdown: Scalars['String']['output'];
  /** Sanitised HTML; headings start at level 3. */
  rendered: Scalars['String']['output'];
};

export type ReplyFilters = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
};

export type ReplyList = {
  __typename?: 'ReplyList';
  items: Array<Reply>;
  total: Scalars['Int']['output'];
};

export type ReplyUser = {
  __typename?: 'ReplyUser';
  avatar?: Maybe<Image>;
  id: Scalars['UUID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  signature?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type ReportReplyInput = {
  /** Why the reply should be looked at: 3 to 500 characters. */
  reason: Scalars['String']['input'];
  replyId: Scalars['UUID']['input'];
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type SearchEntityKind =
  | 'ARTICLE'
  | 'TOPIC';

export type SearchFilters = {
  kinds?: InputMaybe<Array<SearchEntityKind>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type Session = {
  __typename?: 'Session';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  identifier?: Maybe<Scalars['String']['output']>;
  isCurrent: Scalars['Boolean']['output'];
  /** Last use. */
  updated_at: Scalars['DateTime']['output'];
  userAgent?: Maybe<Scalars['String']['output']>;
};

export type SiteSearchHit = {
  __typename?: 'SiteSearchHit';
  /** A snippet with the matches in `<mark>`; the rest is escaped text. */
  body: Scalars['String']['output'];
  heading: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  /** Whether the hit is a paid article (an advertorial), which every list labels as its page does; false for a page. */
  isAdvertorial: Scalars['Boolean']['output'];
  kind: SearchEntityKind;
  path: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  thumbnail?: Maybe<Image>;
};

export type SiteSearchResult = {
  __typename?: 'SiteSearchResult';
  items: Array<SiteSearchHit>;
  total: Scalars['Int']['output'];
};

export type SortColumn =
  | 'HEADING'
  | 'PUBLISHED';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  interests: Array<Interest>;
  isAdmin: Scalars['Boolean']['output'];
  profile?: Maybe<Profile>;
  sessions: Array<Session>;
};

export type VoteReplyInput = {
  replyId: Scalars['UUID']['input'];
};

export type WeatherPlace = {
  __typename?: 'WeatherPlace';
  countryCode: Scalars['String']['output'];
  elevationMountain: Scalars['Int']['output'];
  elevationValley: Scalars['Int']['output'];
  id: Scalars['UUID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  region?: Maybe<Region>;
  /** The latest snow report and the forecast as `WeatherReportData` (docs/embed-blocks.md). */
  report: Scalars['JSON']['output'];
  slug: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  FrontpageEntity:
    | ( ArticleModel )
    | ( PageModel )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Activity: ResolverTypeWrapper<ActivityModel>;
  AdType: AdType;
  Article: ResolverTypeWrapper<ArticleModel>;
  ArticleFilters: ArticleFilters;
  ArticleList: ResolverTypeWrapper<Omit<ArticleList, 'items'> & { items: Array<ResolversTypes['Article']> }>;
  ArticleType: ArticleType;
  Author: ResolverTypeWrapper<AuthorModel>;
  Banner: ResolverTypeWrapper<BannerModel>;
  BannerFilters: BannerFilters;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  ChangePasswordInput: ChangePasswordInput;
  CheckReplyInput: CheckReplyInput;
  ConfirmNewsletterSubscriptionInput: ConfirmNewsletterSubscriptionInput;
  Content: ResolverTypeWrapper<ContentModel>;
  ContentArea: ContentArea;
  CreateAccountInput: CreateAccountInput;
  CreateSessionInput: CreateSessionInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteSessionInput: DeleteSessionInput;
  Embed: ResolverTypeWrapper<EmbedModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrontpageEntity: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FrontpageEntity']>;
  FrontpageItem: ResolverTypeWrapper<FrontpageItemModel>;
  Image: ResolverTypeWrapper<ImageModel>;
  InsertReplyInput: InsertReplyInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interest: ResolverTypeWrapper<InterestModel>;
  InterestInput: InterestInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Meta: ResolverTypeWrapper<MetaModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterStatus: NewsletterStatus;
  NewsletterSubscriptionInput: NewsletterSubscriptionInput;
  Page: ResolverTypeWrapper<PageModel>;
  PageFilters: PageFilters;
  PageList: ResolverTypeWrapper<Omit<PageList, 'items'> & { items: Array<ResolversTypes['Page']> }>;
  PathInfo: ResolverTypeWrapper<PathInfoModel>;
  Place: ResolverTypeWrapper<PlaceModel>;
  Polygon: ResolverTypeWrapper<Polygon>;
  Profile: ResolverTypeWrapper<ProfileModel>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Redirect: ResolverTypeWrapper<Redirect>;
  Region: ResolverTypeWrapper<RegionModel>;
  RegionFeature: ResolverTypeWrapper<RegionFeatureModel>;
  RegionFilters: RegionFilters;
  RegionList: ResolverTypeWrapper<Omit<RegionList, 'items'> & { items: Array<ResolversTypes['Region']> }>;
  Reply: ResolverTypeWrapper<ReplyModel>;
  ReplyArticle: ResolverTypeWrapper<ReplyArticle>;
  ReplyContent: ResolverTypeWrapper<ReplyContentModel>;
  ReplyFilters: ReplyFilters;
  ReplyList: ResolverTypeWrapper<Omit<ReplyList, 'items'> & { items: Array<ResolversTypes['Reply']> }>;
  ReplyUser: ResolverTypeWrapper<ReplyUserModel>;
  ReportReplyInput: ReportReplyInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResetPasswordInput: ResetPasswordInput;
  SearchEntityKind: SearchEntityKind;
  SearchFilters: SearchFilters;
  Session: ResolverTypeWrapper<SessionModel>;
  SiteSearchHit: ResolverTypeWrapper<SiteSearchHitModel>;
  SiteSearchResult: ResolverTypeWrapper<Omit<SiteSearchResult, 'items'> & { items: Array<ResolversTypes['SiteSearchHit']> }>;
  SortColumn: SortColumn;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  User: ResolverTypeWrapper<UserModel>;
  VoteReplyInput: VoteReplyInput;
  WeatherPlace: ResolverTypeWrapper<WeatherPlaceModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Activity: ActivityModel;
  Article: ArticleModel;
  ArticleFilters: ArticleFilters;
  ArticleList: Omit<ArticleList, 'items'> & { items: Array<ResolversParentTypes['Article']> };
  Author: AuthorModel;
  Banner: BannerModel;
  BannerFilters: BannerFilters;
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  ChangePasswordInput: ChangePasswordInput;
  CheckReplyInput: CheckReplyInput;
  ConfirmNewsletterSubscriptionInput: ConfirmNewsletterSubscriptionInput;
  Content: ContentModel;
  CreateAccountInput: CreateAccountInput;
  CreateSessionInput: CreateSessionInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteSessionInput: DeleteSessionInput;
  Embed: EmbedModel;
  Float: Scalars['Float']['output'];
  FrontpageEntity: ResolversUnionTypes<ResolversParentTypes>['FrontpageEntity'];
  FrontpageItem: FrontpageItemModel;
  Image: ImageModel;
  InsertReplyInput: InsertReplyInput;
  Int: Scalars['Int']['output'];
  Interest: InterestModel;
  InterestInput: InterestInput;
  JSON: Scalars['JSON']['output'];
  Meta: MetaModel;
  Mutation: Record<PropertyKey, never>;
  NewsletterSubscriptionInput: NewsletterSubscriptionInput;
  Page: PageModel;
  PageFilters: PageFilters;
  PageList: Omit<PageList, 'items'> & { items: Array<ResolversParentTypes['Page']> };
  PathInfo: PathInfoModel;
  Place: PlaceModel;
  Polygon: Polygon;
  Profile: ProfileModel;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  Redirect: Redirect;
  Region: RegionModel;
  RegionFeature: RegionFeatureModel;
  RegionFilters: RegionFilters;
  RegionList: Omit<RegionList, 'items'> & { items: Array<ResolversParentTypes['Region']> };
  Reply: ReplyModel;
  ReplyArticle: ReplyArticle;
  ReplyContent: ReplyContentModel;
  ReplyFilters: ReplyFilters;
  ReplyList: Omit<ReplyList, 'items'> & { items: Array<ResolversParentTypes['Reply']> };
  ReplyUser: ReplyUserModel;
  ReportReplyInput: ReportReplyInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResetPasswordInput: ResetPasswordInput;
  SearchFilters: SearchFilters;
  Session: SessionModel;
  SiteSearchHit: SiteSearchHitModel;
  SiteSearchResult: Omit<SiteSearchResult, 'items'> & { items: Array<ResolversParentTypes['SiteSearchHit']> };
  String: Scalars['String']['output'];
  UUID: Scalars['UUID']['output'];
  User: UserModel;
  VoteReplyInput: VoteReplyInput;
  WeatherPlace: WeatherPlaceModel;
}>;

export type ActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = ResolversObject<{
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  edited_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  editorialNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  isAdvertorial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublishDateVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReplyAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReplyVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['Meta'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  replies?: Resolver<Maybe<ResolversTypes['ReplyList']>, ParentType, ContextType, Partial<ArticleRepliesArgs>>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ArticleType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ArticleListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleList'] = ResolversParentTypes['ArticleList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = ResolversObject<{
  authorBiography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  adType?: Resolver<ResolversTypes['AdType'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['ContentArea'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content']> = ResolversObject<{
  embeds?: Resolver<Array<ResolversTypes['Embed']>, ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<ContentIntroductionArgs>>;
  rendered?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmbedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Embed'] = ResolversParentTypes['Embed']> = ResolversObject<{
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FrontpageEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FrontpageEntity'] = ResolversParentTypes['FrontpageEntity']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Article' | 'Page', ParentType, ContextType>;
}>;

export type FrontpageItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FrontpageItem'] = ResolversParentTypes['FrontpageItem']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['FrontpageEntity']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InterestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Interest'] = ResolversParentTypes['Interest']> = ResolversObject<{
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Meta'] = ResolversParentTypes['Meta']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headerImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  ogImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  thumbnailImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addInterest?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType, RequireFields<MutationAddInterestArgs, 'input'>>;
  addNewsletterSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAddNewsletterSubscriptionArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkReply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCheckReplyArgs, 'input'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'input'>>;
  createAccount?: Resolver<ResolversTypes['UUID'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  createMyProfile?: Resolver<ResolversTypes['UUID'], ParentType, ContextType, RequireFields<MutationCreateMyProfileArgs, 'input'>>;
  createSession?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCreateSessionArgs, 'input'>>;
  deleteCurrentSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteMyNewsletterSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSessionArgs, 'input'>>;
  insertReply?: Resolver<ResolversTypes['UUID'], ParentType, ContextType, RequireFields<MutationInsertReplyArgs, 'input'>>;
  removeInterest?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType, RequireFields<MutationRemoveInterestArgs, 'input'>>;
  reportReply?: Resolver<ResolversTypes['Reply'], ParentType, ContextType, RequireFields<MutationReportReplyArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveMyProfile?: Resolver<ResolversTypes['UUID'], ParentType, ContextType, RequireFields<MutationSaveMyProfileArgs, 'input'>>;
  voteReply?: Resolver<ResolversTypes['Reply'], ParentType, ContextType, RequireFields<MutationVoteReplyArgs, 'input'>>;
}>;

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  children?: Resolver<ResolversTypes['PageList'], ParentType, ContextType, Partial<PageChildrenArgs>>;
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['Meta'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageList'] = ResolversParentTypes['PageList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PathInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PathInfo'] = ResolversParentTypes['PathInfo']> = ResolversObject<{
  adminPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  matchedPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['Redirect']>, ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PolygonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Polygon'] = ResolversParentTypes['Polygon']> = ResolversObject<{
  coordinates?: Resolver<Array<Array<Array<ResolversTypes['Float']>>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  adminPath?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryAdminPathArgs, 'path'>>;
  articleByPath?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleByPathArgs, 'path'>>;
  articles?: Resolver<ResolversTypes['ArticleList'], ParentType, ContextType, Partial<QueryArticlesArgs>>;
  articlesByType?: Resolver<ResolversTypes['ArticleList'], ParentType, ContextType, RequireFields<QueryArticlesByTypeArgs, 'type'>>;
  banner?: Resolver<Maybe<ResolversTypes['Banner']>, ParentType, ContextType, Partial<QueryBannerArgs>>;
  childrenByPath?: Resolver<ResolversTypes['PageList'], ParentType, ContextType, RequireFields<QueryChildrenByPathArgs, 'path'>>;
  frontpageItems?: Resolver<Array<ResolversTypes['FrontpageItem']>, ParentType, ContextType>;
  interests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myInterests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType>;
  myNewsletterSubscription?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  myReplies?: Resolver<ResolversTypes['ReplyList'], ParentType, ContextType, Partial<QueryMyRepliesArgs>>;
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  pageByPath?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageByPathArgs, 'path'>>;
  pagesForActivity?: Resolver<ResolversTypes['PageList'], ParentType, ContextType, RequireFields<QueryPagesForActivityArgs, 'activity'>>;
  pathInfo?: Resolver<ResolversTypes['PathInfo'], ParentType, ContextType, RequireFields<QueryPathInfoArgs, 'path'>>;
  previewReply?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPreviewReplyArgs, 'markdown'>>;
  regionBySlug?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType, RequireFields<QueryRegionBySlugArgs, 'slug'>>;
  regions?: Resolver<ResolversTypes['RegionList'], ParentType, ContextType, Partial<QueryRegionsArgs>>;
  repliesForArticle?: Resolver<ResolversTypes['ReplyList'], ParentType, ContextType, RequireFields<QueryRepliesForArticleArgs, 'id'>>;
  siteSearch?: Resolver<ResolversTypes['SiteSearchResult'], ParentType, ContextType, RequireFields<QuerySiteSearchArgs, 'query'>>;
  weatherPlace?: Resolver<Maybe<ResolversTypes['WeatherPlace']>, ParentType, ContextType, RequireFields<QueryWeatherPlaceArgs, 'slug'>>;
  weatherPlaces?: Resolver<Array<ResolversTypes['WeatherPlace']>, ParentType, ContextType>;
}>;

export type RedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Redirect'] = ResolversParentTypes['Redirect']> = ResolversObject<{
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPermanent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  articles?: Resolver<ResolversTypes['ArticleList'], ParentType, ContextType, Partial<RegionArticlesArgs>>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['RegionFeature']>, ParentType, ContextType>;
  hasBikepark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasGolf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasHighrope?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasIndoorPool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOutdoorPool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasParagliding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasToboggan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  polygon?: Resolver<ResolversTypes['Polygon'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegionFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegionFeature'] = ResolversParentTypes['RegionFeature']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pagePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegionList'] = ResolversParentTypes['RegionList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reply'] = ResolversParentTypes['Reply']> = ResolversObject<{
  article?: Resolver<ResolversTypes['ReplyArticle'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['ReplyContent'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  isChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReplyUser'], ParentType, ContextType>;
  viewerHasReported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerHasVoted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReplyArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReplyArticle'] = ResolversParentTypes['ReplyArticle']> = ResolversObject<{
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplyContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReplyContent'] = ResolversParentTypes['ReplyContent']> = ResolversObject<{
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rendered?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplyListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReplyList'] = ResolversParentTypes['ReplyList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Reply']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReplyUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReplyUser'] = ResolversParentTypes['ReplyUser']> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SiteSearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteSearchHit'] = ResolversParentTypes['SiteSearchHit']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  isAdvertorial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchEntityKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
}>;

export type SiteSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteSearchResult'] = ResolversParentTypes['SiteSearchResult']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SiteSearchHit']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  interests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
}>;

export type WeatherPlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeatherPlace'] = ResolversParentTypes['WeatherPlace']> = ResolversObject<{
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elevationMountain?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elevationValley?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Activity?: ActivityResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleList?: ArticleListResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Embed?: EmbedResolvers<ContextType>;
  FrontpageEntity?: FrontpageEntityResolvers<ContextType>;
  FrontpageItem?: FrontpageItemResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Interest?: InterestResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Meta?: MetaResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageList?: PageListResolvers<ContextType>;
  PathInfo?: PathInfoResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Polygon?: PolygonResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Redirect?: RedirectResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegionFeature?: RegionFeatureResolvers<ContextType>;
  RegionList?: RegionListResolvers<ContextType>;
  Reply?: ReplyResolvers<ContextType>;
  ReplyArticle?: ReplyArticleResolvers<ContextType>;
  ReplyContent?: ReplyContentResolvers<ContextType>;
  ReplyList?: ReplyListResolvers<ContextType>;
  ReplyUser?: ReplyUserResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SiteSearchHit?: SiteSearchHitResolvers<ContextType>;
  SiteSearchResult?: SiteSearchResultResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  WeatherPlace?: WeatherPlaceResolvers<ContextType>;
}>;

