import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, sessions } from '../src/db/schema.js';
import { databaseTargets } from './helpers/database.js';
import { registerDevice, useProvider } from './helpers/provider.js';

interface ErrorAnswer {
  error: { code: string; message: string };
}

/** A one-shot HTTP server that records the JSON body of the request it gets. */
async function startWebhookTarget(status = 200) {
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?bron=test`;
  return {
    url,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseTargets())('events, links, passes, webhook and replies ($name)', (target) => {
  const provider = useProvider(target);

  it('stores events and tracks a session from its Open and Close events', async () => {
    const device = await registerDevice(provider);
    const start = Date.UTC(2026, 0, 10, 9, 0, 0);
    const post = (body: Record<string, unknown>) =>
      provider.api('/event', { method: 'POST', body });
    const open = await post({
      type: 're.notifica.event.application.Open',
      timestamp: start,
      deviceID: device,
      sessionID: 'sessie-1',
    });
    expect(open.status).toBe(201);
    await post({
      type: 're.notifica.event.custom.ArtikelGelezen',
      timestamp: start + 1000,
      deviceID: device,
      data: { pad: '/nieuws' },
    });
    await post({
      type: 're.notifica.event.application.Close',
      timestamp: start + 95_000,
      deviceID: device,
      sessionID: 'sessie-1',
      data: { length: 95 },
    });

    const [session] = await provider.db.select().from(sessions).where(eq(sessions.id, 'sessie-1'));
    expect(session).toMatchObject({ deviceId: device, lengthSeconds: 95 });
    expect(session?.startedAt.getTime()).toBe(start);
    expect(session?.endedAt?.getTime()).toBe(start + 95_000);
    const custom = await provider.db
      .select()
      .from(events)
      .where(eq(events.type, 're.notifica.event.custom.ArtikelGelezen'));
    expect(custom[0]).toMatchObject({ deviceId: device, data: { pad: '/nieuws' } });
  });

  it('records a session whose Open event never arrived from its Close event', async () => {
    const end = Date.UTC(2026, 0, 11, 12, 0, 0);
    const response = await provider.api('/event', {
      method: 'POST',
      body: {
        type: 're.notifica.event.application.Close',
        timestamp: end,
        sessionID: 'sessie-zonder-open',
        data: { length: 30 },
      },
    });
    expect(response.status).toBe(201);
    const [session] = await provider.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, 'sessie-zonder-open'));
    expect(session?.startedAt.getTime()).toBe(end - 30_000);
    expect(session?.lengthSeconds).toBe(30);
  });

  it('refuses an event without a valid type or timestamp', async () => {
    const response = await provider.api('/event', {
      method: 'POST',
      body: { type: 'klik', timestamp: 'nu' },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.message).toContain('type: must be a re.notifica.event.* type');
    expect(error.message).toContain('timestamp:');
  });

  it('resolves a dynamic link created by the admin, encoded or not', async () => {
    const short = 'https://nsv.link/sneeuw';
    const created = await provider.admin('/links', {
      url: short,
      target: 'http://localhost:3000/weer',
    });
    expect(created.status).toBe(201);
    const response = await provider.api(
      `/link/dynamic/${encodeURIComponent(short)}?platform=Web&deviceID=x`,
    );
    expect(await response.json()).toEqual({
      link: { url: short, target: 'http://localhost:3000/weer' },
    });
    expect((await provider.api('/link/dynamic/onbekend?platform=Web')).status).toBe(404);
    const noPlatform = await provider.api(`/link/dynamic/${encodeURIComponent(short)}`);
    expect(noPlatform.status).toBe(400);
    expect(((await noPlatform.json()) as ErrorAnswer).error.message).toBe(
      'Invalid query: platform: must be Web',
    );
  });

  it('answers a pass and its save links by serial', async () => {
    const created = await provider.admin('/passes', {
      serial: 'LID-42',
      description: 'Lidmaatschapskaart',
      data: { naam: 'Anna' },
      googlePaySaveLink: 'https://pay.google.com/gp/v/save/abc',
    });
    expect(created.status).toBe(201);
    expect(
      (await provider.admin('/passes', { serial: 'LID-42', description: 'dubbel' })).status,
    ).toBe(409);
    expect(await (await provider.api('/pass/forserial/LID-42')).json()).toMatchObject({
      pass: { serial: 'LID-42', description: 'Lidmaatschapskaart', data: { naam: 'Anna' } },
    });
    expect(await (await provider.api('/pass/savelinks/LID-42')).json()).toEqual({
      saveLinks: { googlePay: 'https://pay.google.com/gp/v/save/abc', appleWallet: null },
    });
    expect((await provider.api('/pass/forserial/LID-43')).status).toBe(404);
  });

  it('calls a webhook target with the action data, and refuses a call without target', async () => {
    const hook = await startWebhookTarget();
    try {
      const response = await provider.api('/notification/webhook', {
        method: 'POST',
        body: { target: hook.url, notification: 'n-1', label: 'Ja', deviceID: 'd-1' },
      });
      expect(response.status).toBe(200);
      expect(hook.bodies).toEqual([
        { notification: 'n-1', label: 'Ja', deviceID: 'd-1', application: provider.application.id },
      ]);
    } finally {
      await hook.close();
    }
    const missing = await provider.api('/notification/webhook', {
      method: 'POST',
      body: { label: 'Ja' },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorAnswer).error.message).toBe(
      'A webhook needs a target: give "target" in the body or the query',
    );
  });

  it('answers 502 when the webhook target fails', async () => {
    const hook = await startWebhookTarget(500);
    try {
      const response = await provider.api('/notification/webhook', {
        method: 'POST',
        body: { target: hook.url },
      });
      expect(response.status).toBe(502);
      expect(((await response.json()) as ErrorAnswer).error.code).toBe('bad-gateway');
    } finally {
      await hook.close();
    }
  });

  it('stores an uploaded reply file, serves it back, and stores a reply referring to it', async () => {
    const device = await registerDevice(provider, { userID: 'replier' });
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('fake png bytes')], { type: 'image/png' }),
      'foto.png',
    );
    const notMultipart = await provider.api('/upload/reply', {
      method: 'POST',
      body: { file: 'x' },
    });
    expect(notMultipart.status).toBe(400);
    expect(((await notMultipart.json()) as ErrorAnswer).error.message).toBe(
      'Send the file as multipart/form-data in the field "file"',
    );
    const uploaded = await provider.api('/upload/reply', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { filename, url } = (await uploaded.json()) as { filename: string; url: string };
    expect(filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(url).toBe(`http://provider.test/upload/${filename}`);
    const served = await fetch(`${provider.url}/upload/${filename}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await served.text()).toBe('fake png bytes');

    const sent = (await (
      await provider.admin('/notifications', { to: 'user:replier', message: 'Ga je mee?' })
    ).json()) as {
      notification: { _id: string };
    };
    const reply = await provider.api('/reply', {
      method: 'POST',
      body: {
        notification: sent.notification._id,
        deviceID: device,
        label: 'Ja',
        data: { message: 'Graag', media: filename, mimeType: 'image/png' },
      },
    });
    expect(reply.status).toBe(201);
    const unknown = await provider.api('/reply', {
      method: 'POST',
      body: { notification: 'nope', deviceID: device, label: 'Ja' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await provider.api('/reply', { method: 'POST', body: { deviceID: device } });
    expect(((await invalid.json()) as ErrorAnswer).error.message).toContain('notification:');
  });

  it('refuses an application info language that is not a language code', async () => {
    const response = await provider.api('/application/info?language=nederlands!');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error.message).toBe(
      'Invalid query: language: must be a language code such as nl',
    );
  });
});
