import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidArgumentError, NetworkError, SDK_VERSION } from '@nsv/push-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, sessions } from '../src/db/schema.js';
import { databaseTargets } from './helpers/database.js';
import { createSubscriptionKeys, decryptPush, startPushEndpoint } from './helpers/push-endpoint.js';
import { ALLOWED_ORIGIN, useProvider, type RunningProvider } from './helpers/provider.js';
import { createSdk } from './helpers/sdk-platform.js';

async function send(provider: RunningProvider, body: Record<string, unknown>) {
  const response = await provider.admin('/notifications', body);
  expect(response.status).toBe(201);
  return (await response.json()) as {
    notification: { _id: string };
    recipients: number;
    pushed: number;
  };
}

async function eventTypes(provider: RunningProvider, deviceId: string): Promise<string[]> {
  const rows = await provider.db
    .select({ type: events.type })
    .from(events)
    .where(eq(events.deviceId, deviceId));
  return rows.map((row) => row.type);
}

describe.each(databaseTargets())(
  '@nsv/push-sdk against the provider over HTTP ($name)',
  (target) => {
    const provider = useProvider(target);
    const configure = (sdk: ReturnType<typeof createSdk>, applicationVersion = '1.0.0') =>
      sdk.client.configure({
        applicationKey: provider.application.key,
        applicationSecret: 'test-secret',
        apiHost: provider.url,
        applicationVersion,
      });

    it('registers a new install, starts a session and logs install and registration', async () => {
      const sdk = createSdk({ origin: ALLOWED_ORIGIN });
      configure(sdk);
      await sdk.client.launch();
      expect(sdk.client.state).toBe('launched');
      const device = sdk.client.getDevice();
      expect(sdk.client.getApplication().name).toBe('Testvereniging');

      const [stored] = await provider.db.select().from(devices).where(eq(devices.id, device.id));
      expect(stored).toMatchObject({
        language: 'nl',
        region: 'NL',
        platform: 'Web',
        sdkVersion: SDK_VERSION,
        appVersion: '1.0.0',
      });
      expect(SDK_VERSION).toBe('4.2.0');
      expect(await eventTypes(provider, device.id)).toEqual(
        expect.arrayContaining([
          're.notifica.event.application.Install',
          're.notifica.event.application.Registration',
          're.notifica.event.application.Open',
        ]),
      );
      const session = sdk.client.getSession();
      expect(session).toBeDefined();
      const [storedSession] = await provider.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, session!.id));
      expect(storedSession?.deviceId).toBe(device.id);
    });

    it('updates a known device on the next launch and logs an upgrade when the app version changed', async () => {
      const first = createSdk();
      configure(first);
      await first.client.launch();
      const id = first.client.getDevice().id;
      await first.client.updateUser({ userId: 'anna', userName: 'Anna' });
      const [withUser] = await provider.db.select().from(devices).where(eq(devices.id, id));
      expect(withUser).toMatchObject({ userId: 'anna', userName: 'Anna' });

      const next = createSdk({ storage: first.storage });
      configure(next, '1.1.0');
      await next.client.launch();
      expect(next.client.getDevice().id).toBe(id);
      const [updated] = await provider.db.select().from(devices).where(eq(devices.id, id));
      expect(updated?.appVersion).toBe('1.1.0');
      expect(await eventTypes(provider, id)).toContain('re.notifica.event.application.Upgrade');
    });

    it('registers a new device when the provider no longer knows the stored one (404 on update)', async () => {
      const first = createSdk();
      configure(first);
      await first.client.launch();
      const oldId = first.client.getDevice().id;
      const oldSession = first.client.getSession()!.id;
      await provider.db.delete(devices).where(eq(devices.id, oldId));

      const next = createSdk({ storage: first.storage });
      configure(next);
      await next.client.launch();
      const newId = next.client.getDevice().id;
      expect(newId).not.toBe(oldId);
      expect(await provider.db.select().from(devices).where(eq(devices.id, newId))).toHaveLength(1);
      // The old device's session was ended (its page never unloaded: length 0), a new one started.
      expect(await eventTypes(provider, oldId)).toContain('re.notifica.event.application.Close');
      const [ended] = await provider.db.select().from(sessions).where(eq(sessions.id, oldSession));
      expect(ended).toMatchObject({ deviceId: oldId, lengthSeconds: 0 });
      expect(ended?.endedAt).toBeInstanceOf(Date);
      expect(next.client.getSession()?.id).not.toBe(oldSession);
    });

    it('adds, fetches, removes and clears tags', async () => {
      const sdk = createSdk();
      configure(sdk);
      await sdk.client.launch();
      await sdk.client.addTags(['regio-tirol', 'langlauf']);
      expect(await sdk.client.fetchTags()).toEqual(['langlauf', 'regio-tirol']);
      await sdk.client.removeTags(['langlauf']);
      expect(await sdk.client.fetchTags()).toEqual(['regio-tirol']);
      await sdk.client.clearTags();
      expect(await sdk.client.fetchTags()).toEqual([]);
    });

    it('fetches a sent notification from the inbox, opens it, removes it, marks read and clears', async () => {
      const sdk = createSdk();
      configure(sdk);
      await sdk.client.launch();
      await sdk.client.updateUser({ userId: 'inbox-sdk' });
      const sent = await send(provider, {
        to: 'user:inbox-sdk',
        title: 'Wedstrijd',
        message: 'Inschrijving open',
      });
      await send(provider, { to: 'user:inbox-sdk', message: 'Tweede bericht' });

      const page = await sdk.client.fetchInbox();
      expect(page).toMatchObject({ count: 2, unread: 2 });
      const item = page.inboxItems.find((entry) => entry.notification === sent.notification._id)!;
      expect(item).toMatchObject({
        title: 'Wedstrijd',
        message: 'Inschrijving open',
        opened: false,
      });
      expect(await sdk.client.fetchNotification(item.notification)).toMatchObject({
        _id: sent.notification._id,
        message: 'Inschrijving open',
      });
      await sdk.client.logNotificationOpen(item.notification);
      expect(await eventTypes(provider, sdk.client.getDevice().id)).toContain(
        're.notifica.event.notification.Open',
      );

      await sdk.client.removeInboxItem(item._id);
      expect((await sdk.client.fetchInbox()).inboxItems.map((entry) => entry.message)).toEqual([
        'Tweede bericht',
      ]);
      await sdk.client.markAllInboxItemsAsRead();
      expect((await sdk.client.fetchInbox()).unread).toBe(0);
      await sdk.client.clearInbox();
      expect((await sdk.client.fetchInbox()).count).toBe(0);
    });

    it('logs custom events with their data', async () => {
      const sdk = createSdk();
      configure(sdk);
      await sdk.client.launch();
      await sdk.client.logCustomEvent('ArtikelGelezen', { pad: '/nieuws/2026/11/22/sneeuw' });
      const [event] = await provider.db
        .select()
        .from(events)
        .where(
          and(
            eq(events.deviceId, sdk.client.getDevice().id),
            eq(events.type, 're.notifica.event.custom.ArtikelGelezen'),
          ),
        );
      expect(event?.data).toEqual({ pad: '/nieuws/2026/11/22/sneeuw' });
      expect(event?.sessionId).toBe(sdk.client.getSession()?.id);
    });

    it('resolves a dynamic link and reads a pass', async () => {
      await provider.admin('/links', {
        url: 'https://nsv.link/regios',
        target: 'http://localhost:3000/regios',
      });
      await provider.admin('/passes', {
        serial: 'SDK-1',
        description: 'Lidmaatschap',
        data: { naam: 'Anna' },
      });
      const sdk = createSdk();
      configure(sdk);
      await sdk.client.launch();
      expect(await sdk.client.fetchDynamicLink('https://nsv.link/regios')).toMatchObject({
        target: 'http://localhost:3000/regios',
      });
      expect(await sdk.client.fetchPass('SDK-1')).toMatchObject({
        serial: 'SDK-1',
        data: { naam: 'Anna' },
      });
      expect(await sdk.client.fetchPassSaveLinks('SDK-1')).toEqual({
        googlePay: null,
        appleWallet: null,
      });
      await expect(sdk.client.fetchDynamicLink('https://nsv.link/onbekend')).rejects.toMatchObject({
        status: 404,
      });
    });

    it('calls a notification webhook through the provider, and refuses one without target', async () => {
      const received: unknown[] = [];
      const hook = createServer((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString()));
        request.on('end', () => {
          received.push(JSON.parse(text));
          response.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      try {
        const sdk = createSdk();
        configure(sdk);
        await sdk.client.launch();
        const targetUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/actie`;
        await sdk.client.callNotificationWebhook({
          target: targetUrl,
          notification: 'n-9',
          label: 'Aanmelden',
        });
        expect(received).toEqual([
          expect.objectContaining({
            notification: 'n-9',
            label: 'Aanmelden',
            deviceID: sdk.client.getDevice().id,
          }),
        ]);
        await expect(sdk.client.callNotificationWebhook({ target: '' })).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
      } finally {
        await new Promise<void>((resolve) => hook.close(() => resolve()));
      }
    });

    it('uploads a reply file and sends a reply', async () => {
      const sdk = createSdk();
      configure(sdk);
      await sdk.client.launch();
      await sdk.client.updateUser({ userId: 'replier-sdk' });
      const sent = await send(provider, {
        to: 'user:replier-sdk',
        message: 'Stuur een foto van de piste',
      });
      const uploaded = await sdk.client.uploadReplyFile(
        new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
        'piste.jpg',
      );
      expect(uploaded.filename).toMatch(/\.jpg$/);
      await sdk.client.createNotificationReply({
        notification: sent.notification._id,
        label: 'Foto',
        message: 'Hier is hij',
        media: uploaded.filename,
        mimeType: 'image/jpeg',
      });
    });

    it('deletes the device at the provider', async () => {
      const sdk = createSdk();
      configure(sdk);
      await sdk.client.launch();
      const id = sdk.client.getDevice().id;
      await sdk.client.deleteDevice();
      expect(sdk.client.state).toBe('configured');
      expect(await provider.db.select().from(devices).where(eq(devices.id, id))).toHaveLength(0);
    });

    it('rejects a launch from an origin the application does not allow, logging why', async () => {
      const sdk = createSdk({ origin: 'https://evil.example' });
      configure(sdk);
      const failure = await sdk.client.launch().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NetworkError);
      expect((failure as NetworkError).status).toBe(403);
      expect(sdk.client.state).toBe('configured');
      expect(String(sdk.errors.flat().join(' '))).toContain('this origin is not allowed');
    });

    describe('web push', () => {
      let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
      beforeAll(async () => {
        endpoint = await startPushEndpoint(201);
      });
      afterAll(async () => {
        await endpoint.close();
      });

      it('subscribes with the application VAPID key and receives a notification the subscription decrypts', async () => {
        const keys = createSubscriptionKeys();
        const sdk = createSdk({ webPush: { endpoint: `${endpoint.origin}/push/sdk`, keys } });
        configure(sdk);
        await sdk.client.launch();
        expect(await sdk.client.enableRemoteNotifications()).toBe('granted');
        expect(sdk.workerMessages).toContainEqual({
          subscribedWith: provider.application.vapidPublicKey,
        });
        await sdk.client.updateUser({ userId: 'push-sdk' });

        const sent = await send(provider, {
          to: 'user:push-sdk',
          title: 'Poedersneeuw',
          message: 'Morgen 30 cm',
          url: 'http://localhost:3000/weer',
        });
        expect(sent.pushed).toBe(1);
        const payload = JSON.parse(decryptPush(endpoint.received.at(-1)!.body, keys)) as Record<
          string,
          unknown
        >;
        // The fields the SDK's service worker shows: { id, title, message, icon?, url? }.
        expect(payload).toMatchObject({
          id: sent.notification._id,
          title: 'Poedersneeuw',
          message: 'Morgen 30 cm',
          url: 'http://localhost:3000/weer',
        });
      });

      it('pushes a notification sent to a tag to the subscribed devices with that tag only', async () => {
        const taggedKeys = createSubscriptionKeys();
        const tagged = createSdk({
          webPush: { endpoint: `${endpoint.origin}/push/tagged`, keys: taggedKeys },
        });
        configure(tagged);
        await tagged.client.launch();
        expect(await tagged.client.enableRemoteNotifications()).toBe('granted');
        await tagged.client.addTags(['regio-tirol-push']);

        const other = createSdk({
          webPush: { endpoint: `${endpoint.origin}/push/other`, keys: createSubscriptionKeys() },
        });
        configure(other);
        await other.client.launch();
        expect(await other.client.enableRemoteNotifications()).toBe('granted');
        await other.client.addTags(['regio-wallis-push']);

        const before = endpoint.received.length;
        const sent = await send(provider, {
          to: 'tag:regio-tirol-push',
          title: 'Tirol',
          message: 'Verse sneeuw op de Stubaier Gletscher',
        });
        expect(sent).toMatchObject({ recipients: 1, pushed: 1 });
        const pushes = endpoint.received.slice(before);
        expect(pushes.map((push) => push.path)).toEqual(['/push/tagged']);
        expect(JSON.parse(decryptPush(pushes[0]!.body, taggedKeys))).toMatchObject({
          id: sent.notification._id,
          title: 'Tirol',
          message: 'Verse sneeuw op de Stubaier Gletscher',
        });
        const inboxOf = async (sdk: ReturnType<typeof createSdk>) =>
          (await sdk.client.fetchInbox()).inboxItems.map((item) => item.notification);
        expect(await inboxOf(tagged)).toEqual([sent.notification._id]);
        expect(await inboxOf(other)).toEqual([]);
      });
    });
  },
);
