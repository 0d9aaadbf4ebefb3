import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, TEST_DATABASE_URL, type TestStorage } from '../testing/harness';
import { rowsOf } from './database';

/**
 * The service has two descriptions of its tables: the SQL migrations that create them and the
 * drizzle tables its queries are typed by. This test keeps them in step: every column a drizzle
 * table declares exists in the migrated database with the same type, nullability and primary key,
 * and every column the migrations create is declared (or the table is named below as raw SQL's).
 */

/** Tables the migrations create that the service reads with raw SQL only, never through drizzle. */
const RAW_SQL_TABLES: Record<string, string> = {
  catalog_release_search: 'search index, written and read as SQL (catalog/search)',
  catalog_release_search_words: 'search index, written and read as SQL (catalog/search)',
  catalog_release_prices: 'search index, written and read as SQL (catalog/search)',
  catalog_release_search_facets: 'search index, written and read as SQL (catalog/search)',
  store_revision: 'a counter its triggers bump and cart_revision() reads (migration 0023-cart-revision)',
};

const SERVICE_ROOT = path.resolve(import.meta.dirname, '..');

interface DeclaredColumn {
  type: string;
  notNull: boolean;
}

interface DeclaredTable {
  file: string;
  columns: Map<string, DeclaredColumn>;
  primaryKey: string[];
}

/** Every drizzle table of the service, found in the files that declare one. */
async function declaredTables(): Promise<Map<string, DeclaredTable>> {
  const files = (await readdir(SERVICE_ROOT, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'))
    .map((file) => path.join(SERVICE_ROOT, file));
  const tables = new Map<string, DeclaredTable>();
  for (const file of files) {
    if (!(await readFile(file, 'utf8')).includes('pgTable(')) continue;
    const exports: Record<string, unknown> = await import(file);
    for (const value of Object.values(exports)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const columns = new Map(
        config.columns.map((column) => [
          column.name,
          { type: normalType(column.getSQLType()), notNull: column.notNull },
        ]),
      );
      const primaryKey =
        config.primaryKeys[0]?.columns.map((column) => column.name) ??
        config.columns.filter((column) => column.primary).map((column) => column.name);
      tables.set(config.name, {
        file: path.relative(SERVICE_ROOT, file),
        columns,
        primaryKey: primaryKey.sort(),
      });
    }
  }
  return tables;
}

/** drizzle's and PostgreSQL's names for the same type. */
function normalType(type: string): string {
  return type
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer')
    .replace(/^varchar/, 'character varying')
    .replace(/^timestamptz$/, 'timestamp with time zone')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^bool$/, 'boolean')
    .replace(/^int4?$/, 'integer')
    .replace(/^int8$/, 'bigint');
}

interface MigratedColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
}

const backends = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(backends)('the migrations and the drizzle tables agree on %s', (backend) => {
  let handle: TestStorage;
  let declared: Map<string, DeclaredTable>;
  let migrated: Map<string, Map<string, MigratedColumn>>;
  let primaryKeys: Map<string, string[]>;

  beforeAll(async () => {
    const saved = process.env.TEST_DATABASE_URL;
    if (backend === 'pglite') delete process.env.TEST_DATABASE_URL;
    try {
      handle = await openTestStorage();
    } finally {
      if (saved) process.env.TEST_DATABASE_URL = saved;
    }
    declared = await declaredTables();
    const columns = rowsOf<MigratedColumn>(
      await handle.storage.db.execute(sql`
        SELECT c.relname AS table, a.attname AS column,
               format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          AND a.attnum > 0 AND NOT a.attisdropped`),
    );
    migrated = new Map();
    for (const row of columns) {
      const table = migrated.get(row.table) ?? new Map<string, MigratedColumn>();
      table.set(row.column, row);
      migrated.set(row.table, table);
    }
    const keys = rowsOf<{ table: string; column: string }>(
      await handle.storage.db.execute(sql`
        SELECT c.relname AS table, a.attname AS column
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
        WHERE i.indisprimary AND n.nspname = current_schema()`),
    );
    primaryKeys = new Map();
    for (const { table, column } of keys)
      primaryKeys.set(table, [...(primaryKeys.get(table) ?? []), column].sort());
  });
  afterAll(() => handle?.dispose());

  it('finds the drizzle tables', () => {
    expect(declared.size).toBeGreaterThan(20);
  });

  it('creates every table and column a drizzle table declares, with its type, nullability and key', () => {
    const differences: string[] = [];
    for (const [name, table] of declared) {
      const columns = migrated.get(name);
      if (!columns) {
        differences.push(`${name} (${table.file}): no such table after migrating`);
        continue;
      }
      for (const [columnName, column] of table.columns) {
        const actual = columns.get(columnName);
        if (!actual) differences.push(`${name}.${columnName}: not created by the migrations`);
        else if (actual.type !== column.type) {
          differences.push(`${name}.${columnName}: declared ${column.type}, migrated ${actual.type}`);
        } else if (actual.not_null !== column.notNull) {
          differences.push(
            `${name}.${columnName}: declared ${column.notNull ? 'NOT NULL' : 'nullable'}, migrated otherwise`,
          );
        }
      }
      const key = primaryKeys.get(name) ?? [];
      if (table.primaryKey.length > 0 && key.join() !== table.primaryKey.join()) {
        differences.push(
          `${name}: primary key declared (${table.primaryKey.join()}), migrated (${key.join()})`,
        );
      }
    }
    expect(differences).toEqual([]);
  });

  it('declares every column the migrations create', () => {
    const undeclared: string[] = [];
    for (const [name, columns] of migrated) {
      if (name in RAW_SQL_TABLES) continue;
      const table = declared.get(name);
      if (!table) {
        undeclared.push(`${name}: no drizzle table`);
        continue;
      }
      for (const column of columns.keys()) {
        if (!table.columns.has(column)) undeclared.push(`${name}.${column}: not in ${table.file}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
