import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';
import { type ReactNode, useEffect } from 'react';
import { modal, ModalHost, Toaster } from '@nsv/shell';
import tokensCss from '@nsv/embeds/tokens.css?inline';
import shellCss from '@nsv/shell/styles.css?inline';
import { AccountMenu } from './components/account/account-menu.js';
import { AdminHost } from './components/admin/admin-host.js';
import accountCss from './components/account/account.css?inline';
import { ErrorView } from './components/error-views.js';
import { Island, IslandDocument } from './components/islands/island.js';
import { IslandScripts, isIslandDocument } from './components/islands/island-scripts.js';
import { BuildUpdateWatcher } from './components/layout/build-update-watcher.js';
import { FloatingNav } from './components/layout/floating-nav.js';
import { InlineStyle } from './components/layout/inline-style.js';
import { PushLauncher } from './components/push/push-launcher.js';
import { PushStarter } from './components/push/push-starter.js';
import { shellHandle } from './components/layout/route-handle.js';
import { SiteFooter } from './components/layout/site-footer.js';
import { SiteHeader } from './components/layout/site-header.js';
import layoutCss from './components/layout/layout.css?inline';
import { onSessionEnded, showToastForCode } from './lib/api-errors.js';
import { colorModeScript } from './lib/color-mode.js';
import { env, siteOrigin } from './lib/env.server.js';
import { describeRouteError, errorHeading } from './lib/route-error.js';
import { pushSettings } from './lib/push.server.js';
import { loadUser } from './lib/session.server.js';
import { DEFAULT_SITE_NAME, pageTitle, siteNameFrom } from './lib/site.js';
import type { SessionData } from './lib/user.js';
import appCss from './app.css?inline';
import type { Route } from './+types/root';

// The .ico (16, 32 and 48 px PNGs of the same picture, public/favicon.ico) for browsers and tools
// that do not take an SVG icon, and that ask for /favicon.ico without a link; browsers that take
// the SVG prefer it (sizes="32x32" leaves the scalable one the better match).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The shell's styles (tokens, toasts and dialog, skeleton, layout; about 3 KB gzipped) inlined in
 * the head: no render-blocking stylesheet request before the first paint on slow connections.
 */
const SHELL_CSS = [tokensCss, shellCss, appCss, layoutCss, accountCss].join('\n');

/**
 * Settings every page needs on both sides; only what is safe to show, never the API's address.
 * `origin` is the public origin for canonical URLs and sharing previews (`pageMeta` reads both).
 * `user` is the logged-in visitor (`useUser()`); the API is only asked when the request carries the
 * session cookie, so anonymous pages stay cookie-free and cacheable. A dead session clears the
 * cookie and reports why (`sessionProblem`), which the page shows as a toast.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, setCookie, problem } = await loadUser(request);
  const body = {
    siteName: env.SITE_NAME,
    origin: siteOrigin(request),
    user,
    sessionProblem: problem ?? null,
    push: pushSettings(env),
  } satisfies SessionData & Record<string, unknown>;
  return setCookie ? data(body, { headers: { 'Set-Cookie': setCookie } }) : body;
}

/**
 * React Router skips reloading after an action answered 4xx. An answer that found the session
 * ended (`sessionEnded`, e.g. a reply posted after logging out elsewhere; its response clears the
 * cookie) changes who is logged in, so the root loads the visitor again.
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const ended =
    typeof actionResult === 'object' &&
    actionResult !== null &&
    (actionResult as { sessionEnded?: unknown }).sessionEnded === true;
  return ended || defaultShouldRevalidate;
}

export function meta({ matches, error }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  if (error) {
    const { status } = describeRouteError(error);
    return [
      // Dutch, like the page's heading; the spec's English status message is among the details.
      { title: pageTitle(`${errorHeading(status)} (${status})`, siteName) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: siteName }];
}

/**
 * The document around every page and the error page (layout `default` of spec §2): Dutch, the
 * colour mode set before the first paint, header, page slot, footer, the floating navigation bar
 * unless the route's handle hides it, toasts at bottom-right and the modal host.
 */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const siteName = rootData?.siteName ?? DEFAULT_SITE_NAME;
  const matches = useMatches();
  const handle = shellHandle(matches);
  // Decision 0518: an anonymous reader's first article page comes without React Router's scripts.
  const islands = isIslandDocument(matches);
  const push = rootData?.push ?? null;
  // Screens without the site layout (account, settings) bring their own frame.
  const withLayout = handle.layout !== false;
  const showFloatingNav = withLayout && handle.floatingNav !== false;
  return (
    <IslandDocument.Provider value={islands}>
      <html lang="nl" data-color-mode={handle.colorMode} suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* Runs before the body is parsed: the stored colour mode is on <html> before the first paint. */}
          <script dangerouslySetInnerHTML={{ __html: colorModeScript(handle.colorMode) }} />
          <InlineStyle id="shell" css={SHELL_CSS} precedence="shell" />
          <Meta />
          <Links />
        </head>
        <body className={showFloatingNav ? 'has-floating-nav' : undefined}>
          {withLayout ? (
            <>
              <SiteHeader
                siteName={siteName}
                forcedColorMode={handle.colorMode}
                account={<AccountMenu user={rootData?.user ?? null} />}
              />
              <main id="inhoud" className="site-main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter siteName={siteName} />
            </>
          ) : (
            children
          )}
          {showFloatingNav ? <FloatingNav /> : null}
          <Toaster position="bottom-right" />
          {islands ? (
            <>
              <Island name="modal-host" component={ModalHost} props={{}} />
              {push ? (
                <Island
                  name="push"
                  component={PushStarter}
                  props={{ settings: push, user: null }}
                />
              ) : null}
              <IslandScripts />
            </>
          ) : (
            <>
              <ModalHost />
              <PushLauncher />
              <AdminHost />
              <BuildUpdateWatcher />
              <ScrollRestoration />
              <Scripts />
            </>
          )}
        </body>
      </html>
    </IslandDocument.Provider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { sessionProblem } = loaderData;
  const revalidator = useRevalidator();

  // The server dropped a dead session cookie: say why ('Je sessie is verlopen', ...).
  useEffect(() => {
    if (sessionProblem) showToastForCode(sessionProblem);
  }, [sessionProblem]);

  // A browser-side request found the session ended: reload the user, so the header says 'Inloggen'.
  useEffect(() => onSessionEnded(() => void revalidator.revalidate()), [revalidator]);

  // A dialog belongs to the page it was opened on: going to another page closes it (a form in it
  // sent the visitor to the login screen, the browser's back button), or it would cover that page.
  const { pathname, search } = useLocation();
  useEffect(() => () => modal.closeAll(), [pathname, search]);

  return <Outlet />;
}

/** The error page: the not-found view for 404, the server-error view otherwise (spec §2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView {...describeRouteError(error)} />;
}
