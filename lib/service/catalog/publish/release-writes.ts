import { desc, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../storage/database';
import type { pcmHierarchies } from '../draft-schema';
import {
  catalogReleases,
  releaseCounts,
  releaseDocuments,
  releaseHierarchies,
  releaseNodes,
  releaseProducts,
} from '../release-schema';
import { publishedReleasesOf, RETAINED_RELEASES } from '../releases';
import { anyUuid } from '../sql-any';
import type { CatalogTree } from './catalog-tree';
import type { CountRow } from './facet-counts';
import { chunks, type Tx } from './tx';

export type ReleaseProductInsert = typeof releaseProducts.$inferInsert &
  Omit<typeof releaseDocuments.$inferInsert, 'releaseId' | 'productId'>;

/**
 * Writes rows of a release table in one statement that expands a single JSON parameter: much less
 * work per row than a bind parameter per column, which matters at 100,000. The columns, their names
 * and their types are the table definition's.
 */
async function insertAsJson(tx: Tx, table: PgTable, rows: readonly Record<string, unknown>[]) {
  const columns = Object.entries(getTableColumns(table));
  const names = sql.raw(columns.map(([, column]) => column.name).join(', '));
  const types = sql.raw(columns.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', '));
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])),
  );
  await tx.execute(sql`
    INSERT INTO ${table} (${names}) SELECT ${names}
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r (${types})`);
}

/** Writes a chunk of release products: their listing columns and their documents. */
export async function insertReleaseProducts(tx: Tx, rows: readonly ReleaseProductInsert[]) {
  if (!rows.length) return;
  await insertAsJson(tx, releaseProducts, rows);
  await insertAsJson(tx, releaseDocuments, rows);
}

/** What a release copies of a draft hierarchy or node alike. */
const copied = (row: Omit<typeof pcmHierarchies.$inferSelect, 'id'>) => ({
  name: row.name,
  description: row.description,
  slug: row.slug,
  translations: row.translations,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The hierarchies and nodes as the release shows them. */
export async function insertTree(tx: Tx, releaseId: string, tree: CatalogTree) {
  const hierarchyRows = tree.hierarchies.map(({ hierarchy, childCount, seq }) => ({
    releaseId,
    hierarchyId: hierarchy.id,
    seq,
    childCount,
    ...copied(hierarchy),
  }));
  if (hierarchyRows.length) await tx.insert(releaseHierarchies).values(hierarchyRows);
  const nodeRows = [...tree.nodes.values()].map(({ node, path, childCount, seq }) => ({
    releaseId,
    nodeId: node.id,
    hierarchyId: node.hierarchyId,
    parentId: node.parentId,
    seq,
    path,
    childCount,
    ...copied(node),
  }));
  for (const part of chunks(nodeRows, 500)) await tx.insert(releaseNodes).values(part);
}

export async function insertCounts(tx: Tx, releaseId: string, rows: readonly CountRow[]) {
  for (const part of chunks(rows, 2000))
    await tx.insert(releaseCounts).values(part.map((row) => ({ releaseId, ...row })));
}

/** Spec 4.7 rule 2: only the current release and the two before it are kept. */
export async function pruneReleases(tx: Tx, catalogId: string) {
  const stale = await tx
    .select({ id: catalogReleases.id })
    .from(catalogReleases)
    .where(publishedReleasesOf(catalogId))
    .orderBy(desc(catalogReleases.number))
    .offset(RETAINED_RELEASES);
  const ids = stale.map((row) => row.id);
  if (ids.length) await tx.delete(catalogReleases).where(anyUuid(catalogReleases.id, ids));
}

const RELEASE_TABLES = [
  'catalog_release_products',
  'catalog_release_documents',
  'catalog_release_search',
  'catalog_release_search_words',
  'catalog_release_prices',
  'catalog_release_search_facets',
];
const GIN_INDEXES = [
  'catalog_release_products_types',
  'catalog_release_products_tags',
  'catalog_release_products_hierarchies',
  'catalog_release_products_nodes',
  'catalog_release_search_document',
  'catalog_release_search_words_trigrams',
];

/**
 * After a publish: PGlite has no autovacuum. Fresh statistics let the planner pick the listing and
 * text indexes for the new rows (without them it takes the rows for a handful and walks a sort index),
 * and merging the GIN indexes' pending lists keeps tag, type and text matches from scanning them.
 */
export async function refreshReleaseIndexes(db: Database) {
  for (const table of RELEASE_TABLES) await db.execute(sql.raw(`ANALYZE ${table}`));
  for (const index of GIN_INDEXES) await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
}
