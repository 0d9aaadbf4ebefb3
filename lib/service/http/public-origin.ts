import type { Context } from 'hono';
import type { ServiceConfig } from '../config';
import type { ServiceConnection } from './connection';

const normalizePeer = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** A forwarded host as a proxy writes it: a name or an address, and an optional port; nothing else. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin a client reached the service at, for the absolute links and file URLs in answers
 * (README "Behind a proxy"). In order: `PUBLIC_ORIGIN` when set; else, when the connection's peer is
 * listed in `TRUSTED_PROXIES`, its `X-Forwarded-Host` (and `-Proto`, `http` or `https`); else the
 * request's own. A client's X-Forwarded-Host from any other address is ignored: it would otherwise
 * name the host of the links it (or a cache in front) is served. An in-process call from the
 * storefront (no socket) keeps the request's origin, which the storefront turns into its own paths.
 */
export function publicRequestOrigin(c: Context, url = new URL(c.req.url)): string {
  const own = url.origin;
  const socketAddress = (c.env as ServiceConnection | undefined)?.socketAddress;
  if (!socketAddress) return own;
  const config = (c.get('deps') as { config: ServiceConfig } | undefined)?.config;
  if (!config) return own;
  if (config.publicOrigin) return config.publicOrigin;
  if (!config.trustedProxies.has(normalizePeer(socketAddress))) return own;
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const host = first('x-forwarded-host');
  if (!host || !HOST.test(host)) return own;
  const proto = first('x-forwarded-proto')?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  const origin = `${scheme}://${host}`;
  return URL.canParse(origin) ? new URL(origin).origin : own;
}

/** The request's URL with its origin replaced by {@link publicRequestOrigin}. */
export function publicRequestUrl(c: Context): URL {
  const url = new URL(c.req.url);
  const origin = publicRequestOrigin(c, url);
  // A new URL, not `url.host = …`: setting a host without a port keeps the old port.
  return origin === url.origin ? url : new URL(`${url.pathname}${url.search}`, origin);
}
