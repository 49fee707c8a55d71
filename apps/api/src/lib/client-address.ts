import { BlockList, isIP } from 'node:net';

/** What the per-address limits and the session list use when no address is known. */
export const UNKNOWN_ADDRESS = 'onbekend';

/**
 * An address in the form the API compares and stores: lower case, and an IPv4 address that a
 * dual-stack socket reports as `::ffff:127.0.0.1` written as plain `127.0.0.1`, so one client has
 * one rate-limit key whichever way it connected. Null when the text is not an IP address.
 */
export function normaliseAddress(text: string): string | null {
  const address = text.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  const plain = mapped ? mapped[1]! : address;
  return isIP(plain) ? plain : null;
}

/** One `TRUSTED_PROXIES` entry: an address or a network in CIDR notation (`10.0.0.0/8`). */
export interface ProxyEntry {
  address: string;
  family: 'ipv4' | 'ipv6';
  /** The network prefix length, absent for a single address. */
  prefix?: number;
}

/** Parses one `TRUSTED_PROXIES` entry; null when it is neither an address nor a CIDR network. */
export function parseProxyEntry(text: string): ProxyEntry | null {
  const [addressPart = '', prefixPart, ...rest] = text.trim().split('/');
  if (rest.length) return null;
  const address = normaliseAddress(addressPart);
  if (!address) return null;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  if (prefixPart === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(prefixPart)) return null;
  const prefix = Number(prefixPart);
  return prefix <= (family === 'ipv4' ? 32 : 128) ? { address, family, prefix } : null;
}

/** The proxies whose `X-Forwarded-For` entries the API believes. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** A matcher for the parsed `TRUSTED_PROXIES` entries (addresses and CIDR networks). */
export function trustedProxies(entries: readonly ProxyEntry[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry.prefix === undefined) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
  }
  return {
    has(text) {
      const address = normaliseAddress(text);
      if (!address) return false;
      return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address for per-address limits and the session list.
 *
 * `X-Forwarded-For` is only believed when the connection comes from a trusted proxy (the web
 * server on the same machine, a load balancer): anyone else could write any address into it. Each
 * proxy appends the address it saw, so the list is read from the right: entries added by trusted
 * proxies are skipped, and the first entry that is not a trusted proxy is the client. An entry that
 * is not an address ends the walk at the last proxy that can be vouched for; when every entry is a
 * trusted proxy the leftmost one is the best knowledge there is.
 *
 * @param peer the socket's remote address; undefined when unknown (then the header is ignored too)
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string {
  let address = peer ? normaliseAddress(peer) : null;
  if (!address) return UNKNOWN_ADDRESS;
  if (!forwardedFor) return address;
  const hops = forwardedFor.split(',').reverse();
  for (const hop of hops) {
    if (!trusted.has(address)) break;
    const next = normaliseAddress(hop);
    if (!next) break;
    address = next;
  }
  return address;
}
