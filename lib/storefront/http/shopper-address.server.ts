import 'server-only';
import { headers } from 'next/headers';
import { clientAddress, trustedProxies } from '@/lib/platform/client-address';
import { currentConnection } from '@/lib/platform/request-context';
import { recordedPeer } from '@/lib/platform/socket-address';

/**
 * The address a request came from (lib/platform/client-address.ts): the socket's peer, unless that
 * peer is one of `TRUSTED_PROXIES`; then the right-most X-Forwarded-For hop that is not. A client
 * cannot pick its own address by sending the header. Undefined when no peer was recorded.
 */
export function requestAddress(requestHeaders: Headers): string | undefined {
  return clientAddress(
    { socketAddress: recordedPeer(requestHeaders), forwardedFor: requestHeaders.get('x-forwarded-for') },
    trustedProxies(),
  );
}

/**
 * The shopper's address for this request, passed on to the commerce service with the calls made
 * for them (README "Client addresses"): its per-address limits (new carts) count shoppers, not
 * the storefront that calls it for all of them.
 */
export async function shopperAddress(): Promise<string | undefined> {
  return requestAddress(await headers());
}

/**
 * The same address, found from the request this process is serving (lib/platform/request-context.ts)
 * rather than from `headers()`: it can be read anywhere the request's work runs, also inside a
 * cached function or the proxy, where `headers()` cannot be called. It is never part of what a
 * cached function is keyed by: a cached catalog answer stays one for every shopper. Undefined
 * outside a request served by this process's HTTP server (a build, `next dev`).
 */
export function currentShopperAddress(): string | undefined {
  const connection = currentConnection();
  return connection ? clientAddress(connection, trustedProxies()) : undefined;
}
