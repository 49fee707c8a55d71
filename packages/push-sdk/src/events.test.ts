import { describe, expect, it } from 'vitest';
import { createHarness, demoConfig } from './test-support/setup.js';

describe('events', () => {
  it('calls every listener, and not after unsubscribe', async () => {
    const h = createHarness();
    const client = h.newPage();
    client.configure(demoConfig);
    const calls: string[] = [];
    const offA = client.on('ready', () => calls.push('a'));
    client.on('ready', () => calls.push('b'));
    client.on('sessionStarted', (session) => calls.push(`session ${session.id}`));
    await client.launch();
    expect(calls).toEqual(['session session-1', 'a', 'b']);

    offA();
    offA(); // a second call is harmless
    await client.deleteDevice();
    await client.launch();
    expect(calls.slice(3)).toEqual(['session session-2', 'b']);
  });

  it('keeps going when a listener throws, and logs it', async () => {
    const h = createHarness();
    const client = h.newPage();
    client.configure(demoConfig);
    const calls: string[] = [];
    client.on('ready', () => {
      throw new Error('kapot');
    });
    client.on('ready', () => calls.push('second'));
    await client.launch();
    expect(calls).toEqual(['second']);
    expect(client.state).toBe('launched');
    expect(String(h.logger.error[0]?.[1])).toContain('kapot');
  });
});
