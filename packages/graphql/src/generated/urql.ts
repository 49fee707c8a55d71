import * as Operations from './graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;


export function useActivitiesQuery(options?: Omit<Urql.UseQueryArgs<Operations.ActivitiesQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.ActivitiesQuery, Operations.ActivitiesQueryVariables>({ query: Operations.ActivitiesDocument, ...options });
};

export function useAddInterestMutation() {
  return Urql.useMutation<Operations.AddInterestMutation, Operations.AddInterestMutationVariables>(Operations.AddInterestDocument);
};

export function useAddNewsletterSubscriptionMutation() {
  return Urql.useMutation<Operations.AddNewsletterSubscriptionMutation, Operations.AddNewsletterSubscriptionMutationVariables>(Operations.AddNewsletterSubscriptionDocument);
};

export function useAdminPathQuery(options: Omit<Urql.UseQueryArgs<Operations.AdminPathQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.AdminPathQuery, Operations.AdminPathQueryVariables>({ query: Operations.AdminPathDocument, ...options });
};

export function useArticleByPathQuery(options: Omit<Urql.UseQueryArgs<Operations.ArticleByPathQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.ArticleByPathQuery, Operations.ArticleByPathQueryVariables>({ query: Operations.ArticleByPathDocument, ...options });
};

export function useArticlePageQuery(options: Omit<Urql.UseQueryArgs<Operations.ArticlePageQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.ArticlePageQuery, Operations.ArticlePageQueryVariables>({ query: Operations.ArticlePageDocument, ...options });
};

export function useArticlesByTypeQuery(options: Omit<Urql.UseQueryArgs<Operations.ArticlesByTypeQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.ArticlesByTypeQuery, Operations.ArticlesByTypeQueryVariables>({ query: Operations.ArticlesByTypeDocument, ...options });
};

export function useArticlesQuery(options?: Omit<Urql.UseQueryArgs<Operations.ArticlesQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.ArticlesQuery, Operations.ArticlesQueryVariables>({ query: Operations.ArticlesDocument, ...options });
};

export function useBannerQuery(options?: Omit<Urql.UseQueryArgs<Operations.BannerQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.BannerQuery, Operations.BannerQueryVariables>({ query: Operations.BannerDocument, ...options });
};

export function useChangePasswordMutation() {
  return Urql.useMutation<Operations.ChangePasswordMutation, Operations.ChangePasswordMutationVariables>(Operations.ChangePasswordDocument);
};

export function useCheckReplyMutation() {
  return Urql.useMutation<Operations.CheckReplyMutation, Operations.CheckReplyMutationVariables>(Operations.CheckReplyDocument);
};

export function useChildrenByPathQuery(options: Omit<Urql.UseQueryArgs<Operations.ChildrenByPathQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.ChildrenByPathQuery, Operations.ChildrenByPathQueryVariables>({ query: Operations.ChildrenByPathDocument, ...options });
};

export function useConfirmNewsletterSubscriptionMutation() {
  return Urql.useMutation<Operations.ConfirmNewsletterSubscriptionMutation, Operations.ConfirmNewsletterSubscriptionMutationVariables>(Operations.ConfirmNewsletterSubscriptionDocument);
};

export function useCountArticleImpressionQuery(options: Omit<Urql.UseQueryArgs<Operations.CountArticleImpressionQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.CountArticleImpressionQuery, Operations.CountArticleImpressionQueryVariables>({ query: Operations.CountArticleImpressionDocument, ...options });
};

export function useCreateAccountMutation() {
  return Urql.useMutation<Operations.CreateAccountMutation, Operations.CreateAccountMutationVariables>(Operations.CreateAccountDocument);
};

export function useCreateMyProfileMutation() {
  return Urql.useMutation<Operations.CreateMyProfileMutation, Operations.CreateMyProfileMutationVariables>(Operations.CreateMyProfileDocument);
};

