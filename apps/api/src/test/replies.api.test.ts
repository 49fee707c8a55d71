/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked by the assertions, not by types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureUsers } from './fixture.js';
import { backends, startTestApi, type TestApi } from './harness.js';

const INSERT = `mutation($input: InsertReplyInput!) { insertReply(input: $input) }`;
const REPLIES = `query($id: UUID!) { repliesForArticle(id: $id) { total items { id created_at voteCount reportCount isChecked content { markdown rendered } user { id username slug signature label avatar { url } } } } }`;

describe.each(backends)('replies (%s)', (backend) => {
  let api: TestApi;
  let ids: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi(backend);
    const r = await api.gql<{ articles: { items: { id: string; slug: string }[] } }>(
      `{ articles { items { id slug } } }`,
    );
    ids = Object.fromEntries(r.data!.articles.items.map((a) => [a.slug, a.id]));
  });
  afterAll(() => api?.close());

  it('lists the replies of an article with their users', async () => {
    const r = await api.gql<{ repliesForArticle: any }>(REPLIES, {
      id: ids['verse-sneeuw-in-solden'],
    });
    expect(r.data!.repliesForArticle).toMatchObject({
      total: 1,
      items: [
        {
          voteCount: 3,
          content: {
            markdown: 'Super, ik ga **morgen**!',
            rendered: '<p>Super, ik ga <strong>morgen</strong>!</p>',
          },
          user: {
            username: 'Sneeuwpop',
            slug: 'sneeuwpop',
            avatar: { url: '/media/test/avatar.jpg' },
          },
        },
      ],
    });
    const bad = await api.gql(REPLIES, { id: 'niet-een-uuid' });
    expect(bad.errors).toHaveLength(1);
  });

  it('inserts a reply: markdown kept, HTML sanitised with headings from level 3, replyCount follows, cache refreshed', async () => {
    const count = `query($p: String!) { articleByPath(path: $p) { replyCount } }`;
    const before = await api.gql<{ articleByPath: { replyCount: number } }>(count, {
      p: '/nieuws/verse-sneeuw-in-solden',
    });
    expect(before.data?.articleByPath.replyCount).toBe(1);
    const token = await api.login(fixtureUsers.member.email, fixtureUsers.member.password);
    const markdown =
      '# Mijn ervaring\n\nEcht <script>alert(1)</script> **top**! [link](javascript:alert(1)) [site](https://example.nl)';
    const r = await api.gql<{ insertReply: string }>(
      INSERT,
      { input: { articleId: ids['verse-sneeuw-in-solden'], content: markdown } },
      { token },
    );
    expect(r.errors).toBeUndefined();
    const list = await api.gql<{ repliesForArticle: any }>(REPLIES, {
      id: ids['verse-sneeuw-in-solden'],
    });
    const mine = list.data!.repliesForArticle.items.find(
      (x: { id: string }) => x.id === r.data!.insertReply,
    );
    expect(mine.content.markdown).toBe(markdown);
    expect(mine.content.rendered).toContain('<h3>Mijn ervaring</h3>');
    expect(mine.content.rendered).not.toContain('<script');
    expect(mine.content.rendered).not.toContain('javascript:');
    expect(mine.content.rendered).toContain(
      '<a href="https://example.nl" rel="nofollow noopener noreferrer">site</a>',
    );
    const after = await api.gql<{ articleByPath: { replyCount: number } }>(count, {
      p: '/nieuws/verse-sneeuw-in-solden',
    });
    expect(after.data?.articleByPath.replyCount).toBe(2);
  });

  it('refuses replies without login, without profile, where not allowed, and empty ones', async () => {
    const input = { articleId: ids['lawinegevaar-uitgelegd'], content: 'Goed stuk!' };
    const anonymous = await api.gql(INSERT, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
    const noProfile = await api.login(
      fixtureUsers.noProfile.email,
      fixtureUsers.noProfile.password,
    );
    const refused = await api.gql(INSERT, { input }, { token: noProfile });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Maak eerst een profiel aan om te kunnen reageren.',
      extensions: { code: 'forbidden' },
    });
    const member = await api.login(fixtureUsers.member.email, fixtureUsers.member.password);
    const closed = await api.gql(
      INSERT,
      { input: { ...input, articleId: ids['mijn-eerste-skivakantie'] } },
      { token: member },
    );
    expect(closed.errors?.[0]).toMatchObject({
      message: 'Bij dit artikel kun je niet reageren.',
      extensions: { code: 'forbidden' },
    });
    const empty = await api.gql(INSERT, { input: { ...input, content: ' ' } }, { token: member });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'content',
    });
    const long = await api.gql(
      INSERT,
      { input: { ...input, content: 'a'.repeat(5001) } },
      { token: member },
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'content',
    });
  });

  it('hides replies of an article whose replies are not visible', async () => {
    const r = await api.gql<{ repliesForArticle: { total: number } }>(REPLIES, {
      id: ids['aanbieding-skipas'],
    });
    expect(r.data?.repliesForArticle.total).toBe(0);
  });
});
