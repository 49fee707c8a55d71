import type { ArticleFieldsFragment, ReplyListFieldsFragment } from '@nsv/graphql';
import { describe, expect, it, vi } from 'vitest';
import { clientAnswering, jsonResponse as json } from '../test-support/fake-api.js';
import { apiOrigin, pathRefused, plainMeta } from '../test-support/fixtures.js';
import {
  ContentUnavailableError,
  loadArticlePage,
  loadArticleView,
} from './articles-page.server.js';

const article: ArticleFieldsFragment = {
  id: 'a1',
  heading: 'Een week Sölden met pubers',
  path: '/weblog/2026/11/24/een-week-solden-met-pubers',
  slug: 'een-week-solden-met-pubers',
  type: 'WEBLOG',
  isPublishDateVisible: true,
  isReplyVisible: true,
  isReplyAllowed: true,
  isAdvertorial: false,
  published_at: '2026-11-24T08:00:00.000Z',
  edited_at: null,
  editorialNote: null,
  replyCount: 11,
  tags: ['gezin'],
  places: [{ id: 'p1', slug: 'solden', name: 'Sölden' }],
  author: null,
  meta: plainMeta,
  content: { rendered: '<p>Tekst</p>', introduction: 'Tekst', embeds: [] },
};

const replies: ReplyListFieldsFragment = {
  total: 11,
  items: [
    {
      id: 'r1',
      created_at: '2026-11-24T09:00:00.000Z',
      voteCount: 2,
      isHidden: false,
      reportCount: 0,
      viewerHasVoted: false,
      viewerHasReported: false,
      content: { rendered: '<p>Mooi!</p>' },
      user: {
        id: 'u1',
        username: 'Sneeuwpop',
        slug: 'sneeuwpop',
        signature: null,
        label: null,
        avatar: { url: `${apiOrigin}/media/avatars/u1.jpg`, width: 400, height: 400, alt: '' },
      },
    },
  ],
};

describe('loadArticlePage', () => {
  it('asks the API once for the article and the page of replies the URL asks for', async () => {
    const { client, payloads } = clientAnswering(() =>
      json({ data: { articleByPath: { ...article, replies } } }),
    );
    const page = await loadArticlePage(
      client,
      article.path,
      { page: 2, order: 'oudste' },
      apiOrigin,
    );
    expect(payloads).toEqual([
      {
        operationName: 'ArticlePage',
        query: expect.stringContaining('replies(filters: $replies)'),
        variables: { path: article.path, replies: { limit: 10, offset: 10, order: 'ASC' } },
      },
    ]);
    // The article without its replies (they are passed on once, as the page of replies).
    expect(page?.article).toEqual(article);
    expect(page?.replies).toEqual({
      query: { page: 2, order: 'oudste' },
      total: 11,
      pages: 2,
      items: [
        {
          ...replies.items[0],
          user: {
            ...replies.items[0]!.user,
            avatar: { url: '/media/avatars/u1.jpg?w=160', width: 400, height: 400, alt: '' },
          },
        },
      ],
    });
  });

  it('gives no replies for an article that does not show them, and null for no article', async () => {
    const hidden = { ...article, isReplyVisible: false, replies: null };
    const { client } = clientAnswering(() => json({ data: { articleByPath: hidden } }));
    const page = await loadArticlePage(
      client,
      article.path,
      { page: 1, order: 'nieuwste' },
      apiOrigin,
    );
    expect(page).toEqual({ article: { ...article, isReplyVisible: false }, replies: null });

    const { client: none } = clientAnswering(() => json({ data: { articleByPath: null } }));
    expect(
      await loadArticlePage(none, '/weblog/weg', { page: 1, order: 'nieuwste' }, apiOrigin),
    ).toBe(null);
  });

  it('gives null for a path the API refuses as too long: no article has it (404, not 500)', async () => {
    const { client } = clientAnswering(() => json(pathRefused));
    const long = `/weblog/2026/11/24/${'a'.repeat(600)}`;
    expect(await loadArticlePage(client, long, { page: 1, order: 'nieuwste' }, apiOrigin)).toBe(
      null,
    );
    const personal = vi.fn(() => Promise.reject(new Error('niet gevraagd')));
    expect(
      await loadArticleView(client, long, { page: 1, order: 'nieuwste' }, apiOrigin, personal),
    ).toBe(null);
    expect(personal).not.toHaveBeenCalled();
  });

  it('fails the page when the replies fail, as the separate call did', async () => {
    const { client } = clientAnswering(() =>
      json({
        data: { articleByPath: { ...article, replies: null } },
        errors: [
          {
            message: 'Het aantal moet tussen 1 en 100 liggen.',
            path: ['articleByPath', 'replies'],
          },
        ],
      }),
    );
    await expect(
      loadArticlePage(client, article.path, { page: 1, order: 'nieuwste' }, apiOrigin),
    ).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});

describe('loadArticleView', () => {
  const query = { page: 1, order: 'nieuwste' } as const;

  it('asks once, cacheable, for a visitor without a session', async () => {
    const { client, payloads } = clientAnswering(() =>
      json({ data: { articleByPath: { ...article, replies } } }),
    );
    const view = await loadArticleView(client, article.path, query, apiOrigin, null);
    expect(payloads.map((p) => p.operationName)).toEqual(['ArticlePage']);
    expect(view?.article).toEqual(article);
    expect(view?.replies?.total).toBe(11);
  });

  it("with a session: the cacheable article, then the replies on the visitor's own client", async () => {
    const shared = clientAnswering(() => json({ data: { articleByPath: article } }));
    const own = clientAnswering(() => json({ data: { repliesForArticle: replies } }));
    const view = await loadArticleView(shared.client, article.path, query, apiOrigin, () =>
      Promise.resolve(own.client),
    );
    expect(shared.payloads.map((p) => p.operationName)).toEqual(['ArticleByPath']);
    expect(shared.payloads[0]!.variables).toEqual({ path: article.path, impression: false });
    expect(own.payloads).toEqual([
      {
        operationName: 'RepliesForArticle',
        query: expect.any(String),
        variables: { id: 'a1', filters: { limit: 10, offset: 0, order: 'DESC' } },
      },
    ]);
    expect(view?.replies?.items[0]?.user.avatar?.url).toBe('/media/avatars/u1.jpg?w=160');
  });

  it('with a session, asks for no replies where the article shows none, and gives null for no article', async () => {
    const personal = vi.fn(() => Promise.reject(new Error('niet gevraagd')));
    const hidden = clientAnswering(() =>
      json({ data: { articleByPath: { ...article, isReplyVisible: false } } }),
    );
    expect(await loadArticleView(hidden.client, article.path, query, apiOrigin, personal)).toEqual({
      article: { ...article, isReplyVisible: false },
      replies: null,
    });
    const none = clientAnswering(() => json({ data: { articleByPath: null } }));
    expect(await loadArticleView(none.client, '/weblog/weg', query, apiOrigin, personal)).toBe(
      null,
    );
    expect(personal).not.toHaveBeenCalled();
  });
});
