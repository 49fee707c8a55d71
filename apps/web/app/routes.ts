import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Route ids carry the `nl` suffix of the spec (§2: every route is Dutch-locale). Each module is
// its own chunk, loaded on demand. The full table of spec §2 arrives with issue 5.
export default [
  index('routes/home.tsx', { id: 'home-nl' }),
  route('media/*', 'routes/media.ts', { id: 'media-nl' }),
  route('health', 'routes/health.ts', { id: 'health-nl' }),
  // Article views reported by the reader's browser (spec §4; see lib/impression.ts).
  route('impressie', 'routes/impression.ts', { id: 'impression-nl' }),
  // Frame (issue 5, W1): the test page, sitemap and robots.
  route('test', 'routes/test.tsx', { id: 'test-nl' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-nl' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-nl' }),
  route('nieuwsbrief/aanmelden', 'routes/content-page-newsletter.tsx', {
    id: 'newsletter-subscribe-nl',
  }),
  // Content (issue 5, W2): article lists, article pages (date segments optional, digits only:
  // checked in the loader) and their preview alias.
  route('weblog', 'routes/article-list.tsx', { id: 'article-list-weblog-nl' }),
  route('nieuws', 'routes/article-list.tsx', { id: 'article-list-nieuws-nl' }),
  route('artikelen', 'routes/article-list.tsx', { id: 'article-list-artikelen-nl' }),
  route('weblog/preview/:slug', 'routes/article.tsx', { id: 'article-preview-weblog-nl' }),
  route('nieuws/preview/:slug', 'routes/article.tsx', { id: 'article-preview-nieuws-nl' }),
  route('weblog/:year?/:month?/:day?/:slug', 'routes/article.tsx', { id: 'article-weblog-nl' }),
  route('nieuws/:year?/:month?/:day?/:slug', 'routes/article.tsx', { id: 'article-nieuws-nl' }),
  // Discovery (issue 5, W3): regions, activities, weather, search.
  route('regios', 'routes/regions.tsx', { id: 'regions-nl' }),
  route('regios/:slug', 'routes/region.tsx', { id: 'region-nl' }),
  route('regios/:slug/:tag', 'routes/region-tag.tsx', { id: 'region-tag-nl' }),
  route('activiteiten', 'routes/activities.tsx', { id: 'activities-nl' }),
  route('activiteiten/:slug', 'routes/activity.tsx', { id: 'activity-nl' }),
  route('weer', 'routes/weather.tsx', { id: 'weather-nl' }),
  // Also answers the spec's literal `/weer/:{slug}` with a 301 (see the route module).
  route('weer/:slug', 'routes/weather-place.tsx', { id: 'weather-place-nl' }),
  route('zoeken', 'routes/search.tsx', { id: 'search-nl' }),
  // Accounts and session (issue 6, S1): the same-origin GraphQL endpoint, the account screens
  // (one account-actions screen without the site layout) and logging out (a POST).
  route('graphql', 'routes/graphql.ts', { id: 'graphql-nl' }),
  route('login', 'routes/account-login.tsx', { id: 'login-nl' }),
  route('register', 'routes/account-register.tsx', { id: 'register-nl' }),
  route('reset-password', 'routes/account-reset-password.tsx', { id: 'reset-password-nl' }),
  route('account-actions', 'routes/account-actions.tsx', { id: 'account-actions-nl' }),
  route('uitloggen', 'routes/account-logout.tsx', { id: 'logout-nl' }),
  // Settings (issue 6, S3): no site layout, login required; an overview and four sections.
  route('settings', 'routes/settings.tsx', { id: 'settings-nl' }, [
    index('routes/settings-index.tsx', { id: 'settings-index-nl' }),
    route('profile', 'routes/settings-profile.tsx', { id: 'settings-profile-nl' }),
    route('replies', 'routes/settings-replies.tsx', { id: 'settings-replies-nl' }),
    route('security', 'routes/settings-security.tsx', { id: 'settings-security-nl' }),
    route('notifications', 'routes/settings-notifications.tsx', {
      id: 'settings-notifications-nl',
    }),
  ]),
  // Push and inbox (issue 6, S4): the inbox, the SDK's service worker and its services file.
  route('inbox', 'routes/inbox.tsx', { id: 'inbox-nl' }),
  route('sw.js', 'routes/sw-js.ts', { id: 'sw-nl' }),
  route('notificare-services.json', 'routes/notificare-services-json.ts', { id: 'notificare-nl' }),
  // The catch-all (W2): redirect rules, content pages, otherwise 'Page not found: {path}'.
  route('*', 'routes/content-page.tsx', { id: 'content-page-nl' }),
] satisfies RouteConfig;
