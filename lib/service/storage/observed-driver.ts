import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { metrics } from '@/lib/platform/metrics';
import { withoutClientParsers } from './pglite-parsers';

/**
 * Every SQL statement the service sends, traced (a span under the request's, with the statement's
 * text, never its parameters) and measured (`harbor_db_query_duration_seconds`), on PGlite and
 * PostgreSQL alike: the driver clients drizzle is given are wrapped here, so no area has to know.
 */
type StorageKind = 'pglite' | 'postgres';

const tracer = trace.getTracer('harbor.storage');
const STATEMENTS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK']);
const MAX_TEXT = 2_000;

/** The statement's first keyword, from a bounded set (a metrics label). */
export function statementOf(text: string): string {
  const keyword = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? '';
  return STATEMENTS.has(keyword) ? keyword : 'OTHER';
}

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query && typeof query.text === 'string'
      ? query.text
      : '';

async function observe<T>(storage: StorageKind, query: unknown, run: () => Promise<T>): Promise<T> {
  const text = textOf(query);
  const statement = statementOf(text);
  const span = tracer.startSpan(statement, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': statement,
      'db.query.text': text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
      'harbor.storage': storage,
    },
  });
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await run();
  } catch (error) {
    outcome = 'error';
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  } finally {
    span.end();
    const seconds = (performance.now() - started) / 1000;
    metrics().databaseQueries.observe({ storage, statement, outcome }, seconds);
  }
}

type Method = (...args: unknown[]) => unknown;

/**
 * The client with `query` observed, and `wrap` applied to what `connect` and `transaction` hand
 * out (a pooled connection, a transaction), so statements inside them are observed too. Other
 * members are the client's own, called on it (they may use private fields, which a proxy lacks).
 */
function observed<C extends object>(
  storage: StorageKind,
  client: C,
  prepare: (args: unknown[]) => unknown[] = (args) => args,
): C {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (property === 'query') {
        return (...args: unknown[]) =>
          observe(storage, args[0], async () => method.apply(target, prepare(args)));
      }
      if (property === 'connect' && storage === 'postgres') {
        return async (...args: unknown[]) =>
          observed(storage, (await method.apply(target, args)) as object, prepare);
      }
      if (property === 'transaction' && storage === 'pglite') {
        return (work: (tx: object) => unknown, ...rest: unknown[]) =>
          method.apply(target, [(tx: object) => work(observed(storage, tx, prepare)), ...rest]);
      }
      return method.bind(target);
    },
  });
}

/** PGlite's client, its queries without the parsers it applies already (pglite-parsers.ts). */
export const observedPglite = <C extends object>(client: C): C =>
  observed('pglite', client, withoutClientParsers);
export const observedPool = <C extends object>(pool: C): C => observed('postgres', pool);
