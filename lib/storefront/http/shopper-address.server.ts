import 'server-only';
import { headers } from 'next/headers';
import { clientAddress, parseTrustedProxies } from '@/lib/platform/client-address';
import { recordedPeer } from '@/lib/platform/socket-address';

/**
 * The address a request came from (lib/platform/client-address.ts): the socket's peer, unless that
 * peer is one of `TRUSTED_PROXIES`; then the right-most X-Forwarded-For hop that is not. A client
 * cannot pick its own address by sending the header. Undefined when no peer was recorded.
 */
export function requestAddress(requestHeaders: Headers): string | undefined {
  return clientAddress(
    { socketAddress: recordedPeer(requestHeaders), forwardedFor: requestHeaders.get('x-forwarded-for') },
    parseTrustedProxies(process.env.TRUSTED_PROXIES),
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
