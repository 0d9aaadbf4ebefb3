import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1)` with the values as one array parameter. A list of ids (a publish chunk, an
 * `in(id,…)` filter with any number of ids) would otherwise become one bind parameter per value,
 * which costs more to build and parse than the query and breaks past 65535 values.
 */
export const anyUuid = (column: AnyPgColumn, ids: readonly string[]): SQL =>
  sql`${column} = ANY(${sql.param([...ids])}::uuid[])`;

export const anyText = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} = ANY(${sql.param([...values])}::text[])`;
