import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { methodLabel, metrics } from '@/lib/platform/metrics';
import type { ServiceEnv } from './types';

/**
 * Each operation of the service, traced and measured: a span named by the operation's route
 * pattern (`GET /commerce/catalog/products/:id`), the child of the caller's span — the
 * storefront's in the same process, or the one a remote caller names in its W3C `traceparent` — and
 * `harbor_service_operation_duration_seconds` by operation, method and status. The SQL it runs is
 * traced beneath it (storage/observed-driver.ts).
 */
const tracer = trace.getTracer('harbor.commerce-service');

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** The route pattern that answered, or `unmatched` when only middleware did (a 404 or 405). */
function operationOf(c: Parameters<MiddlewareHandler<ServiceEnv>>[0]): string {
  const route = routePath(c, -1);
  return route.endsWith('*') ? 'unmatched' : route;
}

export const observe: MiddlewareHandler<ServiceEnv> = async (c, next) => {
  const parent = propagation.extract(context.active(), c.req.raw.headers, headerGetter);
  const method = methodLabel(c.req.method);
  const span = tracer.startSpan(
    `${method} commerce`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': c.req.path } },
    parent,
  );
  const started = performance.now();
  try {
    await context.with(trace.setSpan(parent, span), next);
  } finally {
    const operation = operationOf(c);
    const status = c.res.status;
    span.updateName(`${method} ${operation}`);
    span.setAttributes({ 'http.route': operation, 'http.response.status_code': status });
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
    const seconds = (performance.now() - started) / 1000;
    metrics().serviceOperations.observe({ operation, method, status: String(status) }, seconds);
  }
};
