import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
  test,
} from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { fromOwnAddress, nextAddress } from './addresses';
import { WCAG_21_AA, expectNoAxeViolations } from './axe';
import { submitByKeyboard, waitForHydration } from './focus';

// Settings (issue 6): profile and avatar, own replies, password and sessions, interests and the
// newsletter, the login requirement, axe on every screen and keyboard navigation. Every test
// registers its own members through the API.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3301}`;
const PASSWORD = 'Zwarte-Piste-Bij-Nacht-31';
// The API writes every mail here too (MAIL_DIR, set by playwright.config.ts).
const MAIL_DIR = path.join(process.env.NSV_E2E_DIR ?? '', 'mail');

/** The subjects of the mails written to `to` so far. */
function mailSubjects(to: string): string[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(MAIL_DIR, name), 'utf8')) as {
          to: string;
          subject: string;
        },
    )
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject);
}

/** A short random tag that makes names and texts unique per test run. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Runs an operation against the API directly; returns its data and fails on errors. */
async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; address?: string; userAgent?: string } = {},
): Promise<T> {
  const response = await request.post(API_URL, {
    data: { query, variables },
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Member {
  email: string;
  username: string;
  /** Logs in once more (a new session); `userAgent` is what the session list shows. */
  login(userAgent?: string): Promise<string>;
}

/** Registers a fresh member (registration always makes the profile) through the API. */
async function newMember(request: APIRequestContext): Promise<Member> {
  const tag = unique();
  const email = `instellingen-${tag}@voorbeeld.nl`;
  const username = `Lid ${tag}`.slice(0, 30);
  await api(
    request,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) }',
    { input: { email, username, password: PASSWORD, acceptTerms: true } },
    { address: nextAddress() },
  );
  return {
    email,
    username,
    login: async (userAgent) =>
      (
        await api<{ createSession: string }>(
          request,
          'mutation($input: CreateSessionInput!) { createSession(input: $input) }',
          { input: { email, password: PASSWORD } },
          { address: nextAddress(), userAgent },
        )
      ).createSession,
  };
}

/** A browser context with the token as the site's session cookie, and a page in it. */
async function loggedIn(browser: Browser, token: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([
    { name: '__session', value: token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  return { context, page: await context.newPage() };
}

/** A small PNG (64 × 64, one colour) made for the test: signature, IHDR, IDAT and IEND chunks. */
function drawPng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  // Each row: filter byte 0, then RGB pixels.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3, Buffer.from([30, 120, 200])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Makes `name` a suggestion for everyone: the API suggests interests that at least two members
 * hold (so one member's free text is not shown to all).
 */
async function suggest(request: APIRequestContext, name: string) {
  for (let i = 0; i < 2; i++) {
    const suggester = await newMember(request);
    await api(
      request,
      'mutation($input: InterestInput!) { addInterest(input: $input) { name } }',
      { input: { name } },
      { token: await suggester.login() },
    );
  }
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function open(browser: Browser, token: string, javaScriptEnabled = true) {
  const opened = await loggedIn(browser, token, javaScriptEnabled);
  contexts.push(opened.context);
  return opened.page;
}

test.describe('settings', () => {
  test('a logged-out visitor is sent to the login with the way back', async ({ page }) => {
    for (const path of ['/settings', '/settings/profile', '/settings/security']) {
      await page.goto(path);
      await expect(page).toHaveURL(
        `${WEB_URL}/login?terug=${encodeURIComponent(path)}`.replace(/%2F/g, '%2F'),
      );
    }
  });

  test('the overview, the frame without the site layout, axe and keyboard navigation', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await expect(page.getByTestId('settings-user')).toHaveText(member.username);
    await expect(page.getByRole('link', { name: 'Terug naar de site' })).toHaveAttribute(
      'href',
      '/',
    );
    // No site header or footer: the settings have their own frame.
    await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
    await expectNoAxeViolations(page, WCAG_21_AA);

    const nav = page.getByRole('navigation', { name: 'Instellingen' });
    for (const [label, path, heading] of [
      ['Profiel', '/settings/profile', 'Profiel'],
      ['Reacties', '/settings/replies', 'Reacties'],
      ['Beveiliging', '/settings/security', 'Beveiliging'],
      ['Meldingen', '/settings/notifications', 'Meldingen'],
    ] as const) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${WEB_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expectNoAxeViolations(page, WCAG_21_AA);
    }
    // Tab order: from the section links the keyboard reaches the next one.
    await nav.getByRole('link', { name: 'Profiel', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Reacties', exact: true })).toBeFocused();
  });

  test('edits the profile with Dutch errors next to the fields', async ({ browser, request }) => {
    const member = await newMember(request);
    const other = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/profile');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue(member.username);
    await page.getByLabel('Gebruikersnaam').fill(other.username);
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(page.getByText('Deze gebruikersnaam is al in gebruik.')).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam')).toHaveAttribute('aria-invalid', 'true');

    const renamed = `Nieuw ${unique()}`.slice(0, 30);
    await page.getByLabel('Gebruikersnaam').fill(renamed);
    await page.getByLabel('Onderschrift (optioneel)').fill('Liefst in de poedersneeuw');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Je profiel is opgeslagen.',
    );
    await expect(page.getByTestId('settings-user')).toHaveText(renamed);
    await page.reload();
    await expect(page.getByLabel('Onderschrift (optioneel)')).toHaveValue(
      'Liefst in de poedersneeuw',
    );
    await expectNoAxeViolations(page, WCAG_21_AA);
  });

  test('what was typed in the profile waits in the form when the session had ended', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const token = await member.login();
    const page = await open(browser, token);
    await page.goto('/settings/profile');
    const field = page.getByLabel('Onderschrift (optioneel)');
    const notice = page.getByRole('status').filter({ hasText: 'staan weer klaar' });
    const signature = `Getypt terwijl de sessie verliep ${unique()}`;
    // The draft is kept from what is typed once the form is hydrated (a scripted post leaves
    // nothing with the server).
    await waitForHydration(field);
    await field.fill(signature);
    // Logged out elsewhere (or expired) while typing.
    await api(request, 'mutation { deleteCurrentSession }', {}, { token });
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    // The login screen says why (spec §8) and leads back to the profile.
    await expect(page).toHaveURL(/\/login\?terug=%2Fsettings%2Fprofile&sessie=verlopen$/);
    await expect(page.getByText('Je sessie is verlopen', { exact: true })).toBeVisible();
    await fromOwnAddress(page);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(field).toHaveValue(signature);
    await expect(notice).toHaveText(
      'Je wijzigingen die nog niet opgeslagen waren, staan weer klaar.',
    );
    await expectNoAxeViolations(page, WCAG_21_AA);
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' }),
    ).toBeVisible();
    await expect(notice).toHaveCount(0);
    // Saved: the draft is gone. Changed elsewhere afterwards (another browser), the page shows
    // that change after a reload, not the old draft.
    const session = (await page.context().cookies()).find((c) => c.name === '__session')!;
    await api(
      request,
      'mutation($input: ProfileInput!) { saveMyProfile(input: $input) }',
      { input: { username: member.username, signature: 'Elders gewijzigd' } },
      { token: session.value },
    );
    await page.reload();
    await expect(field).toHaveValue('Elders gewijzigd');
    await expect(notice).toHaveCount(0);
  });

  test('uploads an avatar with a preview and shows it; refuses what is not an image', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/profile');
    await expect(page.getByText('Nog geen avatar')).toBeVisible();
    const png = drawPng();
    // The preview is the script's: a file chosen before hydration shows none.
    await waitForHydration(page.getByLabel('Kies een afbeelding'));
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'ik.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByRole('img', { name: 'Voorbeeld van je nieuwe avatar' })).toBeVisible();
    await page.getByRole('button', { name: 'Avatar uploaden' }).click();
    await expect(page.getByText('Je nieuwe avatar is opgeslagen.')).toBeVisible();
    const current = page.getByRole('img', { name: 'Je huidige avatar' });
    await expect(current).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.webp\?w=160$/);
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);

    // A text file is refused in the browser already.
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'notities.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('geen plaatje'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Kies een afbeelding in JPG-, PNG- of WebP-formaat.',
    );
    // A text file that calls itself a PNG gets through the browser, and the server refuses it.
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'nep.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    await page.getByRole('button', { name: 'Avatar uploaden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Kies een afbeelding in JPG-, PNG- of WebP-formaat.',
    );
    // The avatar stayed the one uploaded before.
    await expect(current).toHaveAttribute('src', /^\/media\/avatars\//);
    await expectNoAxeViolations(page, WCAG_21_AA);
  });

  test('uploads an avatar without JavaScript', async ({ browser, request }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login(), false);
    await page.goto('/settings/profile');
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'ik.png',
      mimeType: 'image/png',
      buffer: drawPng(),
    });
    await page.getByRole('button', { name: 'Avatar uploaden' }).click();
    await expect(page.getByText('Je nieuwe avatar is opgeslagen.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Je huidige avatar' })).toHaveAttribute(
      'src',
      /^\/media\/avatars\//,
    );
    // Too large: the server answers without reading the file (no script checked it first).
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'groot.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([drawPng(), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByRole('button', { name: 'Avatar uploaden' }).click();
    await expect(page.getByRole('alert')).toHaveText('De afbeelding is te groot: maximaal 5 MB.');
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'notities.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('geen plaatje'),
    });
    await page.getByRole('button', { name: 'Avatar uploaden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Kies een afbeelding in JPG-, PNG- of WebP-formaat.',
    );
  });

  test('lists the own replies newest first with links to their articles, and the empty state', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const token = await member.login();
    const page = await open(browser, token);
    await page.goto('/settings/replies');
    await expect(page.getByText('Je hebt nog geen reacties geschreven.')).toBeVisible();
    await expectNoAxeViolations(page, WCAG_21_AA);

    const { articles } = await api<{
      articles: { items: { id: string; path: string; heading: string; isReplyAllowed: boolean }[] };
    }>(
      request,
      `{ articles(filters: { limit: 100 }) { items { id path heading isReplyAllowed } } }`,
    );
    const article = articles.items.find((a) => a.isReplyAllowed);
    expect(article, 'an article that takes replies').toBeTruthy();
    const tag = unique();
    for (const text of [`Eerste reactie ${tag}`, `Tweede reactie ${tag}`]) {
      await api(
        request,
        'mutation($input: InsertReplyInput!) { insertReply(input: $input) }',
        { input: { articleId: article!.id, content: text } },
        { token },
      );
    }
    await page.reload();
    await expect(page.getByText('Je hebt 2 reacties geschreven.')).toBeVisible();
    const items = page.locator('.settings-reply');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`Tweede reactie ${tag}`);
    await expect(items.nth(1)).toContainText(`Eerste reactie ${tag}`);
    const link = items.nth(0).getByRole('link');
    await expect(link).toHaveAttribute('href', article!.path);
    await expectNoAxeViolations(page, WCAG_21_AA);
    await link.click();
    await expect(page).toHaveURL(`${WEB_URL}${article!.path}`);
  });

  test('changes the password with Dutch messages per field and ends the other sessions', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const other = await open(
      browser,
      await member.login(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    );
    await other.goto('/settings');
    await expect(other.getByTestId('settings-user')).toHaveText(member.username);

    const page = await open(browser, await member.login());
    await page.goto('/settings/security');
    await expect(page.getByTestId('session')).toHaveCount(2);
    await expect(page.getByTestId('session').filter({ hasText: 'Deze sessie' })).toHaveCount(1);
    await expect(page.getByTestId('session').filter({ hasText: 'Safari op macOS' })).toHaveCount(1);
    await expectNoAxeViolations(page, WCAG_21_AA);

    // Once hydrated: the refusals below are then the script's answers, in place, as a visitor
    // with JavaScript gets them (a plain post would load a new page for each).
    await waitForHydration(page.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await page.getByLabel('Huidig wachtwoord').fill('helemaal-niet-goed-1');
    await page.getByLabel('Nieuw wachtwoord').fill('Een-Nieuw-Begin-Op-De-Berg-9');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();
    await expect(page.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Huidig wachtwoord').fill(PASSWORD);
    await page.getByLabel('Nieuw wachtwoord').fill('kort');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByLabel('Nieuw wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#veld-newPassword-fout')).toContainText('wachtwoord');

    await page.getByLabel('Huidig wachtwoord').fill(PASSWORD);
    await page.getByLabel('Nieuw wachtwoord').fill('Een-Nieuw-Begin-Op-De-Berg-9');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Je wachtwoord is gewijzigd. Je bent op al je andere apparaten en browsers uitgelogd.',
    );
    await expect(page.getByTestId('session')).toHaveCount(1);
    await expect(page.getByText('Je bent alleen in deze browser ingelogd.')).toBeVisible();

    // The other browser was logged out: its next visit goes to the login.
    await other.goto('/settings/security');
    await expect(other).toHaveURL(/\/login\?terug=%2Fsettings%2Fsecurity&sessie=verlopen$/);
  });

  test('ends another session from the list', async ({ browser, request }) => {
    const member = await newMember(request);
    const other = await open(
      browser,
      await member.login(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    );
    await other.goto('/settings');
    await expect(other.getByTestId('settings-user')).toHaveText(member.username);

    const page = await open(browser, await member.login());
    await page.goto('/settings/security');
    const row = page.getByTestId('session').filter({ hasText: 'Firefox op Windows' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /Sessie beëindigen/ }).click();
    await expect(
      page.getByText('De sessie is beëindigd: dat apparaat is nu uitgelogd.'),
    ).toBeVisible();
    await expect(page.getByTestId('session')).toHaveCount(1);
    await expect(page.getByTestId('session')).toContainText('Deze sessie');

    // The other browser was logged out: its next click in the settings (a client-side navigation,
    // whose data request is `/settings/notifications.data`) goes to the login, with the page as the
    // way back.
    const notifications = other
      .getByRole('navigation', { name: 'Instellingen' })
      .getByRole('link', { name: 'Meldingen' });
    await waitForHydration(notifications);
    await notifications.click();
    await expect(other).toHaveURL(/\/login\?terug=%2Fsettings%2Fnotifications&sessie=verlopen$/);
  });

  test('adds and removes interests and toggles the newsletter', async ({ browser, request }) => {
    const member = await newMember(request);
    const suggestion = `Skitoeren ${unique()}`.slice(0, 50);
    await suggest(request, suggestion);
    const page = await open(browser, await member.login());
    await page.goto('/settings/notifications');
    await expect(page.getByText('Je hebt nog geen interesses gekozen.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pushmeldingen in deze browser' })).toBeVisible();
    await expectNoAxeViolations(page, WCAG_21_AA);

    // A suggestion from another member.
    await page.getByRole('button', { name: `Toevoegen: ${suggestion}` }).click();
    const mine = page.getByRole('list', { name: 'Jouw interesses' });
    await expect(mine).toContainText(suggestion);
    await expect(page.getByRole('button', { name: `Toevoegen: ${suggestion}` })).toHaveCount(0);

    // A new one, typed.
    const typed = `Sneeuwschoenwandelen ${unique()}`.slice(0, 50);
    await page.getByLabel('Andere interesse toevoegen').fill(typed);
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Interesses' }).getByRole('status')).toHaveText(
      `‘${typed}’ staat nu bij je interesses.`,
    );
    await expect(mine).toContainText(typed);
    await page.getByLabel('Andere interesse toevoegen').fill('x');
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByText('Een interesse moet minstens 2 tekens lang zijn.')).toBeVisible();

    await mine.getByRole('button', { name: `Verwijderen (${suggestion})` }).click();
    await expect(mine).not.toContainText(suggestion);
    await expect(mine).toContainText(typed);

    // The newsletter: subscribing sends a confirmation mail, and the page says so.
    await expect(page.getByTestId('newsletter-status')).toHaveText(
      'Je ontvangt de nieuwsbrief niet.',
    );
    await page.getByRole('button', { name: 'Aanmelden voor de nieuwsbrief' }).click();
    await expect(page.getByRole('region', { name: 'Nieuwsbrief' }).getByRole('status')).toHaveText(
      `We hebben een bevestigingsmail gestuurd naar ${member.email}. Klik op de link in die mail om je aanmelding te bevestigen.`,
    );
    await expect
      .poll(() => mailSubjects(member.email))
      .toEqual(['Bevestig je aanmelding voor de nieuwsbrief']);
    await expect(page.getByTestId('newsletter-status')).toHaveText(
      `Je aanmelding wacht op bevestiging: klik op de link in de mail die we naar ${member.email} stuurden.`,
    );
    await expectNoAxeViolations(page, WCAG_21_AA);
    await page.getByRole('button', { name: 'Afmelden voor de nieuwsbrief' }).click();
    await expect(page.getByRole('region', { name: 'Nieuwsbrief' }).getByRole('status')).toHaveText(
      'Je bent afgemeld voor de nieuwsbrief.',
    );
    await expect(page.getByTestId('newsletter-status')).toHaveText(
      'Je ontvangt de nieuwsbrief niet.',
    );
  });
});

