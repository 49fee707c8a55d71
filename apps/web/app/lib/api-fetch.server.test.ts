import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BannerDocument, createClient, neverReachedServer } from '@nsv/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, createApiFetch } from './api-fetch.server.js';

let server: Server;
let base: string;
const seen: Array<{
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
  port?: number;
}> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
        port: req.socket.remotePort,
      });
      if (req.url === '/slow') return void setTimeout(() => res.end('te laat'), 2_000);
      if (req.url === '/leeg') return void res.writeHead(204).end();
      if (req.url === '/graphql') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ data: { banner: null } }));
      }
      res.writeHead(418, 'Ik ben een theepot', [
        'content-type',
        'text/plain; charset=utf-8',
        'set-cookie',
        'a=1',
        'set-cookie',
        'b=2',
      ]);
      res.end('héél goed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('apiFetch', () => {
  it('sends method, headers and body and answers a standard Response with status, headers and body', async () => {
    const response = await apiFetch(`${base}/iets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer abc' },
      body: '{"query":"{ me { id } }"}',
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(418);
    expect(response.ok).toBe(false);
    expect(response.statusText).toBe('Ik ben een theepot');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.text()).toBe('héél goed');

    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer abc');
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength(request.body)));
    expect(request.body).toBe('{"query":"{ me { id } }"}');
  });

  it('takes headers as a Headers object too, and answers 204 without a body', async () => {
    const response = await apiFetch(new URL(`${base}/leeg`), {
      headers: new Headers({ 'x-forwarded-for': '203.0.113.9' }),
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(seen.at(-1)!.method).toBe('GET');
    expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('keeps the connection to the API open for the next call', async () => {
    await (await apiFetch(`${base}/een`)).text();
    await (await apiFetch(`${base}/twee`)).text();
    const [first, second] = seen.slice(-2);
    expect(second!.port).toBe(first!.port);
  });

  it('rejects a refused connection like fetch does, so the retry policy knows it was never sent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const error = await apiFetch(`http://127.0.0.1:${port}/graphql`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect((error as { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');
    expect(neverReachedServer(error)).toBe(true);
  });

  it('stops a request when its signal aborts, with the signal reason', async () => {
    const controller = new AbortController();
    const pending = apiFetch(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = AbortSignal.abort();
    await expect(apiFetch(`${base}/slow`, { signal: aborted })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('fails a call on which the API stays silent, like a network failure', async () => {
    const impatient = createApiFetch({ idleTimeoutMs: 100 });
    const started = Date.now();
    const error = await impatient(`${base}/slow`).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect((error as { cause: Error }).cause.message).toBe('the API sent nothing for 100 ms');
    // A call that is answered in time is not cut off by the limit.
    expect((await impatient(`${base}/leeg`)).status).toBe(204);
  });

  it('serves the GraphQL client of @nsv/graphql', async () => {
    const client = createClient({ url: `${base}/graphql`, fetch: apiFetch });
    const result = await client.query(BannerDocument, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ banner: null });
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ operationName: 'Banner' });
  });
});
