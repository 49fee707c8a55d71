/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked by the assertions, not by types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { replies, replyReports } from '../db/schema.js';
import { REPORT_THRESHOLD } from '../schema/replies/queries.js';
import { limits } from '../lib/rate-limit.js';
import { replyLimits } from '../schema/replies/resolvers.js';
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
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Je reactie is leeg.',
      extensions: { code: 'validation-failed', field: 'content' },
    });
    // One character is not empty, only too short (the web says the same).
    const short = await api.gql(INSERT, { input: { ...input, content: ' a ' } }, { token: member });
    expect(short.errors?.[0]).toMatchObject({
      message: 'Je reactie moet minstens 2 tekens lang zijn.',
      extensions: { code: 'validation-failed', field: 'content' },
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
    const field = await api.gql<{ articleByPath: { replies: null } }>(
      `query($p: String!) { articleByPath(path: $p) { id replies { total } } }`,
      { p: '/nieuws/aanbieding-skipas' },
    );
    expect(field.errors).toBeUndefined();
    expect(field.data?.articleByPath).toEqual({ id: ids['aanbieding-skipas'], replies: null });
  });

  it("answers every listed article's replies in one statement, however many articles", async () => {
    const LISTED = `query($limit: Int) { articles(filters: { limit: $limit, sort: HEADING, order: ASC }) {
      items { id slug replies(filters: { limit: 1 }) { total items { content { markdown } } } } } }`;
    const measure = async (limit: number) => {
      let answer: Awaited<ReturnType<typeof api.gql<any>>> | undefined;
      const statements = await api.recordStatements(async () => {
        answer = await api.gql<any>(
          LISTED,
          { limit },
          { headers: { 'cache-control': 'no-cache' } },
        );
      });
      expect(answer!.errors).toBeUndefined();
      return { items: answer!.data.articles.items, statements: statements.length };
    };
    const all = await measure(100);
    expect(all.items.length).toBeGreaterThan(3);
    const bySlug = (slug: string) => all.items.find((a: { slug: string }) => a.slug === slug);
    const solden = await api.gql<any>(
      `query($id: UUID!) { repliesForArticle(id: $id, filters: { limit: 1 }) { total items { content { markdown } } } }`,
      { id: ids['verse-sneeuw-in-solden'] },
    );
    expect(bySlug('verse-sneeuw-in-solden').replies).toEqual(solden.data.repliesForArticle);
    expect(bySlug('verse-sneeuw-in-solden').replies.items).toEqual([
      { content: { markdown: 'Super, ik ga **morgen**!' } },
    ]);
    expect(bySlug('aanbieding-skipas').replies).toBe(null);
    // The list, its count and one statement for the replies, whether one article shows replies or all.
    const first = await measure(all.items.indexOf(bySlug('verse-sneeuw-in-solden')) + 1);
    expect(all.statements).toBe(first.statements);
    expect(all.statements).toBeLessThanOrEqual(3);
  });
});

const REPLY_FIELDS = `id voteCount reportCount isChecked isHidden viewerHasVoted viewerHasReported content { markdown rendered } article { id title path }`;
const LIST = `query($id: UUID!, $filters: ReplyFilters) { repliesForArticle(id: $id, filters: $filters) { total items { ${REPLY_FIELDS} } } }`;
const VOTE = `mutation($input: VoteReplyInput!) { voteReply(input: $input) { ${REPLY_FIELDS} } }`;
const REPORT = `mutation($input: ReportReplyInput!) { reportReply(input: $input) { ${REPLY_FIELDS} } }`;
const CHECK = `mutation($input: CheckReplyInput!) { checkReply(input: $input) }`;
const MINE = `query($filters: ReplyFilters) { myReplies(filters: $filters) { total items { id content { markdown } article { title path } } } }`;
const PREVIEW = `query($markdown: String!) { previewReply(markdown: $markdown) }`;

interface ListedReply {
  id: string;
  voteCount: number;
  reportCount: number;
  isChecked: boolean;
  isHidden: boolean;
  viewerHasVoted: boolean;
  viewerHasReported: boolean;
  content: { markdown: string; rendered: string };
  article: { id: string; title: string; path: string };
}

