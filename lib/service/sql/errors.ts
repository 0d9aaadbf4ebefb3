/**
 * The name of the constraint a failed statement broke with the given SQLSTATE, if it did. Drizzle
 * wraps driver errors (node-postgres and PGlite both carry `code` and `constraint`) in `cause`.
 */
export function violatedConstraint(error: unknown, sqlState: string): string | undefined {
  for (
    let current: unknown = error;
    current instanceof Error || (typeof current === 'object' && current !== null);
  ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
