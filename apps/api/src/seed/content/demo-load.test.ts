import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from '../../test/harness.js';
import { demoContent } from './index.js';

/**
 * The demo content as the API serves it: loaded through the real loader into PGlite, then every
 * link the content itself carries (weblog lists, page lists, front page, redirects) is followed.
 */
describe.each(backends)('demo content through the API on %s', (backend) => {
  let api: TestApi;
  // Loading everything (argon2 for each account, the search index) takes a while on two busy cores.
  beforeAll(async () => {
    api = await startTestApi(backend, { content: demoContent });
  }, 300_000);
  afterAll(async () => {
    await api?.close();
  });

  it('resolves every article link of the weblog lists and the front page', async () => {
    const paths = new Set<string>();
    for (const item of [...demoContent.articles, ...demoContent.pages]) {
      for (const embed of item.embeds) {
        if (embed.type === 'weblog-list')
          for (const entry of embed.data.items as Array<{ path: string }>) paths.add(entry.path);
      }
    }
    for (const front of demoContent.frontpageItems)
      if (front.entity.kind === 'article') paths.add(front.url);
    expect(paths.size).toBeGreaterThan(20);
    for (const link of paths) {
      const result = await api.gql<{ articleByPath: { path: string } | null }>(
        'query($p: String!) { articleByPath(path: $p) { path } }',
        { p: link },
      );
      // Links carry type and slug; the API answers with the canonical, dated path of that article.
      const [, segment, slug] = link.split('/');
      expect(result.data?.articleByPath?.path, link).toMatch(
        new RegExp(`^/${segment}/\\d{4}/\\d{2}/\\d{2}/${slug}$`),
      );
    }
  });

  it('resolves every page a page list links to, with breadcrumbs down from the root', async () => {
    const paths = new Set<string>();
    for (const item of [...demoContent.articles, ...demoContent.pages]) {
      for (const embed of item.embeds) {
        if (embed.type === 'page-list')
          for (const entry of embed.data.pages as Array<{ path: string }>) paths.add(entry.path);
      }
    }
    // A region page and one of its tag pages: the loader builds the region pages itself.
    const region = demoContent.regions[0]!;
    paths.add(`/regios/${region.slug}`);
    paths.add(`/regios/${region.slug}/${region.tags[0]!}`);
    for (const path of paths) {
      const result = await api.gql<{
        pathInfo: { matchedPath: string | null; breadcrumbs: { path: string }[] };
      }>('query($p: String!) { pathInfo(path: $p) { matchedPath breadcrumbs { path } } }', {
        p: path,
      });
      expect(result.data?.pathInfo.matchedPath, path).toBe(path);
      const crumbs = result.data?.pathInfo.breadcrumbs.map((crumb) => crumb.path) ?? [];
      expect(crumbs[crumbs.length - 1], path).toBe(path);
    }
  });

  it('serves the redirects, internal and external', async () => {
    for (const redirect of demoContent.redirects) {
      const result = await api.gql<{
        pathInfo: { redirect: { to: string; isExternal: boolean } | null };
      }>('query($p: String!) { pathInfo(path: $p) { redirect { to isExternal } } }', {
        p: redirect.from,
      });
      expect(result.data?.pathInfo.redirect, redirect.from).toEqual({
        to: redirect.to,
        isExternal: redirect.to.startsWith('https://'),
      });
    }
  });

  it('offers the interests members share as suggestions on the settings page', async () => {
    // Only interests several members hold are suggested (INTEREST_SUGGESTION_MIN_MEMBERS): the
    // demo members share a few, so a member is offered some to choose from.
    const token = await api.login('lid@skivereniging.nl', 'Poedersneeuw-2026');
    const result = await api.gql<{ interests: { name: string }[] }>(
      '{ interests { name } }',
      undefined,
      { token },
    );
    expect(result.data?.interests.map((interest) => interest.name)).toEqual([
      'freeride',
      'huttentochten',
      'lawines',
      'vereniging',
    ]);
  });

  it('lets the README accounts log in', async () => {
    expect(await api.login('admin@skivereniging.nl', 'Bergsport-Beheer-2026')).toBeTruthy();
    expect(await api.login('lid@skivereniging.nl', 'Poedersneeuw-2026')).toBeTruthy();
  });
});
