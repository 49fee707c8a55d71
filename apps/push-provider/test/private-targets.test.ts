import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/db/schema.js';
import { databaseTargets } from './helpers/database.js';
import { createSubscriptionKeys, startPushEndpoint } from './helpers/push-endpoint.js';
import { deviceBody, registerDevice, useProvider } from './helpers/provider.js';

interface ErrorAnswer {
  error: { code: string; message: string };
}

const REFUSED = 'a loopback, private, link-local or unspecified address';

// Decision 0454: the provider does not call into its own network for API callers (whose credentials
// are public) unless ALLOW_PRIVATE_TARGETS is on, as it is in development and in the other tests.
describe.each(databaseTargets())('outgoing requests to private addresses ($name)', (target) => {
  const logged: { message: string; fields?: Record<string, unknown> }[] = [];
  const guarded = useProvider(target, {
    allowPrivateTargets: false,
    log: {
      info: () => {},
      error: (message, fields) => void logged.push({ message, ...(fields ? { fields } : {}) }),
    },
  });
  const open = useProvider(target, { allowPrivateTargets: true });
  const hookCalls: string[] = [];
  const hook = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      hookCalls.push(request.url ?? '');
      response.writeHead(204).end();
    });
  });
  let hookPort = 0;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookPort = (hook.address() as AddressInfo).port;
    endpoint = await startPushEndpoint(201);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => hook.close(() => resolve()));
    await endpoint.close();
  });

  const webhook = (provider: typeof guarded, target: string) =>
    provider.api('/notification/webhook', {
      method: 'POST',
      body: { target, notification: 'n-1', label: 'Aanmelden' },
    });

  it('refuses a webhook to loopback or to the cloud metadata address with 400, calling nothing', async () => {
    const cases: [target: string, message: string][] = [
      [`http://127.0.0.1:${hookPort}/hook`, `Invalid target: 127.0.0.1:${hookPort} is ${REFUSED}`],
      [`http://[::1]:${hookPort}/hook`, `Invalid target: [::1]:${hookPort} is ${REFUSED}`],
      [
        `http://[::ffff:7f00:1]:${hookPort}/hook`,
        `Invalid target: [::ffff:7f00:1]:${hookPort} is ${REFUSED}`,
      ],
      [
        `http://localhost:${hookPort}/hook`,
        `Invalid target: localhost:${hookPort} resolves to ${REFUSED}`,
      ],
      [
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        `Invalid target: 169.254.169.254 is ${REFUSED}`,
      ],
      ['http://10.0.0.1/admin', `Invalid target: 10.0.0.1 is ${REFUSED}`],
      ['http://0.0.0.0:5432/', `Invalid target: 0.0.0.0:5432 is ${REFUSED}`],
    ];
    for (const [url, message] of cases) {
      const response = await webhook(guarded, url);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad-request', message } });
    }
    expect(hookCalls).toEqual([]);
  });

  it('calls a loopback webhook when private targets are allowed', async () => {
    const response = await webhook(open, `http://127.0.0.1:${hookPort}/hook`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      target: `http://127.0.0.1:${hookPort}/hook`,
      status: 204,
    });
    expect(hookCalls).toEqual(['/hook']);
  });

  it('refuses a plain http or private push subscription endpoint with 400', async () => {
    const keys = createSubscriptionKeys().keys;
    const cases: [endpoint: string, problem: string][] = [
      ['http://push.example.org/send/1', 'must be an https URL'],
      [`${endpoint.origin}/push/1`, 'must be an https URL'],
      ['https://127.0.0.1/push/1', `127.0.0.1 is ${REFUSED}`],
      ['https://[fd00::5]/push/1', `[fd00::5] is ${REFUSED}`],
      ['https://169.254.169.254/push/1', `169.254.169.254 is ${REFUSED}`],
      ['https://localhost:8443/push/1', `localhost:8443 is ${REFUSED}`],
    ];
    const deviceId = await registerDevice(guarded);
    for (const [url, problem] of cases) {
      const message = `Invalid request body: subscription.endpoint: ${problem}`;
      const registered = await guarded.api('/push', {
        method: 'POST',
        body: deviceBody({ subscription: { endpoint: url, keys } }),
      });
      expect(registered.status, url).toBe(400);
      expect(((await registered.json()) as ErrorAnswer).error.message).toBe(message);
      const updated = await guarded.api(`/push/${deviceId}`, {
        method: 'PUT',
        body: { subscription: { endpoint: url, keys } },
      });
      expect(updated.status, url).toBe(400);
      expect(((await updated.json()) as ErrorAnswer).error.message).toBe(message);
    }
    // A public https endpoint, as every push service has, is fine.
    const accepted = await guarded.api(`/push/${deviceId}`, {
      method: 'PUT',
      body: {
        subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
      },
    });
    expect(accepted.status).toBe(200);
  });

  it('accepts a local http push endpoint when private targets are allowed', async () => {
    const keys = createSubscriptionKeys().keys;
    const response = await open.api('/push', {
      method: 'POST',
      body: deviceBody({ subscription: { endpoint: `${endpoint.origin}/push/open`, keys } }),
    });
    expect(response.status).toBe(201);
  });

  it('does not push to a stored subscription whose endpoint is private, counting it failed', async () => {
    // As stored before the endpoint check existed: straight into the database. `localhost` is
    // refused when delivery resolves it, the IP literal before any lookup.
    const keys = createSubscriptionKeys().keys;
    for (const url of [
      `https://localhost:${new URL(endpoint.origin).port}/push/stored`,
      `${endpoint.origin}/push/stored-http`,
    ]) {
      const id = await registerDevice(guarded, { userID: 'stored-private' });
      await guarded.db
        .update(devices)
        .set({ subscription: { endpoint: url, keys } })
        .where(eq(devices.id, id));
    }
    const response = await guarded.admin('/notifications', {
      to: 'user:stored-private',
      message: 'Niet naar binnen',
    });
    expect(await response.json()).toMatchObject({ recipients: 2, pushed: 0, failed: 2 });
    expect(endpoint.received).toEqual([]);
    // Refused by the guard, not merely unreachable.
    expect(
      logged.filter((entry) => entry.message === 'push failed').map((e) => e.fields?.['error']),
    ).toEqual(
      expect.arrayContaining([
        `endpoint refused: localhost:${new URL(endpoint.origin).port} resolves to ${REFUSED}`,
        'endpoint refused: push endpoints must be https URLs',
      ]),
    );
  });
});