describe.each(backends)('reply votes, reports and moderation (%s)', (backend) => {
  let api: TestApi;
  let articleId: string;
  let articlePath: string;
  let admin: string;
  let accounts = 0;

  /** A fresh member with a profile (registered from an address of its own, so limits stay apart). */
  async function newMember(): Promise<string> {
    accounts += 1;
    const n = `${accounts}-${Math.random().toString(36).slice(2, 8)}`;
    const headers = { 'x-forwarded-for': `10.9.0.${accounts}` };
    const email = `lid-${n}@example.nl`;
    const password = 'rode-piste-naar-het-dal-2026';
    const r = await api.gql(
      'mutation($input: CreateAccountInput!) { createAccount(input: $input) }',
      { input: { email, username: `Lid ${n}`, password, acceptTerms: true } },
      { headers },
    );
    expect(r.errors).toBeUndefined();
    return api.login(email, password, headers);
  }

  async function write(token: string, content: string): Promise<string> {
    const r = await api.gql<{ insertReply: string }>(
      INSERT,
      { input: { articleId, content } },
      { token },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.insertReply;
  }

  async function list(token?: string, order: 'ASC' | 'DESC' = 'ASC') {
    const r = await api.gql<{ repliesForArticle: { total: number; items: ListedReply[] } }>(
      LIST,
      { id: articleId, filters: { order, limit: 100 } },
      { token },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.repliesForArticle;
  }

  beforeAll(async () => {
    api = await startTestApi(backend);
    const r = await api.gql<{ articles: { items: { id: string; slug: string; path: string }[] } }>(
      `{ articles { items { id slug path } } }`,
    );
    const article = r.data!.articles.items.find((a) => a.slug === 'lawinegevaar-uitgelegd')!;
    articleId = article.id;
    articlePath = article.path;
    admin = await api.login(fixtureUsers.admin.email, fixtureUsers.admin.password);
  });
  afterAll(() => api?.close());

  it('writes a reply sent twice (at once or again later) once; other texts and members are new replies', async () => {
    const author = await newMember();
    const count = async () => {
      const r = await api.gql<{ articleByPath: { replyCount: number } }>(
        `query($p: String!) { articleByPath(path: $p) { replyCount } }`,
        { p: articlePath },
        { token: author },
      );
      return r.data!.articleByPath.replyCount;
    };
    const before = await count();
    const text = `Dubbel verstuurd ${Math.random()}`;
    const send = (token: string, content: string) =>
      api.gql<{ insertReply: string }>(INSERT, { input: { articleId, content } }, { token });
    const [a, b] = await Promise.all([send(author, text), send(author, text)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(b.data!.insertReply).toBe(a.data!.insertReply);
    // Sent again after the answer was lost (the same text, surrounding spaces aside), more often
    // than the limit of new replies allows: a repeat is not a new reply, so it is never refused.
    for (let i = 0; i <= limits.insertReply.max; i += 1) {
      const again = await send(author, ` ${text}\n`);
      expect(again.errors, `herhaling ${i + 1}`).toBeUndefined();
      expect(again.data?.insertReply).toBe(a.data!.insertReply);
    }
    expect(await count()).toBe(before + 1);
    const mine = (await list(author)).items.filter((r) => r.content.markdown === text);
    expect(mine.map((r) => r.id)).toEqual([a.data!.insertReply]);

    const other = await write(author, `${text} (en nog iets)`);
    const someoneElse = await write(await newMember(), text);
    expect(new Set([a.data!.insertReply, other, someoneElse]).size).toBe(3);
    expect(await count()).toBe(before + 3);
  });

  it('counts a vote once per user, also when sent twice at the same time', async () => {
    const author = await newMember();
    const id = await write(author, `Stem op mij ${Math.random()}`);
    const voter = await newMember();
    const anonymous = await api.gql(VOTE, { input: { replyId: id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');

    const [a, b] = await Promise.all([
      api.gql<{ voteReply: ListedReply }>(VOTE, { input: { replyId: id } }, { token: voter }),
      api.gql<{ voteReply: ListedReply }>(VOTE, { input: { replyId: id } }, { token: voter }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const again = await api.gql<{ voteReply: ListedReply }>(
      VOTE,
      { input: { replyId: id } },
      { token: voter },
    );
    expect(again.data!.voteReply).toMatchObject({ voteCount: 1, viewerHasVoted: true });

    const other = await newMember();
    await api.gql(VOTE, { input: { replyId: id } }, { token: other });
    const seenByVoter = (await list(voter)).items.find((r) => r.id === id);
    expect(seenByVoter).toMatchObject({ voteCount: 2, viewerHasVoted: true });
    const seenByAuthor = (await list(author)).items.find((r) => r.id === id);
    expect(seenByAuthor).toMatchObject({ voteCount: 2, viewerHasVoted: false });
    const seenAnonymously = (await list()).items.find((r) => r.id === id);
    expect(seenAnonymously).toMatchObject({ voteCount: 2, viewerHasVoted: false });

    const missing = await api.gql(
      VOTE,
      { input: { replyId: '00000000-0000-4000-8000-000000000000' } },
      { token: voter },
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('not-found');
  });

  it('takes a report once per user, with a required reason of limited length', async () => {
    const author = await newMember();
    const id = await write(author, `Meld mij ${Math.random()}`);
    const reporter = await newMember();
    const anonymous = await api.gql(REPORT, { input: { replyId: id, reason: 'Spam' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
    for (const reason of ['  ', 'x', 'r'.repeat(501)]) {
      const refused = await api.gql(
        REPORT,
        { input: { replyId: id, reason } },
        { token: reporter },
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'validation-failed',
        field: 'reason',
      });
    }
    const first = await api.gql<{ reportReply: ListedReply }>(
      REPORT,
      { input: { replyId: id, reason: 'Reclame voor een webshop' } },
      { token: reporter },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.reportReply).toMatchObject({ reportCount: 1, viewerHasReported: true });
    const second = await api.gql<{ reportReply: ListedReply }>(
      REPORT,
      { input: { replyId: id, reason: 'Nog een keer' } },
      { token: reporter },
    );
    expect(second.data!.reportReply).toMatchObject({ reportCount: 1, viewerHasReported: true });
    const rows = await api.runtime.database.db
      .select({ reason: replyReports.reason })
      .from(replyReports)
      .where(eq(replyReports.replyId, id));
    expect(rows.map((r) => r.reason)).toEqual(['Reclame voor een webshop']);
  });

  it(`hides a reply after ${REPORT_THRESHOLD} reports until an admin checks it; only admins may check`, async () => {
    const author = await newMember();
    const id = await write(author, `Omstreden ${Math.random()}`);
    const before = await list();
    expect(before.items.some((r) => r.id === id)).toBe(true);
    for (let i = 0; i < REPORT_THRESHOLD; i++) {
      const reporter = await newMember();
      const r = await api.gql(
        REPORT,
        { input: { replyId: id, reason: `Ongepast ${i}` } },
        { token: reporter },
      );
      expect(r.errors).toBeUndefined();
    }
    const hidden = await list();
    expect(hidden.items.some((r) => r.id === id)).toBe(false);
    expect(hidden.total).toBe(before.total - 1);
    expect((await list(author)).items.some((r) => r.id === id)).toBe(false);
    const voteHidden = await api.gql(VOTE, { input: { replyId: id } }, { token: author });
    expect(voteHidden.errors?.[0]?.extensions?.code).toBe('not-found');

    const asAdmin = await list(admin);
    expect(asAdmin.total).toBe(before.total);
    expect(asAdmin.items.find((r) => r.id === id)).toMatchObject({
      reportCount: REPORT_THRESHOLD,
      isHidden: true,
      isChecked: false,
    });

    const notAdmin = await api.gql(
      CHECK,
      { input: { replyId: id, visible: true } },
      { token: author },
    );
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('forbidden');
    const anonymous = await api.gql(CHECK, { input: { replyId: id, visible: true } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');

    const kept = await api.gql(CHECK, { input: { replyId: id, visible: true } }, { token: admin });
    expect(kept.errors).toBeUndefined();
    const shown = await list();
    expect(shown.items.find((r) => r.id === id)).toMatchObject({
      isChecked: true,
      isHidden: false,
    });
    // Once checked and kept, more reports do not hide it again.
    const late = await newMember();
    await api.gql(REPORT, { input: { replyId: id, reason: 'Toch ongepast' } }, { token: late });
    expect((await list()).items.some((r) => r.id === id)).toBe(true);
  });

  it('lets an admin remove a reported reply, and the article counts one reply less', async () => {
    const count = `query($p: String!) { articleByPath(path: $p) { replyCount } }`;
    const author = await newMember();
    const id = await write(author, `Weg ermee ${Math.random()}`);
    const before = await api.gql<{ articleByPath: { replyCount: number } }>(count, {
      p: articlePath,
    });
    const removed = await api.gql(
      CHECK,
      { input: { replyId: id, visible: false } },
      { token: admin },
    );
    expect(removed.errors).toBeUndefined();
    expect((await list(admin)).items.some((r) => r.id === id)).toBe(false);
    const after = await api.gql<{ articleByPath: { replyCount: number } }>(count, {
      p: articlePath,
    });
    expect(after.data!.articleByPath.replyCount).toBe(before.data!.articleByPath.replyCount - 1);
    const again = await api.gql(
      CHECK,
      { input: { replyId: id, visible: false } },
      { token: admin },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('not-found');
  });

  it('rate-limits votes and reports per user', async () => {
    const author = await newMember();
    const id = await write(author, `Veel aandacht ${Math.random()}`);
    const eager = await newMember();
    let last;
    for (let i = 0; i <= replyLimits.reportReply.max; i++) {
      last = await api.gql(
        REPORT,
        { input: { replyId: id, reason: 'Herhaald' } },
        { token: eager },
      );
    }
    expect(last?.errors?.[0]?.extensions).toMatchObject({ code: 'rate-limited' });
    expect(last?.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    for (let i = 0; i <= replyLimits.voteReply.max; i++) {
      last = await api.gql(VOTE, { input: { replyId: id } }, { token: eager });
    }
    expect(last?.errors?.[0]?.extensions?.code).toBe('rate-limited');
  });

  it('orders replies written in the same instant by insertion, both ways', async () => {
    const author = await newMember();
    const own = await write(author, `Eigen reactie ${Math.random()}`);
    const db = api.runtime.database.db;
    const [{ userId }] = (await db
      .select({ userId: replies.userId })
      .from(replies)
      .where(eq(replies.id, own))) as [{ userId: string }];
    const tag = Math.random().toString(36).slice(2);
    const at = new Date();
    // One transaction: every row gets the same created_at, so only the tie-breaker orders them.
    const ids = await db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 5; i++) {
        const [row] = await tx
          .insert(replies)
          .values({
            articleId,
            userId,
            content: `${tag} ${i}`,
            rendered: `<p>${tag} ${i}</p>`,
            createdAt: at,
          })
          .returning({ id: replies.id });
        out.push(row!.id);
      }
      return out;
    });
    const asc = (await list(undefined, 'ASC')).items.filter((r) =>
      r.content.markdown.startsWith(tag),
    );
    expect(asc.map((r) => r.id)).toEqual(ids);
    const desc = (await list(undefined, 'DESC')).items.filter((r) =>
      r.content.markdown.startsWith(tag),
    );
    expect(desc.map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('answers Article.replies exactly as repliesForArticle, paged both ways, hidden ones for admins only', async () => {
    const author = await newMember();
    const id = await write(author, `Nog een omstreden reactie ${Math.random()}`);
    for (let i = 0; i < REPORT_THRESHOLD; i++) {
      const reporter = await newMember();
      await api.gql(REPORT, { input: { replyId: id, reason: `Spam ${i}` } }, { token: reporter });
    }
    const PAGE = `query($p: String!, $filters: ReplyFilters) { articleByPath(path: $p) {
      heading replies(filters: $filters) { total items { ${REPLY_FIELDS} } } } }`;
    for (const token of [undefined, author, admin]) {
      for (const filters of [
        { order: 'ASC', limit: 2, offset: 1 },
        { order: 'DESC', limit: 100 },
      ]) {
        const field = await api.gql<any>(PAGE, { p: articlePath, filters }, { token });
        const query = await api.gql<any>(LIST, { id: articleId, filters }, { token });
        expect(field.errors).toBeUndefined();
        expect(field.data.articleByPath.replies).toEqual(query.data.repliesForArticle);
        expect(field.data.articleByPath.replies.items.length).toBeGreaterThan(0);
      }
    }
    const everything = { order: 'DESC', limit: 100 };
    const asAdmin = await api.gql<any>(
      PAGE,
      { p: articlePath, filters: everything },
      { token: admin },
    );
    const anonymous = await api.gql<any>(PAGE, { p: articlePath, filters: everything });
    expect(asAdmin.data.articleByPath.replies.items.map((r: ListedReply) => r.id)).toContain(id);
    expect(anonymous.data.articleByPath.replies.items.map((r: ListedReply) => r.id)).not.toContain(
      id,
    );
    expect(anonymous.data.articleByPath.replies.total).toBe(
      asAdmin.data.articleByPath.replies.total - 1,
    );
    // A refused page size names its field and costs only the replies, not the article.
    const refused = await api.gql<any>(PAGE, { p: articlePath, filters: { limit: 101 } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'validation-failed',
      field: 'filters.limit',
    });
    expect(refused.data.articleByPath).toEqual({ heading: expect.any(String), replies: null });
  });

  it("lists the user's own replies with their article, newest first, paged", async () => {
    const author = await newMember();
    const first = await write(author, `Eerste ${Math.random()}`);
    const second = await write(author, `Tweede ${Math.random()}`);
    const anonymous = await api.gql(MINE, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('bearer-token-missing');
    const r = await api.gql<{ myReplies: { total: number; items: any[] } }>(
      MINE,
      { filters: { limit: 1 } },
      { token: author },
    );
    expect(r.data!.myReplies.total).toBe(2);
    expect(r.data!.myReplies.items).toHaveLength(1);
    expect(r.data!.myReplies.items[0]).toMatchObject({
      id: second,
      article: { title: 'Lawinegevaar uitgelegd', path: articlePath },
    });
    const next = await api.gql<{ myReplies: { items: { id: string }[] } }>(
      MINE,
      { filters: { limit: 1, offset: 1 } },
      { token: author },
    );
    expect(next.data!.myReplies.items.map((x) => x.id)).toEqual([first]);
  });

  it.each([
    ['<script>alert(1)</script>Hallo', '<script'],
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['<a href="#" onclick="alert(1)">klik</a>', 'onclick'],
    ['[klik](javascript:alert(1))', 'javascript:'],
    ['<a href="JaVaScRiPt:alert(1)">klik</a>', 'avascript:'],
    ['[klik](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'data:'],
    ['![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', 'data:'],
    ['<iframe src="https://example.nl"></iframe>', '<iframe'],
    ['<svg onload=alert(1)></svg>', 'onload'],
  ])('renders %s harmless, in the preview and in the stored reply', async (payload, forbidden) => {
    const preview = await api.gql<{ previewReply: string }>(PREVIEW, { markdown: payload });
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewReply.toLowerCase()).not.toContain(forbidden.toLowerCase());
    const author = await newMember();
    const id = await write(author, `${payload} ${Math.random()}`);
    const stored = (await list()).items.find((r) => r.id === id)!;
    expect(stored.content.rendered.toLowerCase()).not.toContain(forbidden.toLowerCase());
    expect(stored.content.rendered).not.toMatch(/\son[a-z]+=/i);
  });

  it('previews markdown like a reply: headings from level 3, too long refused', async () => {
    const r = await api.gql<{ previewReply: string }>(PREVIEW, { markdown: '# Kop\n\n**vet**' });
    expect(r.data!.previewReply).toBe('<h3>Kop</h3>\n<p><strong>vet</strong></p>');
    const long = await api.gql(PREVIEW, { markdown: 'a'.repeat(5001) });
    expect(long.errors?.[0]?.extensions?.code).toBe('validation-failed');
  });

  it('counts a line break as one character, also as CRLF (a plain form post), and keeps it as \\n', async () => {
    // 100 lines of 49 characters and 99 line breaks: 4999 characters as the member typed them,
    // 5098 with the CRLF line breaks of a form posted without JavaScript.
    const lines = Array.from({ length: 100 }, (_, i) =>
      `${String(i).padStart(2, '0')} `.padEnd(49, 'x'),
    );
    const typed = lines.join('\n');
    expect(typed).toHaveLength(4999);
    const sent = lines.join('\r\n');
    const preview = await api.gql<{ previewReply: string }>(PREVIEW, { markdown: sent });
    expect(preview.errors).toBeUndefined();
    const author = await newMember();
    const id = await write(author, sent);
    const mine = (await list()).items.find((reply) => reply.id === id)!;
    expect(mine.content.markdown).toBe(typed);
    // Sent again with LF line breaks (with JavaScript), it is the same reply, not a second one.
    expect(await write(author, typed)).toBe(id);
    // A report's reason of 499 characters in 20 lines, sent with CRLF.
    const reason = Array.from({ length: 20 }, () => 'r'.repeat(24))
      .join('\n')
      .padEnd(499, 'r');
    expect(reason).toHaveLength(499);
    const report = await api.gql(
      REPORT,
      { input: { replyId: id, reason: reason.replace(/\n/g, '\r\n') } },
      { token: await newMember() },
    );
    expect(report.errors).toBeUndefined();
    const [stored] = await api.runtime.database.db
      .select({ reason: replyReports.reason })
      .from(replyReports)
      .where(eq(replyReports.replyId, id));
    expect(stored?.reason).toBe(reason);
  });
});
