import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RefusedTargetError,
  isPublicAddress,
  resolveTarget,
  sendOutbound,
  staticRefusal,
  type OutboundPolicy,
} from './outbound.js';

/** A resolver that answers from a table and counts its calls. */
function fakeResolver(answers: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    const rounds = answers[hostname];
    if (!rounds)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const round = rounds[Math.min(calls.filter((h) => h === hostname).length, rounds.length - 1)]!;
    calls.push(hostname);
    return round.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.0.1', 'RFC 1918'],
    ['172.31.255.255', 'RFC 1918'],
    ['192.168.1.10', 'RFC 1918'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['100.100.100.200', 'shared address space (a cloud metadata service)'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:7f00:1::', '6to4 of loopback'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '142.250.180.10', '2a00:1450:4001::200e', '64:ff9b::808:808'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('staticRefusal', () => {
  const guarded: OutboundPolicy = { allowPrivateTargets: false };

  it('refuses non-public IP literals and localhost names, without asking DNS', () => {
    expect(staticRefusal(new URL('https://127.0.0.1/push'), guarded)).toBe(
      '127.0.0.1 is a loopback, private, link-local or unspecified address',
    );
    expect(staticRefusal(new URL('https://[fe80::1]:8443/push'), guarded)).toMatch(
      /^\[fe80::1\]:8443 is a loopback/,
    );
    expect(staticRefusal(new URL('https://localhost/push'), guarded)).not.toBeNull();
    expect(staticRefusal(new URL('https://push.localhost./push'), guarded)).not.toBeNull();
    expect(staticRefusal(new URL('https://fcm.googleapis.com/fcm/send/x'), guarded)).toBeNull();
    expect(staticRefusal(new URL('https://8.8.8.8/push'), guarded)).toBeNull();
  });

  it('refuses nothing when private targets are allowed', () => {
    expect(staticRefusal(new URL('http://127.0.0.1/'), { allowPrivateTargets: true })).toBeNull();
  });
});

describe('resolveTarget', () => {
  it('refuses a name that resolves to the metadata address, without telling the address', async () => {
    const { resolve } = fakeResolver({ 'metadata.example': [['169.254.169.254']] });
    const error = await resolveTarget(new URL('http://metadata.example/latest/'), {
      allowPrivateTargets: false,
      resolve,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedTargetError);
    expect((error as Error).message).toBe(
      'metadata.example resolves to a loopback, private, link-local or unspecified address',
    );
  });

  it('refuses a name with any non-public address among public ones', async () => {
    const { resolve } = fakeResolver({ 'mixed.example': [['93.184.216.34', '10.0.0.8']] });
    await expect(
      resolveTarget(new URL('https://mixed.example/'), { allowPrivateTargets: false, resolve }),
    ).rejects.toBeInstanceOf(RefusedTargetError);
  });

  it('answers the checked addresses, private ones too when allowed', async () => {
    const { resolve } = fakeResolver({ 'metadata.example': [['169.254.169.254']] });
    expect(
      await resolveTarget(new URL('http://metadata.example/'), {
        allowPrivateTargets: true,
        resolve,
      }),
    ).toEqual([{ address: '169.254.169.254', family: 4 }]);
    expect(
      await resolveTarget(new URL('http://169.254.169.254/'), { allowPrivateTargets: true }),
    ).toEqual([{ address: '169.254.169.254', family: 4 }]);
  });
});

describe('sendOutbound', () => {
  const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let port = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url === '/redirect') {
        response.writeHead(302, { Location: `http://127.0.0.1:${port}/elsewhere` }).end();
      } else response.writeHead(202).end('a body nobody reads');
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = { method: 'POST', headers: { 'Content-Type': 'text/plain' }, timeoutMs: 2_000 };

  it('refuses a loopback target before connecting when private targets are not allowed', async () => {
    const before = received.length;
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://localhost:${port}/hook`,
    ]) {
      await expect(
        sendOutbound(url, { ...post, body: 'x' }, { allowPrivateTargets: false }),
      ).rejects.toBeInstanceOf(RefusedTargetError);
    }
    expect(received).toHaveLength(before);
  });

  it('connects to the address it checked, with the name as Host, and asks DNS once', async () => {
    // `push-service.test` means nothing to the system resolver: the request can only arrive if the
    // connection used the checked answer.
    const dns = fakeResolver({ 'push-service.test': [['127.0.0.1'], ['10.255.255.1']] });
    const answer = await sendOutbound(
      `http://push-service.test:${port}/push/1`,
      { ...post, body: 'versleuteld' },
      { allowPrivateTargets: true, resolve: dns.resolve },
    );
    expect(answer).toEqual({ status: 202 });
    expect(received.at(-1)).toMatchObject({
      path: '/push/1',
      body: 'versleuteld',
      headers: { host: `push-service.test:${port}` },
    });
    expect(dns.calls).toEqual(['push-service.test']);
  });

  it('never connects to a second, different DNS answer (rebinding between check and connect)', async () => {
    // First answer public (a documentation address that leads nowhere), then loopback: a client that
    // resolved again when connecting would reach the local server.
    const dns = fakeResolver({ 'rebind.test': [['203.0.113.7'], ['127.0.0.1']] });
    const before = received.length;
    await expect(
      sendOutbound(
        `http://rebind.test:${port}/hook`,
        { ...post, timeoutMs: 500 },
        { allowPrivateTargets: false, resolve: dns.resolve },
      ),
    ).rejects.toThrow();
    expect(received).toHaveLength(before);
    expect(dns.calls).toEqual(['rebind.test']);
  });

  it('answers a redirect as a status instead of following it', async () => {
    const before = received.length;
    const answer = await sendOutbound(`http://127.0.0.1:${port}/redirect`, post, {
      allowPrivateTargets: true,
    });
    expect(answer.status).toBe(302);
    expect(received.slice(before).map((r) => r.path)).toEqual(['/redirect']);
  });

  it('refuses other protocols', async () => {
    await expect(
      sendOutbound('ftp://example.org/x', post, { allowPrivateTargets: true }),
    ).rejects.toBeInstanceOf(RefusedTargetError);
  });
});
