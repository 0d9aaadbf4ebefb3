import { BlockList, isIP } from 'node:net';

/**
 * Which peers may tell us the client's address. The `TRUSTED_PROXIES` setting lists addresses and
 * CIDR ranges, comma-separated (`10.0.0.5, 10.1.0.0/16, fd00::/8`); unset or empty trusts no one,
 * and every X-Forwarded-For header is then ignored.
 */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** IPv4 peers of a dual-stack socket read as `::ffff:1.2.3.4`; they are the same client as `1.2.3.4`. */
const normalize = (address: string) => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const ip = normalize(address);
    if (isIP(ip) === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range`);
    if (prefix === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, Number(prefix), family(ip));
  }
  return { has: (address) => isIP(address) !== 0 && list.check(address, family(address)) };
}

let parsed: { setting: string | undefined; proxies: TrustedProxies } | undefined;

/**
 * This process's `TRUSTED_PROXIES`, parsed once rather than for every request that asks who its
 * client is (and again only when the setting changes, as the tests change it).
 */
export function trustedProxies(): TrustedProxies {
  const setting = process.env.TRUSTED_PROXIES;
  if (!parsed || parsed.setting !== setting) parsed = { setting, proxies: parseTrustedProxies(setting) };
  return parsed.proxies;
}

export interface ClientConnection {
  /** The peer of the TCP connection; unknown for a request handed over in-process. */
  socketAddress?: string;
  /** The request's X-Forwarded-For header, if any. */
  forwardedFor?: string | null;
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the right-most
 * X-Forwarded-For hop that is not itself a trusted proxy (each proxy appends the address it saw, so
 * hops to the left of it are whatever the client sent). Undefined when the request did not come
 * over a socket (an in-process call from the storefront, which limits its own clients).
 */
export function clientAddress(connection: ClientConnection, trusted: TrustedProxies): string | undefined {
  if (!connection.socketAddress) return undefined;
  let address = normalize(connection.socketAddress);
  if (!trusted.has(address)) return address;
  const hops = (connection.forwardedFor ?? '').split(',').map(normalize).filter(Boolean);
  for (const hop of hops.reverse()) {
    address = hop;
    if (!trusted.has(hop)) break;
  }
  return address;
}
