import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { fromOwnAddress, nextAddress } from './addresses';
import { openAccountMenu } from './account-menu';
import { WCAG_21_AA, expectNoAxeViolations } from './axe';
import { holdScripts, waitForHydration } from './focus';

// The API of this run (playwright.config.ts): accounts for a test are made there directly, each
// from its own address, so the per-address registration limit only counts the journeys that
// register through the site.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
// The API writes every mail here (MAIL_DIR, set by playwright.config.ts).
const MAIL_DIR = path.join(process.env.NSV_E2E_DIR ?? '', 'mail');

const PASSWORD = 'Sneeuwschoen-op-de-Gletsjer-7';
const LOGIN_FAILED = 'Het e-mailadres of wachtwoord klopt niet.';
const TERMS = 'Ik ga akkoord met de voorwaarden van de Nederlandse Ski Vereniging.';
const NEWSLETTER = 'Ik wil de nieuwsbrief ontvangen';

/** A fresh email address and username for one test. */
function newMember(label: string) {
  const id = randomUUID().slice(0, 8);
  return { email: `${label}-${id}@example.nl`, username: `${label} ${id}`, password: PASSWORD };
}

type Member = ReturnType<typeof newMember>;

/**
 * Runs a mutation straight at the API from an address of its own (test set-up, not the journey
 * under test), so the API's per-address limits only count the journeys through the site.
 */
async function apiFromOwnAddress<T>(query: string, input: Record<string, unknown>) {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ query, variables: { input } }),
  });
  return (await response.json()) as { data?: T; errors?: unknown };
}

/** Registers a member straight at the API (test set-up, not the journey under test). */
async function createMember(label: string, newsletter = false): Promise<Member> {
  const member = newMember(label);
  const body = await apiFromOwnAddress(
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) }',
    { ...member, acceptTerms: true, newsletter },
  );
  expect(body.errors, 'account set-up at the API').toBeUndefined();
  return member;
}

/** What the API says about a session token: `me`, or the error code it refuses it with. */
async function apiSees(token: string): Promise<{ email: string | null; code: string | null }> {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  const body = (await response.json()) as {
    data?: { me: { email: string } | null } | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  return {
    email: body.data?.me?.email ?? null,
    code: body.errors?.[0]?.extensions?.code ?? null,
  };
}

/** The newest mail to `to` with `subject`, waiting until the API has written it. */
async function mailTo(to: string, subject: string): Promise<{ text: string }> {
  const find = () => {
    if (!existsSync(MAIL_DIR)) return undefined;
    return readdirSync(MAIL_DIR)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(readFileSync(path.join(MAIL_DIR, name), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          },
      )
      .find((mail) => mail.to === to && mail.subject === subject);
  };
  await expect
    .poll(() => find() !== undefined, { message: `mail '${subject}' to ${to}` })
    .toBe(true);
  return find()!;
}

/** The first link to this site in a mail's text. */
function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  expect(match, 'a link in the mail').not.toBeNull();
  return new URL(match![0]);
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === '__session');
}

/**
 * Logs a member in straight at the API, from an address of its own, and puts the session in the
 * browser: for tests about something else than the login screen, whose logins would otherwise all
 * count against one address (the API allows 20 per 15 minutes) and crowd out the journeys.
 */
