import { describe, expect, it } from 'vitest';
import { inboxItems } from '../src/db/schema.js';
import { databaseTargets } from './helpers/database.js';
import { registerDevice, useProvider, type RunningProvider } from './helpers/provider.js';

interface InboxAnswer {
  inboxItems: {
    _id: string;
    notification: string;
    title: string | null;
    message: string;
    opened: boolean;
    time: string;
  }[];
  count: number;
  unread: number;
}
interface ErrorAnswer {
  error: { code: string; message: string };
}

async function inbox(
  provider: RunningProvider,
  deviceId: string,
  query = '',
): Promise<InboxAnswer> {
  const response = await provider.api(`/notification/inbox/fordevice/${deviceId}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxAnswer;
}

async function send(provider: RunningProvider, body: Record<string, unknown>) {
  const response = await provider.admin('/notifications', body);
  expect(response.status).toBe(201);
  return (await response.json()) as { notification: { _id: string }; recipients: number };
}

describe.each(databaseTargets())('sending, inbox and notifications ($name)', (target) => {
  const provider = useProvider(target);

  it('sends to a tag, to a user and to all, each landing in the right inboxes', async () => {
    const tagged = await registerDevice(provider);
    const user = await registerDevice(provider, { userID: 'inbox-user' });
    await provider.api(`/push/${tagged}/addtags`, { method: 'PUT', body: { tags: ['inbox-tag'] } });

    expect((await send(provider, { to: 'tag:inbox-tag', message: 'Voor de tag' })).recipients).toBe(
      1,
    );
    expect(
      (await send(provider, { to: 'user:inbox-user', message: 'Voor de gebruiker' })).recipients,
    ).toBe(1);
    const all = await send(provider, { to: 'all', title: 'Iedereen', message: 'Voor iedereen' });
    expect(all.recipients).toBeGreaterThanOrEqual(2);

    expect((await inbox(provider, tagged)).inboxItems.map((item) => item.message)).toEqual([
      'Voor iedereen',
      'Voor de tag',
    ]);
    const userInbox = await inbox(provider, user);
    expect(userInbox.inboxItems.map((item) => item.message)).toEqual([
      'Voor iedereen',
      'Voor de gebruiker',
    ]);
    expect(userInbox).toMatchObject({ count: 2, unread: 2 });
    expect(userInbox.inboxItems[0]).toMatchObject({
      notification: all.notification._id,
      title: 'Iedereen',
      opened: false,
    });
  });

  it('pages with skip and limit, and filters with since', async () => {
    const device = await registerDevice(provider, { userID: 'pager' });
    for (const message of ['een', 'twee', 'drie'])
      await send(provider, { to: 'user:pager', message });
    const page = await inbox(provider, device, '?skip=1&limit=1');
    expect(page.inboxItems.map((item) => item.message)).toEqual(['twee']);
    expect(page.count).toBe(3);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await inbox(provider, device, `?since=${encodeURIComponent(future)}`)).count).toBe(0);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await inbox(provider, device, `?since=${encodeURIComponent(past)}`)).count).toBe(3);
  });

  it('answers the newest 100 items when no paging is given (skip 0, limit 100: spec §7, §9)', async () => {
    const device = await registerDevice(provider, { userID: 'many' });
    const { notification } = await send(provider, { to: 'user:many', message: 'nieuwste' });
    // 100 older items straight into the database: a hundred sends would only slow the test down.
    const start = Date.now() - 3_600_000;
    await provider.db.insert(inboxItems).values(
      Array.from({ length: 100 }, (_, i) => ({
        applicationId: provider.application.id,
        deviceId: device,
        notificationId: notification._id,
        createdAt: new Date(start + i * 1_000),
      })),
    );
    const page = await inbox(provider, device);
    expect(page.count).toBe(101);
    expect(page.inboxItems).toHaveLength(100);
    // Newest first: the sent item, then the inserted ones down to the second oldest.
    expect(new Date(page.inboxItems[0]!.time).getTime()).toBeGreaterThan(start + 99_000);
    // The oldest item (skip 0 means from the newest) is the one left out.
    expect(page.inboxItems.at(-1)?.time).toBe(new Date(start + 1_000).toISOString());
  });

  it('refuses bad paging parameters with 400', async () => {
    const device = await registerDevice(provider);
    const response = await provider.api(
      `/notification/inbox/fordevice/${device}?limit=0&since=gisteren`,
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.message).toMatch(/^Invalid query: /);
    expect(error.message).toContain('limit:');
    expect(error.message).toContain('since:');
  });

  it('marks all read, removes one item and clears the inbox', async () => {
    const device = await registerDevice(provider, { userID: 'reader' });
    await send(provider, { to: 'user:reader', message: 'eerste' });
    await send(provider, { to: 'user:reader', message: 'tweede' });

    const marked = await provider.api(`/notification/inbox/fordevice/${device}`, { method: 'PUT' });
    expect(await marked.json()).toEqual({ marked: 2 });
    const afterRead = await inbox(provider, device);
    expect(afterRead.unread).toBe(0);
    expect(afterRead.inboxItems.every((item) => item.opened)).toBe(true);

    const first = afterRead.inboxItems[0]!;
    expect(
      (await provider.api(`/notification/inbox/${first._id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await inbox(provider, device)).inboxItems.map((item) => item.message)).toEqual([
      'eerste',
    ]);
    expect(
      (await provider.api(`/notification/inbox/${first._id}`, { method: 'DELETE' })).status,
    ).toBe(404);

    const cleared = await provider.api(`/notification/inbox/fordevice/${device}`, {
      method: 'DELETE',
    });
    expect(await cleared.json()).toEqual({ removed: 1 });
    expect((await inbox(provider, device)).count).toBe(0);
  });

  it('fetches a notification by id, and 404 for an unknown one', async () => {
    await registerDevice(provider, { userID: 'fetcher' });
    const sent = await send(provider, {
      to: 'user:fetcher',
      title: 'Pistekaart',
      message: 'De pistekaart is bijgewerkt',
      url: 'http://localhost:3000/regios',
      extra: { regio: 'tirol' },
    });
    const response = await provider.api(`/notification/${sent.notification._id}`);
    expect(await response.json()).toMatchObject({
      notification: {
        _id: sent.notification._id,
        type: 're.notifica.notification.Alert',
        title: 'Pistekaart',
        message: 'De pistekaart is bijgewerkt',
        content: [{ type: 're.notifica.content.URL', data: 'http://localhost:3000/regios' }],
        extra: { regio: 'tirol' },
      },
    });
    expect((await provider.api('/notification/unknown')).status).toBe(404);
  });

  it('refuses an admin send with a bad audience or no message', async () => {
    const badAudience = await provider.admin('/notifications', { to: 'everyone', message: 'x' });
    expect(badAudience.status).toBe(400);
    expect(((await badAudience.json()) as ErrorAnswer).error.message).toBe(
      'Invalid request body: to: must be all, tag:<tag> or user:<userId>',
    );
    const noMessage = await provider.admin('/notifications', { to: 'all', message: '' });
    expect(((await noMessage.json()) as ErrorAnswer).error.message).toBe(
      'Invalid request body: message: message cannot be empty',
    );
  });

  it('keeps applications apart: another application cannot read this inbox', async () => {
    const device = await registerDevice(provider);
    const { createApplication } = await import('../src/applications.js');
    const other = await createApplication(provider.db, {
      name: 'Ander',
      key: `other-${target.name}`,
      secret: 'other-secret',
      masterSecret: 'other-master',
      allowedOrigins: [],
    });
    const response = await fetch(`${provider.url}/api/notification/inbox/fordevice/${device}`, {
      headers: {
        Authorization: 'Basic ' + Buffer.from(`${other.key}:other-secret`).toString('base64'),
      },
    });
    expect(response.status).toBe(404);
  });
});
