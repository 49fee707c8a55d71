import {
  ChildrenByPathDocument,
  PageByPathDocument,
  PathInfoDocument,
  type ChildrenByPathQuery,
  type ChildrenByPathQueryVariables,
  type Client,
  type PageByPathQuery,
  type PageByPathQueryVariables,
  type PathInfoQuery,
  type PathInfoQueryVariables,
} from '@nsv/graphql';
import { refuses } from './api-errors.js';
import { ContentUnavailableError } from './articles-page.server.js';
import type { Crumb } from './content-json-ld.js';
import { toSiteMediaUrl } from './media-url.js';

/** How many children one page of a content page's list shows. */
export const CHILDREN_PAGE_SIZE = 12;

/** What the catch-all does with a path: redirect it, show a content page, or nothing (404). */
export type PathResolution =
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'page'; page: ContentPage }
  | { kind: 'none' };

/** A content page ready to render. */
export interface ContentPage {
  page: NonNullable<PageByPathQuery['pageByPath']>;
  breadcrumbs: Crumb[];
  headerImage: { src: string; width: number; height: number; alt: string } | null;
  children: {
    page: number;
    pages: number;
    total: number;
    items: {
      id: string;
      title: string;
      path: string;
      introduction: string;
      thumbnail: { src: string; width: number; height: number; alt: string } | null;
    }[];
  };
}

/** Fails with a clear message when the API could not answer. */
function unwrap<T>(result: { data?: T; error?: Error }, what: string): T {
  if (result.error || !result.data) {
    throw new ContentUnavailableError(
      `${what} laden mislukt: ${result.error?.message ?? 'geen gegevens'}`,
    );
  }
  return result.data;
}

/**
 * Resolves a path the other routes do not take: `pathInfo` first (redirect rules, internal and
 * external), then `pageByPath` with one page of its children (`childrenByPath`) and breadcrumbs.
 */
export async function resolveContentPath(
  client: Client,
  path: string,
  childPage: number,
  apiOrigin: string,
): Promise<PathResolution> {
  const options = { requestPolicy: 'network-only' } as const;
  const infoResult = await client
    .query<PathInfoQuery, PathInfoQueryVariables>(PathInfoDocument, { path }, options)
    .toPromise();
  // A path the API refuses (too long) is no page and no redirect rule.
  if (refuses(infoResult.error, 'path')) return { kind: 'none' };
  const info = unwrap(infoResult, 'Padinformatie').pathInfo;
  if (info.redirect) {
    return {
      kind: 'redirect',
      to: info.redirect.to,
      status: info.redirect.isPermanent ? 301 : 302,
    };
  }
  const [pageResult, childrenResult] = await Promise.all([
    client
      .query<PageByPathQuery, PageByPathQueryVariables>(PageByPathDocument, { path }, options)
      .toPromise(),
    client
      .query<ChildrenByPathQuery, ChildrenByPathQueryVariables>(
        ChildrenByPathDocument,
        {
          path,
          filters: { limit: CHILDREN_PAGE_SIZE, offset: (childPage - 1) * CHILDREN_PAGE_SIZE },
        },
        options,
      )
      .toPromise(),
  ]);
  const page = unwrap(pageResult, 'Pagina').pageByPath;
  if (!page) return { kind: 'none' };
  const children = unwrap(childrenResult, 'Onderliggende pagina’s').childrenByPath;
  const crumbs: Crumb[] = info.breadcrumbs.map(({ path: crumbPath, title }) => ({
    path: crumbPath,
    title,
  }));
  if (crumbs[0]?.path !== '/') crumbs.unshift({ path: '/', title: 'Home' });
  if (crumbs[crumbs.length - 1]?.path !== page.path)
    crumbs.push({ path: page.path, title: page.title });
  const header = page.meta.headerImage;
  return {
    kind: 'page',
    page: {
      page,
      breadcrumbs: crumbs,
      headerImage: header
        ? {
            src: toSiteMediaUrl(header.url, apiOrigin, 1024),
            width: header.width,
            height: header.height,
            alt: header.alt,
          }
        : null,
      children: {
        page: childPage,
        pages: Math.max(1, Math.ceil(children.total / CHILDREN_PAGE_SIZE)),
        total: children.total,
        items: children.items.map((child) => {
          const image = child.meta.thumbnailImage;
          return {
            id: child.id,
            title: child.heading || child.title,
            path: child.path,
            introduction: child.content.introduction,
            thumbnail: image
              ? {
                  src: toSiteMediaUrl(image.url, apiOrigin, 480),
                  width: image.width,
                  height: image.height,
                  alt: image.alt,
                }
              : null,
          };
        }),
      },
    },
  };
}
