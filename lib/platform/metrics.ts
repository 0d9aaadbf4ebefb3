import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of one process (prom-client), served on `METRICS_PORT` by metrics-server.ts
 * and never on the public port. Every name is listed in the README ("Operating it"). Labels take
 * bounded values only (route patterns, operations, outcomes), never ids or paths as typed.
 */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request method as a label: anything a client invents counts as `OTHER`, so labels stay few. */
export const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : 'OTHER');

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'harbor_' });
  const pools = new Map<string, () => PoolState>();

  return {
    registry,
    /** Storage pools observed at scrape time (`observePool`). */
    pools,
    httpRequests: new Histogram({
      name: 'harbor_http_request_duration_seconds',
      help: 'HTTP requests served, by route pattern, method and status, and how long they took',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    httpInFlight: new Gauge({
      name: 'harbor_http_requests_in_flight',
      help: 'HTTP requests being served now',
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'harbor_page_cache_requests_total',
      help: "Pages answered from Next's page cache (hit, stale) or rendered for it (miss), by route",
      labelNames: ['route', 'result'] as const,
      registers: [registry],
    }),
    sharedCache: new Counter({
      name: 'harbor_shared_cache_requests_total',
      help: "Reads of the 'use cache' entries shared in Redis: hit, miss, or error (Redis down)",
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    serviceOperations: new Histogram({
      name: 'harbor_service_operation_duration_seconds',
      help: "Commerce service operations, by the service's route pattern, method and status",
      labelNames: ['operation', 'method', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    databaseQueries: new Histogram({
      name: 'harbor_db_query_duration_seconds',
      help: 'SQL statements sent to the storage, by statement kind and outcome',
      labelNames: ['storage', 'statement', 'outcome'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    databasePool: new Gauge({
      name: 'harbor_db_pool_connections',
      help: 'Connections of the storage pool: total open, idle, and callers waiting for one',
      labelNames: ['storage', 'state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [storage, read] of pools) {
          const state = read();
          this.set({ storage, state: 'total' }, state.total);
          this.set({ storage, state: 'idle' }, state.idle);
          this.set({ storage, state: 'waiting' }, state.waiting);
        }
      },
    }),
    redisUp: new Gauge({
      name: 'harbor_redis_connected',
      help: 'Whether each Redis connection of this process is open (1) or not (0)',
      labelNames: ['connection'] as const,
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: 'harbor_redis_errors_total',
      help: 'Errors reported by the Redis connections (refused, reset, timed out)',
      labelNames: ['connection'] as const,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'harbor_rate_limit_refusals_total',
      help: 'Requests refused by a limit (429), by limit',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
    publishes: new Counter({
      name: 'harbor_publish_announcements_total',
      help: 'Catalog publishes and whether the other instances were told (shared, local, failed)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    cdnPurges: new Counter({
      name: 'harbor_cdn_purges_total',
      help: 'Catalog publishes and whether the shared cache in front was purged (purged, off, failed)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    propagation: new Histogram({
      name: 'harbor_revalidation_propagation_seconds',
      help: 'From a revalidation recorded by one instance to this instance hearing of it',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 10],
      registers: [registry],
    }),
    shuttingDown: new Gauge({
      name: 'harbor_shutting_down',
      help: 'Whether this process is draining after SIGTERM (1) or serving (0)',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** One set per process, shared through `globalThis` by the server, the app's bundle and plain modules. */
const holder = globalThis as typeof globalThis & { __platformMetrics?: Metrics };

export function metrics(): Metrics {
  return (holder.__platformMetrics ??= createMetrics());
}

/** Reports a storage pool's connections at every scrape, under `storage` (`postgres`, `pglite`). */
export function observePool(storage: string, read: () => PoolState): void {
  metrics().pools.set(storage, read);
}

/** The exposition text and its content type, as a scrape gets them. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
