/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import gql from 'graphql-tag';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type AdType =
  | 'BANNER'
  | 'RICHMEDIA';

export type ArticleFilters = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  places?: Array<string> | null | undefined;
  sort?: SortColumn | null | undefined;
  tags?: Array<string> | null | undefined;
  types?: Array<ArticleType> | null | undefined;
};

export type ArticleType =
  | 'NEWS'
  | 'WEBLOG';

export type BannerFilters = {
  adType?: AdType | null | undefined;
  area?: ContentArea | null | undefined;
  /** Prefer a highlighted banner. */
  highlighted?: boolean | null | undefined;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type CheckReplyInput = {
  replyId: string;
  /** true keeps the reply (checked, never hidden by reports again); false removes it. */
  visible: boolean;
};

export type ConfirmNewsletterSubscriptionInput = {
  token: string;
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
  acceptTerms: boolean;
  email: string;
  /** 'Ik wil de nieuwsbrief ontvangen' */
  newsletter?: boolean | null | undefined;
  password: string;
  username: string;
};

export type CreateSessionInput = {
  email: string;
  password: string;
};

export type DeleteSessionInput = {
  id: string;
};

export type InsertReplyInput = {
  articleId: string;
  /** Markdown. */
  content: string;
};

export type InterestInput = {
  name: string;
};

/** Where the logged-in user's email stands with the newsletter. */
export type NewsletterStatus =
  | 'CONFIRMED'
  /** Not subscribed. */
  | 'NONE'
  /** Subscribed; the confirmation link in the mail has not been used yet. */
  | 'PENDING';

export type NewsletterSubscriptionInput = {
  email: string;
};

export type PageFilters = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortColumn | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type ProfileInput = {
  signature?: string | null | undefined;
  username: string;
};

export type RegionFilters = {
  countries?: Array<string> | null | undefined;
  hasBikepark?: boolean | null | undefined;
  hasGolf?: boolean | null | undefined;
  hasHighrope?: boolean | null | undefined;
  hasIndoorPool?: boolean | null | undefined;
  hasOutdoorPool?: boolean | null | undefined;
  hasParagliding?: boolean | null | undefined;
  hasToboggan?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  /** HEADING sorts on the name; PUBLISHED is taken as the score. */
  sort?: SortColumn | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type ReplyFilters = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
};

export type ReportReplyInput = {
  /** Why the reply should be looked at: 3 to 500 characters. */
  reason: string;
  replyId: string;
};

export type RequestPasswordResetInput = {
  email: string;
};

export type ResetPasswordInput = {
  password: string;
  token: string;
};

export type SearchEntityKind =
  | 'ARTICLE'
  | 'TOPIC';

export type SearchFilters = {
  kinds?: Array<SearchEntityKind> | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

export type SortColumn =
  | 'HEADING'
  | 'PUBLISHED';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type VoteReplyInput = {
  replyId: string;
};

export type CreateSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type CreateSessionMutation = { createSession: string };

export type DeleteCurrentSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCurrentSessionMutation = { deleteCurrentSession: boolean };

export type CreateAccountMutationVariables = Exact<{
  input: CreateAccountInput;
}>;


export type CreateAccountMutation = { createAccount: string };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: string };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  input: ConfirmNewsletterSubscriptionInput;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: boolean };

export type ActivitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivitiesQuery = { activities: Array<{ slug: string, page: { id: string, title: string, heading: string, path: string, meta: { id: string, description: string | null, thumbnailImage: { url: string, width: number, height: number, alt: string } | null }, content: { introduction: string } } | null }> };

export type AddNewsletterSubscriptionMutationVariables = Exact<{
  input: NewsletterSubscriptionInput;
}>;


export type AddNewsletterSubscriptionMutation = { addNewsletterSubscription: boolean };

export type ArticleByPathQueryVariables = Exact<{
  path: string;
  impression?: boolean | null | undefined;
}>;


export type ArticleByPathQuery = { articleByPath: { id: string, heading: string, path: string, slug: string, type: ArticleType, isPublishDateVisible: boolean, isReplyVisible: boolean, isReplyAllowed: boolean, isAdvertorial: boolean, published_at: string, edited_at: string | null, editorialNote: string | null, replyCount: number, tags: Array<string>, places: Array<{ id: string, slug: string, name: string }>, author: { id: string, slug: string, username: string } | null, meta: { id: string, title: string | null, description: string | null, hasIndex: boolean, headerImage: { url: string, width: number, height: number, alt: string } | null, ogImage: { url: string, width: number, height: number, alt: string } | null }, content: { rendered: string, introduction: string, embeds: Array<{ type: string, slug: string, data: unknown }> } } | null };