/**
 * Sends a form without JavaScript by `click` and checks post/redirect/get: the post answers with a
 * redirect to the page, and reloading the page afterwards is a GET that does not send it again.
 */
async function submitAndRedirect(page: Page, click: () => Promise<void>, path: string) {
  const [post] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.request().isNavigationRequest(),
    ),
    click(),
  ]);
  expect(post.status(), 'the post answers with a redirect').toBe(303);
  expect(post.headers().location).toBe(path);
  await page.waitForLoadState();
  await expect(page).toHaveURL(`${WEB_URL}${path}`);
  const entry = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { type: navigation.type, redirects: navigation.redirectCount };
  });
  expect(entry).toEqual({ type: 'navigate', redirects: 1 });
}

/** Reloads the page and checks that the reload was a GET (no form sent again). */
async function reloadIsGet(page: Page) {
  const response = await page.reload();
  expect(response?.request().method()).toBe('GET');
  expect(response?.status()).toBe(200);
}

test.describe('settings forms without JavaScript: post/redirect/get', () => {
  test('a changed password, then a reload: the message once, no second change', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login(), false);
    await page.goto('/settings/security');
    await page.getByLabel('Huidig wachtwoord').fill(PASSWORD);
    await page.getByLabel('Nieuw wachtwoord').fill('Een-Nieuw-Begin-Op-De-Berg-9');
    await submitAndRedirect(
      page,
      () => page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click(),
      '/settings/security',
    );
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(
      'Je wachtwoord is gewijzigd. Je bent op al je andere apparaten en browsers uitgelogd.',
    );
    await reloadIsGet(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Beveiliging' })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toHaveCount(0);
    // A refusal still answers the page itself with the errors.
    await page.getByLabel('Huidig wachtwoord').fill('helemaal-niet-goed-1');
    await page.getByLabel('Nieuw wachtwoord').fill('Nog-Een-Begin-Op-De-Berg-9');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();
  });

  test('ending a session, then a reload', async ({ browser, request }) => {
    const member = await newMember(request);
    await member.login(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    const page = await open(browser, await member.login(), false);
    await page.goto('/settings/security');
    await submitAndRedirect(
      page,
      () =>
        page
          .getByTestId('session')
          .filter({ hasText: 'Firefox op Windows' })
          .getByRole('button', { name: /Sessie beëindigen/ })
          .click(),
      '/settings/security',
    );
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('De sessie is beëindigd: dat apparaat is nu uitgelogd.');
    await expect(page.getByTestId('session')).toHaveCount(1);
    await reloadIsGet(page);
    await expect(status).toHaveCount(0);
  });

  test('the newsletter and interests, then a reload: one confirmation mail', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login(), false);
    await page.goto('/settings/notifications');
    const newsletter = page.getByRole('region', { name: 'Nieuwsbrief' }).getByRole('status');
    await submitAndRedirect(
      page,
      () => page.getByRole('button', { name: 'Aanmelden voor de nieuwsbrief' }).click(),
      '/settings/notifications',
    );
    await expect(newsletter).toHaveText(
      `We hebben een bevestigingsmail gestuurd naar ${member.email}. Klik op de link in die mail om je aanmelding te bevestigen.`,
    );
    // The address is in the message, never in the URL.
    expect(page.url()).not.toContain('voorbeeld.nl');
    await reloadIsGet(page);
    await expect(newsletter).toHaveCount(0);
    await expect(page.getByTestId('newsletter-status')).toContainText('wacht op bevestiging');
    // Give a second mail the time to be written, if one were sent.
    await page.waitForTimeout(500);
    expect(mailSubjects(member.email)).toEqual(['Bevestig je aanmelding voor de nieuwsbrief']);

    const interests = page.getByRole('region', { name: 'Interesses' }).getByRole('status');
    const typed = `Langlaufen ${unique()}`;
    await page.getByLabel('Andere interesse toevoegen').fill(typed);
    await submitAndRedirect(
      page,
      () => page.getByRole('button', { name: 'Toevoegen', exact: true }).click(),
      '/settings/notifications',
    );
    await expect(interests).toHaveText(`‘${typed}’ staat nu bij je interesses.`);
    // The message belongs to the interests, not to the newsletter.
    await expect(newsletter).toHaveCount(0);
    await reloadIsGet(page);
    await expect(interests).toHaveCount(0);
    const mine = page.getByRole('list', { name: 'Jouw interesses' });
    await submitAndRedirect(
      page,
      () => mine.getByRole('button', { name: `Verwijderen (${typed})` }).click(),
      '/settings/notifications',
    );
    await expect(interests).toHaveText(`‘${typed}’ is van je interesses gehaald.`);
    await expect(page.getByText('Je hebt nog geen interesses gekozen.')).toBeVisible();
  });

  test('a saved profile and an uploaded avatar, then a reload', async ({ browser, request }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login(), false);
    await page.goto('/settings/profile');
    await page.getByLabel('Onderschrift (optioneel)').fill('Zonder scripts opgeslagen');
    await submitAndRedirect(
      page,
      () => page.getByRole('button', { name: 'Profiel opslaan' }).click(),
      '/settings/profile',
    );
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('Je profiel is opgeslagen.');
    await expect(page.getByLabel('Onderschrift (optioneel)')).toHaveValue(
      'Zonder scripts opgeslagen',
    );
    await reloadIsGet(page);
    await expect(status).toHaveCount(0);

    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'ik.png',
      mimeType: 'image/png',
      buffer: drawPng(),
    });
    await submitAndRedirect(
      page,
      () => page.getByRole('button', { name: 'Avatar uploaden' }).click(),
      '/settings/profile',
    );
    await expect(status).toHaveText('Je nieuwe avatar is opgeslagen.');
    await expect(page.getByRole('img', { name: 'Je huidige avatar' })).toHaveAttribute(
      'src',
      /^\/media\/avatars\//,
    );
    await reloadIsGet(page);
    await expect(status).toHaveCount(0);
  });

  test('a refused profile keeps what was typed', async ({ browser, request }) => {
    const member = await newMember(request);
    const other = await newMember(request);
    const page = await open(browser, await member.login(), false);
    await page.goto('/settings/profile');
    const username = page.getByLabel('Gebruikersnaam');
    const signature = page.getByLabel('Onderschrift (optioneel)');
    const save = page.getByRole('button', { name: 'Profiel opslaan' });

    await username.fill(other.username);
    await signature.fill('Mijn nieuwe onderschrift');
    await save.click();
    await expect(page.getByText('Deze gebruikersnaam is al in gebruik.')).toBeVisible();
    await expect(username).toHaveValue(other.username);
    await expect(signature).toHaveValue('Mijn nieuwe onderschrift');
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    await username.fill('Naam<met>tekens');
    await save.click();
    await expect(page.locator('#veld-username-fout')).toContainText('mag alleen letters');
    await expect(username).toHaveValue('Naam<met>tekens');
    await expect(signature).toHaveValue('Mijn nieuwe onderschrift');

    // Longer than the field allows (an older browser, a pasted text the field did not cut).
    await username.fill(member.username);
    await signature.evaluate((input) => input.removeAttribute('maxlength'));
    const long = 'Poedersneeuw '.repeat(16);
    await signature.fill(long);
    await save.click();
    await expect(
      page.getByText('Je onderschrift mag hoogstens 200 tekens lang zijn.'),
    ).toBeVisible();
    await expect(username).toHaveValue(member.username);
    await expect(signature).toHaveValue(long);
    await expect(signature).toHaveAttribute('aria-invalid', 'true');
  });

  test('what was typed in the profile waits for the member when the session had ended', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const token = await member.login();
    const page = await open(browser, token, false);
    await page.goto('/settings/profile');
    const signature = page.getByLabel('Onderschrift (optioneel)');
    const notice = page.getByRole('status').filter({ hasText: 'staan weer klaar' });
    const typed = `Zonder scripts getypt terwijl de sessie verliep ${unique()}`;
    await signature.fill(typed);
    // Logged out elsewhere (or expired) while typing.
    await api(request, 'mutation { deleteCurrentSession }', {}, { token });
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    // The login screen says why without a toast, and leads back to the profile.
    await expect(page).toHaveURL(/\/login\?terug=%2Fsettings%2Fprofile&sessie=verlopen$/);
    await expect(page.getByRole('alert')).toHaveText('Je sessie is verlopen');
    await fromOwnAddress(page);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(signature).toHaveValue(typed);
    await expect(notice).toHaveText(
      'Je wijzigingen die nog niet opgeslagen waren, staan weer klaar.',
    );
    await submitAndRedirect(
      page,
      () => page.getByRole('button', { name: 'Profiel opslaan' }).click(),
      '/settings/profile',
    );
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Je profiel is opgeslagen.',
    );
    await expect(signature).toHaveValue(typed);
    // Shown once: a later visit shows the saved profile without the notice.
    await reloadIsGet(page);
    await expect(notice).toHaveCount(0);
  });

  test('what one member typed is not shown to another who logs in on that computer', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const other = await newMember(request);
    const token = await member.login();
    const page = await open(browser, token, false);
    await page.goto('/settings/profile');
    const signature = page.getByLabel('Onderschrift (optioneel)');
    await signature.fill('Alleen voor mijn eigen ogen');
    await api(request, 'mutation { deleteCurrentSession }', {}, { token });
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(page).toHaveURL(/\/login\?terug=%2Fsettings%2Fprofile&sessie=verlopen$/);

    // Someone else logs in on this browser and opens the profile.
    await page
      .context()
      .addCookies([
        { name: '__session', value: await other.login(), url: WEB_URL, httpOnly: true },
      ]);
    await page.goto('/settings/profile');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue(other.username);
    await expect(signature).toHaveValue('');
    await expect(page.getByText('staan weer klaar')).toHaveCount(0);
    // And the text is gone, also for the member it was from.
    await page
      .context()
      .addCookies([
        { name: '__session', value: await member.login(), url: WEB_URL, httpOnly: true },
      ]);
    await page.goto('/settings/profile');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue(member.username);
    await expect(signature).toHaveValue('');
  });
});

