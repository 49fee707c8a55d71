import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/database.js';
import { ALLOWED_ORIGIN, MASTER_SECRET, useProvider } from './helpers/provider.js';

const basic = (user: string, password: string) =>
  'Basic ' + Buffer.from(`${user}:${password}`).toString('base64');

describe.each(databaseTargets())('authentication and origins ($name)', (target) => {
  const provider = useProvider(target);
  const info = (headers: Record<string, string>) =>
    fetch(`${provider.url}/api/application/info`, { headers });

  it('refuses a call without credentials with 401 and a Basic challenge', async () => {
    const response = await info({});
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await response.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'Missing Basic authentication with the application key and secret',
      },
    });
  });

  it('refuses an unknown key, a wrong secret and a malformed header', async () => {
    for (const authorization of [
      basic('no-such-key', 'test-secret'),
      basic(provider.application.key, 'wrong-secret'),
      basic(provider.application.key, MASTER_SECRET),
    ]) {
      const response = await info({ Authorization: authorization });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'unauthorized',
      );
    }
    expect((await info({ Authorization: 'Bearer abc' })).status).toBe(401);
    expect((await info({ Authorization: 'Basic bm9jb2xvbg==' })).status).toBe(401);
  });

  it('answers the right credentials with the application, without its secrets', async () => {
    const response = await info({ Authorization: basic(provider.application.key, 'test-secret') });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      application: {
        id: provider.application.id,
        name: 'Testvereniging',
        websitePushConfig: {
          vapid: { publicKey: provider.application.vapidPublicKey },
          serviceWorker: '/sw.js',
        },
      },
    });
    expect(text).not.toContain(provider.application.vapidPrivateKey);
    expect(text).not.toContain('test-secret');
  });

  it('refuses an origin the application does not allow with a readable 403', async () => {
    const response = await provider.api('/application/info', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    // CORS headers on the refusal let the SDK in the browser read it and log why.
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(await response.json()).toEqual({
      error: {
        code: 'origin-not-allowed',
        message: 'Origin https://evil.example is not allowed for application Testvereniging',
      },
    });
  });

  it('lets a browser read a 401 too (CORS headers on the refusal)', async () => {
    const response = await fetch(`${provider.url}/api/application/info`, {
      headers: { Origin: ALLOWED_ORIGIN, Authorization: basic(provider.application.key, 'wrong') },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });

  it('refuses a body larger than the largest upload with 413', async () => {
    const response = await provider.api('/event', {
      method: 'POST',
      body: {
        type: 're.notifica.event.custom.Groot',
        timestamp: 0,
        data: { blob: 'x'.repeat(6 * 1024 * 1024) },
      },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload-too-large', message: 'The request body is too large' },
    });
  });

  it('answers an allowed origin with CORS headers', async () => {
    const response = await provider.api('/application/info', { origin: ALLOWED_ORIGIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('answers a preflight with the methods and headers the SDK uses', async () => {
    const response = await fetch(`${provider.url}/api/push/some-device`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('refuses admin calls with the application secret instead of the master secret', async () => {
    const response = await fetch(`${provider.url}/admin/notifications`, {
      method: 'POST',
      headers: {
        Authorization: basic(provider.application.key, 'test-secret'),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ to: 'all', message: 'Hallo' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Admin calls need Basic authentication with the application key and master secret',
    );
  });

  it('refuses admin calls from a browser, even with the master secret', async () => {
    const response = await fetch(`${provider.url}/admin/testdevice-nonces`, {
      method: 'POST',
      headers: {
        Authorization: basic(provider.application.key, MASTER_SECRET),
        Origin: ALLOWED_ORIGIN,
      },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'origin-not-allowed',
    );
  });

  it('answers /health without credentials', async () => {
    const response = await fetch(`${provider.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await provider.api('/nope');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not-found');
  });
});
