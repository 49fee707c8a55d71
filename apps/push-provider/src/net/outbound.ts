import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

// The provider calls URLs that API callers choose (webhook targets, push subscription endpoints), and
// the credentials of `/api` are public by nature (they ship in the site's JavaScript). Without a guard
// anyone could make the provider POST into its own network: the database, an admin port, the cloud
// metadata service at 169.254.169.254. Decision 0454.

/** How outgoing requests to caller-chosen URLs are guarded. */
export interface OutboundPolicy {
  /** Allow loopback, private, link-local and other non-public addresses (development and tests only). */
  allowPrivateTargets: boolean;
  /** Resolves a host name to all its addresses (default: the system resolver, `dns.lookup`). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** A target the policy refuses; its message says why, for a 400 answer or a delivery log line. */
export class RefusedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

/** IPv4 ranges that are not public unicast addresses. */
const NON_PUBLIC_IPV4: [network: string, prefix: number][] = [
  ['0.0.0.0', 8], // "this network", including the unspecified address 0.0.0.0
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space (RFC 6598): carrier NAT, and some clouds' metadata
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking networks
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address
];

/** IPv6 ranges that are not public unicast addresses. */
const NON_PUBLIC_IPV6: [network: string, prefix: number][] = [
  ['::', 96], // unspecified (::), loopback (::1) and the deprecated IPv4-compatible addresses
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique local (the IPv6 private range)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed on old networks)
  ['ff00::', 8], // multicast
];

/** The 32 bits of an IPv4 address as the two hextets of an IPv6 address. */
function hextets(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

const nonPublic = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) {
  // BlockList matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against these rules by itself.
  nonPublic.addSubnet(network, prefix, 'ipv4');
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address inside an IPv6 one; a gateway
  // may translate them into the IPv4 network, so the embedded address counts.
  nonPublic.addSubnet(`64:ff9b::${hextets(network)}`, 96 + prefix, 'ipv6');
  nonPublic.addSubnet(`2002:${hextets(network)}::`, 16 + prefix, 'ipv6');
}
for (const [network, prefix] of NON_PUBLIC_IPV6) nonPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is a public unicast address (not loopback, private, link-local, …). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) throw new TypeError(`Not an IP address: ${address}`);
  return !nonPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The host of a URL as a resolver or `isIP` takes it: IPv6 without brackets, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

const NON_PUBLIC_MESSAGE = 'a loopback, private, link-local or unspecified address';

/**
 * What can be said about a URL without asking DNS: refuses IP literals that are not public and
 * `localhost` names (RFC 6761: always loopback) unless private targets are allowed. Returns the reason
 * for refusal, or null. The full check, with DNS, happens when the request is made.
 */
export function staticRefusal(url: URL, policy: OutboundPolicy): string | null {
  if (policy.allowPrivateTargets) return null;
  const host = hostOf(url).toLowerCase();
  if (isIP(host) !== 0)
    return isPublicAddress(host) ? null : `${url.host} is ${NON_PUBLIC_MESSAGE}`;
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return `${url.host} is ${NON_PUBLIC_MESSAGE}`;
  }
  return null;
}

const systemResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host once and checks every address it resolves to. A name with any non-public
 * address is refused (a name that mixes public and private answers is how DNS rebinding starts).
 * The addresses answered are the only ones the request may then connect to.
 */
export async function resolveTarget(url: URL, policy: OutboundPolicy): Promise<LookupAddress[]> {
  const host = hostOf(url);
  const family = isIP(host);
  const addresses =
    family !== 0 ? [{ address: host, family }] : await (policy.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new Error(`${url.host} has no address`);
  if (!policy.allowPrivateTargets) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      // A host name's private address is not told back: it would map the provider's network.
      throw new RefusedTargetError(
        `${url.host} ${family !== 0 ? 'is' : 'resolves to'} ${NON_PUBLIC_MESSAGE}`,
      );
    }
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for `net.connect` that answers only the addresses already checked, never asking DNS again. */
function pinnedLookup(addresses: LookupAddress[]) {
  return (_hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const wanted =
      options.family === 4 || options.family === 6
        ? addresses.filter((entry) => entry.family === options.family)
        : addresses;
    if (wanted.length === 0) {
      const error: NodeJS.ErrnoException = new Error('No checked address of the wanted family');
      error.code = 'ENOTFOUND';
      callback(error, []);
    } else if (options.all) callback(null, wanted);
    else callback(null, wanted[0]!.address, wanted[0]!.family);
  };
}

// Kept-alive connections: a send to many subscriptions of one push service reuses its connections.
// A pooled connection was opened to an address that was checked when it was made.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** One outgoing request. */
export interface OutboundRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Abort after this many milliseconds (connect, send and answer together). */
  timeoutMs: number;
}

/**
 * Sends a request to a caller-chosen http(s) URL under the policy and answers the status (the body
 * is read and dropped). The host is resolved once and checked, and the connection goes to exactly
 * the addresses checked, so DNS cannot answer differently between check and connect. Redirects are
 * not followed: a redirect could lead anywhere, so it is just an answer.
 * Rejects with RefusedTargetError for a refused target, with other errors when it cannot be reached.
 */
export async function sendOutbound(
  target: string | URL,
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<{ status: number }> {
  const url = new URL(target);
  const agent = url.protocol === 'https:' || url.protocol === 'http:' ? agents[url.protocol] : null;
  if (!agent) throw new RefusedTargetError(`${url.protocol} URLs are not called`);
  const addresses = await resolveTarget(url, policy);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers,
        agent,
        lookup: pinnedLookup(addresses),
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        // Drained, not kept: only the status matters, and a target must not fill our memory.
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