export function useCreateSessionMutation() {
  return Urql.useMutation<Operations.CreateSessionMutation, Operations.CreateSessionMutationVariables>(Operations.CreateSessionDocument);
};

export function useDeleteCurrentSessionMutation() {
  return Urql.useMutation<Operations.DeleteCurrentSessionMutation, Operations.DeleteCurrentSessionMutationVariables>(Operations.DeleteCurrentSessionDocument);
};

export function useDeleteSessionMutation() {
  return Urql.useMutation<Operations.DeleteSessionMutation, Operations.DeleteSessionMutationVariables>(Operations.DeleteSessionDocument);
};

export function useFrontpageItemsQuery(options?: Omit<Urql.UseQueryArgs<Operations.FrontpageItemsQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.FrontpageItemsQuery, Operations.FrontpageItemsQueryVariables>({ query: Operations.FrontpageItemsDocument, ...options });
};

export function useHomePageQuery(options?: Omit<Urql.UseQueryArgs<Operations.HomePageQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.HomePageQuery, Operations.HomePageQueryVariables>({ query: Operations.HomePageDocument, ...options });
};

export function useInsertReplyMutation() {
  return Urql.useMutation<Operations.InsertReplyMutation, Operations.InsertReplyMutationVariables>(Operations.InsertReplyDocument);
};

export function useMeQuery(options?: Omit<Urql.UseQueryArgs<Operations.MeQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.MeQuery, Operations.MeQueryVariables>({ query: Operations.MeDocument, ...options });
};

export function useMyInterestsQuery(options?: Omit<Urql.UseQueryArgs<Operations.MyInterestsQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.MyInterestsQuery, Operations.MyInterestsQueryVariables>({ query: Operations.MyInterestsDocument, ...options });
};

export function useMyNotificationSettingsQuery(options?: Omit<Urql.UseQueryArgs<Operations.MyNotificationSettingsQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.MyNotificationSettingsQuery, Operations.MyNotificationSettingsQueryVariables>({ query: Operations.MyNotificationSettingsDocument, ...options });
};

export function useMyRepliesQuery(options?: Omit<Urql.UseQueryArgs<Operations.MyRepliesQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.MyRepliesQuery, Operations.MyRepliesQueryVariables>({ query: Operations.MyRepliesDocument, ...options });
};

export function useMySessionsQuery(options?: Omit<Urql.UseQueryArgs<Operations.MySessionsQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.MySessionsQuery, Operations.MySessionsQueryVariables>({ query: Operations.MySessionsDocument, ...options });
};

export function usePageByPathQuery(options: Omit<Urql.UseQueryArgs<Operations.PageByPathQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.PageByPathQuery, Operations.PageByPathQueryVariables>({ query: Operations.PageByPathDocument, ...options });
};

export function usePagesForActivityQuery(options: Omit<Urql.UseQueryArgs<Operations.PagesForActivityQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.PagesForActivityQuery, Operations.PagesForActivityQueryVariables>({ query: Operations.PagesForActivityDocument, ...options });
};

export function usePathInfoQuery(options: Omit<Urql.UseQueryArgs<Operations.PathInfoQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.PathInfoQuery, Operations.PathInfoQueryVariables>({ query: Operations.PathInfoDocument, ...options });
};

export function usePreviewReplyQuery(options: Omit<Urql.UseQueryArgs<Operations.PreviewReplyQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.PreviewReplyQuery, Operations.PreviewReplyQueryVariables>({ query: Operations.PreviewReplyDocument, ...options });
};

export function useRegionBySlugQuery(options: Omit<Urql.UseQueryArgs<Operations.RegionBySlugQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.RegionBySlugQuery, Operations.RegionBySlugQueryVariables>({ query: Operations.RegionBySlugDocument, ...options });
};

export function useRegionTagPageQuery(options: Omit<Urql.UseQueryArgs<Operations.RegionTagPageQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.RegionTagPageQuery, Operations.RegionTagPageQueryVariables>({ query: Operations.RegionTagPageDocument, ...options });
};

