import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row as PostgreSQL's `row_to_json` / `json_agg` writes it, read as drizzle reads the
 * table's own rows: dates from their text, numbers from bigints, JSON columns as they are. It lets
 * one statement answer a cart and everything it holds (cart-store.ts) on PGlite and PostgreSQL.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    // A JSON column's value is already parsed; drizzle would parse a string again.
    row[key] = value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A `json` column of a raw statement: parsed by PGlite, by node-postgres unless it is told not to. */
export const parsedJson = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;
