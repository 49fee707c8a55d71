import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import {
  clientAddress,
  normaliseAddress,
  parseProxyEntry,
  trustedProxies,
  UNKNOWN_ADDRESS,
  type ProxyEntry,
} from './client-address.js';

const entries = (...texts: string[]): ProxyEntry[] => texts.map((t) => parseProxyEntry(t)!);
const loopback = trustedProxies(loadEnv({}).trustedProxies);

describe('client address', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', loopback)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '127.0.0.1, 10.0.0.1', loopback)).toBe('203.0.113.9');
  });

  it("takes the trusted proxy's entry: the rightmost one, which that proxy appended", () => {
    // The client wrote 1.2.3.4 itself; the web server appended the address it saw.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::1', '2001:DB8::7', loopback)).toBe('2001:db8::7');
  });

  it('walks from the right past every trusted proxy', () => {
    const chain = trustedProxies(entries('127.0.0.1', '10.0.0.0/8'));
    // client → load balancer (10.1.1.1) → web server (10.2.2.2) → API
    expect(clientAddress('10.2.2.2', '6.6.6.6, 198.51.100.7, 10.1.1.1', chain)).toBe(
      '198.51.100.7',
    );
    // Every hop trusted: the leftmost is the furthest one known.
    expect(clientAddress('127.0.0.1', '10.9.9.9, 10.1.1.1', chain)).toBe('10.9.9.9');
  });

  it('stops at an entry that is not an address', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7, unknown', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', loopback)).toBe('127.0.0.1');
  });

  it('knows no address without a peer, whatever the header says', () => {
    expect(clientAddress(undefined, '198.51.100.7', loopback)).toBe(UNKNOWN_ADDRESS);
  });

  it('writes IPv4-mapped IPv6 addresses as IPv4, so one client has one key', () => {
    expect(normaliseAddress(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1');
    expect(clientAddress('::ffff:192.0.2.1', null, loopback)).toBe('192.0.2.1');
    expect(normaliseAddress('localhost')).toBeNull();
  });
});

describe('TRUSTED_PROXIES', () => {
  it('trusts loopback by default, in each form a socket reports it', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(loopback.has(address), address).toBe(true);
    expect(loopback.has('127.0.0.2')).toBe(false);
    expect(loopback.has('192.168.1.1')).toBe(false);
  });

  it('takes addresses and CIDR networks, or none', () => {
    const env = loadEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8 , fd00::/8,192.0.2.5' });
    const trusted = trustedProxies(env.trustedProxies);
    expect(['10.200.3.4', 'fd00::1', '192.0.2.5'].map((a) => trusted.has(a))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '127.0.0.1', '192.0.2.6'].map((a) => trusted.has(a))).toEqual([
      false,
      false,
      false,
    ]);
    expect(loadEnv({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });

  it('refuses what is not an address or network, in Dutch', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '1.2.3.4/8/9'])
      expect(() => loadEnv({ TRUSTED_PROXIES: bad }), bad).toThrow(
        /TRUSTED_PROXIES: .* is geen IP-adres of netwerk/,
      );
  });
});
