import { isIP } from 'node:net';
import type { Context } from 'hono';
import { clientAddress } from '@/lib/platform/client-address';
import type { ServiceEnv } from './types';

/** What the service knows of the connection a request came over (Hono's bindings, see service.ts). */
export interface ServiceConnection {
  socketAddress?: string;
  /**
   * The shopper a call of the storefront in this process is made for (lib/service/embedded.ts): the
   * storefront found it as the service finds a socket's client, so it is taken as it is.
   */
  shopperAddress?: string;
}

const hasKey = <K extends string>(value: unknown, key: K): value is Record<K, unknown> =>
  typeof value === 'object' && value !== null && key in value;

/**
 * The peer's address from what the host passes beside the request: @hono/node-server passes
 * `{ incoming }` (the Node request, whose socket we read), the Next mount passes `{ socketAddress }`
 * (recorded by lib/platform/socket-address.ts), the storefront's own calls `{ shopperAddress }`.
 * Anything else is an in-process call without an address.
 */
export function connectionOf(env: unknown): ServiceConnection {
  if (hasKey(env, 'shopperAddress') && typeof env.shopperAddress === 'string' && isIP(env.shopperAddress))
    return { shopperAddress: env.shopperAddress };
  if (hasKey(env, 'socketAddress') && typeof env.socketAddress === 'string')
    return { socketAddress: env.socketAddress };
  if (
    hasKey(env, 'incoming') &&
    hasKey(env.incoming, 'socket') &&
    hasKey(env.incoming.socket, 'remoteAddress')
  ) {
    const address = env.incoming.socket.remoteAddress;
    if (typeof address === 'string') return { socketAddress: address };
  }
  return {};
}

/**
 * The calling client's address (lib/platform/client-address.ts): for the storefront's in-process
 * calls, its shopper's; undefined for an in-process call made for no shopper.
 */
export const requestClientAddress = (c: Context<ServiceEnv>) =>
  c.env.shopperAddress ??
  clientAddress(
    { socketAddress: c.env.socketAddress, forwardedFor: c.req.header('x-forwarded-for') },
    c.var.deps.config.trustedProxies,
  );
