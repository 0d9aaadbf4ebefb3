import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { loggerFor, messageOf } from '../logger';
import { methodLabel, metrics } from '../metrics';
import { startMetricsServer } from '../metrics-server';
import { REQUEST_ID_HEADER, requestIdFor, runWithRequest, type RequestContext } from '../request-context';
import { answerWithCache, type AnswerPolicy } from '../answer-cache';
import { HEALTH_PATHS, healthAnswer } from './health';
import { closeResources, isDraining, onShutdown, startDraining } from './lifecycle';
import type { RouteLabeler } from './route-labels';

/**
 * The HTTP server of a production process (the storefront's server/main.mjs, `npm run service`):
 * it answers `/healthz` and `/readyz` itself, gives every request an id (`X-Request-Id`, and the
 * `requestId` of its log lines), measures and logs it, hands the rest to the application, and
 * drains on SIGTERM:
 *
 * 1. readiness answers 503 at once, so the balancer stops sending new requests here;
 * 2. for `SHUTDOWN_DRAIN_SECONDS` (default 5) everything is still served, in flight or arriving:
 *    the balancer needs a few health checks to notice;
 * 3. the listener closes, idle connections are closed, open requests may finish within 25 s;
 * 4. the application, the database and Redis are closed, traces flushed, and the process exits 0.
 *
 * SIGINT (Ctrl-C at a terminal, with no balancer to tell) skips step 2; a second one exits at once.
 */
export interface ServeOptions {
  /** What the logs call this server: `storefront`, `commerce service`. */
  name: string;
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  port: number;
  hostname?: string;
  routeOf: RouteLabeler;
  /** Closes the application itself (Next's server) before the registered resources. */
  close?: () => Promise<void>;
  /** Which requests may be answered from the process's answer cache (lib/platform/answer-cache.ts). */
  answers?: AnswerPolicy;
  /** Drain on SIGTERM and SIGINT (default); off where the process is not the server's own (a test). */
  handleSignals?: boolean;
}

const DEFAULT_DRAIN_SECONDS = 5;
/** How long open requests may take to finish once the listener is closed. */
export const OPEN_REQUESTS_TIMEOUT_MS = 25_000;

export function drainSeconds(value = process.env.SHUTDOWN_DRAIN_SECONDS): number {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_DRAIN_SECONDS;
}

const KEEP_ALIVE_MS = 75_000;

const pathOf = (url: string | undefined) => (url ?? '/').split('?', 1)[0] || '/';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function serve(options: ServeOptions): Promise<Server> {
  const log = loggerFor('http');
  const { httpRequests, httpInFlight, pageCache, shuttingDown } = metrics();
  let open = 0;

  async function answerHealth(path: string, response: ServerResponse): Promise<void> {
    const { status, body } = await healthAnswer(path);
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(JSON.stringify(body));
  }

  function measure(request: IncomingMessage, response: ServerResponse, route: string, started: bigint) {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.writableFinished ? String(response.statusCode) : 'aborted';
    const method = methodLabel(request.method);
    httpRequests.observe({ route, method, status }, seconds);
    const cache = response.getHeader('x-nextjs-cache');
    if (typeof cache === 'string') pageCache.inc({ route, result: cache.toLowerCase() });
    const line = {
      method,
      path: pathOf(request.url),
      route,
      status: response.writableFinished ? response.statusCode : undefined,
      aborted: !response.writableFinished || undefined,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(typeof cache === 'string' && { cache }),
    };
    // Health checks come every second from every balancer: kept out of the info level.
    if (HEALTH_PATHS.has(line.path)) log.debug(line, 'request');
    else if (response.statusCode >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  }

  const server = createServer((request, response) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
    // The application sees the same id (a route handler, or a remote service it calls).
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader('X-Request-Id', requestId);
    const forwardedFor = request.headers['x-forwarded-for'];
    const context: RequestContext = {
      requestId,
      connection: {
        socketAddress: request.socket.remoteAddress,
        forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      },
    };
    if (isDraining()) response.setHeader('Connection', 'close');
    const path = pathOf(request.url);
    const route = options.routeOf(path);
    open++;
    httpInFlight.inc();
    response.once('close', () => {
      open--;
      httpInFlight.dec();
      runWithRequest(context, () => measure(request, response, route, started));
    });
    runWithRequest(context, async () => {
      try {
        if (HEALTH_PATHS.has(path)) await answerHealth(path, response);
        else
          await answerWithCache(
            options.answers,
            request,
            response,
            async () => options.handle(request, response),
            () => context.privateAnswer === true,
          );
      } catch (error) {
        log.error({ err: error }, `${options.name} failed to answer: ${messageOf(error)}`);
        if (!response.headersSent) {
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end('Internal Server Error');
        } else response.destroy();
      }
    });
  });

  // An idle keep-alive connection is closed by the balancer, never by this server while the balancer
  // may be sending a request on it at that moment (a 502): longer than balancers keep one (HAProxy
  // purges idle ones within seconds, nginx and cloud balancers after 60 s). A drain closes them.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  log.info({ port, hostname: options.hostname ?? '*' }, `${options.name} listening on port ${port}`);
  const metricsServer = await startMetricsServer();
  if (metricsServer)
    onShutdown('metrics server', () => new Promise<void>((done) => metricsServer.close(() => done())));

  async function waitForOpenRequests(): Promise<void> {
    const deadline = Date.now() + OPEN_REQUESTS_TIMEOUT_MS;
    while (open > 0 && Date.now() < deadline) {
      // A keep-alive connection that just finished its request is closed rather than reused.
      server.closeIdleConnections();
      await sleep(50);
    }
    if (open > 0) {
      log.warn(
        { open },
        `${open} requests still open after ${OPEN_REQUESTS_TIMEOUT_MS / 1000} s: closing them`,
      );
      server.closeAllConnections();
    }
  }

  let stopping: Promise<void> | undefined;
  async function stop(signal: NodeJS.Signals): Promise<void> {
    const started = Date.now();
    startDraining();
    shuttingDown.set(1);
    const drain = signal === 'SIGTERM' ? drainSeconds() : 0;
    log.info({ signal, drainSeconds: drain, open }, `${signal}: not ready any more; draining for ${drain} s`);
    await sleep(drain * 1000);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    log.info({ open }, 'listener closed; finishing open requests');
    await waitForOpenRequests();
    await closed;
    if (options.close)
      await options
        .close()
        .catch((error: unknown) => log.warn({ err: error }, 'closing the application failed'));
    await closeResources();
    log.info({ ms: Date.now() - started }, `${options.name} stopped`);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(130);
      log.info({ signal }, `${signal} again: already stopping`);
      return;
    }
    stopping = stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log.fatal({ err: error }, `stopping failed: ${messageOf(error)}`);
        process.exit(1);
      },
    );
  };
  if (options.handleSignals !== false) {
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  return server;
}
