import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/database.js';
import {
  createSubscriptionKeys,
  decryptPush,
  startPushEndpoint,
  verifyVapid,
} from './helpers/push-endpoint.js';
import { VAPID_SUBJECT, registerDevice, useProvider } from './helpers/provider.js';

describe.each(databaseTargets())('web push delivery ($name)', (target) => {
  const provider = useProvider(target);
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let goneEndpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

  beforeAll(async () => {
    endpoint = await startPushEndpoint(201);
    goneEndpoint = await startPushEndpoint(410);
  });
  afterAll(async () => {
    await endpoint.close();
    await goneEndpoint.close();
  });

  it('delivers an aes128gcm message that the subscription decrypts, signed with the application VAPID key', async () => {
    const subscriber = createSubscriptionKeys();
    const deviceId = await registerDevice(provider, {
      userID: 'skier-1',
      subscription: { endpoint: `${endpoint.origin}/push/device-1`, keys: subscriber.keys },
    });

    const response = await provider.admin('/notifications', {
      to: 'user:skier-1',
      title: 'Verse sneeuw',
      message: '40 cm verse sneeuw in Sölden',
      url: 'http://localhost:3000/weer',
    });
    expect(response.status).toBe(201);
    const report = (await response.json()) as {
      notification: { _id: string };
      recipients: number;
      pushed: number;
      failed: number;
    };
    expect(report).toMatchObject({ recipients: 1, pushed: 1, failed: 0 });

    expect(endpoint.received).toHaveLength(1);
    const push = endpoint.received[0]!;
    expect(push.path).toBe('/push/device-1');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers['ttl'])).toBeGreaterThan(0);

    const payload = JSON.parse(decryptPush(push.body, subscriber)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: report.notification._id,
      title: 'Verse sneeuw',
      message: '40 cm verse sneeuw in Sölden',
      url: 'http://localhost:3000/weer',
      type: 're.notifica.notification.Alert',
    });

    const inbox = (await (
      await provider.api(`/notification/inbox/fordevice/${deviceId}`)
    ).json()) as {
      inboxItems: { _id: string }[];
    };
    expect(payload['inboxItemId']).toBe(inbox.inboxItems[0]?._id);

    const vapid = verifyVapid(push.headers['authorization'], provider.application.vapidPublicKey);
    expect(vapid.valid).toBe(true);
    expect(vapid.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(vapid.claims.aud).toBe(endpoint.origin);
    expect(vapid.claims.sub).toBe(VAPID_SUBJECT);
    const now = Math.floor(Date.now() / 1000);
    // RFC 8292: the expiry is in the future and at most 24 hours away.
    expect(vapid.claims.exp).toBeGreaterThan(now);
    expect(vapid.claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  });

  it('forgets a subscription the push service reports gone, but keeps the inbox item', async () => {
    const subscriber = createSubscriptionKeys();
    const deviceId = await registerDevice(provider, {
      userID: 'skier-gone',
      subscription: { endpoint: `${goneEndpoint.origin}/push/old`, keys: subscriber.keys },
    });
    const response = await provider.admin('/notifications', {
      to: 'user:skier-gone',
      message: 'Hallo',
    });
    expect(await response.json()).toMatchObject({ recipients: 1, pushed: 0, failed: 1 });
    expect(goneEndpoint.received).toHaveLength(1);

    const device = (await (
      await provider.api(`/push/${deviceId}`, { method: 'PUT', body: {} })
    ).json()) as {
      device: { webPush: unknown };
    };
    expect(device.device.webPush).toBeNull();
    const inbox = (await (
      await provider.api(`/notification/inbox/fordevice/${deviceId}`)
    ).json()) as { count: number };
    expect(inbox.count).toBe(1);
  });

  it('puts the notification in the inbox of a device without a subscription, without pushing', async () => {
    const before = endpoint.received.length;
    const deviceId = await registerDevice(provider, { userID: 'skier-nopush' });
    const response = await provider.admin('/notifications', {
      to: 'user:skier-nopush',
      message: 'Alleen in je inbox',
    });
    expect(await response.json()).toMatchObject({ recipients: 1, pushed: 0, failed: 0 });
    expect(endpoint.received).toHaveLength(before);
    const inbox = (await (
      await provider.api(`/notification/inbox/fordevice/${deviceId}`)
    ).json()) as {
      inboxItems: { message: string }[];
    };
    expect(inbox.inboxItems.map((item) => item.message)).toEqual(['Alleen in je inbox']);
  });
});
