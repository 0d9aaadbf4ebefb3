import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { ClientConnection } from './client-address';

/** What every log line of one request carries: its id, sent back to the client as `X-Request-Id`. */
export interface RequestContext {
  requestId: string;
  /**
   * Who the request came from (its socket's peer and X-Forwarded-For), for the address of the
   * shopper a storefront calls a remote service for (lib/storefront/http/shopper-address.server.ts).
   */
  connection?: ClientConnection;
  /**
   * Set when the answer is about this shopper alone (a search refused past their limit): the
   * answer cache (answer-cache.ts) never keeps it for others.
   */
  privateAnswer?: boolean;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * One store per process, shared through `globalThis`: the HTTP server that opens a request's context
 * and the code that logs inside it may be different copies of this module (Next bundles the app,
 * `npm run service` does not).
 */
const holder = globalThis as typeof globalThis & {
  __platformRequestContext?: AsyncLocalStorage<RequestContext>;
};
const store = (holder.__platformRequestContext ??= new AsyncLocalStorage<RequestContext>());

export const runWithRequest = <T>(context: RequestContext, work: () => T): T => store.run(context, work);

/** The id of the request being served here, if any. */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;

/** The connection of the request being served here, if any. */
export const currentConnection = (): ClientConnection | undefined => store.getStore()?.connection;

/** Marks the answer being made as this shopper's own: it is not kept for anyone else. */
export function keepAnswerPrivate(): void {
  const context = store.getStore();
  if (context) context.privateAnswer = true;
}

/**
 * The id a request is known by: the one a balancer in front already gave it (HAProxy's `unique-id`,
 * a CDN's), when it looks like an id and not like something to inject into a log, else a new one.
 */
export function requestIdFor(offered: string | string[] | undefined): string {
  const value = Array.isArray(offered) ? offered[0] : offered;
  return value && /^[A-Za-z0-9._:-]{8,128}$/.test(value) ? value : randomUUID();
}
