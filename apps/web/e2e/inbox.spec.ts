import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextAddress } from './addresses';
import { WCAG_21_AA, expectNoAxeViolations } from './axe';

// Web push and the inbox (issue 6): the site launches the push SDK against the run's reference
// push provider, a member switches web push on, the provider sends notifications (its admin
// endpoint, as an editor would) and /inbox lists, opens, removes and clears them.
//
// Headless Chromium refuses push subscriptions ("Registration failed - permission denied": it has
// no push service), so the one thing stood in for is the browser's push service: the page's
// `PushManager.subscribe`/`getSubscription` hand out a subscription whose endpoint is a local HTTP
// server of this test (the push service) with real P-256 keys. Everything else is real: the
// permission, the site's service worker, the SDK, the provider, its encrypted web push.
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4401}/graphql`;
const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3301}`;
const PROVIDER_URL = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? 4402}`;
const PASSWORD = 'Verse-Poeder-In-Tirol-48';
const ADMIN_AUTH = `Basic ${Buffer.from('nsv-demo-key:nsv-demo-master-secret').toString('base64')}`;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post(API_URL, {
    data: { query, variables },
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A fresh member, logged in through the API: their id, username and session token. */
async function newMember(request: APIRequestContext) {
  const tag = unique();
  const email = `inbox-${tag}@voorbeeld.nl`;
  const username = `Inbox ${tag}`.slice(0, 30);
  await api(request, 'mutation($input: CreateAccountInput!) { createAccount(input: $input) }', {
    input: { email, username, password: PASSWORD, acceptTerms: true },
  });
  const { createSession: token } = await api<{ createSession: string }>(
    request,
    'mutation($input: CreateSessionInput!) { createSession(input: $input) }',
    { input: { email, password: PASSWORD } },
  );
  const { me } = await api<{ me: { id: string } }>(request, '{ me { id } }', {}, token);
  return { id: me.id, username, token };
}

/** A stand-in push service: records the pushes the provider sends to it. */
async function startPushService() {
  const received: { headers: IncomingHttpHeaders; length: number }[] = [];
  const server = createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () => {
      received.push({ headers: request.headers, length });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    subscription: {
      endpoint: `${origin}/push/${unique()}`,
      expirationTime: null,
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Subscription = Awaited<ReturnType<typeof startPushService>>['subscription'];

/** A logged-in browser with notification permission and the stand-in push service. */
async function memberBrowser(browser: Browser, token: string, subscription: Subscription) {
  const context = await browser.newContext({ permissions: ['notifications'] });
  await context.addCookies([
    { name: '__session', value: token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript((json) => {
    const key = 'e2e.push-subscription';
    // Like a browser, the subscription remembers the application server key it was made with
    // (the SDK renews a subscription made with another key, decision 0403).
    type Stored = { value: typeof json; serverKey: number[] | null };
    const bytesOf = (input: unknown): number[] | null => {
      if (input instanceof ArrayBuffer) return [...new Uint8Array(input)];
      if (ArrayBuffer.isView(input))
        return [...new Uint8Array(input.buffer, input.byteOffset, input.byteLength)];
      if (typeof input === 'string') {
        const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
        return [...atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))].map((c) =>
          c.charCodeAt(0),
        );
      }
      return null;
    };
    const wrap = ({ value, serverKey }: Stored) => ({
      endpoint: value.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: serverKey ? new Uint8Array(serverKey).buffer : null,
      },
      getKey: () => null,
      toJSON: () => value,
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(
      options?: PushSubscriptionOptionsInit,
    ) {
      const stored: Stored = { value: json, serverKey: bytesOf(options?.applicationServerKey) };
      localStorage.setItem(key, JSON.stringify(stored));
      return wrap(stored) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = localStorage.getItem(key);
      return stored ? (wrap(JSON.parse(stored) as Stored) as unknown as PushSubscription) : null;
    };
  }, subscription);
  return { context, page: await context.newPage() };
}

/** Sends a notification to every device of the user, through the provider's admin endpoint. */
async function sendToUser(
  request: APIRequestContext,
  userId: string,
  title: string,
  message: string,
) {
  const response = await request.post(`${PROVIDER_URL}/admin/notifications`, {
    headers: { authorization: ADMIN_AUTH },
    data: { to: `user:${userId}`, title, message, extra: { url: `${WEB_URL}/weer` } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { recipients: number; pushed: number; failed: number };
}

/** The text of the empty inbox (the toast 'Je inbox is leeggemaakt.' is something else). */
const EMPTY = 'Je inbox is leeg. Nieuwe berichten';

/** A visible toast with this text (the live region repeats it for screen readers). */
const toast = (page: Page, text: string) =>
  page.locator('[data-nsv-toast-message]').filter({ hasText: text });

test('the site serves the service worker and the services file of the push application', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(await worker.text()).toContain('push');
  const services = await request.get('/notificare-services.json');
  expect(services.status()).toBe(200);
  expect(await services.json()).toMatchObject({
    applicationKey: 'nsv-demo-key',
    hosts: { restApi: PROVIDER_URL },
    serviceWorker: '/sw.js',
    ignoreTemporaryDevices: true,
  });
});

test('an anonymous visitor is sent to the login screen for the inbox', async ({ page }) => {
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/login\?terug=%2Finbox$/);
});

test('web push on, the provider sends, the inbox lists, opens, removes and clears', async ({
  browser,
  request,
}) => {
  const member = await newMember(request);
  const pushService = await startPushService();
  const { context, page } = await memberBrowser(browser, member.token, pushService.subscription);
  try {
    // Before web push is on there is no device (temporary devices are ignored): the inbox says so.
    await page.goto('/inbox');
    await expect(page).toHaveTitle(/^Inbox - /);
    await expect(page.getByText('Zet pushmeldingen aan in deze browser')).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Pushmeldingen in deze browser' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(page, WCAG_21_AA);

    // Switching on: permission (granted to the context), the site's service worker, a
    // subscription, a device linked to the member. Then the (empty) inbox.
    await toggle.click();
    await expect(toast(page, 'Pushmeldingen staan aan in deze browser.')).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expectNoAxeViolations(page, WCAG_21_AA);
    const workerUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return registration?.active?.scriptURL ?? null;
    });
    expect(workerUrl).toBe(`${WEB_URL}/sw.js`);

    // The provider sends two notifications to the member (the device carries their user id).
    const first = await sendToUser(request, member.id, 'Verse sneeuw', '40 cm in Sölden');
    expect(first).toMatchObject({ recipients: 1, pushed: 1, failed: 0 });
    const second = await sendToUser(request, member.id, 'Pistes open', 'Alle liften draaien');
    expect(second).toMatchObject({ recipients: 1, pushed: 1 });
    // Both went out as encrypted web push to the browser's push service.
    expect(pushService.received).toHaveLength(2);
    expect(pushService.received[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(pushService.received[0]?.headers.authorization).toMatch(/^vapid t=/);

    await page.reload();
    await expect(page.getByRole('heading', { name: '2 berichten, 2 ongelezen' })).toBeVisible();
    const titles = page.locator('.inbox__title');
    await expect(titles).toHaveText(['Pistes open', 'Verse sneeuw']);
    await expectNoAxeViolations(page, WCAG_21_AA);

    // Open one with the keyboard: it shows its message and counts as read.
    const open = page.getByRole('button', { name: /^(Ongelezen: )?Verse sneeuw/ });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('40 cm in Sölden')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk het bericht' })).toHaveAttribute(
      'href',
      `${WEB_URL}/weer`,
    );
    await expect(page.getByRole('heading', { name: '2 berichten, 1 ongelezen' })).toBeVisible();

    // Remove one.
    await page.getByRole('button', { name: 'Verwijderen bericht Pistes open' }).click();
    await expect(toast(page, 'Het bericht is verwijderd.')).toBeVisible();
    await expect(titles).toHaveText(['Verse sneeuw']);

    // Clear all, after confirming; cancelling first keeps everything.
    await page.getByRole('button', { name: 'Inbox leegmaken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inbox leegmaken' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('alle 1 berichten');
    await expectNoAxeViolations(page, WCAG_21_AA);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    await expect(titles).toHaveText(['Verse sneeuw']);
    await page.getByRole('button', { name: 'Inbox leegmaken' }).click();
    await page
      .getByRole('dialog', { name: 'Inbox leegmaken' })
      .getByRole('button', { name: 'Alles verwijderen' })
      .click();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await page.reload();
    await expect(page.getByText(EMPTY)).toBeVisible();

    // Web push off again: the device is gone, a new notification reaches nobody.
    await page.goto('/settings/notifications');
    const settingsToggle = page.getByRole('switch', { name: 'Pushmeldingen in deze browser' });
    await expect(settingsToggle).toHaveAttribute('aria-checked', 'true');
    await settingsToggle.click();
    await expect(settingsToggle).toHaveAttribute('aria-checked', 'false');
    expect(await sendToUser(request, member.id, 'Niemand', 'Geen ontvanger')).toMatchObject({
      recipients: 0,
    });
  } finally {
    await context.close();
    await pushService.close();
  }
});

test('the inbox pages by 100 and says when the provider fails, with a retry', async ({
  browser,
  request,
}) => {
  // 101 notifications go out through the provider one by one (each an encrypted web push): more
  // work than the default 30 s allow on a busy machine.
  test.setTimeout(120_000);
  const member = await newMember(request);
  const pushService = await startPushService();
  const { context, page } = await memberBrowser(browser, member.token, pushService.subscription);
  // Every inbox page the browser asks the provider for, as skip/limit.
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname.startsWith('/api/notification/inbox/fordevice/')) {
      asked.push(`skip=${url.searchParams.get('skip')}&limit=${url.searchParams.get('limit')}`);
    }
  });
  try {
    await page.goto('/inbox');
    await page.getByRole('switch', { name: 'Pushmeldingen in deze browser' }).click();
    await expect(page.getByText(EMPTY)).toBeVisible();

    // 101 notifications: one more than a page (spec §9: 100).
    for (let n = 1; n <= 101; n++) {
      const sent = await sendToUser(request, member.id, `Bericht ${n}`, `Nummer ${n}`);
      expect(sent.recipients).toBe(1);
    }

    asked.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: '101 berichten, 101 ongelezen' })).toBeVisible();
    const titles = page.locator('.inbox__title');
    await expect(titles).toHaveCount(100);
    await expect(titles.first()).toHaveText('Bericht 101');
    await expect(titles.last()).toHaveText('Bericht 2');
    expect(asked).toEqual(['skip=0&limit=100']);
    const pages = page.getByRole('navigation', { name: "Pagina's van je inbox" });
    await expect(pages).toContainText('Pagina 1 van 2');
    await expect(pages.getByRole('button', { name: 'Nieuwere berichten' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Oudere berichten' }).click();
    await expect(pages).toContainText('Pagina 2 van 2');
    await expect(titles).toHaveText(['Bericht 1']);
    expect(asked).toEqual(['skip=0&limit=100', 'skip=100&limit=100']);
    await expect(pages.getByRole('button', { name: 'Oudere berichten' })).toBeDisabled();
    await expectNoAxeViolations(page, WCAG_21_AA);

    await pages.getByRole('button', { name: 'Nieuwere berichten' }).click();
    await expect(titles).toHaveCount(100);
    await expect(titles.first()).toHaveText('Bericht 101');

    // The provider fails: the inbox says so and offers to try again.
    const inboxCalls = `${PROVIDER_URL}/api/notification/inbox/fordevice/**`;
    await page.route(inboxCalls, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.reload();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Je inbox kon niet worden geladen.' });
    await expect(failure).toBeVisible();
    await expect(titles).toHaveCount(0);
    await expectNoAxeViolations(page, WCAG_21_AA);
    await page.unroute(inboxCalls);
    await failure.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { name: '101 berichten, 101 ongelezen' })).toBeVisible();
    await expect(titles).toHaveCount(100);
  } finally {
    await context.close();
    await pushService.close();
  }
});

test('a browser without web push says the inbox is not available here', async ({
  browser,
  request,
}) => {
  const member = await newMember(request);
  const context = await browser.newContext();
  await context.addCookies([
    { name: '__session', value: member.token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  // A browser without the Push API (as some still are).
  await context.addInitScript(() => {
    delete (globalThis as { PushManager?: unknown }).PushManager;
  });
  const page = await context.newPage();
  try {
    await page.goto('/inbox');
    await expect(
      page.getByText('Pushmeldingen zijn niet beschikbaar in deze browser'),
    ).toBeVisible();
    await expectNoAxeViolations(page, WCAG_21_AA);
  } finally {
    await context.close();
  }
});

test('without JavaScript the inbox and the push switch say they need it, instead of loading forever', async ({
  browser,
  request,
}) => {
  const member = await newMember(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([
    { name: '__session', value: member.token, url: WEB_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  try {
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    // (Playwright's text locators skip <noscript>: find the note by its class.)
    await expect(page.locator('.inbox__note')).toHaveText(
      'Je inbox hoort bij deze browser en heeft JavaScript nodig. Zet JavaScript aan om je berichten te zien.',
    );
    await expect(page.locator('.inbox__note')).toBeVisible();
    await expect(page.getByText('Inbox laden…')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.goto('/settings/notifications');
    await expect(page.locator('.push-toggle__note')).toHaveText(
      'Pushmeldingen aanzetten kan alleen met JavaScript aan in je browser.',
    );
    await expect(page.locator('.push-toggle__note')).toBeVisible();
    await expect(page.getByText('Bezig met laden…')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
