import { describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_SUBSCRIBE_PATH,
  newsletterBlockAnchor,
  newsletterFallbackAction,
  newsletterReturnUrl,
  readNewsletterOutcome,
  subscribeNewsletter,
} from './subscribe-newsletter.js';

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

describe('the signup without JavaScript', () => {
  it('posts to the endpoint with the page and block to return to', () => {
    expect(newsletterFallbackAction('/weblog/2026/01/02/poeder', 'nb-1')).toBe(
      `${NEWSLETTER_SUBSCRIBE_PATH}?terug=%2Fweblog%2F2026%2F01%2F02%2Fpoeder&blok=nb-1`,
    );
  });

  it('returns to a path on this site with the outcome and the block anchor', () => {
    expect(newsletterReturnUrl('/nieuwsbrief', 'nb', 'success')).toBe(
      '/nieuwsbrief?nieuwsbrief=aangemeld&blok=nb#blok-nb',
    );
    expect(newsletterReturnUrl('/weblog/x?page=2', 'nb', 'invalid')).toBe(
      '/weblog/x?nieuwsbrief=ongeldig&blok=nb#blok-nb',
    );
  });

  it('never returns to another host or a script URL', () => {
    for (const terug of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      null,
    ])
      expect(newsletterReturnUrl(terug, 'nb', 'error')).toBe(
        '/nieuwsbrief?nieuwsbrief=mislukt&blok=nb#blok-nb',
      );
    expect(newsletterReturnUrl('/x', '"><script>', 'error')).toBe('/x?nieuwsbrief=mislukt');
  });

  it('anchors a block by its slug, and no block for a slug that cannot be an id', () => {
    expect(newsletterBlockAnchor('aanmelden')).toBe('blok-aanmelden');
    expect(newsletterBlockAnchor('"><script>')).toBe('');
    expect(newsletterBlockAnchor('')).toBe('');
    expect(newsletterBlockAnchor(null)).toBe('');
  });

  it('reads the outcome back for the right block only', () => {
    expect(readNewsletterOutcome(new URLSearchParams('nieuwsbrief=aangemeld&blok=nb'))).toEqual({
      slug: 'nb',
      status: 'success',
    });
    expect(readNewsletterOutcome(new URLSearchParams('nieuwsbrief=onzin&blok=nb'))).toBeUndefined();
    expect(readNewsletterOutcome(new URLSearchParams('nieuwsbrief=mislukt'))).toBeUndefined();
  });
});
