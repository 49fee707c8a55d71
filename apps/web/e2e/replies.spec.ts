import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
  test,
} from '@playwright/test';
import { fromOwnAddress, nextAddress } from './addresses';
import { openAccountMenu } from './account-menu';
import { expectNoAxeViolations } from './axe';
import { holdScripts, submitByKeyboard, waitForHydration } from './focus';

// Replies (issue 6): writing with a preview, with and without JavaScript, votes, reports, the login
// prompt, and XSS payloads. Every test registers its own members through the API and writes its
// own, uniquely worded replies.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3301}`;
const DEMO_MEMBER = { email: 'lid@skivereniging.nl', password: 'Poedersneeuw-2026' };
const DEMO_ADMIN = { email: 'admin@skivereniging.nl', password: 'Bergsport-Beheer-2026' };
/**
 * The demo's one account without a profile (apps/api seed). Registering, on the site or through
 * the API's `createAccount`, always makes the profile from the username, so this is the only way
 * to start without one. Each test run seeds a fresh database, so the journey can use it once.
 */
const NO_PROFILE = { email: 'nieuw.lid@voorbeeld.nl', password: 'Eerste-Keer-Sneeuw-9' };
/** Replies per page of the 'Reacties' list (REPLY_PAGE_SIZE in the app). */
const REPLY_PAGE_SIZE = 10;

/** A short random tag that makes names and texts unique per test run. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Runs an operation against the API directly; returns its data and fails on errors. */
async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; address?: string } = {},
): Promise<T> {
  const response = await request.post(API_URL, {
    data: { query, variables },
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
    },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Logs in through the API and returns the session token. */
async function login(request: APIRequestContext, email: string, password: string, address: string) {
  const data = await api<{ createSession: string }>(
    request,
    'mutation($input: CreateSessionInput!) { createSession(input: $input) }',
    { input: { email, password } },
    { address },
  );
  return data.createSession;
}

/** Registers a fresh member (with a profile): their session token, username and credentials. */
async function newMember(
  request: APIRequestContext,
): Promise<{ token: string; username: string; email: string; password: string }> {
  const tag = unique();
  const address = nextAddress();
  const email = `reageerder-${tag}@voorbeeld.nl`;
  const password = 'Rode-Piste-Naar-Het-Dal-77';
  const username = `Reageerder ${tag}`.slice(0, 30);
  await api(
    request,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) }',
    { input: { email, username, password, acceptTerms: true } },
    { address },
  );
  return { token: await login(request, email, password, address), username, email, password };
}

