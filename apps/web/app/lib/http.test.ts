import { describe, expect, it } from 'vitest';
import {
  notFound,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  privatizeForSession,
  FORM_MAX_BYTES,
  publicCacheHeaders,
  readForm,
  routeValidationFailed,
  cookieValue,
} from './http.js';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

// `data()` throws a DataWithResponseInit; React Router turns it into the error response the boundary sees.
function asThrownData(error: unknown): { data: unknown; init: ResponseInit | null } {
  expect(error).toBeInstanceOf(Object);
  return error as { data: unknown; init: ResponseInit | null };
}

describe('404 helpers', () => {
  it('notFound throws the non-fatal 404 with the spec message', () => {
    const error = asThrownData(thrown(() => notFound('/nergens')));
    expect(error.init?.status).toBe(404);
    expect(error.data).toEqual({ message: 'Page not found: /nergens' });
  });

  it('routeValidationFailed throws 404 Page Not Found: {path}', () => {
    const error = asThrownData(thrown(() => routeValidationFailed('/weblog/abc/x')));
    expect(error.init?.status).toBe(404);
    expect(error.data).toEqual({ message: 'Page Not Found: /weblog/abc/x' });
  });
});

describe('cache headers', () => {
  it('lets a CDN cache anonymous pages briefly and never error responses', () => {
    expect(publicCacheHeaders({ loaderHeaders: new Headers() }).get('Cache-Control')).toBe(
      PUBLIC_CACHE_CONTROL,
    );
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(
      publicCacheHeaders({ loaderHeaders: new Headers(), errorHeaders: new Headers() }).get(
        'Cache-Control',
      ),
    ).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('makes the page private for a visitor with a session cookie', () => {
    const headers = new Headers({ 'Cache-Control': PUBLIC_CACHE_CONTROL });
    privatizeForSession(
      new Request('http://x/', { headers: { cookie: 'lang=nl; __session=abc' } }),
      headers,
    );
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    const anonymous = new Headers({ 'Cache-Control': PUBLIC_CACHE_CONTROL });
    privatizeForSession(new Request('http://x/', { headers: { cookie: 'lang=nl' } }), anonymous);
    expect(anonymous.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('never lets an error response be cached', () => {
    const headers = new Headers();
    privatizeForSession(new Request('http://x/'), headers, 404);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('readForm', () => {
  const post = (body: BodyInit | null, type?: string) =>
    new Request('http://site.test/login', {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    });

  it('reads a submitted form, urlencoded or multipart', async () => {
    expect(
      (await readForm(post('email=a%40b.nl', 'application/x-www-form-urlencoded'))).get('email'),
    ).toBe('a@b.nl');
    const multipart = new FormData();
    multipart.set('username', 'Sneeuwpop');
    expect((await readForm(post(multipart))).get('username')).toBe('Sneeuwpop');
  });

  it('answers a body that is no form with a Dutch 400, not a server error', async () => {
    for (const request of [
      post(null),
      post('{"email":"a@b.nl"}', 'application/json'),
      post('kapot', 'multipart/form-data; boundary=x'),
    ]) {
      expect(await readForm(request).catch((error: unknown) => error)).toMatchObject({
        data: {
          message: 'Het formulier kon niet worden gelezen. Verstuur het opnieuw vanaf de pagina.',
        },
        init: { status: 400, statusText: 'Bad Request' },
      });
    }
  });

  it('refuses a body over the limit with 413, declared or not, without reading it all', async () => {
    const tooLarge = {
      data: { message: 'Het formulier is te groot om te versturen.' },
      init: { status: 413, statusText: 'Payload Too Large' },
    };
    const big = `content=${'a'.repeat(FORM_MAX_BYTES)}`;
    const urlencoded = 'application/x-www-form-urlencoded';
    expect(await readForm(post(big, urlencoded)).catch((e: unknown) => e)).toMatchObject(tooLarge);
    // Streamed without a length: stops reading once past the limit.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(97));
      },
    });
    const streamed = new Request('http://site.test/login', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': urlencoded },
      duplex: 'half',
    } as RequestInit);
    expect(await readForm(streamed).catch((e: unknown) => e)).toMatchObject(tooLarge);
    expect(pulled).toBeLessThan(10);
    // Just under the limit is read.
    const fits = `content=${'a'.repeat(FORM_MAX_BYTES - 'content='.length)}`;
    expect((await readForm(post(fits, urlencoded))).get('content')).toHaveLength(
      FORM_MAX_BYTES - 'content='.length,
    );
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its whole name, empty or with = in its value', () => {
    const header = 'xlang=en; lang=nl; __session=a.b=c; leeg=';
    expect(cookieValue(header, 'lang')).toBe('nl');
    expect(cookieValue(header, '__session')).toBe('a.b=c');
    expect(cookieValue(header, 'leeg')).toBe('');
    expect(cookieValue(header, 'ander')).toBeNull();
    expect(cookieValue(null, 'lang')).toBeNull();
  });
});
