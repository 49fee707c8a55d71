import { describe, expect, it } from 'vitest';
import { proxyMedia } from './media-proxy.server.js';

const apiOrigin = 'http://api.test:4401';
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** A fetch standing in for the API's media endpoint: records requests, answers with `answer`. */
function mediaApi(answer: () => Response) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return answer();
  };
  return { fetchImpl, requests };
}

describe('proxyMedia', () => {
  it("asks the API's media endpoint for the same path and query, passing Accept and validators", async () => {
    const api = mediaApi(
      () =>
        new Response(png, {
          headers: {
            'content-type': 'image/webp',
            'content-length': '4',
            'cache-control': 'public, max-age=31536000, immutable',
            etag: '"abc"',
            vary: 'Accept',
            'set-cookie': 'x=1',
          },
        }),
    );
    const request = new Request('http://site.test/media/articles/solden.jpg?w=480', {
      headers: {
        accept: 'image/avif,image/webp,*/*',
        'if-none-match': '"old"',
        cookie: '__session=geheim',
      },
    });

    const response = await proxyMedia(request, { apiOrigin, fetch: api.fetchImpl });

    const upstream = api.requests[0]!;
    expect(upstream.url).toBe('http://api.test:4401/media/articles/solden.jpg?w=480');
    expect(upstream.headers.get('accept')).toBe('image/avif,image/webp,*/*');
    expect(upstream.headers.get('if-none-match')).toBe('"old"');
    // The visitor's session never travels to the media endpoint.
    expect(upstream.headers.has('cookie')).toBe(false);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('passes a 304 through without a body', async () => {
    const api = mediaApi(() => new Response(null, { status: 304, headers: { etag: '"abc"' } }));
    const response = await proxyMedia(new Request('http://site.test/media/a.png'), {
      apiOrigin,
      fetch: api.fetchImpl,
    });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"abc"');
  });

  it("passes the API's 404 through", async () => {
    const api = mediaApi(() => new Response('not found', { status: 404 }));
    const response = await proxyMedia(new Request('http://site.test/media/nope.png'), {
      apiOrigin,
      fetch: api.fetchImpl,
    });
    expect(response.status).toBe(404);
  });

  it('answers 502 in Dutch when the API cannot be reached', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const original = console.error;
    console.error = () => {};
    try {
      const response = await proxyMedia(new Request('http://site.test/media/a.png'), {
        apiOrigin,
        fetch: failing,
      });
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/kan nu niet worden opgehaald/);
    } finally {
      console.error = original;
    }
  });

  it('does not report a request the visitor abandoned as an API failure', async () => {
    const controller = new AbortController();
    const api = mediaApi(() => {
      controller.abort();
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const response = await proxyMedia(
        new Request('http://site.test/media/a.png', { signal: controller.signal }),
        { apiOrigin, fetch: api.fetchImpl },
      );
      expect(response.status).toBe(499);
      expect(logged).toHaveLength(0);
    } finally {
      console.error = original;
    }
  });

  it('never leaves /media, even for paths that try to climb out', async () => {
    const api = mediaApi(() => new Response('geheim'));
    const response = await proxyMedia(new Request('http://site.test/media/../graphql'), {
      apiOrigin,
      fetch: api.fetchImpl,
    });
    expect(response.status).toBe(404);
    expect(api.requests).toHaveLength(0);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const api = mediaApi(() => new Response('ok'));
    const response = await proxyMedia(
      new Request('http://site.test/media/a.png', { method: 'POST' }),
      {
        apiOrigin,
        fetch: api.fetchImpl,
      },
    );
    expect(response.status).toBe(405);
    expect(api.requests).toHaveLength(0);
  });
});
