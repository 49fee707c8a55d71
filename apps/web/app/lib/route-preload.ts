import {
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
  useContext,
  useEffect,
  useRef,
} from 'react';
import {
  matchRoutes,
  type RouteObject,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
} from 'react-router';
import { createPreloadQueue } from './preload-queue.js';

/** What this module reads of React Router's asset manifest (`__reactRouterManifest`). */
export interface RouteAssets {
  routes: Record<
    string,
    | {
        module: string;
        imports?: string[];
        clientActionModule?: string | undefined;
        clientLoaderModule?: string | undefined;
      }
    | undefined
  >;
}

/** One route preload: the route module (its key) with the chunks it imports. */
export interface RoutePreload {
  key: string;
  hrefs: string[];
}

/**
 * The route preloads a navigation to `path` needs: for every matched route whose module is not
 * loaded yet, its module, split-off client modules and imports. Routes that share a module (the
 * three article lists) share the key, so the module is preloaded once.
 */
export function routePreloadsFor(
  path: string,
  routes: RouteObject[],
  assets: RouteAssets,
  isLoaded: (routeId: string) => boolean,
): RoutePreload[] {
  const matches = matchRoutes(routes, path) ?? [];
  const preloads: RoutePreload[] = [];
  for (const { route } of matches) {
    const id = route.id;
    const entry = id === undefined ? undefined : assets.routes[id];
    if (!id || !entry || isLoaded(id)) continue;
    if (preloads.some((preload) => preload.key === entry.module)) continue;
    const hrefs = [
      entry.module,
      ...(entry.clientLoaderModule ? [entry.clientLoaderModule] : []),
      ...(entry.clientActionModule ? [entry.clientActionModule] : []),
      ...(entry.imports ?? []),
    ];
    preloads.push({ key: entry.module, hrefs: [...new Set(hrefs)] });
  }
  return preloads;
}

/** The page's one queue: spec §9, at most 4 route preloads at a time. */
const queue = createPreloadQueue();

/**
 * Fetches modules into the browser's module map without running them (`<link rel=modulepreload>`,
 * as React Router's own prefetching does); resolves when each has loaded or failed. A module the
 * page already has or asked for is not asked again.
 */
function preloadModules(hrefs: string[]): Promise<void> {
  const loads = hrefs.map((href) => {
    const existing = document.head.querySelector(
      `link[rel="modulepreload"][href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`,
    );
    if (existing) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        // Gone, so a later intent (or the navigation itself) asks again.
        link.remove();
        reject(new Error(`Preloading ${href} failed`));
      };
      document.head.append(link);
    });
  });
  return Promise.all(loads).then(() => undefined);
}

/** How long the pointer must rest on a link before it counts as intent (as React Router's `prefetch="intent"`). */
const HOVER_INTENT_MS = 100;

/** Event handlers that preload a link's route on intent: hover, focus or touch. */
export interface RoutePreloadHandlers {
  onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void;
  onBlur: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => void;
}

/**
 * Preloads the route modules of `to` when the visitor shows intent, through the page's preload
 * queue (never more than 4 route preloads at once, spec §9). Replaces React Router's
 * `prefetch="intent"`, which starts every hovered link's modules at once. Data is not prefetched:
 * a logged-in visitor's answers are `no-store` and an anonymous one's `max-age=0`, so a prefetched
 * answer could not be used for the navigation anyway.
 */
export function useRoutePreload(to: string): RoutePreloadHandlers {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    clearTimeout(timer.current);
    if (!framework || !dataRouter) return;
    const { manifest, routeModules } = framework;
    const path = new URL(to, window.location.href).pathname;
    for (const { key, hrefs } of routePreloadsFor(
      path,
      dataRouter.router.routes as RouteObject[],
      manifest,
      (id) => id in routeModules,
    )) {
      void queue.preload(key, () => preloadModules(hrefs));
    }
  };
  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(start, HOVER_INTENT_MS);
  };
  const cancel = () => clearTimeout(timer.current);

  return {
    onMouseEnter: later,
    onMouseLeave: cancel,
    onFocus: later,
    onBlur: cancel,
    onTouchStart: start,
  };
}
