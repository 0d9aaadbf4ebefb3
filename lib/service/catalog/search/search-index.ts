import { sql } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import type { Tx } from '../publish/tx';

/**
 * Derives a new release's search rows, price ranks and facet counts (migration 0008-search) inside
 * the publish transaction, set-based in the database: a release is searchable as soon as it exists.
 */
export async function indexReleaseForSearch(tx: Tx, releaseId: string) {
  await tx.execute(sql`SELECT catalog_release_search_index(${releaseId}::uuid)`);
}

const SEARCH_TABLES = [
  'catalog_release_search',
  'catalog_release_search_words',
  'catalog_release_prices',
  'catalog_release_search_facets',
];
const SEARCH_GIN_INDEXES = ['catalog_release_search_document', 'catalog_release_search_words_trigrams'];

/**
 * After a publish, as for the listing indexes: PGlite has no autovacuum, so without fresh statistics
 * the planner takes the new rows for a handful and walks a sort index instead of the text index.
 */
export async function refreshSearchIndexes(db: Database) {
  for (const table of SEARCH_TABLES) await db.execute(sql.raw(`ANALYZE ${table}`));
  for (const index of SEARCH_GIN_INDEXES)
    await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
}