export type ArticlesByTypeQueryVariables = Exact<{
  type: ArticleType;
  filters?: ArticleFilters | null | undefined;
}>;


export type ArticlesByTypeQuery = { articlesByType: { total: number, items: Array<{ id: string, heading: string, path: string, published_at: string, type: ArticleType, author: { id: string, slug: string, username: string } | null, meta: { id: string, thumbnailImage: { url: string, width: number, height: number, alt: string } | null }, content: { introduction: string } }> } };

export type ArticlesQueryVariables = Exact<{
  filters?: ArticleFilters | null | undefined;
}>;


export type ArticlesQuery = { articles: { total: number, items: Array<{ id: string, heading: string, path: string, published_at: string, type: ArticleType, author: { id: string, slug: string, username: string } | null, meta: { id: string, thumbnailImage: { url: string, width: number, height: number, alt: string } | null }, content: { introduction: string } }> } };

export type BannerQueryVariables = Exact<{
  filters?: BannerFilters | null | undefined;
}>;


export type BannerQuery = { banner: { id: string, adType: AdType, title: string, subtitle: string, text: string, offer: string, imageUrl: string | null, url: string, linkLabel: string } | null };

export type ChildrenByPathQueryVariables = Exact<{
  path: string;
  filters?: PageFilters | null | undefined;
}>;


export type ChildrenByPathQuery = { childrenByPath: { total: number, items: Array<{ id: string, title: string, heading: string, path: string, meta: { id: string, thumbnailImage: { url: string, width: number, height: number, alt: string } | null }, content: { introduction: string } }> } };

export type ImageFieldsFragment = { url: string, width: number, height: number, alt: string };

export type ContentFieldsFragment = { rendered: string, embeds: Array<{ type: string, slug: string, data: unknown }> };

export type FrontpageItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type FrontpageItemsQuery = { frontpageItems: Array<{ id: string, heading: string, description: string, url: string, image: { url: string, width: number, height: number, alt: string } }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, isAdmin: boolean, profile: { username: string, slug: string, signature: string | null, avatar: { url: string, width: number, height: number, alt: string } | null } | null } | null };

export type PageByPathQueryVariables = Exact<{
  path: string;
}>;


export type PageByPathQuery = { pageByPath: { id: string, title: string, heading: string, path: string, meta: { id: string, title: string | null, description: string | null, hasIndex: boolean, headerImage: { url: string, width: number, height: number, alt: string } | null, ogImage: { url: string, width: number, height: number, alt: string } | null }, content: { rendered: string, embeds: Array<{ type: string, slug: string, data: unknown }> } } | null };

export type PagesForActivityQueryVariables = Exact<{
  activity: string;
  filters?: PageFilters | null | undefined;
}>;


export type PagesForActivityQuery = { pagesForActivity: { total: number, items: Array<{ id: string, title: string, heading: string, path: string, meta: { id: string, thumbnailImage: { url: string, width: number, height: number, alt: string } | null }, content: { introduction: string } }> }, activities: Array<{ slug: string, page: { id: string, title: string, heading: string, path: string, meta: { id: string, title: string | null, description: string | null, hasIndex: boolean, ogImage: { url: string, width: number, height: number, alt: string } | null }, content: { rendered: string, embeds: Array<{ type: string, slug: string, data: unknown }> } } | null }> };

export type PathInfoQueryVariables = Exact<{
  path: string;
}>;


export type PathInfoQuery = { pathInfo: { id: string | null, matchedPath: string | null, redirect: { to: string, isExternal: boolean, isPermanent: boolean } | null, breadcrumbs: Array<{ id: string | null, path: string, title: string }> } };

export type RegionBySlugQueryVariables = Exact<{
  slug: string;
  articleFilters?: ArticleFilters | null | undefined;
}>;


export type RegionBySlugQuery = { regionBySlug: { id: string, slug: string, name: string, countryCode: string, score: number, hasBikepark: boolean, hasIndoorPool: boolean, hasOutdoorPool: boolean, hasGolf: boolean, hasToboggan: boolean, hasParagliding: boolean, hasHighrope: boolean, tags: Array<string>, polygon: { type: string, coordinates: Array<Array<Array<number>>> }, features: Array<{ id: string, name: string, rating: number, description: string, pagePath: string | null }>, page: { id: string, title: string, heading: string, path: string, meta: { id: string, title: string | null, description: string | null, hasIndex: boolean, ogImage: { url: string, width: number, height: number, alt: string } | null }, content: { rendered: string, embeds: Array<{ type: string, slug: string, data: unknown }> } } | null, articles: { total: number, items: Array<{ id: string, heading: string, path: string, published_at: string, author: { id: string, username: string } | null, meta: { id: string, thumbnailImage: { url: string, width: number, height: number, alt: string } | null }, content: { introduction: string } }> } } | null };