async function logInThroughApi(
  context: BrowserContext,
  member: Pick<Member, 'email' | 'password'>,
) {
  const body = await apiFromOwnAddress<{ createSession?: string }>(
    'mutation($input: CreateSessionInput!) { createSession(input: $input) }',
    { email: member.email, password: member.password },
  );
  const token = body.data?.createSession;
  expect(token, 'a session from the API').toBeTruthy();
  await context.addCookies([
    {
      name: '__session',
      value: token!,
      url: `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3301}`,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** Logs in on the login screen (the page is wherever the journey is). */
async function logIn(page: Page, member: Pick<Member, 'email' | 'password'>) {
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** A page in a browser context of its own (another browser, or one without JavaScript). */
async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  // A visitor of their own address, like the test's own page (beforeEach below).
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  });
  return { context, page: await context.newPage() };
}

// Every journey is a visitor of their own address, as on the real site: the API's limits per
// address (registrations, logins, reset mails) count each journey apart, not the suite as one.
test.beforeEach(async ({ page }) => {
  await fromOwnAddress(page);
});

test.describe('registering', () => {
  test('a new member registers, is logged in, returns where they were and confirms the newsletter', async ({
    page,
    context,
  }) => {
    const member = newMember('registreer');
    await page.goto('/weer');
    await page.locator('.site-header').getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/login\?terug=%2Fweer$/);
    await page
      .getByRole('navigation', { name: 'Accountacties' })
      .getByRole('link', { name: 'Registreren' })
      .click();
    await expect(page).toHaveURL(/\/register\?terug=%2Fweer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
    // One account screen without the site layout.
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expectNoAxeViolations(page, WCAG_21_AA);

    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Gebruikersnaam').fill(member.username);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByLabel(TERMS).check();
    await page.getByLabel(NEWSLETTER).check();
    await page.getByRole('button', { name: 'Account maken' }).click();

    await expect(page).toHaveURL(/\/weer$/);
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
    // One year (spec §9), give or take the seconds the test took.
    const yearFromNow = Date.now() / 1000 + 31_536_000;
    expect(Math.abs(cookie!.expires - yearFromNow)).toBeLessThan(600);
    // The token is not readable by the page's scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('__session');

    const mail = await mailTo(member.email, 'Bevestig je aanmelding voor de nieuwsbrief');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/account-actions');
    expect(link.searchParams.get('action')).toBe('nieuwsbrief-bevestigen');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nieuwsbrief bevestigen' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, WCAG_21_AA);
    await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click();
    await expect(page.locator('[data-form-message="success"]')).toContainText(
      'Je aanmelding voor de nieuwsbrief is bevestigd.',
    );
    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click();
    await expect(page.locator('[data-form-message="error"]')).toContainText(
      'Deze bevestigingslink is ongeldig of al gebruikt.',
    );
  });

  test('the terms agreed to can be read from the form, in a new tab that keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.goto('/register');
    await page.getByLabel('E-mailadres').fill('lezer@voorbeeld.nl');
    const link = page.getByRole('link', {
      name: 'Lees de voorwaarden (opent in een nieuw tabblad)',
    });
    // Read with the checkbox.
    await expect(page.getByLabel(TERMS)).toHaveAccessibleDescription(
      'Lees de voorwaarden (opent in een nieuw tabblad)',
    );
    const opened = context.waitForEvent('page');
    await link.click();
    const terms = await opened;
    await terms.waitForLoadState('domcontentloaded');
    expect(new URL(terms.url()).pathname).toBe('/voorwaarden');
    await expect(terms.getByRole('heading', { level: 1, name: 'Voorwaarden' })).toBeVisible();
    await terms.close();
    await expect(page.getByLabel('E-mailadres')).toHaveValue('lezer@voorbeeld.nl');
  });

  test('every field that is wrong says so at once, with focus on the first one', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('E-mailadres').fill('nietgeldig@');
    await page.getByLabel('Gebruikersnaam').fill('x');
    await page.getByLabel('Wachtwoord').fill('kort');
    await page.getByRole('button', { name: 'Account maken' }).click();
    await expect(page.locator('#veld-email-fout')).toHaveText('Dit is geen geldig e-mailadres.');
    await expect(page.locator('#veld-username-fout')).toHaveText(
      'Je gebruikersnaam moet minstens 2 tekens lang zijn.',
    );
    await expect(page.locator('#veld-password-fout')).toHaveText(
      'Je wachtwoord moet minstens 8 tekens lang zijn.',
    );
    await expect(page.locator('#veld-acceptTerms-fout')).toHaveText(
      'Je moet akkoord gaan met de voorwaarden om een account te maken.',
    );
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    for (const label of ['E-mailadres', 'Gebruikersnaam', 'Wachtwoord', TERMS]) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('x');
  });

  test('each refusal is shown beside its field, with focus on the first one', async ({ page }) => {
    const existing = await createMember('bestaand');
    const member = newMember('geweigerd');
    await page.goto('/register');
    // Once hydrated: the refusals below are then the script's answers, in place, as a visitor
    // with JavaScript gets them (a plain post would load a new page for each).
    await waitForHydration(page.getByRole('button', { name: 'Account maken' }));

    const fill = async (values: Partial<Member>, terms = true) => {
      await page.getByLabel('E-mailadres').fill(values.email ?? member.email);
      await page.getByLabel('Gebruikersnaam').fill(values.username ?? member.username);
      await page.getByLabel('Wachtwoord').fill(values.password ?? member.password);
      await page.getByLabel(TERMS).setChecked(terms);
      await page.getByRole('button', { name: 'Account maken' }).click();
    };

    // Terms not accepted.
    await fill({}, false);
    await expect(page.locator('#veld-acceptTerms-fout')).toHaveText(
      'Je moet akkoord gaan met de voorwaarden om een account te maken.',
    );
    await expect(page.getByLabel(TERMS)).toBeFocused();
    await expect(page.getByLabel(TERMS)).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays (not the password).
    await expect(page.getByLabel('E-mailadres')).toHaveValue(member.email);
    await expectNoAxeViolations(page, WCAG_21_AA);

    // A weak password.
    await fill({ password: 'kort' });
    await expect(page.locator('#veld-password-fout')).toHaveText(
      'Je wachtwoord moet minstens 8 tekens lang zijn.',
    );
    await expect(page.getByLabel('Wachtwoord')).toBeFocused();
    await fill({ password: 'wachtwoord' });
    await expect(page.locator('#veld-password-fout')).toContainText('te bekend');

    // An email that already has an account.
    await fill({ email: existing.email });
    await expect(page.locator('#veld-email-fout')).toHaveText(
      'Er bestaat al een account met dit e-mailadres.',
    );
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute(
      'aria-describedby',
      'veld-email-fout',
    );

    // A username someone already has.
    await fill({ username: existing.username });
    await expect(page.locator('#veld-username-fout')).toHaveText(
      'Deze gebruikersnaam is al in gebruik.',
    );
    await expect(page.getByLabel('Gebruikersnaam')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
    expect(await sessionCookie(page.context())).toBeUndefined();
  });
});

test('a form route answers a body that is no form with 400 and one too large with 413', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/login',
    '/register',
    '/reset-password',
    '/account-actions',
    '/uitloggen',
    '/nieuwsbrief/aanmelden',
  ]) {
    const response = await request.post(path, {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: '{"email":"lid@skivereniging.nl"}',
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain('Het formulier kon niet worden gelezen.');
  }
  // And a form larger than any of the site's (256 KB) with 413, before it is read whole.
  const large = await request.post('/login', {
    headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
    data: `email=${'a'.repeat(300 * 1024)}`,
    maxRedirects: 0,
  });
  expect(large.status()).toBe(413);
  expect(await large.text()).toContain('Het formulier is te groot om te versturen.');
});

