import { desc, sql } from 'drizzle-orm';
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
 * Writes a chunk of release products, each table in one statement that expands a single JSON
 * parameter: much less work per row than a bind parameter per column, which matters at 100,000.
 */
export async function insertReleaseProducts(tx: Tx, rows: readonly ReleaseProductInsert[]) {
  if (!rows.length) return;
  const listed = rows.map((row) => ({
    release_id: row.releaseId,
    product_id: row.productId,
    seq: row.seq,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    mpn: row.mpn,
    upc_ean: row.upcEan,
    product_types: row.productTypes,
    tags: row.tags,
    hierarchy_ids: row.hierarchyIds,
    node_ids: row.nodeIds,
  }));
  await tx.execute(sql`
    INSERT INTO catalog_release_products (release_id, product_id, seq, name, sku, slug, mpn, upc_ean, product_types, tags, hierarchy_ids, node_ids)
    SELECT release_id, product_id, seq, name, sku, slug, mpn, upc_ean, product_types, tags, hierarchy_ids, node_ids
    FROM jsonb_to_recordset(${JSON.stringify(listed)}::jsonb) AS r (
      release_id uuid, product_id uuid, seq integer, name text, sku text, slug text, mpn text, upc_ean text,
      product_types text[], tags text[], hierarchy_ids uuid[], node_ids uuid[]
    )`);
  const documents = rows.map((row) => ({
    release_id: row.releaseId,
    product_id: row.productId,
    breadcrumbs: row.breadcrumbs,
    translations: row.translations,
    document: row.document,
  }));
  await tx.execute(sql`
    INSERT INTO catalog_release_documents (release_id, product_id, breadcrumbs, translations, document)
    SELECT release_id, product_id, breadcrumbs, translations, document
    FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) AS r (release_id uuid, product_id uuid, breadcrumbs jsonb, translations jsonb, document jsonb)`);
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

const GIN_INDEXES = [
  'catalog_release_products_types',
  'catalog_release_products_tags',
  'catalog_release_products_hierarchies',
  'catalog_release_products_nodes',
];

/**
 * PGlite has no autovacuum: fresh statistics let the planner pick the listing indexes for the new
 * rows, and merging the GIN indexes' pending lists keeps tag and type filters from scanning them.
 */
export async function refreshListingIndexes(db: Database) {
  await db.execute(sql`ANALYZE catalog_release_products`);
  await db.execute(sql`ANALYZE catalog_release_documents`);
  for (const index of GIN_INDEXES) await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
}
