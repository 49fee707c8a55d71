import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteAssets, routePreloadsFor } from './route-preload.js';

// A route tree as the browser's router holds it (ids as in app/routes.ts) and its asset manifest.
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home-nl', index: true },
      { id: 'article-list-weblog-nl', path: 'weblog' },
      { id: 'article-list-nieuws-nl', path: 'nieuws' },
      { id: 'regions-nl', path: 'regios' },
      { id: 'region-nl', path: 'regios/:slug' },
      { id: 'content-page-nl', path: '*' },
    ],
  },
];

const assets: RouteAssets = {
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/react.js'] },
    'home-nl': { module: '/assets/home.js' },
    'article-list-weblog-nl': {
      module: '/assets/article-list.js',
      imports: ['/assets/react.js', '/assets/teaser.js'],
    },
    'article-list-nieuws-nl': {
      module: '/assets/article-list.js',
      imports: ['/assets/react.js', '/assets/teaser.js'],
    },
    'regions-nl': {
      module: '/assets/regions.js',
      clientLoaderModule: '/assets/regions-client-loader.js',
      imports: ['/assets/filters.js'],
    },
    'content-page-nl': { module: '/assets/content-page.js' },
  },
};

const onlyRootLoaded = (id: string) => id === 'root';

describe('routePreloadsFor', () => {
  it("gives the target route's module with its split client module and imports, not the loaded root", () => {
    expect(routePreloadsFor('/regios', routes, assets, onlyRootLoaded)).toEqual([
      {
        key: '/assets/regions.js',
        hrefs: ['/assets/regions.js', '/assets/regions-client-loader.js', '/assets/filters.js'],
      },
    ]);
  });

  it('gives nothing when the route is loaded already', () => {
    expect(routePreloadsFor('/regios', routes, assets, () => true)).toEqual([]);
  });

  it('keys routes that share a module by that module, so it is preloaded once', () => {
    const weblog = routePreloadsFor('/weblog', routes, assets, onlyRootLoaded);
    const nieuws = routePreloadsFor('/nieuws', routes, assets, onlyRootLoaded);
    expect(weblog.map((p) => p.key)).toEqual(['/assets/article-list.js']);
    expect(nieuws.map((p) => p.key)).toEqual(weblog.map((p) => p.key));
  });

  it('skips a matched route the manifest does not know yet (not discovered)', () => {
    expect(routePreloadsFor('/regios/solden', routes, assets, onlyRootLoaded)).toEqual([]);
  });

  it('falls through to the catch-all for other paths', () => {
    expect(routePreloadsFor('/over-ons', routes, assets, onlyRootLoaded)).toEqual([
      { key: '/assets/content-page.js', hrefs: ['/assets/content-page.js'] },
    ]);
  });
});
