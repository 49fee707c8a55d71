import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { ReactNode } from 'react';
import { ModalHost, Toaster } from '@nsv/shell';
import tokensCss from '@nsv/embeds/tokens.css?inline';
import shellCss from '@nsv/shell/styles.css?inline';
import { ErrorView } from './components/error-views.js';
import { BuildUpdateWatcher } from './components/layout/build-update-watcher.js';
import { FloatingNav } from './components/layout/floating-nav.js';
import { shellHandle } from './components/layout/route-handle.js';
import { SiteFooter } from './components/layout/site-footer.js';
import { SiteHeader } from './components/layout/site-header.js';
import layoutCss from './components/layout/layout.css?inline';
import { colorModeScript } from './lib/color-mode.js';
import { env } from './lib/env.server.js';
import { describeRouteError } from './lib/route-error.js';
import { DEFAULT_SITE_NAME, pageTitle, siteNameFrom } from './lib/site.js';
import appCss from './app.css?inline';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The shell's styles (tokens, toasts and dialog, skeleton, layout; about 3 KB gzipped) inlined in
 * the head: no render-blocking stylesheet request before the first paint on slow connections.
 */
const SHELL_CSS = [tokensCss, shellCss, appCss, layoutCss].join('\n');

/**
 * Settings every page needs on both sides; only what is safe to show, never the API's address.
 * `origin` is the public origin for canonical URLs and sharing previews (`pageMeta` reads both).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { siteName: env.SITE_NAME, origin: new URL(request.url).origin };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  if (error) {
    const { status, statusText } = describeRouteError(error);
    return [
      { title: pageTitle(`${status} ${statusText}`, siteName) },
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
  const siteName = useRouteLoaderData<typeof loader>('root')?.siteName ?? DEFAULT_SITE_NAME;
  const handle = shellHandle(useMatches());
  const showFloatingNav = handle.floatingNav !== false;
  return (
    <html lang="nl" data-color-mode={handle.colorMode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs before the body is parsed: the stored colour mode is on <html> before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript(handle.colorMode) }} />
        <style dangerouslySetInnerHTML={{ __html: SHELL_CSS }} />
        <Meta />
        <Links />
      </head>
      <body className={showFloatingNav ? 'has-floating-nav' : undefined}>
        <SiteHeader siteName={siteName} forcedColorMode={handle.colorMode} />
        <main id="inhoud" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter siteName={siteName} />
        {showFloatingNav ? <FloatingNav /> : null}
        <Toaster position="bottom-right" />
        <ModalHost />
        <BuildUpdateWatcher />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error page: the not-found view for 404, the server-error view otherwise (spec §2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView {...describeRouteError(error)} />;
}