export function useRegionsQuery(options?: Omit<Urql.UseQueryArgs<Operations.RegionsQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.RegionsQuery, Operations.RegionsQueryVariables>({ query: Operations.RegionsDocument, ...options });
};

export function useRemoveInterestMutation() {
  return Urql.useMutation<Operations.RemoveInterestMutation, Operations.RemoveInterestMutationVariables>(Operations.RemoveInterestDocument);
};

export function useRepliesForArticleQuery(options: Omit<Urql.UseQueryArgs<Operations.RepliesForArticleQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.RepliesForArticleQuery, Operations.RepliesForArticleQueryVariables>({ query: Operations.RepliesForArticleDocument, ...options });
};

export function useReportReplyMutation() {
  return Urql.useMutation<Operations.ReportReplyMutation, Operations.ReportReplyMutationVariables>(Operations.ReportReplyDocument);
};

export function useRequestPasswordResetMutation() {
  return Urql.useMutation<Operations.RequestPasswordResetMutation, Operations.RequestPasswordResetMutationVariables>(Operations.RequestPasswordResetDocument);
};

export function useResetPasswordMutation() {
  return Urql.useMutation<Operations.ResetPasswordMutation, Operations.ResetPasswordMutationVariables>(Operations.ResetPasswordDocument);
};

export function useSaveMyProfileMutation() {
  return Urql.useMutation<Operations.SaveMyProfileMutation, Operations.SaveMyProfileMutationVariables>(Operations.SaveMyProfileDocument);
};

export function useSiteSearchQuery(options: Omit<Urql.UseQueryArgs<Operations.SiteSearchQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.SiteSearchQuery, Operations.SiteSearchQueryVariables>({ query: Operations.SiteSearchDocument, ...options });
};

export function useSitemapArticlesQuery(options: Omit<Urql.UseQueryArgs<Operations.SitemapArticlesQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.SitemapArticlesQuery, Operations.SitemapArticlesQueryVariables>({ query: Operations.SitemapArticlesDocument, ...options });
};

export function useSitemapPagesQuery(options?: Omit<Urql.UseQueryArgs<Operations.SitemapPagesQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.SitemapPagesQuery, Operations.SitemapPagesQueryVariables>({ query: Operations.SitemapPagesDocument, ...options });
};

export function useSitemapRegionsQuery(options: Omit<Urql.UseQueryArgs<Operations.SitemapRegionsQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.SitemapRegionsQuery, Operations.SitemapRegionsQueryVariables>({ query: Operations.SitemapRegionsDocument, ...options });
};

export function useSubscribeMyNewsletterMutation() {
  return Urql.useMutation<Operations.SubscribeMyNewsletterMutation, Operations.SubscribeMyNewsletterMutationVariables>(Operations.SubscribeMyNewsletterDocument);
};

export function useUnsubscribeMyNewsletterMutation() {
  return Urql.useMutation<Operations.UnsubscribeMyNewsletterMutation, Operations.UnsubscribeMyNewsletterMutationVariables>(Operations.UnsubscribeMyNewsletterDocument);
};

export function useVoteReplyMutation() {
  return Urql.useMutation<Operations.VoteReplyMutation, Operations.VoteReplyMutationVariables>(Operations.VoteReplyDocument);
};

export function useWeatherPlaceQuery(options: Omit<Urql.UseQueryArgs<Operations.WeatherPlaceQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.WeatherPlaceQuery, Operations.WeatherPlaceQueryVariables>({ query: Operations.WeatherPlaceDocument, ...options });
};

export function useWeatherPlacesQuery(options?: Omit<Urql.UseQueryArgs<Operations.WeatherPlacesQueryVariables>, 'query'>) {
  return Urql.useQuery<Operations.WeatherPlacesQuery, Operations.WeatherPlacesQueryVariables>({ query: Operations.WeatherPlacesDocument, ...options });
};