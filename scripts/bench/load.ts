import { Agent, request } from 'node:http';
import { latency, type Latency } from './stats';

export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent with every request (a POST's JSON, say). */
  body?: string;
  /** Requests in flight at once. */
  concurrency: number;
  /** Measured time; a warm-up of `warmupMs` runs first and is not counted. */
  durationMs: number;
  warmupMs: number;
  /** The one status a measured answer may have (default 200): any other counts as an error. */
  expectStatus?: number;
  /** A response header whose values are tallied (`X-Cache` behind Varnish: HIT or MISS). */
  countHeader?: string;
}

/**
 * Each client is a shopper of its own, at an address of the benchmarking range (198.18.0.0/15) in
 * `X-Forwarded-For`, which the server believes from this machine (startApp's TRUSTED_PROXIES): a
 * shop's per-address limits (searches, new carts) count shoppers, and 200 clients are 200 shoppers,
 * not one address past its search limit.
 */
const shopperAddress = (client: number) => `198.18.${Math.floor(client / 250)}.${(client % 250) + 1}`;

export interface LoadResult extends Latency {
  requestsPerSecond: number;
  /**
   * Answers with another status than the expected one (a redirect, a not-found page, a server
   * error: not what the case means to measure) and requests that failed outright (status 0).
   */
  errors: number;
  statuses: Record<string, number>;
  /** The counted header's values over the measured requests (`(none)` where it was absent). */
  headerValues?: Record<string, number>;
}

/** What one measured slice of load saw: every latency, every status, and how long it ran. */
export interface LoadSample {
  samples: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
  expectStatus: number;
  headerValues?: Record<string, number>;
}

/**
 * A small closed-loop load generator: `concurrency` clients on keep-alive connections, each sending
 * its next request as soon as the previous answer has been read in full. It runs on the same cores
 * as the server, as every load generator on this machine would; the baseline shares that cost.
 */
export async function sampleLoad(options: LoadOptions): Promise<LoadSample> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const counted = options.countHeader?.toLowerCase();
  const once = (client: number) =>
    new Promise<{ status: number; header?: string }>((resolve) => {
      const sent = request(
        {
          agent,
          hostname: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: options.method ?? 'GET',
          headers: { ...options.headers, 'X-Forwarded-For': shopperAddress(client) },
        },
        (response) => {
          const value = counted ? response.headers[counted] : undefined;
          const header = counted ? String(value ?? '(none)') : undefined;
          response.on('data', () => undefined);
          response.on('end', () => resolve({ status: response.statusCode ?? 0, header }));
          response.on('error', () => resolve({ status: 0, header }));
        },
      );
      sent.on('error', () => resolve({ status: 0 }));
      sent.end(options.body);
    });

  const run = async (durationMs: number, record: boolean): Promise<LoadSample> => {
    const samples: number[] = [];
    const statuses: Record<string, number> = {};
    const headerValues: Record<string, number> = {};
    const until = performance.now() + durationMs;
    const client = async (index: number) => {
      while (performance.now() < until) {
        const started = performance.now();
        const { status, header } = await once(index);
        if (!record) continue;
        samples.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (header !== undefined) headerValues[header] = (headerValues[header] ?? 0) + 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, (_, index) => client(index)));
    return {
      samples,
      statuses,
      elapsedMs: performance.now() - started,
      expectStatus: options.expectStatus ?? 200,
      ...(counted ? { headerValues } : {}),
    };
  };

  await run(options.warmupMs, false);
  const measured = await run(options.durationMs, true);
  agent.destroy();
  return measured;
}

/** Several slices of one case (measured in turns with other cases) as one result. */
export function summarise(slices: readonly LoadSample[]): LoadResult {
  const samples = slices.flatMap((slice) => slice.samples);
  const elapsedMs = slices.reduce((sum, slice) => sum + slice.elapsedMs, 0);
  const statuses: Record<string, number> = {};
  let errors = 0;
  let headerValues: Record<string, number> | undefined;
  for (const slice of slices) {
    for (const [status, count] of Object.entries(slice.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
      if (Number(status) !== slice.expectStatus) errors += count;
    }
    for (const [value, count] of Object.entries(slice.headerValues ?? {})) {
      headerValues ??= {};
      headerValues[value] = (headerValues[value] ?? 0) + count;
    }
  }
  return {
    ...latency(samples),
    requestsPerSecond: (samples.length / elapsedMs) * 1000,
    errors,
    statuses,
    ...(headerValues ? { headerValues } : {}),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return summarise([await sampleLoad(options)]);
}
