import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { loggerFor } from './logger';
import { currentRequestId, REQUEST_ID_HEADER } from './request-context';
import { onShutdown } from './server/lifecycle';

/**
 * OpenTelemetry traces, exported as OTLP over HTTP (protobuf) when `OTEL_EXPORTER_OTLP_ENDPOINT`
 * (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set; nothing otherwise: no provider is registered, so
 * Next's spans and ours cost nothing. The exporter and the batch processor read the standard
 * `OTEL_*` variables (headers, timeouts, batch sizes); `OTEL_SERVICE_NAME` and
 * `OTEL_RESOURCE_ATTRIBUTES` name the process. Context crosses processes as W3C `traceparent`.
 */
export const tracingEndpoint = (env = process.env) =>
  env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;

const holder = globalThis as typeof globalThis & { __platformTracing?: NodeTracerProvider };

/** Starts exporting traces as `serviceName` (unless OTEL_SERVICE_NAME says otherwise); idempotent. */
export function startTracing(serviceName: string): boolean {
  if (holder.__platformTracing) return true;
  const endpoint = tracingEndpoint();
  if (!endpoint) return false;
  const log = loggerFor('tracing');
  const protocol = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (protocol && protocol !== 'http/protobuf') {
    log.warn({ protocol }, `OTLP protocol ${protocol} is not supported here: exporting http/protobuf`);
  }
  const resource = resourceFromAttributes({
    'service.name': process.env.OTEL_SERVICE_NAME || serviceName,
  }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context and baggage propagators.
  provider.register();
  holder.__platformTracing = provider;
  onShutdown('traces', () => provider.shutdown());
  log.info({ endpoint }, 'exporting traces over OTLP');
  return true;
}

type Fetch = (request: Request) => Promise<Response>;

const tracer = trace.getTracer('harbor.commerce-client');

/**
 * `fetch` for the commerce client: each call a client span (`commerce POST`, with the URL and the
 * status), its context sent along as `traceparent`, and the request id of the request being served
 * as `X-Request-Id`, so the service's logs and spans join this request's — in this process (the
 * embedded service) or in another (`COMMERCE_BASE_URL`). The request is the client's own, made for
 * this one call, so its headers are added to in place rather than copied into another Request (issue
 * 28: a copy per call was a cost of every cart read).
 */
export function tracedFetch(send: Fetch = (request) => fetch(request)): Fetch {
  return async (request) => {
    const url = new URL(request.url);
    const span = tracer.startSpan(`commerce ${request.method}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'server.address': url.hostname,
        'url.path': url.pathname,
      },
    });
    const { headers } = request;
    const requestId = currentRequestId();
    if (requestId && !headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
    const active = trace.setSpan(context.active(), span);
    propagation.inject(active, headers, { set: (carrier, key, value) => carrier.set(key, value) });
    try {
      const response = await context.with(active, () => send(request));
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      span.end();
    }
  };
}