test.describe('settings forms: our checks and focus', () => {
  test('a refused form moves focus to what needs fixing', async ({ browser, request }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/profile');
    const username = page.getByLabel('Gebruikersnaam');
    await username.fill('x');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(
      page.getByText('Je gebruikersnaam moet minstens 2 tekens lang zijn.'),
    ).toBeVisible();
    await expect(username).toBeFocused();

    // An upload without a file: the server's message, on the focused file field.
    const file = page.getByLabel('Kies een afbeelding');
    await page.getByRole('button', { name: 'Avatar uploaden' }).click();
    await expect(page.locator('#veld-avatar-fout')).toHaveText(
      'Kies een afbeelding om te uploaden.',
    );
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toBeFocused();
    // Choosing another file clears that answer (the script does; the answer may have been a new
    // page, not hydrated yet).
    await waitForHydration(file);
    await file.setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: drawPng() });
    await expect(page.locator('#veld-avatar-fout')).toHaveCount(0);
    await expect(file).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto('/settings/security');
    const current = page.getByLabel('Huidig wachtwoord');
    await current.fill('helemaal-niet-goed-1');
    await page.getByLabel('Nieuw wachtwoord').fill('Een-Nieuw-Begin-Op-De-Berg-9');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();
    await expect(current).toBeFocused();
  });

  // Regression: the buttons were `disabled` while their form was sent, and Chromium then drops
  // focus to <body>: after Enter on 'Profiel opslaan', 'Avatar uploaden' or 'Wachtwoord wijzigen' a
  // keyboard or screen-reader user was nowhere, while sending and after the confirmation.
  test('a profile saved by keyboard keeps focus on its button, while sending and after', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/profile');
    await page.getByLabel('Onderschrift (optioneel)').fill('Altijd de eerste lift');
    const save = page.getByRole('button', { name: 'Profiel opslaan' });
    const saving = await submitByKeyboard(page, save, '/settings/profile');
    const saved = await saving.answer(async () => {
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Je profiel is opgeslagen.',
      );
    });
    expect(saved.trail).toEqual(['button "Profiel opslaan"']);
    await expect(save).toBeFocused();
    expect(saved.busy, 'aria-disabled while sending').toBe('true');
    expect(saved.posts).toBe(1);
    await expect(save).not.toHaveAttribute('aria-disabled');
  });

  test('an avatar uploaded by keyboard keeps focus on its button, while sending and after', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/profile');
    await page.getByLabel('Kies een afbeelding').setInputFiles({
      name: 'ik.png',
      mimeType: 'image/png',
      buffer: drawPng(),
    });
    const upload = page.getByRole('button', { name: /^(Avatar uploaden|Bezig met uploaden…)$/ });
    const uploading = await submitByKeyboard(page, upload, '/settings/profile');
    const uploaded = await uploading.answer(async () => {
      await expect(page.getByText('Je nieuwe avatar is opgeslagen.')).toBeVisible();
      await expect(upload).toHaveText('Avatar uploaden');
    });
    expect(uploaded.trail).toEqual([
      'button "Avatar uploaden"',
      'button "Bezig met uploaden…"',
      'button "Avatar uploaden"',
    ]);
    await expect(upload).toBeFocused();
    expect(uploaded.busy, 'aria-disabled while sending').toBe('true');
    expect(uploaded.posts).toBe(1);
    // The form starts empty again for a next upload.
    await expect(page.getByLabel('Kies een afbeelding')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Voorbeeld van je nieuwe avatar' })).toHaveCount(0);
  });

  test('a password changed by keyboard keeps focus on its button, while sending and after', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/security');
    await page.getByLabel('Huidig wachtwoord').fill(PASSWORD);
    await page.getByLabel('Nieuw wachtwoord').fill('Een-Nieuw-Begin-Op-De-Berg-9');
    const change = page.getByRole('button', { name: 'Wachtwoord wijzigen' });
    const changing = await submitByKeyboard(page, change, '/settings/security');
    const changed = await changing.answer(async () => {
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Je wachtwoord is gewijzigd. Je bent op al je andere apparaten en browsers uitgelogd.',
      );
    });
    expect(changed.trail).toEqual(['button "Wachtwoord wijzigen"']);
    await expect(change).toBeFocused();
    expect(changed.busy, 'aria-disabled while sending').toBe('true');
    expect(changed.posts).toBe(1);
    // The changed password is not left in the fields.
    await expect(page.getByLabel('Nieuw wachtwoord')).toHaveValue('');
  });

  // Regression: the ended session's row goes, and its button with it: focus fell to <body>.
  test('a session ended by keyboard moves focus to the confirmation', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    await member.login(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    await member.login(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    );
    const page = await open(browser, await member.login());
    await page.goto('/settings/security');
    const end = page
      .getByTestId('session')
      .filter({ hasText: 'Firefox op Windows' })
      .getByRole('button', { name: /Sessie beëindigen/ });
    const ending = await submitByKeyboard(page, end, '/settings/security');
    const confirmation = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'De sessie is beëindigd: dat apparaat is nu uitgelogd.' });
    const ended = await ending.answer(async () => {
      await expect(confirmation).toBeVisible();
      await expect(page.getByTestId('session')).toHaveCount(2);
    });
    expect(ended.trail).toEqual([
      'button "Sessie beëindigen (Firefox op Windows)"',
      'p "De sessie is beëindigd: dat apparaat is nu uitgelogd."',
    ]);
    await expect(confirmation).toBeFocused();
    expect(ended.busy, 'aria-disabled while sending').toBe('true');
    expect(ended.posts).toBe(1);
    // From the confirmation the keyboard goes on to what is left of the list.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Sessie beëindigen (Safari op macOS)' }),
    ).toBeFocused();
  });

  test('empty forms get our Dutch messages, not the browser bubble', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    const page = await open(browser, await member.login());
    await page.goto('/settings/profile');
    const username = page.getByLabel('Gebruikersnaam');
    await username.fill('');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(page.locator('#veld-username-fout')).toHaveText('Kies een gebruikersnaam.');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();

    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.locator('#veld-currentPassword-fout')).toHaveText(
      'Vul je huidige wachtwoord in.',
    );
    await expect(page.locator('#veld-newPassword-fout')).toHaveText('Kies een nieuw wachtwoord.');
    await expect(page.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Huidig wachtwoord')).toBeFocused();

    await page.goto('/settings/notifications');
    const interest = page.getByLabel('Andere interesse toevoegen');
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.locator('#nieuwe-interesse-fout')).toHaveText('Vul een interesse in.');
    await expect(interest).toHaveAttribute('aria-invalid', 'true');
    await expect(interest).toBeFocused();

    // Added: the field is empty again (it is not added twice by a second click).
    const typed = `Freeriden ${unique()}`;
    await interest.fill(typed);
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Jouw interesses' })).toContainText(typed);
    await expect(interest).toHaveValue('');
    await expect(interest).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a long interest without spaces stays inside a 360 px screen', async ({
    browser,
    request,
  }) => {
    const member = await newMember(request);
    // 50 characters (the most an interest may have), no space.
    const suggestion = `Poedersneeuwafdalingsliefhebbers${unique()}${'x'.repeat(50)}`.slice(0, 50);
    await suggest(request, suggestion);
    const page = await open(browser, await member.login());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/settings/notifications');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect(page.getByRole('button', { name: `Toevoegen: ${suggestion}` })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(360);
    // As one's own interest (name and remove button), and in the confirmation.
    await page.getByRole('button', { name: `Toevoegen: ${suggestion}` }).click();
    await expect(
      page.getByRole('list', { name: 'Jouw interesses' }).getByRole('button', {
        name: `Verwijderen (${suggestion})`,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Interesses' }).getByRole('status'),
    ).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, WCAG_21_AA);
  });
});
