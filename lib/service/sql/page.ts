import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../http/paging';
import type { Database } from '../storage/database';

/** One page of a listing and the number of records in the whole listing. */
export interface Listed<T> {
  rows: T[];
  total: number;
}

/** A page's query and its listing's count, run side by side: call it on the database, not in a transaction. */
export async function listed<T>(rows: PromiseLike<T[]>, total: PromiseLike<number>): Promise<Listed<T>> {
  const [pageRows, count] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count };
}

/**
 * One page of a listing's rows (the query in its order, without limit and offset) and the number of
 * all of them (`db.$count` under the same condition), read side by side.
 */
export function pageRows<T>(
  query: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
  total: PromiseLike<number>,
  page: Page,
): Promise<Listed<T>> {
  return listed(query.limit(page.limit).offset(page.offset), total);
}

/**
 * A page of `table`'s rows that match `where`, in `order` (which ends with a unique column, so
 * pages never overlap), with the count of all that match: the store query of every plain listing.
 */
export async function pageOf<T extends PgTable>(
  db: Database,
  table: T,
  page: Page,
  order: (PgColumn | SQL)[],
  where?: SQL,
): Promise<Listed<T['$inferSelect']>> {
  // Drizzle cannot type a select from a generic table; its rows are the table's own.
  const from: PgTable = table;
  const { rows, total } = await pageRows(
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...order),
    db.$count(table, where),
    page,
  );
  return { rows: rows as T['$inferSelect'][], total };
}
