import { describe, expect, it } from 'vitest';
import { EventType, SESSION_IDLE_TIMEOUT_MS } from './constants.js';
import type { PushError } from './errors.js';
import { StorageKey } from './store.js';
import { createHarness, demoConfig, flush } from './test-support/setup.js';

async function launched(harness: ReturnType<typeof createHarness>) {
  const client = harness.newPage();
  client.configure(demoConfig);
  await client.launch();
  return client;
}

const closes = (h: ReturnType<typeof createHarness>) =>
  h.provider.events.filter((e) => e.type === EventType.sessionClose);
const opens = (h: ReturnType<typeof createHarness>) =>
  h.provider.events.filter((e) => e.type === EventType.sessionOpen);

describe('sessions', () => {
  it('sends the session end with its length on pagehide, with keepalive', async () => {
    const h = createHarness();
    const client = await launched(h);
    const ended: number[] = [];
    client.on('sessionEnded', (session) => ended.push(session.length));
    h.time.advance(42_400);
    h.window.dispatch('pagehide');
    await flush();
    const close = closes(h)[0];
    expect(close).toMatchObject({
      sessionID: 'session-1',
      deviceID: 'device-1',
      data: { length: 42 },
    });
    expect(close?.timestamp).toBe(h.time.clock.now());
    const request = h.provider.requests.find((r) => r.path === '/api/event' && r.keepalive);
    expect(request?.body).toMatchObject({ type: EventType.sessionClose });
  });

  it('resumes the session when the next page loads within 10 s of the unload', async () => {
    const h = createHarness();
    const first = await launched(h);
    h.time.advance(5_000);
    h.window.dispatch('pagehide');
    h.time.advance(9_999);
    const second = await launched(h);
    await flush();
    expect(second.getSession()?.id).toBe('session-1');
    expect(opens(h)).toHaveLength(1);
    // The end sent on pagehide stays the only one until this session really ends.
    expect(closes(h)).toHaveLength(1);
    expect(first.getSession()?.id).toBe('session-1');
  });

  it('starts a new session when the page unloaded 10 s or more before', async () => {
    const h = createHarness();
    await launched(h);
    h.time.advance(30_000);
    h.window.dispatch('pagehide');
    h.time.advance(10_000);
    const second = await launched(h);
    await flush();
    expect(second.getSession()?.id).toBe('session-2');
    expect(opens(h).map((e) => e.sessionID)).toEqual(['session-1', 'session-2']);
    // Closed once, on pagehide, at its unload time; not again on launch.
    expect(closes(h)).toHaveLength(1);
    expect(closes(h)[0]?.data).toEqual({ length: 30 });
  });

  it('closes an old session that never sent its end at its last known time, then starts a new one', async () => {
    const h = createHarness();
    await launched(h);
    // As left by a tab that was hidden 20 s into its session and then killed (no pagehide, no timer).
    const start = h.time.clock.now();
    h.storage.setItem(
      StorageKey.session,
      JSON.stringify({ id: 'session-1', start, end: start + 20_000 }),
    );
    h.time.advance(60 * 60_000);
    expect(h.time.pending()).toBe(0);
    const second = await launched(h);
    await flush();
    expect(closes(h)).toHaveLength(1);
    expect(closes(h)[0]).toMatchObject({
      sessionID: 'session-1',
      timestamp: start + 20_000,
      data: { length: 20 },
    });
    expect(second.getSession()?.id).toBe('session-2');
  });

  it('stops the session after 600000 ms hidden, counting its length until it was hidden', async () => {
    const h = createHarness();
    const client = await launched(h);
    h.time.advance(90_000);
    h.document.setVisibility('hidden');
    h.time.advance(SESSION_IDLE_TIMEOUT_MS - 1);
    await flush();
    expect(closes(h)).toHaveLength(0);
    expect(client.getSession()?.id).toBe('session-1');
    h.time.advance(1);
    await flush();
    expect(closes(h)).toHaveLength(1);
    expect(closes(h)[0]).toMatchObject({ sessionID: 'session-1', data: { length: 90 } });
    expect(client.getSession()).toBeUndefined();
  });

  it('keeps the session when the page becomes visible again before the idle timeout', async () => {
    const h = createHarness();
    const client = await launched(h);
    h.document.setVisibility('hidden');
    h.time.advance(SESSION_IDLE_TIMEOUT_MS - 1_000);
    h.document.setVisibility('visible');
    h.time.advance(SESSION_IDLE_TIMEOUT_MS * 2);
    await flush();
    expect(closes(h)).toHaveLength(0);
    expect(client.getSession()?.id).toBe('session-1');
    expect(h.time.pending()).toBe(0);
  });

  it('starts a new session when a page without one becomes visible', async () => {
    const h = createHarness();
    const client = await launched(h);
    const started: string[] = [];
    client.on('sessionStarted', (session) => started.push(session.id));
    h.document.setVisibility('hidden');
    h.time.advance(SESSION_IDLE_TIMEOUT_MS);
    h.document.setVisibility('visible');
    await flush();
    expect(started).toEqual(['session-2']);
    expect(client.getSession()?.id).toBe('session-2');
    expect(opens(h).map((e) => e.sessionID)).toEqual(['session-1', 'session-2']);
  });

  it('starts the idle countdown at launch when the page is launched hidden', async () => {
    const h = createHarness();
    h.document.setVisibility('hidden');
    const client = await launched(h);
    h.time.advance(SESSION_IDLE_TIMEOUT_MS);
    await flush();
    expect(client.getSession()).toBeUndefined();
    expect(closes(h)[0]).toMatchObject({ data: { length: 0 } });
  });

  it('reports a failed session event through the error event and the logger, without throwing', async () => {
    const h = createHarness();
    const client = await launched(h);
    const errors: PushError[] = [];
    client.on('error', (error) => errors.push(error));
    h.provider.setOffline(true);
    h.window.dispatch('pagehide');
    await flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'network', status: 0 });
    expect(h.logger.warn.flat().join(' ')).toMatch(/POST \/event failed \(no answer\)/);
  });

  it('stops watching the page after the device is deleted', async () => {
    const h = createHarness();
    const client = await launched(h);
    await client.deleteDevice();
    expect(h.document.listenerCount('visibilitychange')).toBe(0);
    h.document.setVisibility('hidden');
    expect(h.time.pending()).toBe(0);
  });
});