export type RegionTagPageQueryVariables = Exact<{
  path: string;
}>;


export type RegionTagPageQuery = { pageByPath: { id: string, title: string, heading: string, path: string, meta: { id: string, title: string | null, description: string | null, hasIndex: boolean, ogImage: { url: string, width: number, height: number, alt: string } | null }, content: { rendered: string, embeds: Array<{ type: string, slug: string, data: unknown }> } } | null };

export type RegionsQueryVariables = Exact<{
  filters?: RegionFilters | null | undefined;
}>;


export type RegionsQuery = { regions: { total: number, items: Array<{ id: string, slug: string, name: string, countryCode: string, score: number, hasBikepark: boolean, hasIndoorPool: boolean, hasOutdoorPool: boolean, hasGolf: boolean, hasToboggan: boolean, hasParagliding: boolean, hasHighrope: boolean, tags: Array<string> }> } };

export type RepliesForArticleQueryVariables = Exact<{
  id: string;
  filters?: ReplyFilters | null | undefined;
}>;


export type RepliesForArticleQuery = { repliesForArticle: { total: number, items: Array<{ id: string, created_at: string, voteCount: number, isHidden: boolean, reportCount: number, viewerHasVoted: boolean, viewerHasReported: boolean, content: { rendered: string }, user: { id: string, username: string, slug: string, signature: string | null, label: string | null, avatar: { url: string, width: number, height: number, alt: string } | null } }> } };

export type InsertReplyMutationVariables = Exact<{
  input: InsertReplyInput;
}>;


export type InsertReplyMutation = { insertReply: string };

export type PreviewReplyQueryVariables = Exact<{
  markdown: string;
}>;


export type PreviewReplyQuery = { previewReply: string };

export type VoteReplyMutationVariables = Exact<{
  input: VoteReplyInput;
}>;


export type VoteReplyMutation = { voteReply: { id: string, voteCount: number, viewerHasVoted: boolean } };

export type ReportReplyMutationVariables = Exact<{
  input: ReportReplyInput;
}>;


export type ReportReplyMutation = { reportReply: { id: string, viewerHasReported: boolean } };

export type CheckReplyMutationVariables = Exact<{
  input: CheckReplyInput;
}>;


export type CheckReplyMutation = { checkReply: boolean };

export type MyRepliesQueryVariables = Exact<{
  filters?: ReplyFilters | null | undefined;
}>;


export type MyRepliesQuery = { myReplies: { total: number, items: Array<{ id: string, created_at: string, voteCount: number, isHidden: boolean, content: { markdown: string, rendered: string }, article: { id: string, title: string, path: string } }> } };

export type CreateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type CreateMyProfileMutation = { createMyProfile: string };

export type SaveMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type SaveMyProfileMutation = { saveMyProfile: string };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, userAgent: string | null, identifier: string | null, isCurrent: boolean, created_at: string, updated_at: string }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type DeleteSessionMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type DeleteSessionMutation = { deleteSession: boolean };

export type MyNotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationSettingsQuery = { myNewsletterSubscription: NewsletterStatus, myInterests: Array<{ id: string, name: string }>, interests: Array<{ id: string, name: string }> };

export type AddInterestMutationVariables = Exact<{
  input: InterestInput;
}>;


export type AddInterestMutation = { addInterest: Array<{ id: string, name: string }> };

export type RemoveInterestMutationVariables = Exact<{
  input: InterestInput;
}>;


export type RemoveInterestMutation = { removeInterest: Array<{ id: string, name: string }> };

export type SubscribeMyNewsletterMutationVariables = Exact<{
  input: NewsletterSubscriptionInput;
}>;


export type SubscribeMyNewsletterMutation = { addNewsletterSubscription: boolean };

export type UnsubscribeMyNewsletterMutationVariables = Exact<{ [key: string]: never; }>;


export type UnsubscribeMyNewsletterMutation = { deleteMyNewsletterSubscription: boolean };

export type SiteSearchQueryVariables = Exact<{
  query: string;
  filters?: SearchFilters | null | undefined;
}>;


export type SiteSearchQuery = { siteSearch: { total: number, items: Array<{ id: string, kind: SearchEntityKind, path: string, heading: string, body: string, score: number, thumbnail: { url: string, width: number, height: number, alt: string } | null }> } };

export type SitemapArticlesQueryVariables = Exact<{
  offset: number;
}>;


export type SitemapArticlesQuery = { articles: { total: number, items: Array<{ id: string, path: string, published_at: string, edited_at: string | null, meta: { id: string, hasIndex: boolean } }> } };

