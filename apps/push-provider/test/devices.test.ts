import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/database.js';
import { deviceBody, registerDevice, useProvider } from './helpers/provider.js';

interface DeviceAnswer {
  deviceID: string;
  device: Record<string, unknown> & { deviceID: string; tags?: string[] };
}
interface ErrorAnswer {
  error: { code: string; message: string };
}

describe.each(databaseTargets())('devices, tags and test devices ($name)', (target) => {
  const provider = useProvider(target);

  it('registers a device and answers its id and stored fields', async () => {
    const response = await provider.api('/push', {
      method: 'POST',
      body: deviceBody({
        userID: 'u-1',
        userName: 'Anna',
        dnd: { start: '22:00', end: '07:00' },
        userData: { club: 'Sneeuwvrienden' },
      }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as DeviceAnswer;
    expect(body.deviceID).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.device).toMatchObject({
      deviceID: body.deviceID,
      userID: 'u-1',
      userName: 'Anna',
      language: 'nl',
      region: 'NL',
      platform: 'Web',
      sdkVersion: '4.2.0',
      appVersion: '1.0.0',
      timeZoneOffset: 1,
      dnd: { start: '22:00', end: '07:00' },
      userData: { club: 'Sneeuwvrienden' },
      webPush: null,
      tags: [],
    });
  });

  it('refuses U+0000 anywhere in a body with a 400 naming where, not a failed statement', async () => {
    const id = await registerDevice(provider);
    const refused = async (response: Response, path: string) => {
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error).toEqual({
        code: 'bad-request',
        message: `Invalid request body: ${path}: must not contain the character U+0000`,
      });
    };
    // Each of these was a 500: PostgreSQL's text and jsonb cannot hold the character.
    await refused(
      await provider.api('/push', { method: 'POST', body: deviceBody({ userName: 'An\0na' }) }),
      'userName',
    );
    await refused(
      await provider.api('/push', {
        method: 'POST',
        body: deviceBody({ userData: { 'cl\0ub': 'Sneeuwvrienden' } }),
      }),
      'userData.cl\0ub',
    );
    await refused(
      await provider.api(`/push/${id}`, { method: 'PUT', body: { userName: 'x\0' } }),
      'userName',
    );
    await refused(
      await provider.api(`/push/${id}/addtags`, { method: 'PUT', body: { tags: ['ok', 'a\0'] } }),
      'tags.1',
    );
    await refused(
      await provider.api('/event', {
        method: 'POST',
        body: {
          type: 're.notifica.event.custom.ArtikelGelezen',
          timestamp: Date.UTC(2026, 0, 10),
          deviceID: id,
          data: { pad: '/nieuws\0' },
        },
      }),
      'data.pad',
    );
    // Nothing of it was stored.
    const tags = await provider.api(`/push/${id}/tags`);
    expect(((await tags.json()) as { tags: string[] }).tags).toEqual([]);
    // In a query string, and in an uploaded file's name.
    const query = await provider.api(`/link/dynamic/x?platform=Web&deviceID=a%00`);
    expect(query.status).toBe(400);
    expect(((await query.json()) as ErrorAnswer).error.message).toBe(
      'Invalid query: deviceID: must not contain the character U+0000',
    );
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('png')], { type: 'image/png' }), 'fo\0to.png');
    const upload = await provider.api('/upload/reply', { method: 'POST', body: form });
    expect(upload.status).toBe(400);
    expect(((await upload.json()) as ErrorAnswer).error.message).toBe(
      'The file name must not contain the character U+0000',
    );
  });

  it('updates only the fields given, and stores a push subscription', async () => {
    const id = await registerDevice(provider, { userID: 'u-2' });
    const response = await provider.api(`/push/${id}`, {
      method: 'PUT',
      body: {
        appVersion: '1.1.0',
        userID: null,
        subscription: {
          endpoint: 'https://push.example/abc',
          expirationTime: null,
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        },
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as DeviceAnswer;
    expect(body.device).toMatchObject({
      appVersion: '1.1.0',
      userID: null,
      language: 'nl',
      webPush: { endpoint: 'https://push.example/abc' },
    });
  });

  it('answers 404 when updating or deleting a device that does not exist', async () => {
    const update = await provider.api('/push/does-not-exist', {
      method: 'PUT',
      body: deviceBody(),
    });
    expect(update.status).toBe(404);
    expect(((await update.json()) as ErrorAnswer).error).toEqual({
      code: 'not-found',
      message: 'Device does-not-exist not found',
    });
    expect((await provider.api('/push/does-not-exist', { method: 'DELETE' })).status).toBe(404);
  });

  it('deletes a device, after which it is gone', async () => {
    const id = await registerDevice(provider);
    expect((await provider.api(`/push/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await provider.api(`/push/${id}/tags`)).status).toBe(404);
  });

  it('refuses a registration with missing or wrong fields with 400 naming each field', async () => {
    const response = await provider.api('/push', {
      method: 'POST',
      body: deviceBody({ language: 42, timeZoneOffset: 30, sdkVersion: undefined }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.code).toBe('bad-request');
    expect(error.message).toMatch(/^Invalid request body: /);
    expect(error.message).toContain('language:');
    expect(error.message).toContain('timeZoneOffset:');
    expect(error.message).toContain('sdkVersion:');
  });

  it('refuses a body that is not JSON and a subscription without keys', async () => {
    const notJson = await provider.api('/push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as ErrorAnswer).error.message).toBe(
      'Request body must be valid JSON',
    );

    const badSubscription = await provider.api('/push', {
      method: 'POST',
      body: deviceBody({ subscription: { endpoint: 'ftp://push.example' } }),
    });
    expect(badSubscription.status).toBe(400);
    const message = ((await badSubscription.json()) as ErrorAnswer).error.message;
    expect(message).toContain('subscription.endpoint:');
    expect(message).toContain('subscription.keys:');
  });

  it('adds, lists, removes and clears tags', async () => {
    const id = await registerDevice(provider);
    const add = await provider.api(`/push/${id}/addtags`, {
      method: 'PUT',
      body: { tags: ['sneeuw', 'alpen', 'sneeuw'] },
    });
    expect(await add.json()).toEqual({ tags: ['alpen', 'sneeuw'] });
    await provider.api(`/push/${id}/addtags`, { method: 'PUT', body: { tags: ['langlauf'] } });
    expect(await (await provider.api(`/push/${id}/tags`)).json()).toEqual({
      tags: ['alpen', 'langlauf', 'sneeuw'],
    });

    const remove = await provider.api(`/push/${id}/removetags`, {
      method: 'PUT',
      body: { tags: ['alpen'] },
    });
    expect(await remove.json()).toEqual({ tags: ['langlauf', 'sneeuw'] });

    expect((await provider.api(`/push/${id}/cleartags`, { method: 'PUT' })).status).toBe(200);
    expect(await (await provider.api(`/push/${id}/tags`)).json()).toEqual({ tags: [] });
  });

  it('refuses bad tag bodies with 400 and a clear message', async () => {
    const id = await registerDevice(provider);
    const empty = await provider.api(`/push/${id}/addtags`, { method: 'PUT', body: { tags: [] } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorAnswer).error.message).toBe(
      'Invalid request body: tags: give at least one tag',
    );
    const blank = await provider.api(`/push/${id}/removetags`, {
      method: 'PUT',
      body: { tags: ['  '] },
    });
    expect(((await blank.json()) as ErrorAnswer).error.message).toBe(
      'Invalid request body: tags.0: a tag cannot be empty',
    );
    expect(
      (await provider.api('/push/nope/addtags', { method: 'PUT', body: { tags: ['x'] } })).status,
    ).toBe(404);
  });

  it('marks a device as test device with a nonce from the admin, once', async () => {
    const id = await registerDevice(provider);
    const { nonce } = (await (await provider.admin('/testdevice-nonces', {})).json()) as {
      nonce: string;
    };
    const claim = await provider.api(`/support/testdevice/${nonce}`, {
      method: 'PUT',
      body: { deviceID: id },
    });
    expect(claim.status).toBe(200);
    const device = (await (
      await provider.api(`/push/${id}`, { method: 'PUT', body: {} })
    ).json()) as DeviceAnswer;
    expect(device.device['testDevice']).toBe(true);

    const again = await provider.api(`/support/testdevice/${nonce}`, {
      method: 'PUT',
      body: { deviceID: id },
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(
      `Test device nonce ${nonce} not found or already used`,
    );
    const noDevice = await provider.api(`/support/testdevice/${nonce}`, {
      method: 'PUT',
      body: {},
    });
    expect(noDevice.status).toBe(400);
  });
});
