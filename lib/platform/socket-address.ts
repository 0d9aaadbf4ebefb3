import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Next's route handlers see a web Request, never the socket: Next only copies the peer's address into
 * X-Forwarded-For when the client sent none, so a client that sends one picks its own address. This
 * records the peer of every HTTP request this process serves in a header of our own, overwriting
 * anything the client sent under that name, before Next (or any other handler) sees the request.
 * Node announces each request on the `http.server.request.start` diagnostics channel, synchronously,
 * before the server's request handler runs.
 */
export const SOCKET_ADDRESS_HEADER = 'x-platform-socket-address';

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

const isRequestStart = (message: unknown): message is RequestStart =>
  typeof message === 'object' && message !== null && 'request' in message && 'socket' in message;

const holder = globalThis as typeof globalThis & { __platformSocketAddresses?: boolean };

/** Starts recording; idempotent. Call it once at server start (instrumentation.ts). */
export function recordSocketAddresses(): void {
  if (holder.__platformSocketAddresses) return;
  holder.__platformSocketAddresses = true;
  subscribe('http.server.request.start', (message) => {
    if (!isRequestStart(message)) return;
    message.request.headers[SOCKET_ADDRESS_HEADER] = message.socket.remoteAddress ?? '';
  });
}

/**
 * The peer recorded for this request; undefined when recording is off (the header could then be
 * the client's own) or the request never came over a socket of this process.
 */
export function recordedSocketAddress(request: Request): string | undefined {
  return recordedPeer(request.headers);
}

/** The same, from a request's headers alone (a server component's `headers()`). */
export function recordedPeer(headers: Headers): string | undefined {
  if (!holder.__platformSocketAddresses) return undefined;
  return headers.get(SOCKET_ADDRESS_HEADER) || undefined;
}