/** Puts a session token in the browser as the site's session cookie. */
async function useSession(context: BrowserContext, token: string) {
  await context.addCookies([
    { name: '__session', value: token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

interface ApiArticle {
  id: string;
  path: string;
}

/** An article that shows replies and takes new ones. */
async function openArticle(request: APIRequestContext): Promise<ApiArticle> {
  const data = await api<{
    articles: { items: (ApiArticle & { isReplyVisible: boolean; isReplyAllowed: boolean })[] };
  }>(
    request,
    `{ articles(filters: { limit: 100 }) { items { id path isReplyVisible isReplyAllowed } } }`,
  );
  const found = data.articles.items.find((a) => a.isReplyVisible && a.isReplyAllowed);
  expect(found, 'an article that takes replies').toBeTruthy();
  return found!;
}

/** Writes a reply through the API and returns its id. */
async function writeReply(
  request: APIRequestContext,
  token: string,
  articleId: string,
  content: string,
): Promise<string> {
  const data = await api<{ insertReply: string }>(
    request,
    'mutation($input: InsertReplyInput!) { insertReply(input: $input) }',
    { input: { articleId, content } },
    { token },
  );
  return data.insertReply;
}

/** A toast on screen with this text (the live regions repeat it for screen readers). */
const toast = (page: Page, text: string) =>
  page.locator('[data-nsv-toast-message]', { hasText: text });

/** The list item of one reply. */
const replyItem = (page: Page, id: string) => page.locator(`#reactie-${id}`);

/** A logged-in browser page (JavaScript on or off). */
async function memberPage(browser: Browser, token: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  await useSession(context, token);
  return { context, page: await context.newPage() };
}

test.describe('replies', () => {
  let article: ApiArticle;
  test.beforeAll(async ({ request }) => {
    article = await openArticle(request);
  });

  /**
   * A fresh author's reply (`content` made unique) and a fresh member's page at it without
   * JavaScript, with the reply's report form opened through its 'Melden' link.
   */
  async function reportFormWithoutScript(
    browser: Browser,
    request: APIRequestContext,
    content: string,
  ) {
    const author = await newMember(request);
    const replyId = await writeReply(request, author.token, article.id, `${content} ${unique()}`);
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token, false);
    await page.goto(`${article.path}#reactie-${replyId}`);
    await replyItem(page, replyId).getByRole('link', { name: 'Melden' }).click();
    const form = replyItem(page, replyId).getByRole('region', { name: 'Reactie melden' });
    return { member, replyId, context, page, form };
  }

  test('logged-out visitors are asked to log in, to reply and to vote or report', async ({
    page,
  }) => {
    await page.goto(article.path);
    const prompt = page.getByRole('link', { name: 'Log in om te reageren' });
    await expect(prompt).toBeVisible();
    const href = new URL((await prompt.getAttribute('href'))!, WEB_URL);
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('terug')).toBe(article.path);
    await expect(page.getByRole('textbox', { name: 'Reactie' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Stem op deze reactie/ })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Log in om te stemmen of een reactie te melden' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an ended session on the article page shows the login prompt, not an error', async ({
    browser,
  }) => {
    const { context, page } = await memberPage(browser, 'verlopen-sessie.ongeldige-handtekening');
    const response = await page.goto(article.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Log in om te reageren' })).toBeVisible();
    await context.close();
  });

  test('the demo member writes a reply with a preview and sees it appear without a reload', async ({
    browser,
    request,
  }) => {
    const token = await login(request, DEMO_MEMBER.email, DEMO_MEMBER.password, nextAddress());
    const { context, page } = await memberPage(browser, token);
    const tag = unique();
    await page.goto(article.path);
    const field = page.getByRole('textbox', { name: 'Reactie' });
    await expect(field).toBeVisible();
    await expectNoAxeViolations(page);

    // Dutch message next to the field for an empty reply. Once hydrated: a plain post would load
    // a new page, and the reply below has to appear without one.
    await waitForHydration(page.getByRole('button', { name: 'Plaats reactie' }));
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(page.getByText('Je reactie is leeg.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(`# Verslag ${tag}\n\nDe sneeuw was **prachtig-${tag}** vandaag.`);
    await page.getByRole('button', { name: 'Voorbeeld' }).click();
    const preview = page.locator('.reply-form__preview');
    await expect(preview.getByRole('heading', { level: 3, name: `Verslag ${tag}` })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText(`prachtig-${tag}`);

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'zelfde pagina'));
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(toast(page, 'Je reactie is geplaatst.')).toBeVisible();
    const mine = page.locator('.reply', { hasText: `prachtig-${tag}` });
    await expect(mine).toBeVisible();
    await expect(mine).toHaveAccessibleName('Reactie van Poederpiet');
    await expect(mine.locator('h3', { hasText: `Verslag ${tag}` })).toBeVisible();
    await expect(
      mine.getByText('Elk jaar de eerste lift, elk jaar de laatste afdaling.'),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'zelfde pagina',
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  // Regression: 'Voorbeeld' and 'Plaats reactie' were `disabled` while the form was sent, and
  // Chromium then drops focus to <body>: after Enter a keyboard or screen-reader user was nowhere,
  // while sending and after the preview or the reply appeared.
  test('a reply previewed by keyboard keeps focus on its button, while sending and after', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token);
    const text = `Met het toetsenbord bekeken ${unique()}`;
    await page.goto(article.path);
    await page.getByRole('textbox', { name: 'Reactie' }).fill(text);
    const preview = page.getByRole('button', { name: /^(Voorbeeld|Voorbeeld laden…)$/ });
    const previewing = await submitByKeyboard(page, preview, article.path);
    const previewed = await previewing.answer(async () => {
      await expect(page.locator('.reply-form__preview', { hasText: text })).toBeVisible();
      await expect(preview).toHaveText('Voorbeeld');
    });
    expect(previewed.trail).toEqual([
      'button "Voorbeeld"',
      'button "Voorbeeld laden…"',
      'button "Voorbeeld"',
    ]);
    await expect(preview).toBeFocused();
    expect(previewed.busy, 'aria-disabled while sending').toBe('true');
    expect(previewed.posts).toBe(1);
    await context.close();
  });

  test('a reply posted by keyboard keeps focus on its button, and Enter twice posts it once', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token);
    const text = `Met het toetsenbord geplaatst ${unique()}`;
    await page.goto(article.path);
    await page.getByRole('textbox', { name: 'Reactie' }).fill(text);
    const post = page.getByRole('button', { name: /^(Plaats reactie|Bezig met plaatsen…)$/ });
    const posting = await submitByKeyboard(page, post, article.path);
    const posted = await posting.answer(async () => {
      await expect(toast(page, 'Je reactie is geplaatst.')).toBeVisible();
      await expect(page.locator('.reply', { hasText: text })).toHaveCount(1);
      await expect(post).toHaveText('Plaats reactie');
    });
    expect(posted.trail).toEqual([
      'button "Plaats reactie"',
      'button "Bezig met plaatsen…"',
      'button "Plaats reactie"',
    ]);
    await expect(post).toBeFocused();
    expect(posted.busy, 'aria-disabled while sending').toBe('true');
    // The second Enter while it was sent posted nothing.
    expect(posted.posts).toBe(1);
    await expect(page.getByRole('textbox', { name: 'Reactie' })).toHaveValue('');
    await context.close();
  });

  test('a member writes and previews a reply without JavaScript', async ({ browser, request }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token, false);
    const tag = unique();
    await page.goto(article.path);
    const field = page.getByRole('textbox', { name: 'Reactie' });
    await field.fill(`Zonder scripts *schuin-${tag}*`);
    await page.getByRole('button', { name: 'Voorbeeld' }).click();
    await expect(page.locator('.reply-form__preview em')).toHaveText(`schuin-${tag}`);
    // The text stays in the field after the preview.
    await expect(page.getByRole('textbox', { name: 'Reactie' })).toHaveValue(
      `Zonder scripts *schuin-${tag}*`,
    );

    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}#reactie-`));
    const mine = page.locator('.reply', { hasText: `schuin-${tag}` });
    await expect(mine).toBeVisible();
    await expect(mine).toHaveAccessibleName(`Reactie van ${member.username}`);

    // Refused without JavaScript: the Dutch message next to the field.
    await page.getByRole('textbox', { name: 'Reactie' }).fill(' ');
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(page.getByText('Je reactie is leeg.')).toBeVisible();
    await context.close();
  });

  test('without JavaScript, a long reply and report of many lines are taken at the length the textarea allowed', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token, false);
    await page.goto(article.path);
    // 100 lines: 4999 characters as typed, each line break one (the form posts them as CRLF).
    const tag = unique();
    const lines = Array.from({ length: 100 }, (_, i) => `${tag} regel ${i} `.padEnd(49, '.'));
    const typed = lines.join('\n');
    expect(typed).toHaveLength(4999);
    const field = page.getByRole('textbox', { name: 'Reactie' });
    await field.fill(typed);
    await expect(field).toHaveValue(typed);
    await page.getByRole('button', { name: 'Voorbeeld' }).click();
    await expect(page.locator('.reply-form__preview')).toContainText(`${tag} regel 99`);
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}#reactie-`));
    const replyId = new URL(page.url()).hash.slice('#reactie-'.length);
    await expect(replyItem(page, replyId)).toContainText(`${tag} regel 99`);

    // A reason of 499 characters in 20 lines, sent by another member.
    const reporter = await newMember(request);
    const other = await memberPage(browser, reporter.token, false);
    await other.page.goto(`${article.path}#reactie-${replyId}`);
    await replyItem(other.page, replyId).getByRole('link', { name: 'Melden' }).click();
    const form = replyItem(other.page, replyId).getByRole('region', { name: 'Reactie melden' });
    const reason = Array.from({ length: 20 }, () => 'Te lang en te vaak'.padEnd(24, '!'))
      .join('\n')
      .padEnd(499, '!');
    await form.getByRole('textbox', { name: 'Reden van je melding' }).fill(reason);
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(replyItem(other.page, replyId).getByText('Gemeld')).toBeVisible();
    await other.context.close();
    await context.close();
  });

  test('a reply form sent twice without JavaScript (a double click) posts the reply once', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token, false);
    const text = `Twee keer geklikt ${unique()}`;
    // What the browser sends for each click on 'Plaats reactie', twice at the same moment, with the
    // member's session cookie.
    const send = () =>
      context.request.post(new URL(article.path, WEB_URL).toString(), {
        form: { articleId: article.id, content: text, intent: 'reply' },
        maxRedirects: 0,
      });
    const answers = await Promise.all([send(), send()]);
    const locations = answers.map((a) => a.headers()['location']);
    expect(answers.map((a) => a.status())).toEqual([302, 302]);
    expect(locations[0]).toMatch(new RegExp(`^${article.path}#reactie-`));
    expect(locations[1]).toBe(locations[0]);

    await page.goto(locations[0]!);
    await expect(page.locator('.reply', { hasText: text })).toHaveCount(1);
    await context.close();
  });

  /**
   * A new member writes a reply, their session ends meanwhile (logged out elsewhere, or expired)
   * and they post it: the page says why and still holds the text. Returns the browser page's
   * answer to the post. `scripts`: the page has JavaScript (then it keeps a draft in the tab).
   */
  async function postAfterSessionEnded(
    page: Page,
    request: APIRequestContext,
    member: { token: string },
    text: string,
    scripts: boolean,
  ) {
    await page.goto(article.path);
    const field = page.getByRole('textbox', { name: 'Reactie' });
    // The draft is kept from what is typed once the form is hydrated.
    if (scripts) await waitForHydration(field);
    await field.fill(text);
    await api(request, 'mutation { deleteCurrentSession }', {}, { token: member.token });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Je sessie is verlopen' })).toHaveText(
      'Je sessie is verlopen, dus je reactie is nog niet geplaatst. Log opnieuw in en plaats hem dan.',
    );
    await expect(
      page.getByRole('textbox', { name: 'Je reactie (nog niet geplaatst)' }),
    ).toHaveValue(text);
    return answer;
  }

  test('a reply posted after the session ended is kept, and waits in the form after logging in again', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token);
    const text = `Geschreven terwijl de sessie verliep ${unique()}`;
    await postAfterSessionEnded(page, request, member, text, true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Log opnieuw in' }).click();
    await fromOwnAddress(page);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await expect(page.getByRole('textbox', { name: 'Reactie' })).toHaveValue(text);
    await expect(page.getByRole('status').filter({ hasText: 'staat weer klaar' })).toBeVisible();
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(page.locator('.reply', { hasText: text })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'staat weer klaar' })).toHaveCount(0);
    // Posted: the draft is gone, also after a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Reactie' })).toHaveValue('');
    await expect(page.locator('.reply', { hasText: text })).toHaveCount(1);
    await context.close();
  });

  test('a reply typed while the page still loads its scripts is kept as a draft too', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token);
    // A slow phone: the scripts come only when the test lets them, and the member types first.
    const scripts = await holdScripts(page);
    await page.goto(article.path, { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: 'Reactie' });
    const text = `Getypt voor de scripts er waren ${unique()}`;
    await field.fill(text);
    await scripts.release();
    await waitForHydration(field);
    await expect(field).toHaveValue(text);
    // Left and opened again in the tab (the session may end, the phone may reload the page):
    // the text waits in the form.
    await page.goto(article.path);
    await expect(field).toHaveValue(text);
    await expect(page.getByRole('status').filter({ hasText: 'staat weer klaar' })).toBeVisible();
    await context.close();
  });

  test('without JavaScript, a reply posted after the session ended shows why, with its text', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token, false);
    const text = `Zonder scripts, sessie verlopen ${unique()}`;
    const answer = await postAfterSessionEnded(page, request, member, text, false);
    expect(answer.status()).toBe(401);
    const again = page.getByRole('link', { name: 'Log opnieuw in' });
    const href = new URL((await again.getAttribute('href'))!, WEB_URL);
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('terug')).toBe(article.path);
    await expect(page.locator('.reply', { hasText: text })).toHaveCount(0);
    // The dead cookie is gone: the header offers to log in.
    expect((await context.cookies()).some((c) => c.name === '__session')).toBe(false);
    await context.close();
  });

  test('a member votes once and reports a reply through the dialog, by keyboard', async ({
    browser,
    request,
  }) => {
    const author = await newMember(request);
    const tag = unique();
    const replyId = await writeReply(request, author.token, article.id, `Stem of meld ${tag}`);
    const voter = await newMember(request);
    const { context, page } = await memberPage(browser, voter.token);
    await page.goto(`${article.path}#reactie-${replyId}`);
    const item = replyItem(page, replyId);

    const vote = item.getByRole('button', { name: /Stem op deze reactie/ });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toContainText('0 stemmen');
    // Once hydrated: the second press is then refused by the script, not a plain post that
    // races the reload below.
    await waitForHydration(vote);
    await vote.focus();
    await page.keyboard.press('Enter');
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toContainText('1 stem');
    // Once: pressing again changes nothing, also after a reload.
    await vote.press('Enter');
    await page.reload();
    await expect(replyItem(page, replyId).getByRole('button', { name: /Stem op/ })).toContainText(
      '1 stem',
    );
    await expect(replyItem(page, replyId).getByRole('button', { name: /Stem op/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const report = replyItem(page, replyId).getByRole('button', { name: 'Melden' });
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reactie melden' });
    await expect(dialog).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: 'Reden van je melding' });
    await expect(reason).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type('x');
    // Sent by keyboard, the button keeps focus while the report is on its way (and a second Enter
    // sends nothing); refused, focus goes to the reason, never to the page's body.
    // (By its type: its name changes while it is busy.)
    const refusing = await submitByKeyboard(
      page,
      dialog.locator('button[type="submit"]'),
      article.path,
    );
    const refused = await refusing.answer(async () => {
      await expect(dialog.getByText('Geef een reden op van minstens 3 tekens.')).toBeVisible();
      await expect(reason).toBeFocused();
    });
    expect(refused.trail.slice(0, 2)).toEqual([
      'button "Melding versturen"',
      'button "Bezig met versturen…"',
    ]);
    expect(refused.trail).not.toContain('body');
    expect(refused.busy, 'aria-disabled while sending').toBe('true');
    expect(refused.posts).toBe(1);
    await reason.fill(`Reclame ${tag}`);
    await dialog.getByRole('button', { name: 'Melding versturen' }).press('Enter');
    await expect(toast(page, 'Bedankt voor je melding.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(replyItem(page, replyId).getByRole('button', { name: 'Gemeld' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await context.close();
  });

  test('a vote after logging out in another tab leads to the login screen saying why', async ({
    browser,
    request,
  }) => {
    const author = await newMember(request);
    const replyId = await writeReply(request, author.token, article.id, `Stem later ${unique()}`);
    const voter = await newMember(request);
    const { context, page } = await memberPage(browser, voter.token);
    await page.goto(`${article.path}#reactie-${replyId}`);
    const vote = replyItem(page, replyId).getByRole('button', { name: /Stem op deze reactie/ });
    await expect(vote).toBeVisible();
    // Logged out in another tab: the browser no longer sends a session.
    const other = await context.newPage();
    await other.goto(article.path);
    await (await openAccountMenu(other)).getByRole('button', { name: 'Uitloggen' }).click();
    await expect(
      other.locator('.site-header').getByRole('link', { name: 'Inloggen' }),
    ).toBeVisible();

    await vote.click();
    await expect(page).toHaveURL(/\/login\?terug=.*&sessie=geen$/);
    // Spec §8's words for an action that needs a login.
    await expect(toast(page, 'Hiervoor moet je ingelogd zijn')).toBeVisible();
    await context.close();
  });

  test('a report reason sent after the session ended waits in the dialog after logging in again', async ({
    browser,
    request,
  }) => {
    const author = await newMember(request);
    const tag = unique();
    const replyId = await writeReply(request, author.token, article.id, `Later gemeld ${tag}`);
    const reporter = await newMember(request);
    const { context, page } = await memberPage(browser, reporter.token);
    await page.goto(`${article.path}#reactie-${replyId}`);
    const dialog = page.getByRole('dialog', { name: 'Reactie melden' });
    const reason = dialog.getByRole('textbox', { name: 'Reden van je melding' });
    const notice = dialog.getByRole('status').filter({ hasText: 'staat weer klaar' });
    await replyItem(page, replyId).getByRole('button', { name: 'Melden' }).click();
    await reason.fill(`Onjuiste informatie ${tag}`);
    // Logged out elsewhere (or expired) while typing.
    await api(request, 'mutation { deleteCurrentSession }', {}, { token: reporter.token });
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(page).toHaveURL(/\/login\?terug=/);
    // The dialog does not stay over the login screen.
    await expect(dialog).toBeHidden();
    await fromOwnAddress(page);
    await page.getByLabel('E-mailadres').fill(reporter.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(reporter.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await replyItem(page, replyId).getByRole('button', { name: 'Melden' }).click();
    await expect(reason).toHaveValue(`Onjuiste informatie ${tag}`);
    await expect(notice).toHaveText('Je melding die nog niet verstuurd was, staat weer klaar.');
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(toast(page, 'Bedankt voor je melding.')).toBeVisible();
    await expect(replyItem(page, replyId).getByRole('button', { name: 'Gemeld' })).toBeVisible();
    await context.close();
  });

  test('a member votes and reports without JavaScript', async ({ browser, request }) => {
    const author = await newMember(request);
    const replyId = await writeReply(request, author.token, article.id, `Zonder JS ${unique()}`);
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token, false);
    await page.goto(`${article.path}#reactie-${replyId}`);
    await replyItem(page, replyId)
      .getByRole('button', { name: /Stem op deze reactie/ })
      .click();
    await expect(
      replyItem(page, replyId).getByRole('button', { name: /Stem op deze reactie/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await replyItem(page, replyId).getByRole('link', { name: 'Melden' }).click();
    const form = replyItem(page, replyId).getByRole('region', { name: 'Reactie melden' });
    await form.getByRole('textbox', { name: 'Reden van je melding' }).fill('Ongepaste taal');
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(replyItem(page, replyId).getByText('Gemeld')).toBeVisible();
    await context.close();
  });

  test('without JavaScript, a refused report keeps its form open with the message and the reason', async ({
    browser,
    request,
  }) => {
    const { replyId, context, page, form } = await reportFormWithoutScript(
      browser,
      request,
      'Te kort',
    );
    await form.getByRole('textbox', { name: 'Reden van je melding' }).fill('x');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    expect((await answer).status()).toBe(400);
    const field = form.getByRole('textbox', { name: 'Reden van je melding' });
    await expect(field).toHaveValue('x');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Geef een reden op van minstens 3 tekens.')).toBeVisible();
    // The page comes back at the reply, and the corrected reason is sent.
    await expect(page).toHaveURL(new RegExp(`#reactie-${replyId}$`));
    await field.fill('Ongepaste taal');
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(replyItem(page, replyId).getByText('Gemeld')).toBeVisible();
    await context.close();
  });

  test('with JavaScript, the report form opened by its address (?melden=) refuses, sends and thanks', async ({
    browser,
    request,
  }) => {
    const author = await newMember(request);
    const replyId = await writeReply(request, author.token, article.id, `Via adres ${unique()}`);
    const member = await newMember(request);
    const { context, page } = await memberPage(browser, member.token);
    await page.goto(`${article.path}?melden=${replyId}#reactie-${replyId}`);
    await expect(page.locator('.color-mode-toggle')).toBeVisible();
    const form = replyItem(page, replyId).getByRole('region', { name: 'Reactie melden' });
    const field = form.getByRole('textbox', { name: 'Reden van je melding' });
    await field.fill('x');
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(form.getByText('Geef een reden op van minstens 3 tekens.')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('Ongepaste taal');
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    // The thanks, although the form under the reply goes once the reply says 'Gemeld'.
    await expect(toast(page, 'Bedankt voor je melding')).toBeVisible();
    await expect(replyItem(page, replyId).getByText('Gemeld')).toBeVisible();
    await context.close();
  });

  test('without JavaScript, a report sent after the session ended shows why, with its reason', async ({
    browser,
    request,
  }) => {
    const { member, replyId, context, page, form } = await reportFormWithoutScript(
      browser,
      request,
      'Niet gemeld',
    );
    const reason = `Ongepaste taal ${unique()}`;
    await form.getByRole('textbox', { name: 'Reden van je melding' }).fill(reason);
    await api(request, 'mutation { deleteCurrentSession }', {}, { token: member.token });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Melding versturen' }).click();
    expect((await answer).status()).toBe(401);
    await expect(form.getByRole('alert')).toHaveText(
      'Je sessie is verlopen, dus je melding is nog niet verstuurd. Log opnieuw in en verstuur hem dan.',
    );
    await expect(
      form.getByRole('textbox', { name: 'Je melding (nog niet verstuurd)' }),
    ).toHaveValue(reason);
    // Logging in again opens the report form of that reply again.
    await form.getByRole('link', { name: 'Log opnieuw in' }).click();
    await fromOwnAddress(page);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(
      new RegExp(`${article.path}\\?melden=${replyId}#reactie-${replyId}$`),
    );
    await expect(
      replyItem(page, replyId)
        .getByRole('region', { name: 'Reactie melden' })
        .getByRole('textbox', { name: 'Reden van je melding' }),
    ).toBeVisible();
    await context.close();
  });

  test('XSS payloads in a reply are rendered harmless, in the list and in the preview', async ({
    browser,
    request,
  }) => {
    const tag = unique();
    const payload = [
      `Aanval ${tag}`,
      '',
      '<script>window.__xss = "script"</script>',
      '<img src=x onerror="window.__xss = \'img\'">',
      '<a href="javascript:window.__xss=\'link\'">klik-js</a>',
      '[klik-md](javascript:window.__xss=1)',
      '[klik-data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<svg onload="window.__xss = \'svg\'"></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
    ].join('\n');
    const member = await newMember(request);
    await writeReply(request, member.token, article.id, payload);
    const { context, page } = await memberPage(browser, member.token);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(article.path);
    const reply = page.locator('.reply', { hasText: `Aanval ${tag}` });
    await expect(reply).toBeVisible();
    const content = reply.locator('.reply__content');
    await expect(content.locator('script, iframe, svg, object, embed')).toHaveCount(0);
    await expect(
      content.locator('[onerror], [onload], [onclick], [onmouseover], [srcdoc]'),
    ).toHaveCount(0);
    for (const link of await content.locator('a').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    for (const image of await content.locator('img').all()) {
      expect((await image.getAttribute('src')) ?? '').not.toMatch(/^(javascript|data):/i);
    }
    await content.getByText('klik-md').click();
    await content.getByText('klik-js').click();
    await content.getByText('klik-data').click();

    // The same payload in the preview.
    await page.getByRole('textbox', { name: 'Reactie' }).fill(payload);
    await page.getByRole('button', { name: 'Voorbeeld' }).click();
    const preview = page.locator('.reply-form__preview');
    await expect(preview.getByText(`Aanval ${tag}`)).toBeVisible();
    await expect(preview.locator('script, iframe, svg')).toHaveCount(0);
    await expect(preview.locator('[onerror], [onload], [onclick]')).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
      undefined,
    );
    expect(dialogs).toEqual([]);
    await context.close();
  });

  test('a reply with 3 reports is hidden until an admin keeps it', async ({ browser, request }) => {
    const author = await newMember(request);
    const tag = unique();
    const replyId = await writeReply(request, author.token, article.id, `Omstreden ${tag}`);
    for (let i = 0; i < 3; i++) {
      const reporter = await newMember(request);
      await api(
        request,
        'mutation($input: ReportReplyInput!) { reportReply(input: $input) { id } }',
        { input: { replyId, reason: `Ongepast ${i}` } },
        { token: reporter.token },
      );
    }
    // Members (the author too) no longer see it.
    const member = await memberPage(browser, author.token);
    await member.page.goto(article.path);
    await expect(member.page.getByRole('heading', { name: 'Reacties', level: 2 })).toBeVisible();
    await expect(replyItem(member.page, replyId)).toHaveCount(0);

    const adminToken = await login(request, DEMO_ADMIN.email, DEMO_ADMIN.password, nextAddress());
    const admin = await memberPage(browser, adminToken);
    await admin.page.goto(`${article.path}#reactie-${replyId}`);
    const item = replyItem(admin.page, replyId);
    await expect(item.getByText('Verborgen na 3 meldingen')).toBeVisible();
    await expectNoAxeViolations(admin.page);
    // The toast is the script's: a plain post only reloads the page.
    const keep = item.getByRole('button', { name: 'Tonen' });
    await waitForHydration(keep);
    await keep.click();
    await expect(toast(admin.page, 'De reactie is gecontroleerd.')).toBeVisible();
    await expect(item.getByText('Verborgen na 3 meldingen')).toHaveCount(0);

    await member.page.reload();
    await expect(replyItem(member.page, replyId)).toContainText(`Omstreden ${tag}`);
    await member.context.close();
    await admin.context.close();
  });
});

test.describe('replies: profile first, the list and its pages', () => {
  test('a member without a profile is told to make one, makes it in the settings and then replies', async ({
    browser,
    request,
  }) => {
    const article = await openArticle(request);
    const token = await login(request, NO_PROFILE.email, NO_PROFILE.password, nextAddress());
    const { me } = await api<{ me: { profile: { username: string } | null } }>(
      request,
      '{ me { profile { username } } }',
      {},
      { token },
    );
    expect(me.profile, 'the demo account starts without a profile').toBeNull();

    const { context, page } = await memberPage(browser, token);
    await page.goto(article.path);
    const section = page.getByRole('region', { name: 'Reacties' });
    await expect(
      section.getByText('Maak eerst een profiel aan om te kunnen reageren.'),
    ).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Reactie' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await section.getByRole('link', { name: 'Profiel aanmaken' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    const username = `Nieuweling ${unique()}`.slice(0, 30);
    await page.getByLabel('Gebruikersnaam').fill(username);
    const create = page.getByRole('button', { name: 'Profiel aanmaken' });
    await waitForHydration(create);
    await create.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Je profiel is aangemaakt.',
    );
    // The form is now the edit form, a new one: focus went to its button, not to <body> with the
    // button pressed (regression).
    await expect(page.getByRole('button', { name: 'Profiel opslaan' })).toBeFocused();

    await page.goto(article.path);
    const field = page.getByRole('textbox', { name: 'Reactie' });
    const tag = unique();
    // The toast is the script's: a plain post only reloads the page.
    await waitForHydration(page.getByRole('button', { name: 'Plaats reactie' }));
    await field.fill(`Mijn eerste reactie ${tag}`);
    await page.getByRole('button', { name: 'Plaats reactie' }).click();
    await expect(toast(page, 'Je reactie is geplaatst.')).toBeVisible();
    const mine = page.locator('.reply', { hasText: `Mijn eerste reactie ${tag}` });
    await expect(mine).toHaveAccessibleName(`Reactie van ${username}`);
    await context.close();
  });

  test('a reply shows its avatar, username, label and signature', async ({ browser, request }) => {
    // The demo admin has all four (label 'Redactie'); the demo's own replies are by members who
    // lack one or the other, so the admin writes one for this test.
    const article = await openArticle(request);
    const token = await login(request, DEMO_ADMIN.email, DEMO_ADMIN.password, nextAddress());
    const { me } = await api<{
      me: {
        profile: { username: string; signature: string; avatar: { url: string } | null };
      };
    }>(request, '{ me { profile { username signature avatar { url } } } }', {}, { token });
    const { profile } = me;
    expect(profile.avatar, 'the demo admin has an avatar').not.toBeNull();
    const replyId = await writeReply(request, token, article.id, `Van de redactie ${unique()}`);

    // Logged in, so the page is rendered now (the anonymous page may come from the page cache).
    const { context, page } = await memberPage(browser, token);
    await page.goto(`${article.path}#reactie-${replyId}`);
    const item = replyItem(page, replyId);
    await expect(item.locator('article.reply')).toHaveAccessibleName(
      `Reactie van ${profile.username}`,
    );
    await expect(item.locator('.reply__who strong')).toHaveText(profile.username);
    await expect(item.locator('.reply__label')).toHaveText('Redactie');
    await expect(item.locator('.reply__signature')).toHaveText(profile.signature);
    await expect(item.locator('.reply__who time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/);
    // The avatar is the member's picture, through the site's /media proxy, and it loads.
    const avatar = item.locator('img.reply__avatar');
    await expect(avatar).toBeVisible();
    const avatarFile = new URL(profile.avatar!.url, API_URL).pathname.split('/').pop()!;
    const src = new URL((await avatar.getAttribute('src'))!, WEB_URL);
    expect(src.origin).toBe(WEB_URL);
    expect(src.pathname).toMatch(/^\/media\//);
    expect(src.pathname).toContain(avatarFile);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });

  test('a reply by someone without an avatar shows their initial instead', async ({
    browser,
    request,
  }) => {
    // A fresh member has a profile (from registering) but no avatar, label or signature.
    const member = await newMember(request);
    const article = await openArticle(request);
    const replyId = await writeReply(request, member.token, article.id, `Zonder foto ${unique()}`);
    const { context, page } = await memberPage(browser, member.token);
    await page.goto(`${article.path}#reactie-${replyId}`);
    const item = replyItem(page, replyId);
    await expect(item.locator('.reply__who strong')).toHaveText(member.username);
    await expect(item.locator('img.reply__avatar')).toHaveCount(0);
    await expect(item.locator('.reply__avatar--initial')).toHaveText(
      member.username.slice(0, 1).toUpperCase(),
    );
    await expect(item.locator('.reply__label')).toHaveCount(0);
    await expect(item.locator('.reply__signature')).toHaveCount(0);
    await context.close();
  });

  test('replies are paged by 10, newest first, with the pager', async ({ page, request }) => {
    // The oldest article that takes replies: other journeys write on the newest one.
    const { articles } = await api<{
      articles: {
        items: { id: string; path: string; isReplyVisible: boolean; isReplyAllowed: boolean }[];
      };
    }>(
      request,
      '{ articles(filters: { limit: 100 }) { items { id path isReplyVisible isReplyAllowed } } }',
    );
    const article = articles.items.filter((a) => a.isReplyVisible && a.isReplyAllowed).at(-1)!;
    const countOf = async () =>
      (
        await api<{ repliesForArticle: { total: number } }>(
          request,
          'query($id: UUID!) { repliesForArticle(id: $id) { total } }',
          { id: article.id },
        )
      ).repliesForArticle.total;
    // More than one page: at least 12 replies, written by members of this test (10 each at most).
    const tag = unique();
    let writer = await newMember(request);
    for (let written = 0, total = await countOf(); total < REPLY_PAGE_SIZE + 2; total++) {
      if (written++ === 9) {
        writer = await newMember(request);
        written = 1;
      }
      await writeReply(request, writer.token, article.id, `Pagina-reactie ${tag} ${total}`);
    }
    const total = await countOf();
    const pages = Math.ceil(total / REPLY_PAGE_SIZE);
    const idsOf = async (offset: number) =>
      (
        await api<{ repliesForArticle: { items: { id: string }[] } }>(
          request,
          `query($id: UUID!, $offset: Int) {
            repliesForArticle(id: $id, filters: { limit: 10, offset: $offset, order: DESC }) { items { id } } }`,
          { id: article.id, offset },
        )
      ).repliesForArticle.items.map((r) => `reactie-${r.id}`);

    await page.goto(article.path);
    const section = page.getByRole('region', { name: 'Reacties' });
    const listed = section.locator('.replies__list > li');
    await expect(listed).toHaveCount(REPLY_PAGE_SIZE);
    expect(await listed.evaluateAll((items) => items.map((li) => li.id))).toEqual(await idsOf(0));
    const pager = section.getByRole('navigation', { name: 'Paginering reacties' });
    await expect(pager).toContainText(`Pagina 1 van ${pages} · ${total} resultaten`);
    await expect(pager.getByRole('link', { name: 'Vorige pagina' })).toHaveCount(0);

    await pager.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}\\?reactiepagina=2#reacties$`));
    await expect(pager).toContainText(`Pagina 2 van ${pages}`);
    const second = await idsOf(REPLY_PAGE_SIZE);
    await expect(listed).toHaveCount(second.length);
    expect(await listed.evaluateAll((items) => items.map((li) => li.id))).toEqual(second);

    await pager.getByRole('link', { name: 'Vorige pagina' }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}#reacties$`));
    await expect(listed).toHaveCount(REPLY_PAGE_SIZE);
    await expectNoAxeViolations(page);

    // A page past the end (an old link after replies were hidden) keeps the count and leads back.
    await page.goto(`${article.path}?reactiepagina=${pages + 3}`);
    await expect(pager).toContainText(`Pagina ${pages + 3} van ${pages} · ${total} resultaten`);
    await expect(section.getByText('Er zijn nog geen reacties.')).toHaveCount(0);
    await expect(section).toContainText('Op deze pagina staan geen reacties meer.');
    await expect(pager.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute(
      'href',
      `${article.path}?reactiepagina=${pages}#reacties`,
    );
    await section.getByRole('link', { name: 'Naar de laatste pagina met reacties' }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}\\?reactiepagina=${pages}#reacties$`));
    await expect(listed).toHaveCount(total - (pages - 1) * REPLY_PAGE_SIZE);
  });
});

test.describe('replies: long words at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('one unbroken word in a reply, its preview, username or signature wraps instead of widening the page', async ({
    browser,
    request,
  }) => {
    const article = await openArticle(request);
    const tag = unique();
    const address = nextAddress();
    const email = `lang-woord-${tag}@voorbeeld.nl`;
    const password = 'Rode-Piste-Naar-Het-Dal-77';
    // Any member can post these: a username of 30 letters without a space and a signature of
    // 200 characters without one.
    const username = `Lang${tag}${'w'.repeat(30)}`.slice(0, 30);
    await api(
      request,
      'mutation($input: CreateAccountInput!) { createAccount(input: $input) }',
      { input: { email, username, password, acceptTerms: true } },
      { address },
    );
    const token = await login(request, email, password, address);
    await api(
      request,
      'mutation($input: ProfileInput!) { saveMyProfile(input: $input) }',
      { input: { username, signature: 's'.repeat(200) } },
      { token },
    );
    const word = `Woord${tag}${'x'.repeat(3000)}`;
    const replyId = await writeReply(request, token, article.id, word);

    const { context, page } = await memberPage(browser, token);
    await page.goto(`${article.path}#reactie-${replyId}`);
    await expect(replyItem(page, replyId)).toContainText(`Woord${tag}`);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(360);

    // The same word in the preview of a new reply.
    await page.getByRole('textbox', { name: 'Reactie' }).fill(`Voorbeeld${word}`);
    await page.getByRole('button', { name: 'Voorbeeld' }).click();
    await expect(page.locator('.reply-form__preview')).toContainText(`VoorbeeldWoord${tag}`);
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await context.close();
  });
});