export type SitemapPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapPagesQuery = { activities: Array<{ slug: string, page: { id: string, path: string, meta: { id: string, hasIndex: boolean }, children: { items: Array<{ id: string, path: string, meta: { id: string, hasIndex: boolean } }> } } | null }>, weatherPlaces: Array<{ id: string, slug: string }> };

export type SitemapRegionsQueryVariables = Exact<{
  offset: number;
}>;


export type SitemapRegionsQuery = { regions: { total: number, items: Array<{ id: string, slug: string }> } };

export type WeatherPlaceQueryVariables = Exact<{
  slug: string;
}>;


export type WeatherPlaceQuery = { weatherPlace: { id: string, slug: string, name: string, countryCode: string, latitude: number, longitude: number, elevationValley: number, elevationMountain: number, report: unknown, region: { id: string, slug: string, name: string } | null } | null };

export type WeatherPlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type WeatherPlacesQuery = { weatherPlaces: Array<{ id: string, slug: string, name: string, countryCode: string, elevationValley: number, elevationMountain: number, report: unknown }> };

export const ImageFieldsFragmentDoc = gql`
    fragment ImageFields on Image {
  url
  width
  height
  alt
}
    `;
export const ContentFieldsFragmentDoc = gql`
    fragment ContentFields on Content {
  rendered
  embeds {
    type
    slug
    data
  }
}
    `;
export const CreateSessionDocument = gql`
    mutation CreateSession($input: CreateSessionInput!) {
  createSession(input: $input)
}
    `;

export function useCreateSessionMutation() {
  return Urql.useMutation<CreateSessionMutation, CreateSessionMutationVariables>(CreateSessionDocument);
};
export const DeleteCurrentSessionDocument = gql`
    mutation DeleteCurrentSession {
  deleteCurrentSession
}
    `;

export function useDeleteCurrentSessionMutation() {
  return Urql.useMutation<DeleteCurrentSessionMutation, DeleteCurrentSessionMutationVariables>(DeleteCurrentSessionDocument);
};
export const CreateAccountDocument = gql`
    mutation CreateAccount($input: CreateAccountInput!) {
  createAccount(input: $input)
}
    `;

export function useCreateAccountMutation() {
  return Urql.useMutation<CreateAccountMutation, CreateAccountMutationVariables>(CreateAccountDocument);
};
export const RequestPasswordResetDocument = gql`
    mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input)
}
    `;

export function useRequestPasswordResetMutation() {
  return Urql.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument);
};
export const ResetPasswordDocument = gql`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input)
}
    `;

export function useResetPasswordMutation() {
  return Urql.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument);
};
export const ConfirmNewsletterSubscriptionDocument = gql`
    mutation ConfirmNewsletterSubscription($input: ConfirmNewsletterSubscriptionInput!) {
  confirmNewsletterSubscription(input: $input)
}
    `;

