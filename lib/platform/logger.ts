import { trace } from '@opentelemetry/api';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { scrubFields, scrubText } from './log-scrub';
import { currentRequestId } from './request-context';

/**
 * The process's one logger: JSON lines on standard output (pino), at `LOG_LEVEL` (default `info`),
 * each with the request it was written for (`requestId`, also sent back as `X-Request-Id`) and,
 * when tracing is on, the trace and span it belongs to. Every record passes `log-scrub`, so a
 * password, token, card number, cookie or secret link never reaches the output.
 */
export type { Logger };

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const levelOf = (value: string | undefined) =>
  LEVELS.find((level) => level === value?.toLowerCase()) ?? 'info';

function createLogger(): Logger {
  return pino({
    level: levelOf(process.env.LOG_LEVEL),
    base: { pid: process.pid, service: process.env.OTEL_SERVICE_NAME || 'harbor-storefront' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => scrubFields(fields) as Record<string, unknown>,
    },
    mixin() {
      const requestId = currentRequestId();
      const span = trace.getActiveSpan()?.spanContext();
      return {
        ...(requestId && { requestId }),
        ...(span && { traceId: span.traceId, spanId: span.spanId }),
      };
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  });
}

/** Shared through `globalThis`: the server, the app's bundle and the cache handler log through one. */
const holder = globalThis as typeof globalThis & { __platformLogger?: Logger };

export function logger(): Logger {
  return (holder.__platformLogger ??= createLogger());
}

/** A logger whose lines name the part of the system that wrote them (`component`). */
export const loggerFor = (component: string): Logger => logger().child({ component });

/** The message of an unknown thrown value, for a log line. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Routes `console` to the logger, so that everything a production server writes is a JSON line,
 * Next's own messages (a failed render) included, and passes the same scrubbing.
 */
export function captureConsole(): void {
  const log = loggerFor('console');
  const to =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      log[level](format(...args));
  console.debug = to('debug');
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
}
