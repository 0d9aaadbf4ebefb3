import { types, type PGlite } from '@electric-sql/pglite';

/**
 * drizzle reads dates, timestamps, intervals and a few arrays as the database's own text, and says
 * so to PGlite with every query (`parsers`). PGlite then copies its whole table of some 300 parsers
 * for that query: about 0.14 ms, more than a simple query costs itself. So the client reads these
 * types as text from the start, and a query that asks only for that goes without asking.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** Makes the client read drizzle's text types as text (after its start, which sets array parsers). */
export function readAsText(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = (text: string) => text;
}

/** A query's arguments without the parsers it asks for, when the client parses so already. */
export function withoutClientParsers(args: unknown[]): unknown[] {
  const [, , options] = args;
  if (typeof options !== 'object' || options === null || !('parsers' in options)) return args;
  const { parsers, ...rest } = options as { parsers?: Record<string, unknown> };
  if (!Object.keys(parsers ?? {}).every((type) => TEXT_TYPES.includes(Number(type)))) return args;
  return [args[0], args[1], rest, ...args.slice(3)];
}
