import { describe, expect, it } from 'vitest';
import { action, csrfProblem, MAX_BODY_BYTES } from './graphql.js';

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/graphql', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', ...headers },
    body: '{}',
  });

describe('csrfProblem of /graphql', () => {
  it('lets a same-origin JSON POST through', () => {
    expect(
      csrfProblem(
        post({
          'content-type': 'application/json',
          origin: 'http://127.0.0.1:3000',
          'sec-fetch-site': 'same-origin',
        }),
      ),
    ).toBeNull();
    // Older browsers send neither header: the JSON content type is the wall.
    expect(csrfProblem(post({ 'content-type': 'application/json; charset=utf-8' }))).toBeNull();
  });

  it('refuses what a page elsewhere can send: forms, other origins, cross-site fetches', () => {
    expect(csrfProblem(post({ 'content-type': 'application/x-www-form-urlencoded' }))).toMatch(
      /Content-Type/,
    );
    expect(csrfProblem(post({ 'content-type': 'text/plain' }))).toMatch(/Content-Type/);
    expect(
      csrfProblem(post({ 'content-type': 'application/json', origin: 'https://evil.example' })),
    ).toMatch(/Cross-site/);
    expect(
      csrfProblem(post({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })),
    ).toMatch(/Cross-site/);
    expect(
      csrfProblem(post({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })),
    ).toMatch(/Cross-site/);
  });

  it('asks a GET for the graphql-preflight header, like the API', () => {
    const get = (headers: Record<string, string> = {}) =>
      new Request('http://127.0.0.1:3000/graphql?query=%7Bme%7Bid%7D%7D', { headers });
    expect(csrfProblem(get())).toMatch(/graphql-preflight/);
    expect(csrfProblem(get({ 'graphql-preflight': '1' }))).toBeNull();
  });

  it('refuses other methods', () => {
    expect(csrfProblem(new Request('http://127.0.0.1:3000/graphql', { method: 'PUT' }))).toBe(
      'Method not allowed',
    );
  });
});

describe('POST /graphql refusals', () => {
  const call = (request: Request) => action({ request } as Parameters<typeof action>[0]);

  it('answers a refused request as a GraphQL error the client can read', async () => {
    const response = await call(post({ 'content-type': 'text/plain' }));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      errors: [
        { message: 'POST needs Content-Type application/json', extensions: { code: 'forbidden' } },
      ],
    });
  });

  it('refuses a body larger than the limit before reading it', async () => {
    const response = await call(
      post({ 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) }),
    );
    expect(response.status).toBe(413);
  });

  it('refuses a body sent without a length once it passes the limit, without reading on', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(' '.repeat(16 * 1024)));
      },
    });
    const response = await call(
      new Request('http://127.0.0.1:3000/graphql', {
        method: 'POST',
        headers: { host: '127.0.0.1:3000', 'content-type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES / (16 * 1024) + 3);
  });
});
