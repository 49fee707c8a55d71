import { createClient } from '@nsv/graphql';
import { describe, expect, it } from 'vitest';
import { resolveContentPath } from './content-page.server.js';
import { pathRefused, plainMeta } from '../test-support/fixtures.js';

const apiOrigin = 'http://api.test';

/**
 * A client whose API answers each operation by name (its `data`, or a whole response body from
 * `bodies`), recording the operations asked for.
 */
function clientWith(answers: Record<string, unknown>, bodies: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const client = createClient({
    url: `${apiOrigin}/graphql`,
    sleep: () => Promise.resolve(),
    fetch: async (_input, init) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      asked.push(operationName);
      const body = bodies[operationName] ?? { data: answers[operationName] };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, asked };
}

const noRedirect = {
  pathInfo: { id: null, matchedPath: '/veiligheid', redirect: null, breadcrumbs: [] },
};
const page = {
  pageByPath: {
    id: 'p1',
    title: 'Veiligheid',
    heading: 'Veilig de bergen in',
    path: '/veiligheid',
    meta: plainMeta,
    content: { rendered: '<p>Tekst</p>', embeds: [] },
  },
};
const children = {
  childrenByPath: {
    total: 13,
    items: [
      {
        id: 'c1',
        title: 'Lawines',
        heading: 'Lawines begrijpen',
        path: '/veiligheid/lawines',
        meta: {
          id: 'm2',
          thumbnailImage: {
            url: `${apiOrigin}/media/l.jpg`,
            width: 800,
            height: 600,
            alt: 'Lawine',
          },
        },
        content: { introduction: 'Over lawines.' },
      },
    ],
  },
};

describe('resolveContentPath', () => {
  it('follows a redirect rule before looking for a page: 301 when permanent, 302 otherwise', async () => {
    const permanent = clientWith({
      PathInfo: {
        pathInfo: {
          ...noRedirect.pathInfo,
          redirect: { to: '/weblog', isExternal: false, isPermanent: true },
        },
      },
    });
    await expect(resolveContentPath(permanent.client, '/blog', 1, apiOrigin)).resolves.toEqual({
      kind: 'redirect',
      to: '/weblog',
      status: 301,
    });
    expect(permanent.asked).toEqual(['PathInfo']);

    const external = clientWith({
      PathInfo: {
        pathInfo: {
          ...noRedirect.pathInfo,
          redirect: { to: 'https://shop.test', isExternal: true, isPermanent: false },
        },
      },
    });
    await expect(resolveContentPath(external.client, '/webshop', 1, apiOrigin)).resolves.toEqual({
      kind: 'redirect',
      to: 'https://shop.test',
      status: 302,
    });
  });

  it('gives the page with Home first in the breadcrumbs, its children paged and images through /media', async () => {
    const { client } = clientWith({
      PathInfo: noRedirect,
      PageByPath: page,
      ChildrenByPath: children,
    });
    const result = await resolveContentPath(client, '/veiligheid', 2, apiOrigin);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.page.breadcrumbs).toEqual([
      { path: '/', title: 'Home' },
      { path: '/veiligheid', title: 'Veiligheid' },
    ]);
    expect(result.page.children).toMatchObject({ page: 2, pages: 2, total: 13 });
    expect(result.page.children.items[0]).toMatchObject({
      title: 'Lawines begrijpen',
      thumbnail: { src: '/media/l.jpg?w=480' },
    });
  });

  it('says none when there is no page', async () => {
    const { client } = clientWith({
      PathInfo: noRedirect,
      PageByPath: { pageByPath: null },
      ChildrenByPath: { childrenByPath: { total: 0, items: [] } },
    });
    await expect(resolveContentPath(client, '/bestaat/niet', 1, apiOrigin)).resolves.toEqual({
      kind: 'none',
    });
  });

  it('says none for a path the API refuses as too long, without asking further', async () => {
    const { client, asked } = clientWith({}, { PathInfo: pathRefused });
    await expect(resolveContentPath(client, `/${'a'.repeat(600)}`, 1, apiOrigin)).resolves.toEqual({
      kind: 'none',
    });
    expect(asked).toEqual(['PathInfo']);
  });
});
