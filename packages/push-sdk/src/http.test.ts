import { describe, expect, it } from 'vitest';
import { NetworkError } from './errors.js';
import { apiUrl, basicAuth, createTransport } from './http.js';

const config = {
  apiHost: 'https://push.test/',
  applicationKey: 'sleutel',
  applicationSecret: 'geheim-é',
};

function transportAnswering(response: () => Response) {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const send = createTransport(
    () => async (url, init) => {
      seen.push({ url, init });
      return response();
    },
    () => config,
  );
  return { send, seen };
}

describe('transport', () => {
  it('builds URLs under /api, leaving out undefined query values', () => {
    expect(apiUrl('https://push.test/', '/push', { skip: 0, since: undefined, q: 'a b' })).toBe(
      'https://push.test/api/push?skip=0&q=a%20b',
    );
  });

  it('encodes key and secret as UTF-8 for Basic auth', () => {
    const header = basicAuth('sleutel', 'geheim-é');
    const bytes = Uint8Array.from(atob(header.replace('Basic ', '')), (c) => c.charCodeAt(0));
    const decoded = new TextDecoder().decode(bytes);
    expect(decoded).toBe('sleutel:geheim-é');
  });

  it('sends JSON with Accept, Content-Type and Authorization, and parses the answer', async () => {
    const { send, seen } = transportAnswering(() => Response.json({ ok: true }));
    expect(await send({ method: 'POST', path: '/event', body: { a: 1 } })).toEqual({ ok: true });
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: basicAuth('sleutel', 'geheim-é'),
      },
    });
    expect(seen[0]?.init?.keepalive).toBeUndefined();
  });

  it('answers undefined for an empty body', async () => {
    const { send } = transportAnswering(() => new Response(null, { status: 204 }));
    expect(await send({ method: 'DELETE', path: '/push/x' })).toBeUndefined();
  });

  it.each([
    [{ error: 'device not found' }, 'device not found'],
    [{ message: 'kapot' }, 'kapot'],
    [{ error: { code: 'not-found', message: 'Device x not found' } }, 'Device x not found'],
  ])('puts the provider message of %j in the NetworkError', async (body, detail) => {
    const { send } = transportAnswering(() => Response.json(body, { status: 404 }));
    const error = await send({ method: 'GET', path: '/push/x/tags' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      `Push provider call GET /push/x/tags failed (status 404): ${detail}`,
    );
  });

  it('rejects a successful answer that is not JSON', async () => {
    const { send } = transportAnswering(() => new Response('<html>', { status: 200 }));
    await expect(send({ method: 'GET', path: '/application/info' })).rejects.toThrow(/not JSON/);
  });
});
