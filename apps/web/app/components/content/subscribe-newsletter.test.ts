import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SUBSCRIBE_PATH, subscribeNewsletter } from './subscribe-newsletter.js';

describe('subscribeNewsletter', () => {
  it('posts the address as a form to the site endpoint', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    await subscribeNewsletter('iemand@example.nl', fetchImpl as unknown as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(NEWSLETTER_SUBSCRIBE_PATH);
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('email')).toBe('iemand@example.nl');
  });

  it('rejects when the endpoint refuses, so the block shows its error', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":false}', { status: 400 }));
    await expect(subscribeNewsletter('x', fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      'status 400',
    );
  });
});