test('/account-actions without an action offers the three account actions', async ({ page }) => {
  await page.goto('/account-actions');
  await expect(page.getByRole('heading', { level: 1, name: 'Accountacties' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Een account maken' }),
  ).toHaveAttribute('href', '/register');
  await expectNoAxeViolations(page, WCAG_21_AA);
});

test.describe('logging in and out', () => {
  test('a member logs in, comes back to the page and logs out', async ({ page, context }) => {
    const member = await createMember('inlog');
    await page.goto('/regios');
    await page.locator('.site-header').getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/login\?terug=%2Fregios$/);
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    await expectNoAxeViolations(page, WCAG_21_AA);
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('autocomplete', 'current-password');

    await logIn(page, member);
    await expect(page).toHaveURL(/\/regios$/);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(menu.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    await expectNoAxeViolations(page, WCAG_21_AA);
    expect(await sessionCookie(context)).toBeDefined();

    await menu.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(
      page.locator('.site-header').getByRole('link', { name: 'Inloggen' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/regios$/);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test('the account menu closes on Escape and when the focus or a click leaves it, on a phone', async ({
    page,
  }) => {
    const member = await createMember('menu');
    await page.setViewportSize({ width: 360, height: 740 });
    await logInThroughApi(page.context(), member);
    await page.goto('/regios');
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    const menu = page.locator('.site-header details.account-menu');
    const summary = menu.locator('summary');
    const isOpen = () => menu.evaluate((element) => (element as HTMLDetailsElement).open);
    // Opening is the browser's; closing like a menu is the script's.
    await waitForHydration(menu);

    // Escape closes it and leaves the focus on its summary.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Instellingen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    await expect(summary).toBeFocused();

    // Tabbing past its last item closes it.
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    for (const name of ['Instellingen', 'Inbox']) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(isOpen).toBe(false);

    // So does tabbing back to the header controls its dropdown would cover.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(isOpen).toBe(false);
    await expect(summary).not.toBeFocused();

    // And a click elsewhere on the page.
    await summary.click();
    await expect.poll(isOpen).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(isOpen).toBe(false);
  });

  test('logging out ends the session at the API: the old token is refused afterwards', async ({
    page,
    context,
  }) => {
    const member = await createMember('uitlog');
    await page.goto('/login');
    await logIn(page, member);
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    const token = (await sessionCookie(context))!.value;
    expect(await apiSees(token)).toEqual({ email: member.email, code: null });

    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(
      page.locator('.site-header').getByRole('link', { name: 'Inloggen' }),
    ).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    // Not just a cleared cookie: whoever kept the token cannot use it.
    expect(await apiSees(token)).toEqual({ email: null, code: 'session-not-found' });
  });

  test('a password typed while a refused login page is still loading its scripts stays', async ({
    page,
  }) => {
    const member = await createMember('traag');
    // A slow phone: the scripts come only when the test lets them, so the login is a plain post
    // and its refusal a new page, on which the member types the password again before hydration.
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await logIn(page, { email: member.email, password: 'Niet-het-goede-wachtwoord-1' });
    await expect(page.locator('[data-form-message="error"]')).toHaveText(LOGIN_FAILED);
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(member.password);
    await scripts.release();
    await waitForHydration(page.getByRole('button', { name: 'Inloggen' }));
    // Hydration neither empties the field nor moves the focus away from it.
    await expect(password).toHaveValue(member.password);
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password and an unknown email get the same message', async ({ page, context }) => {
    const member = await createMember('fout');
    await page.goto('/login');
    // Once hydrated: both refusals are then the script's answers, in place, as a visitor with
    // JavaScript gets them (a plain post would load a new page for each).
    await waitForHydration(page.getByRole('button', { name: 'Inloggen' }));
    await logIn(page, { email: member.email, password: 'Niet-het-goede-wachtwoord-1' });
    const wrongPassword = page.locator('[data-form-message="error"]');
    await expect(wrongPassword).toHaveText(LOGIN_FAILED);
    await expect(page.getByLabel('E-mailadres')).toHaveValue(member.email);
    await expect(page.getByLabel('Wachtwoord')).toHaveValue('');

    await logIn(page, {
      email: `onbekend-${randomUUID().slice(0, 8)}@example.nl`,
      password: PASSWORD,
    });
    await expect(page.locator('[data-form-message="error"]')).toHaveText(LOGIN_FAILED);
    await expect(page.locator('.account-field__error')).toHaveCount(0);
    expect(await sessionCookie(context)).toBeUndefined();
    await expectNoAxeViolations(page, WCAG_21_AA);
  });

  test('the way back only goes to paths of this site', async ({ page }) => {
    const member = await createMember('terug');
    await page.goto('/login?terug=https%3A%2F%2Fevil.example%2F');
    await logIn(page, member);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('resetting a password', () => {
  test('a member asks for a link, sets a new password from the mail and is logged in', async ({
    page,
    context,
  }) => {
    const member = await createMember('herstel');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }),
    ).toBeVisible();
    // The title says what the heading says, in each state of the page.
    await expect(page).toHaveTitle(/^Wachtwoord vergeten - /);
    await expectNoAxeViolations(page, WCAG_21_AA);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByRole('button', { name: 'Stuur me een link' }).click();
    await expect(page.locator('[data-form-message="success"]')).toContainText(
      `Als er een account bij ${member.email} hoort`,
    );

    const mail = await mailTo(member.email, 'Stel een nieuw wachtwoord in');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Nieuw wachtwoord instellen - /);
    await expect(page.getByLabel('Nieuw wachtwoord')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expectNoAxeViolations(page, WCAG_21_AA);
    const newPassword = 'Nieuwe-Poedersneeuw-in-Ischgl-9';
    await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Nieuw wachtwoord').fill('Nog-een-ander-wachtwoord-3');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    // Said once (the API's sentence is not repeated beside the link), with the way to a new link.
    await expect(page.locator('[data-form-message="error"]')).toHaveText(
      'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    );
    await expect(
      page
        .locator('[data-form-message="error"]')
        .getByRole('link', { name: 'Vraag een nieuwe aan' }),
    ).toHaveAttribute('href', '/reset-password');

    // Only the new password opens the account now.
    await context.clearCookies();
    await page.goto('/login');
    // Once hydrated: the refused login is then the script's answer, in place, as a visitor with
    // JavaScript gets it.
    await waitForHydration(page.getByRole('button', { name: 'Inloggen' }));
    await logIn(page, member);
    await expect(page.locator('[data-form-message="error"]')).toHaveText(LOGIN_FAILED);
    await logIn(page, { email: member.email, password: newPassword });
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
  });

  test('an unknown email gets the same answer as a known one', async ({ page }) => {
    const email = `niemand-${randomUUID().slice(0, 8)}@example.nl`;
    await page.goto('/reset-password');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur me een link' }).click();
    await expect(page.locator('[data-form-message="success"]')).toContainText(
      `Als er een account bij ${email} hoort`,
    );
  });
});

test.describe('the session', () => {
  test('a session ended from another browser shows "Je sessie is verlopen" and clears the cookie', async ({
    browser,
  }) => {
    const member = await createMember('sessie');
    const first = await newPage(browser);
    const second = await newPage(browser);
    for (const { page } of [first, second]) {
      await page.goto('/login');
      await logIn(page, member);
      await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    }

    // The second browser ends the first one's session through the site's own /graphql.
    const ended = await second.page.evaluate(async () => {
      const ask = async (query: string, variables = {}) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as {
          data?: { mySessions?: Array<{ id: string; isCurrent: boolean }> };
        };
      };
      const sessions = (await ask('{ mySessions { id isCurrent } }')).data?.mySessions ?? [];
      const other = sessions.find((session) => !session.isCurrent);
      if (!other) return false;
      await ask('mutation($input: DeleteSessionInput!) { deleteSession(input: $input) }', {
        input: { id: other.id },
      });
      return true;
    });
    expect(ended).toBe(true);

    // A client-side navigation (the header's link, once the page is hydrated: the colour-mode
    // toggle only renders then) reloads the user through a data request.
    await expect(first.page.locator('.color-mode-toggle')).toBeVisible();
    const dataRequest = first.page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('.data'),
    );
    await first.page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: "Regio's" })
      .click();
    await expect(first.page).toHaveURL(/\/regios$/);
    await dataRequest;
    await expect(first.page.locator('[data-nsv-toast][data-type="error"]')).toContainText(
      'Je sessie is verlopen',
    );
    await expect(
      first.page.locator('.site-header').getByRole('link', { name: 'Inloggen' }),
    ).toBeVisible();
    expect(await sessionCookie(first.context)).toBeUndefined();
    // The other browser is still logged in.
    await second.page.reload();
    await expect(second.page.locator('.site-header .account-menu__name')).toHaveText(
      member.username,
    );
    await first.context.close();
    await second.context.close();
  });

  test('a login-only page opened after the session ended sends to the login with "Je sessie is verlopen"', async ({
    page,
    context,
  }) => {
    const member = await createMember('sessieinstellingen');
    /** Ends the browser's session at the API, as logging out elsewhere does. */
    const endSession = async () => {
      const token = (await sessionCookie(context))?.value;
      expect(token).toBeTruthy();
      const response = await fetch(API_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation { deleteCurrentSession }' }),
      });
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    };
    const sessionToast = page.locator('[data-nsv-toast][data-type="error"]', {
      hasText: 'Je sessie is verlopen',
    });

    // A full load of /settings.
    await logInThroughApi(context, member);
    await page.goto('/regios');
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    await endSession();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?terug=%2Fsettings&sessie=verlopen$/);
    await expect(sessionToast).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();

    // The account menu's link (a client-side navigation); logging in goes back to the settings.
    await logInThroughApi(context, member);
    await page.goto('/regios');
    await expect(page.locator('.color-mode-toggle')).toBeVisible();
    await endSession();
    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/login\?terug=%2Fsettings&sessie=verlopen$/);
    await expect(sessionToast).toBeVisible();
    await logIn(page, member);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('a session of another environment shows the signature warning and clears the cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    const random = randomBytes(32).toString('base64url');
    const signature = createHmac('sha256', 'een-geheim-van-een-andere-omgeving-123')
      .update(random)
      .digest('base64url');
    await context.addCookies([
      {
        name: '__session',
        value: `${random}.${signature}`,
        url: baseURL!,
        httpOnly: true,
        secure: true,
      },
    ]);
    await page.goto('/weer');
    await expect(page.locator('[data-nsv-toast][data-type="warning"]')).toContainText(
      'Invalid signature, sessie van een andere omgeving?',
    );
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test("the site's /graphql refuses what another site could send", async ({ page }) => {
    await page.goto('/');
    const status = await page.evaluate(async () => {
      const form = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const get = await fetch(`/graphql?query=${encodeURIComponent('{ me { id } }')}`);
      return [form.status, get.status];
    });
    expect(status).toEqual([403, 403]);
  });
});

test.describe('without JavaScript', () => {
  test('a member resets the password from the mailed link', async ({ browser }) => {
    const member = await createMember('herstelzonderjs');
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });

    await page.goto('/reset-password');
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByRole('button', { name: 'Stuur me een link' }).click();
    await expect(page.locator('[data-form-message="success"]')).toContainText(
      `Als er een account bij ${member.email} hoort`,
    );

    const link = linkIn((await mailTo(member.email, 'Stel een nieuw wachtwoord in')).text);
    const linked = await page.goto(`${link.pathname}${link.search}`);
    // The token in the address never goes to another site as a referrer.
    expect(linked?.headers()['referrer-policy']).toBe('same-origin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' }),
    ).toBeVisible();
    // A weak password is refused beside the field, by the server.
    await page.getByLabel('Nieuw wachtwoord').fill('kort');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.locator('#veld-password-fout')).toHaveText(
      'Je wachtwoord moet minstens 8 tekens lang zijn.',
    );
    const newPassword = 'Zonder-Script-Naar-De-Top-5';
    await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    expect(await sessionCookie(context)).toBeDefined();

    // The new password opens the account, the old one no longer does.
    await context.clearCookies();
    await page.goto('/login');
    await logIn(page, member);
    await expect(page.locator('[data-form-message="error"]')).toHaveText(LOGIN_FAILED);
    await logIn(page, { email: member.email, password: newPassword });
    await expect(page.locator('.site-header .account-menu__name')).toHaveText(member.username);
    await context.close();
  });

  test('a newsletter subscription is confirmed from the mailed link', async ({ browser }) => {
    const member = await createMember('nieuwsbriefzonderjs', true);
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    const link = linkIn(
      (await mailTo(member.email, 'Bevestig je aanmelding voor de nieuwsbrief')).text,
    );
    const linked = await page.goto(`${link.pathname}${link.search}`);
    expect(linked?.headers()['referrer-policy']).toBe('same-origin');
    await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click();
    await expect(page.locator('[data-form-message="success"]')).toContainText(
      'Je aanmelding voor de nieuwsbrief is bevestigd.',
    );
    await context.close();
  });

  test('registering shows its errors, logging in and out work', async ({ browser }) => {
    const member = await createMember('zonderjs');
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });

    await page.goto('/register');
    await page.getByLabel('E-mailadres').fill(newMember('zonderjs').email);
    await page.getByLabel('Gebruikersnaam').fill('Zonder Script');
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Account maken' }).click();
    await expect(page.locator('#veld-acceptTerms-fout')).toHaveText(
      'Je moet akkoord gaan met de voorwaarden om een account te maken.',
    );
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('Zonder Script');

    await page.goto('/login?terug=%2Fregios');
    await logIn(page, { email: member.email, password: 'Niet-het-goede-wachtwoord-1' });
    await expect(page.locator('[data-form-message="error"]')).toHaveText(LOGIN_FAILED);
    await logIn(page, member);
    await expect(page).toHaveURL(/\/regios$/);
    expect(await sessionCookie(context)).toBeDefined();

    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/regios$/);
    await expect(
      page.locator('.site-header').getByRole('link', { name: 'Inloggen' }),
    ).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });
});
