import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createSubscriptionKeys, startPushEndpoint } from '../../test/helpers/push-endpoint.js';
import { createWebPushSender, generateVapidKeys } from './deliver.js';

const vapid = { subject: 'mailto:test@example.org', ...generateVapidKeys() };
const keys = createSubscriptionKeys().keys;

describe('createWebPushSender', () => {
  it('refuses an endpoint whose name resolves to the metadata address, before connecting', async () => {
    const resolved: string[] = [];
    const sender = createWebPushSender({
      outbound: {
        allowPrivateTargets: false,
        resolve: async (hostname): Promise<LookupAddress[]> => {
          resolved.push(hostname);
          return [{ address: '169.254.169.254', family: 4 }];
        },
      },
    });
    const result = await sender.send(vapid, { endpoint: 'https://push.example/x', keys }, '{}');
    expect(result).toEqual({
      ok: false,
      status: null,
      gone: false,
      error:
        'endpoint refused: push.example resolves to a loopback, private, link-local or unspecified address',
    });
    expect(resolved).toEqual(['push.example']);
  });

  it('refuses a plain http endpoint unless private targets are allowed, then delivers to it', async () => {
    const endpoint = await startPushEndpoint(201);
    try {
      const subscription = { endpoint: `${endpoint.origin}/push/1`, keys };
      expect(await createWebPushSender().send(vapid, subscription, '{}')).toMatchObject({
        ok: false,
        error: 'endpoint refused: push endpoints must be https URLs',
      });
      expect(endpoint.received).toHaveLength(0);
      const allowed = createWebPushSender({ outbound: { allowPrivateTargets: true } });
      expect(await allowed.send(vapid, subscription, '{}')).toEqual({ ok: true, status: 201 });
      expect(endpoint.received).toHaveLength(1);
    } finally {
      await endpoint.close();
    }
  });
});
