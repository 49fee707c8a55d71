import { describe, expect, it } from 'vitest';
import { CUSTOM_EVENT_PREFIX, EventType } from './constants.js';
import { InvalidArgumentError, NetworkError, ServiceNotAvailableError } from './errors.js';
import { createFakeProvider } from './test-support/fake-provider.js';
import { createHarness, demoConfig } from './test-support/setup.js';

async function launched(init: Parameters<typeof createHarness>[0] = {}) {
  const harness = createHarness(init);
  const client = harness.newPage();
  client.configure(demoConfig);
  await client.launch();
  harness.provider.requests.length = 0;
  return { ...harness, client };
}

const last = (h: { provider: { requests: { method: string; path: string }[] } }) => {
  const request = h.provider.requests.at(-1);
  return `${request?.method} ${request?.path}`;
};

describe('provider calls', () => {
  it('fetches the application info in a language', async () => {
    const h = await launched();
    const application = await h.client.fetchApplication('de');
    expect(application.websitePushConfig?.vapid?.publicKey).toMatch(/^BEl6/);
    expect(last(h)).toBe('GET /api/application/info');
    expect(h.provider.requests.at(-1)?.query.get('language')).toBe('de');
  });

  it('fetches, adds, removes and clears tags', async () => {
    const h = await launched();
    await h.client.addTags(['regio-tirol', 'skien']);
    expect(last(h)).toBe('PUT /api/push/device-1/addtags');
    expect(h.provider.requests.at(-1)).toMatchObject({ body: { tags: ['regio-tirol', 'skien'] } });
    await h.client.removeTags(['skien']);
    expect(last(h)).toBe('PUT /api/push/device-1/removetags');
    expect(await h.client.fetchTags()).toEqual(['regio-tirol']);
    await h.client.clearTags();
    expect(last(h)).toBe('PUT /api/push/device-1/cleartags');
    expect(await h.client.fetchTags()).toEqual([]);
    await expect(h.client.addTags(['', 'ok'])).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('registers a test device with the nonce', async () => {
    const h = await launched();
    await h.client.registerTestDevice('nonce-1');
    expect(last(h)).toBe('PUT /api/support/testdevice/nonce-1');
    expect(h.provider.requests.at(-1)).toMatchObject({ body: { deviceID: 'device-1' } });
    expect(h.provider.devices.get('device-1')?.testNonce).toBe('nonce-1');
  });

  it('fetches the inbox with skip 0 / limit 100 by default, and since when given', async () => {
    const h = await launched();
    h.provider.addInboxItem('device-1', {
      _id: 'i1',
      notification: 'n1',
      time: '2026-01-15T09:00:00Z',
      message: 'Verse sneeuw',
    });
    h.provider.addInboxItem('device-1', {
      _id: 'i2',
      notification: 'n2',
      time: '2026-01-15T10:00:00Z',
      message: 'Lawinegevaar',
    });
    const page = await h.client.fetchInbox();
    expect(Object.fromEntries(h.provider.requests.at(-1)!.query)).toEqual({
      skip: '0',
      limit: '100',
    });
    expect(page).toMatchObject({ count: 2, unread: 2 });
    expect(page.inboxItems.map((i) => i._id)).toEqual(['i1', 'i2']);

    await h.client.fetchInbox({ skip: 1, limit: 1, since: new Date(Date.UTC(2026, 0, 1)) });
    expect(Object.fromEntries(h.provider.requests.at(-1)!.query)).toEqual({
      skip: '1',
      limit: '1',
      since: '2026-01-01T00:00:00.000Z',
    });
    await expect(h.client.fetchInbox({ limit: 0 })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(h.client.fetchInbox({ skip: -1 })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('marks all read, removes one item and clears the inbox', async () => {
    const h = await launched();
    h.provider.addInboxItem('device-1', { _id: 'i1', notification: 'n1', time: 't', message: 'a' });
    h.provider.addInboxItem('device-1', { _id: 'i2', notification: 'n2', time: 't', message: 'b' });
    await h.client.markAllInboxItemsAsRead();
    expect(last(h)).toBe('PUT /api/notification/inbox/fordevice/device-1');
    expect((await h.client.fetchInbox()).unread).toBe(0);
    await h.client.removeInboxItem('i1');
    expect(last(h)).toBe('DELETE /api/notification/inbox/i1');
    expect((await h.client.fetchInbox()).count).toBe(1);
    await h.client.clearInbox();
    expect(last(h)).toBe('DELETE /api/notification/inbox/fordevice/device-1');
    expect((await h.client.fetchInbox()).count).toBe(0);
  });

  it('refuses inbox calls when the application has no inbox', async () => {
    const h = await launched({
      provider: createFakeProvider({ services: { websitePush: true, inbox: false } }),
    });
    const error = await h.client.fetchInbox().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceNotAvailableError);
    expect((error as ServiceNotAvailableError).service).toBe('inbox');
    expect(h.provider.requests).toHaveLength(0);
  });

  it('resolves a dynamic link for the platform Web and the device', async () => {
    const h = await launched();
    const link = await h.client.fetchDynamicLink('https://nsv.link/abc');
    expect(h.provider.requests.at(-1)?.path).toBe('/api/link/dynamic/https%3A%2F%2Fnsv.link%2Fabc');
    expect(Object.fromEntries(h.provider.requests.at(-1)!.query)).toEqual({
      platform: 'Web',
      deviceID: 'device-1',
    });
    expect(link.target).toContain('wintersport.nl');
  });

  it('logs custom events and notification opens with device, user and session', async () => {
    const h = await launched();
    await h.client.updateUser({ userId: 'u-7', userName: 'Anna' });
    await h.client.logCustomEvent('artikel-gelezen', { slug: 'solden' });
    await h.client.logNotificationOpen('n1');
    expect(h.provider.events.slice(-2)).toEqual([
      {
        type: `${CUSTOM_EVENT_PREFIX}artikel-gelezen`,
        timestamp: h.time.clock.now(),
        deviceID: 'device-1',
        userID: 'u-7',
        sessionID: 'session-1',
        notification: null,
        data: { slug: 'solden' },
      },
      expect.objectContaining({ type: EventType.notificationOpen, notification: 'n1' }),
    ]);
    await expect(h.client.logCustomEvent(' ')).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('calls a notification webhook, and refuses one without a target', async () => {
    const h = await launched();
    await h.client.callNotificationWebhook({
      target: 'https://hooks.example/x',
      notification: 'n1',
      label: 'Ja',
    });
    expect(last(h)).toBe('POST /api/notification/webhook');
    expect(h.provider.requests.at(-1)?.body).toMatchObject({
      target: 'https://hooks.example/x',
      deviceID: 'device-1',
    });
    const count = h.provider.requests.length;
    const error = await h.client.callNotificationWebhook({ target: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe('A webhook action needs a target.');
    expect(h.provider.requests).toHaveLength(count);
  });

  it('uploads a reply file as form field "file" and sends a reply', async () => {
    const h = await launched();
    const uploaded = await h.client.uploadReplyFile(
      new Blob(['png'], { type: 'image/png' }),
      'foto.png',
    );
    expect(uploaded.filename).toBe('reply-1.png');
    const form = h.provider.requests.at(-1)?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('foto.png');
    await h.client.createNotificationReply({
      notification: 'n1',
      label: 'Foto',
      media: uploaded.filename,
      mimeType: 'image/png',
    });
    expect(last(h)).toBe('POST /api/reply');
    expect(h.provider.requests.at(-1)?.body).toEqual({
      deviceID: 'device-1',
      userID: null,
      notification: 'n1',
      label: 'Foto',
      data: { media: 'reply-1.png', mimeType: 'image/png' },
    });
  });

  it('fetches a notification, a pass and its save links', async () => {
    const h = await launched();
    expect((await h.client.fetchNotification('n1'))._id).toBe('n1');
    expect(last(h)).toBe('GET /api/notification/n1');
    expect((await h.client.fetchPass('S-1')).serial).toBe('S-1');
    expect(last(h)).toBe('GET /api/pass/forserial/S-1');
    expect((await h.client.fetchPassSaveLinks('S-1')).googlePay).toContain('S-1');
    expect(last(h)).toBe('GET /api/pass/savelinks/S-1');
  });

  it('turns failures into NetworkError with status, method, path and the provider message', async () => {
    const h = await launched();
    h.provider.failNext('GET', /tags$/, 500);
    const error = await h.client.fetchTags().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      status: 500,
      method: 'GET',
      path: '/push/device-1/tags',
      code: 'network',
    });
    expect((error as Error).message).toBe(
      'Push provider call GET /push/device-1/tags failed (status 500): forced 500',
    );

    h.provider.setOffline(true);
    const offline = await h.client.fetchTags().catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: 'network' });
    expect((offline as Error).message).toMatch(/no answer.*Failed to fetch/);
  });

  it('answers 401 as a NetworkError when key or secret are wrong', async () => {
    const h = createHarness();
    const client = h.newPage();
    client.configure({ ...demoConfig, applicationSecret: 'wrong' });
    await expect(client.launch()).rejects.toMatchObject({ status: 401 });
  });
});
