import { sql } from 'drizzle-orm';
import type { Tx } from '../publish/tx';

/**
 * Derives a new release's search rows, price ranks and facet counts (migration 0008-search) inside
 * the publish transaction, set-based in the database: a release is searchable as soon as it exists.
 */
export async function indexReleaseForSearch(tx: Tx, releaseId: string) {
  await tx.execute(sql`SELECT catalog_release_search_index(${releaseId}::uuid)`);
}
