import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url.mjs';

const origin = 'http://localhost:3000';

describe('requestUrl', () => {
  it('keeps the path and query of an ordinary target', () => {
    expect(requestUrl('/weblog?pagina=2', origin).href).toBe(
      'http://localhost:3000/weblog?pagina=2',
    );
    expect(requestUrl(undefined, origin).href).toBe('http://localhost:3000/');
  });

  it('reads a path starting with // as a path on this site, not as another host', () => {
    const url = requestUrl('//evil.com/', origin);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('//evil.com/');
    expect(requestUrl('//weblog', origin).pathname).toBe('//weblog');
  });

  it('takes only the path and query of a target in absolute form', () => {
    expect(requestUrl('http://evil.com/zoeken?q=ski', origin).href).toBe(
      'http://localhost:3000/zoeken?q=ski',
    );
  });
});
