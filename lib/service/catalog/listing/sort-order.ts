import { sql, type SQL } from 'drizzle-orm';

/**
 * Orders of listings and search (issue 16, an extension beyond the spec): by name in the shopper's
 * language, by price in the shopper's currency (a parent by its lowest live child, products without
 * a price in that currency last either way), by creation (newest first with `desc`), or, for a
 * search, by relevance. The published order (`seq`) breaks ties, so pages never overlap.
 */
export type SortField = 'relevance' | 'name' | 'price' | 'created_at';
export interface SortKey {
  field: SortField;
  direction: 'asc' | 'desc';
}

/** The `sort` query parameter of the listings, JSON:API style: `name`, `-price`, `-created_at`… */
export const LISTING_SORTS = ['name', '-name', 'price', '-price', 'created_at', '-created_at'] as const;

export function listingSortKey(value: (typeof LISTING_SORTS)[number]): SortKey {
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  return {
    field: field === 'name' ? 'name' : field === 'price' ? 'price' : 'created_at',
    direction: descending ? 'desc' : 'asc',
  };
}

export interface SortColumns {
  rank?: SQL;
  name: SQL;
  price: SQL;
  createdAt: SQL;
  seq: SQL;
}

export function orderBySql(keys: readonly SortKey[], columns: SortColumns): SQL[] {
  const order = keys.flatMap((key): SQL[] => {
    const direction = key.direction === 'desc' ? sql`DESC` : sql`ASC`;
    switch (key.field) {
      case 'relevance':
        return columns.rank ? [sql`${columns.rank} DESC`] : [];
      case 'name':
        return [sql`${columns.name} ${direction}`];
      case 'price':
        return [sql`${columns.price} ${direction} NULLS LAST`];
      case 'created_at':
        return [sql`${columns.createdAt} ${direction}`];
    }
  });
  return [...order, sql`${columns.seq} ASC`];
}