export function useConfirmNewsletterSubscriptionMutation() {
  return Urql.useMutation<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>(ConfirmNewsletterSubscriptionDocument);
};
export const ActivitiesDocument = gql`
    query Activities {
  activities {
    slug
    page {
      id
      title
      heading
      path
      meta {
        id
        description
        thumbnailImage {
          ...ImageFields
        }
      }
      content {
        introduction(length: 100)
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useActivitiesQuery(options?: Omit<Urql.UseQueryArgs<ActivitiesQueryVariables>, 'query'>) {
  return Urql.useQuery<ActivitiesQuery, ActivitiesQueryVariables>({ query: ActivitiesDocument, ...options });
};
export const AddNewsletterSubscriptionDocument = gql`
    mutation AddNewsletterSubscription($input: NewsletterSubscriptionInput!) {
  addNewsletterSubscription(input: $input)
}
    `;

export function useAddNewsletterSubscriptionMutation() {
  return Urql.useMutation<AddNewsletterSubscriptionMutation, AddNewsletterSubscriptionMutationVariables>(AddNewsletterSubscriptionDocument);
};
export const ArticleByPathDocument = gql`
    query ArticleByPath($path: String!, $impression: Boolean) {
  articleByPath(path: $path, impression: $impression) {
    id
    heading
    path
    slug
    type
    isPublishDateVisible
    isReplyVisible
    isReplyAllowed
    isAdvertorial
    published_at
    edited_at
    editorialNote
    replyCount
    tags
    places {
      id
      slug
      name
    }
    author {
      id
      slug
      username
    }
    meta {
      id
      title
      description
      hasIndex
      headerImage {
        ...ImageFields
      }
      ogImage {
        ...ImageFields
      }
    }
    content {
      rendered
      introduction(length: 180)
      embeds {
        type
        slug
        data
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useArticleByPathQuery(options: Omit<Urql.UseQueryArgs<ArticleByPathQueryVariables>, 'query'>) {
  return Urql.useQuery<ArticleByPathQuery, ArticleByPathQueryVariables>({ query: ArticleByPathDocument, ...options });
};
export const ArticlesByTypeDocument = gql`
    query ArticlesByType($type: ArticleType!, $filters: ArticleFilters) {
  articlesByType(type: $type, filters: $filters) {
    total
    items {
      id
      heading
      path
      published_at
      type
      author {
        id
        slug
        username
      }
      meta {
        id
        thumbnailImage {
          ...ImageFields
        }
      }
      content {
        introduction(length: 180)
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useArticlesByTypeQuery(options: Omit<Urql.UseQueryArgs<ArticlesByTypeQueryVariables>, 'query'>) {
  return Urql.useQuery<ArticlesByTypeQuery, ArticlesByTypeQueryVariables>({ query: ArticlesByTypeDocument, ...options });
};
export const ArticlesDocument = gql`
    query Articles($filters: ArticleFilters) {
  articles(filters: $filters) {
    total
    items {
      id
      heading
      path
      published_at
      type
      author {
        id
        slug
        username
      }
      meta {
        id
        thumbnailImage {
          ...ImageFields
        }
      }
      content {
        introduction(length: 180)
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useArticlesQuery(options?: Omit<Urql.UseQueryArgs<ArticlesQueryVariables>, 'query'>) {
  return Urql.useQuery<ArticlesQuery, ArticlesQueryVariables>({ query: ArticlesDocument, ...options });
};
export const BannerDocument = gql`
    query Banner($filters: BannerFilters) {
  banner(filters: $filters) {
    id
    adType
    title
    subtitle
    text
    offer
    imageUrl
    url
    linkLabel
  }
}
    `;

export function useBannerQuery(options?: Omit<Urql.UseQueryArgs<BannerQueryVariables>, 'query'>) {
  return Urql.useQuery<BannerQuery, BannerQueryVariables>({ query: BannerDocument, ...options });
};
export const ChildrenByPathDocument = gql`
    query ChildrenByPath($path: String!, $filters: PageFilters) {
  childrenByPath(path: $path, filters: $filters) {
    total
    items {
      id
      title
      heading
      path
      meta {
        id
        thumbnailImage {
          ...ImageFields
        }
      }
      content {
        introduction(length: 100)
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useChildrenByPathQuery(options: Omit<Urql.UseQueryArgs<ChildrenByPathQueryVariables>, 'query'>) {
  return Urql.useQuery<ChildrenByPathQuery, ChildrenByPathQueryVariables>({ query: ChildrenByPathDocument, ...options });
};
export const FrontpageItemsDocument = gql`
    query FrontpageItems {
  frontpageItems {
    id
    heading
    description
    url
    image {
      ...ImageFields
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useFrontpageItemsQuery(options?: Omit<Urql.UseQueryArgs<FrontpageItemsQueryVariables>, 'query'>) {
  return Urql.useQuery<FrontpageItemsQuery, FrontpageItemsQueryVariables>({ query: FrontpageItemsDocument, ...options });
};
export const MeDocument = gql`
    query Me {
  me {
    id
    email
    isAdmin
    profile {
      username
      slug
      signature
      avatar {
        ...ImageFields
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useMeQuery(options?: Omit<Urql.UseQueryArgs<MeQueryVariables>, 'query'>) {
  return Urql.useQuery<MeQuery, MeQueryVariables>({ query: MeDocument, ...options });
};
export const PageByPathDocument = gql`
    query PageByPath($path: String!) {
  pageByPath(path: $path) {
    id
    title
    heading
    path
    meta {
      id
      title
      description
      hasIndex
      headerImage {
        ...ImageFields
      }
      ogImage {
        ...ImageFields
      }
    }
    content {
      ...ContentFields
    }
  }
}
    ${ImageFieldsFragmentDoc}
${ContentFieldsFragmentDoc}`;

export function usePageByPathQuery(options: Omit<Urql.UseQueryArgs<PageByPathQueryVariables>, 'query'>) {
  return Urql.useQuery<PageByPathQuery, PageByPathQueryVariables>({ query: PageByPathDocument, ...options });
};
export const PagesForActivityDocument = gql`
    query PagesForActivity($activity: String!, $filters: PageFilters) {
  pagesForActivity(activity: $activity, filters: $filters) {
    total
    items {
      id
      title
      heading
      path
      meta {
        id
        thumbnailImage {
          ...ImageFields
        }
      }
      content {
        introduction(length: 100)
      }
    }
  }
  activities {
    slug
    page {
      id
      title
      heading
      path
      meta {
        id
        title
        description
        hasIndex
        ogImage {
          ...ImageFields
        }
      }
      content {
        ...ContentFields
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}
${ContentFieldsFragmentDoc}`;

export function usePagesForActivityQuery(options: Omit<Urql.UseQueryArgs<PagesForActivityQueryVariables>, 'query'>) {
  return Urql.useQuery<PagesForActivityQuery, PagesForActivityQueryVariables>({ query: PagesForActivityDocument, ...options });
};
export const PathInfoDocument = gql`
    query PathInfo($path: String!) {
  pathInfo(path: $path) {
    id
    matchedPath
    redirect {
      to
      isExternal
      isPermanent
    }
    breadcrumbs {
      id
      path
      title
    }
  }
}
    `;

export function usePathInfoQuery(options: Omit<Urql.UseQueryArgs<PathInfoQueryVariables>, 'query'>) {
  return Urql.useQuery<PathInfoQuery, PathInfoQueryVariables>({ query: PathInfoDocument, ...options });
};
export const RegionBySlugDocument = gql`
    query RegionBySlug($slug: String!, $articleFilters: ArticleFilters) {
  regionBySlug(slug: $slug) {
    id
    slug
    name
    countryCode
    score
    hasBikepark
    hasIndoorPool
    hasOutdoorPool
    hasGolf
    hasToboggan
    hasParagliding
    hasHighrope
    tags
    polygon {
      type
      coordinates
    }
    features {
      id
      name
      rating
      description
      pagePath
    }
    page {
      id
      title
      heading
      path
      meta {
        id
        title
        description
        hasIndex
        ogImage {
          ...ImageFields
        }
      }
      content {
        ...ContentFields
      }
    }
    articles(filters: $articleFilters) {
      total
      items {
        id
        heading
        path
        published_at
        author {
          id
          username
        }
        meta {
          id
          thumbnailImage {
            ...ImageFields
          }
        }
        content {
          introduction(length: 180)
        }
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}
${ContentFieldsFragmentDoc}`;

export function useRegionBySlugQuery(options: Omit<Urql.UseQueryArgs<RegionBySlugQueryVariables>, 'query'>) {
  return Urql.useQuery<RegionBySlugQuery, RegionBySlugQueryVariables>({ query: RegionBySlugDocument, ...options });
};
export const RegionTagPageDocument = gql`
    query RegionTagPage($path: String!) {
  pageByPath(path: $path) {
    id
    title
    heading
    path
    meta {
      id
      title
      description
      hasIndex
      ogImage {
        ...ImageFields
      }
    }
    content {
      ...ContentFields
    }
  }
}
    ${ImageFieldsFragmentDoc}
${ContentFieldsFragmentDoc}`;

export function useRegionTagPageQuery(options: Omit<Urql.UseQueryArgs<RegionTagPageQueryVariables>, 'query'>) {
  return Urql.useQuery<RegionTagPageQuery, RegionTagPageQueryVariables>({ query: RegionTagPageDocument, ...options });
};
export const RegionsDocument = gql`
    query Regions($filters: RegionFilters) {
  regions(filters: $filters) {
    total
    items {
      id
      slug
      name
      countryCode
      score
      hasBikepark
      hasIndoorPool
      hasOutdoorPool
      hasGolf
      hasToboggan
      hasParagliding
      hasHighrope
      tags
    }
  }
}
    `;

export function useRegionsQuery(options?: Omit<Urql.UseQueryArgs<RegionsQueryVariables>, 'query'>) {
  return Urql.useQuery<RegionsQuery, RegionsQueryVariables>({ query: RegionsDocument, ...options });
};
export const RepliesForArticleDocument = gql`
    query RepliesForArticle($id: UUID!, $filters: ReplyFilters) {
  repliesForArticle(id: $id, filters: $filters) {
    total
    items {
      id
      created_at
      voteCount
      isHidden
      reportCount
      viewerHasVoted
      viewerHasReported
      content {
        rendered
      }
      user {
        id
        username
        slug
        signature
        label
        avatar {
          ...ImageFields
        }
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useRepliesForArticleQuery(options: Omit<Urql.UseQueryArgs<RepliesForArticleQueryVariables>, 'query'>) {
  return Urql.useQuery<RepliesForArticleQuery, RepliesForArticleQueryVariables>({ query: RepliesForArticleDocument, ...options });
};
export const InsertReplyDocument = gql`
    mutation InsertReply($input: InsertReplyInput!) {
  insertReply(input: $input)
}
    `;

export function useInsertReplyMutation() {
  return Urql.useMutation<InsertReplyMutation, InsertReplyMutationVariables>(InsertReplyDocument);
};
export const PreviewReplyDocument = gql`
    query PreviewReply($markdown: String!) {
  previewReply(markdown: $markdown)
}
    `;

export function usePreviewReplyQuery(options: Omit<Urql.UseQueryArgs<PreviewReplyQueryVariables>, 'query'>) {
  return Urql.useQuery<PreviewReplyQuery, PreviewReplyQueryVariables>({ query: PreviewReplyDocument, ...options });
};
export const VoteReplyDocument = gql`
    mutation VoteReply($input: VoteReplyInput!) {
  voteReply(input: $input) {
    id
    voteCount
    viewerHasVoted
  }
}
    `;

export function useVoteReplyMutation() {
  return Urql.useMutation<VoteReplyMutation, VoteReplyMutationVariables>(VoteReplyDocument);
};
export const ReportReplyDocument = gql`
    mutation ReportReply($input: ReportReplyInput!) {
  reportReply(input: $input) {
    id
    viewerHasReported
  }
}
    `;

export function useReportReplyMutation() {
  return Urql.useMutation<ReportReplyMutation, ReportReplyMutationVariables>(ReportReplyDocument);
};
export const CheckReplyDocument = gql`
    mutation CheckReply($input: CheckReplyInput!) {
  checkReply(input: $input)
}
    `;

export function useCheckReplyMutation() {
  return Urql.useMutation<CheckReplyMutation, CheckReplyMutationVariables>(CheckReplyDocument);
};
export const MyRepliesDocument = gql`
    query MyReplies($filters: ReplyFilters) {
  myReplies(filters: $filters) {
    total
    items {
      id
      created_at
      voteCount
      isHidden
      content {
        markdown
        rendered
      }
      article {
        id
        title
        path
      }
    }
  }
}
    `;

export function useMyRepliesQuery(options?: Omit<Urql.UseQueryArgs<MyRepliesQueryVariables>, 'query'>) {
  return Urql.useQuery<MyRepliesQuery, MyRepliesQueryVariables>({ query: MyRepliesDocument, ...options });
};
export const CreateMyProfileDocument = gql`
    mutation CreateMyProfile($input: ProfileInput!) {
  createMyProfile(input: $input)
}
    `;

export function useCreateMyProfileMutation() {
  return Urql.useMutation<CreateMyProfileMutation, CreateMyProfileMutationVariables>(CreateMyProfileDocument);
};
export const SaveMyProfileDocument = gql`
    mutation SaveMyProfile($input: ProfileInput!) {
  saveMyProfile(input: $input)
}
    `;

export function useSaveMyProfileMutation() {
  return Urql.useMutation<SaveMyProfileMutation, SaveMyProfileMutationVariables>(SaveMyProfileDocument);
};
export const MySessionsDocument = gql`
    query MySessions {
  mySessions {
    id
    userAgent
    identifier
    isCurrent
    created_at
    updated_at
  }
}
    `;

export function useMySessionsQuery(options?: Omit<Urql.UseQueryArgs<MySessionsQueryVariables>, 'query'>) {
  return Urql.useQuery<MySessionsQuery, MySessionsQueryVariables>({ query: MySessionsDocument, ...options });
};
export const ChangePasswordDocument = gql`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input)
}
    `;

export function useChangePasswordMutation() {
  return Urql.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument);
};
export const DeleteSessionDocument = gql`
    mutation DeleteSession($input: DeleteSessionInput!) {
  deleteSession(input: $input)
}
    `;

export function useDeleteSessionMutation() {
  return Urql.useMutation<DeleteSessionMutation, DeleteSessionMutationVariables>(DeleteSessionDocument);
};
export const MyNotificationSettingsDocument = gql`
    query MyNotificationSettings {
  myInterests {
    id
    name
  }
  interests {
    id
    name
  }
  myNewsletterSubscription
}
    `;

export function useMyNotificationSettingsQuery(options?: Omit<Urql.UseQueryArgs<MyNotificationSettingsQueryVariables>, 'query'>) {
  return Urql.useQuery<MyNotificationSettingsQuery, MyNotificationSettingsQueryVariables>({ query: MyNotificationSettingsDocument, ...options });
};
export const AddInterestDocument = gql`
    mutation AddInterest($input: InterestInput!) {
  addInterest(input: $input) {
    id
    name
  }
}
    `;

export function useAddInterestMutation() {
  return Urql.useMutation<AddInterestMutation, AddInterestMutationVariables>(AddInterestDocument);
};
export const RemoveInterestDocument = gql`
    mutation RemoveInterest($input: InterestInput!) {
  removeInterest(input: $input) {
    id
    name
  }
}
    `;

export function useRemoveInterestMutation() {
  return Urql.useMutation<RemoveInterestMutation, RemoveInterestMutationVariables>(RemoveInterestDocument);
};
export const SubscribeMyNewsletterDocument = gql`
    mutation SubscribeMyNewsletter($input: NewsletterSubscriptionInput!) {
  addNewsletterSubscription(input: $input)
}
    `;

export function useSubscribeMyNewsletterMutation() {
  return Urql.useMutation<SubscribeMyNewsletterMutation, SubscribeMyNewsletterMutationVariables>(SubscribeMyNewsletterDocument);
};
export const UnsubscribeMyNewsletterDocument = gql`
    mutation UnsubscribeMyNewsletter {
  deleteMyNewsletterSubscription
}
    `;

export function useUnsubscribeMyNewsletterMutation() {
  return Urql.useMutation<UnsubscribeMyNewsletterMutation, UnsubscribeMyNewsletterMutationVariables>(UnsubscribeMyNewsletterDocument);
};
export const SiteSearchDocument = gql`
    query SiteSearch($query: String!, $filters: SearchFilters) {
  siteSearch(query: $query, filters: $filters) {
    total
    items {
      id
      kind
      path
      heading
      body
      score
      thumbnail {
        ...ImageFields
      }
    }
  }
}
    ${ImageFieldsFragmentDoc}`;

export function useSiteSearchQuery(options: Omit<Urql.UseQueryArgs<SiteSearchQueryVariables>, 'query'>) {
  return Urql.useQuery<SiteSearchQuery, SiteSearchQueryVariables>({ query: SiteSearchDocument, ...options });
};
export const SitemapArticlesDocument = gql`
    query SitemapArticles($offset: Int!) {
  articles(filters: {offset: $offset, limit: 100, sort: PUBLISHED, order: DESC}) {
    total
    items {
      id
      path
      published_at
      edited_at
      meta {
        id
        hasIndex
      }
    }
  }
}
    `;

export function useSitemapArticlesQuery(options: Omit<Urql.UseQueryArgs<SitemapArticlesQueryVariables>, 'query'>) {
  return Urql.useQuery<SitemapArticlesQuery, SitemapArticlesQueryVariables>({ query: SitemapArticlesDocument, ...options });
};
export const SitemapPagesDocument = gql`
    query SitemapPages {
  activities {
    slug
    page {
      id
      path
      meta {
        id
        hasIndex
      }
      children(filters: {limit: 100}) {
        items {
          id
          path
          meta {
            id
            hasIndex
          }
        }
      }
    }
  }
  weatherPlaces {
    id
    slug
  }
}
    `;

export function useSitemapPagesQuery(options?: Omit<Urql.UseQueryArgs<SitemapPagesQueryVariables>, 'query'>) {
  return Urql.useQuery<SitemapPagesQuery, SitemapPagesQueryVariables>({ query: SitemapPagesDocument, ...options });
};
export const SitemapRegionsDocument = gql`
    query SitemapRegions($offset: Int!) {
  regions(filters: {offset: $offset, limit: 100, sort: HEADING, order: ASC}) {
    total
    items {
      id
      slug
    }
  }
}
    `;

export function useSitemapRegionsQuery(options: Omit<Urql.UseQueryArgs<SitemapRegionsQueryVariables>, 'query'>) {
  return Urql.useQuery<SitemapRegionsQuery, SitemapRegionsQueryVariables>({ query: SitemapRegionsDocument, ...options });
};
export const WeatherPlaceDocument = gql`
    query WeatherPlace($slug: String!) {
  weatherPlace(slug: $slug) {
    id
    slug
    name
    countryCode
    latitude
    longitude
    elevationValley
    elevationMountain
    region {
      id
      slug
      name
    }
    report
  }
}
    `;

export function useWeatherPlaceQuery(options: Omit<Urql.UseQueryArgs<WeatherPlaceQueryVariables>, 'query'>) {
  return Urql.useQuery<WeatherPlaceQuery, WeatherPlaceQueryVariables>({ query: WeatherPlaceDocument, ...options });
};
export const WeatherPlacesDocument = gql`
    query WeatherPlaces {
  weatherPlaces {
    id
    slug
    name
    countryCode
    elevationValley
    elevationMountain
    report
  }
}
    `;

export function useWeatherPlacesQuery(options?: Omit<Urql.UseQueryArgs<WeatherPlacesQueryVariables>, 'query'>) {
  return Urql.useQuery<WeatherPlacesQuery, WeatherPlacesQueryVariables>({ query: WeatherPlacesDocument, ...options });
};