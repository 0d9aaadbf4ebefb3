import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { notFound } from '../../http/errors';
import {
  pcmCatalogs,
  pcmFiles,
  pcmNodeProducts,
  pcmPriceModifiers,
  pcmProductFiles,
  pcmProductPrices,
  pcmProducts,
  pcmSales,
} from '../draft-schema';
import { isUuid } from '../ids';
import { anyUuid } from '../sql-any';
import { MAX_BREADCRUMB_LEVELS } from '../limits';
import { randomUUID } from 'node:crypto';
import type { ComponentPriceSnapshot, FileSnapshot } from '../release-document';
import { catalogReleases, releaseCounts, releaseDocuments, releaseHierarchies, releaseNodes, releaseProducts, type ReleaseBreadcrumbs } from '../release-schema';
import { RETAINED_RELEASES, type ReleaseRow } from '../releases';
import { loadCatalogTree, type CatalogTree } from './catalog-tree';
import { FacetCounter, RELEASE_SCOPE } from './facet-counts';
import { componentPriceSnapshot, resolvePrice, type ModifierRow, type PriceRow, type SaleRow } from './pricing';
import { renderReleaseProduct } from './render-product';

const CHUNK = 500;

const GIN_INDEXES = ['catalog_release_products_types', 'catalog_release_products_tags', 'catalog_release_products_hierarchies', 'catalog_release_products_nodes'];

export interface PublishOptions {
  /** A fixed id (the demo data uses them); a random one otherwise. */
  releaseId?: string;
  publishedAt?: Date;
}

interface Member {
  name: string;
  productType: string;
  /** Nodes the product is placed in directly. */
  nodes: Set<string>;
  parentId: string | null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Which live products a catalog holds: those placed in a node of its hierarchies, and the live
 * children of live parents among them. Children are not listed under their parent's nodes (a
 * category page shows the parent), but carry the parent's breadcrumbs.
 */
async function collectMembers(tx: Tx, tree: CatalogTree): Promise<Map<string, Member>> {
  const members = new Map<string, Member>();
  const nodeIds = [...tree.nodes.keys()];
  for (const part of chunks(nodeIds, 1000)) {
    const rows = await tx
      .select({ nodeId: pcmNodeProducts.nodeId, id: pcmProducts.id, name: pcmProducts.name, productType: pcmProducts.productType, parentId: pcmProducts.parentId })
      .from(pcmNodeProducts)
      .innerJoin(pcmProducts, eq(pcmProducts.id, pcmNodeProducts.productId))
      .where(and(anyUuid(pcmNodeProducts.nodeId, part), eq(pcmProducts.status, 'live')));
    for (const row of rows) {
      const member = members.get(row.id) ?? { name: row.name, productType: row.productType, nodes: new Set<string>(), parentId: row.parentId };
      member.nodes.add(row.nodeId);
      members.set(row.id, member);
    }
  }
  const parentIds = [...members].filter(([, member]) => member.productType === 'parent').map(([id]) => id);
  for (const part of chunks(parentIds, 1000)) {
    const children = await tx
      .select({ id: pcmProducts.id, name: pcmProducts.name, parentId: pcmProducts.parentId })
      .from(pcmProducts)
      .where(and(anyUuid(pcmProducts.parentId, part), eq(pcmProducts.status, 'live')));
    for (const child of children) {
      if (!members.has(child.id)) members.set(child.id, { name: child.name, productType: 'child', nodes: new Set(), parentId: child.parentId });
    }
  }
  return members;
}

function breadcrumbsOf(nodeIds: Iterable<string>, tree: CatalogTree): ReleaseBreadcrumbs {
  const crumbs: ReleaseBreadcrumbs = {};
  for (const nodeId of nodeIds) {
    const entry = tree.nodes.get(nodeId);
    if (!entry) continue;
    (crumbs[entry.node.hierarchyId] ??= {})[nodeId] = entry.path.slice(-MAX_BREADCRUMB_LEVELS);
  }
  return crumbs;
}

const fileSnapshot = (file: { id: string; fileName: string; mimeType: string; fileSize: number; width: number | null; height: number | null; createdAt: Date }): FileSnapshot => ({
  id: file.id,
  file_name: file.fileName,
  mime_type: file.mimeType,
  file_size: file.fileSize,
  width: file.width,
  height: file.height,
  created_at: file.createdAt.toISOString(),
});

const fileColumns = {
  id: pcmFiles.id,
  fileName: pcmFiles.fileName,
  mimeType: pcmFiles.mimeType,
  fileSize: pcmFiles.fileSize,
  width: pcmFiles.width,
  height: pcmFiles.height,
  createdAt: pcmFiles.createdAt,
};

type ReleaseProductInsert = typeof releaseProducts.$inferInsert & Omit<typeof releaseDocuments.$inferInsert, 'releaseId' | 'productId'>;

/**
 * Writes a chunk of release products, each table in one statement that expands a single JSON
 * parameter: much less work per row than a bind parameter per column, which matters at 100,000.
 */
async function insertReleaseProducts(tx: Tx, rows: readonly ReleaseProductInsert[]) {
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
  const documents = rows.map((row) => ({ release_id: row.releaseId, product_id: row.productId, breadcrumbs: row.breadcrumbs, translations: row.translations, document: row.document }));
  await tx.execute(sql`
    INSERT INTO catalog_release_documents (release_id, product_id, breadcrumbs, translations, document)
    SELECT release_id, product_id, breadcrumbs, translations, document
    FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) AS r (release_id uuid, product_id uuid, breadcrumbs jsonb, translations jsonb, document jsonb)`);
}

/**
 * Publishes a new release of a catalog: renders every live product of the catalog (spec 3.2) with
 * the prices of the catalog's pricebook into an immutable snapshot, and deletes the releases older
 * than the current one and the two before it (spec 4.7 rule 2), all in one transaction: a failed
 * publish leaves the previous releases as they were. Concurrent publishes of one catalog queue on
 * the catalog's row.
 */
export async function publishRelease(db: Database, catalogId: string, options: PublishOptions = {}): Promise<ReleaseRow> {
  if (!isUuid(catalogId)) throw notFound(`Catalog ${catalogId} not found`);
  const release = await db.transaction(async (tx) => {
    const [catalog] = await tx.select().from(pcmCatalogs).where(eq(pcmCatalogs.id, catalogId)).for('update');
    if (!catalog) throw notFound(`Catalog ${catalogId} not found`);
    const publishedAt = options.publishedAt ?? new Date();
    const pricebookId = catalog.pricebookId;

    const tree = await loadCatalogTree(tx, catalogId);
    const members = await collectMembers(tx, tree);
    const ordered = [...members].sort(([idA, a], [idB, b]) => collator.compare(a.name, b.name) || (idA < idB ? -1 : idA > idB ? 1 : 0)).map(([id]) => id);
    const inRelease = new Set(ordered);

    const [{ last } = { last: 0 }] = await tx
      .select({ last: sql<number>`coalesce(max(${catalogReleases.number}), 0)`.mapWith(Number) })
      .from(catalogReleases)
      .where(eq(catalogReleases.catalogId, catalogId));
    const [created] = await tx
      .insert(catalogReleases)
      .values({ id: options.releaseId ?? randomUUID(), catalogId, number: last + 1, name: `Release ${last + 1}`, pricebookId, publishedAt, productCount: ordered.length })
      .returning();
    const releaseId = created!.id;

    const modifierRows: ModifierRow[] = pricebookId ? await tx.select().from(pcmPriceModifiers).where(eq(pcmPriceModifiers.pricebookId, pricebookId)) : [];
    const modifiers = new Map(modifierRows.map((modifier) => [modifier.name, modifier]));

    const scopes = [RELEASE_SCOPE, ...tree.hierarchies.map(({ hierarchy }) => hierarchy.id), ...tree.nodes.keys()];
    const counter = new FacetCounter(scopes);
    let seq = 0;

    for (const chunk of chunks(ordered, CHUNK)) {
      const products = await tx.select().from(pcmProducts).where(anyUuid(pcmProducts.id, chunk));
      const byId = new Map(products.map((product) => [product.id, product]));

      const parentIds = [...new Set(products.flatMap((product) => (product.parentId ? [product.parentId] : [])))];
      const parents = parentIds.length
        ? await tx.select({ id: pcmProducts.id, builtVariations: pcmProducts.builtVariations }).from(pcmProducts).where(anyUuid(pcmProducts.id, parentIds))
        : [];
      const parentVariations = new Map(parents.map((parent) => [parent.id, parent.builtVariations]));

      const componentIds = [...new Set(products.flatMap((product) => Object.values(product.components ?? {}).flatMap((component) => component.options.map((option) => option.id))))];
      const componentRows = componentIds.length
        ? await tx.select({ id: pcmProducts.id, parentId: pcmProducts.parentId, priceModifiers: pcmProducts.priceModifiers }).from(pcmProducts).where(anyUuid(pcmProducts.id, componentIds))
        : [];

      const priceIds = [...new Set([...chunk, ...parentIds, ...componentRows.flatMap((row) => [row.id, ...(row.parentId ? [row.parentId] : [])])])];
      const prices = new Map<string, PriceRow>();
      const sales = new Map<string, SaleRow>();
      if (pricebookId) {
        for (const row of await tx.select().from(pcmProductPrices).where(and(eq(pcmProductPrices.pricebookId, pricebookId), anyUuid(pcmProductPrices.productId, priceIds)))) {
          prices.set(row.productId, row);
        }
        for (const row of await tx.select().from(pcmSales).where(and(eq(pcmSales.pricebookId, pricebookId), anyUuid(pcmSales.productId, priceIds)))) {
          sales.set(row.productId, row);
        }
      }
      const priceOf = (id: string, parentId: string | null, modifierNames: readonly string[]) =>
        resolvePrice({ own: prices.get(id), parent: parentId ? prices.get(parentId) : undefined, sale: sales.get(id), modifierNames, modifiers, at: publishedAt });

      const componentPrices = new Map<string, ComponentPriceSnapshot>(
        componentRows.map((row) => [row.id, componentPriceSnapshot(priceOf(row.id, row.parentId, row.priceModifiers), pricebookId)]),
      );

      const fileRows = await tx
        .select({ productId: pcmProductFiles.productId, sortOrder: pcmProductFiles.sortOrder, file: fileColumns })
        .from(pcmProductFiles)
        .innerJoin(pcmFiles, eq(pcmFiles.id, pcmProductFiles.fileId))
        .where(anyUuid(pcmProductFiles.productId, chunk));
      fileRows.sort((a, b) => a.sortOrder - b.sortOrder || (a.file.id < b.file.id ? -1 : 1));
      const mainImageIds = [...new Set(products.flatMap((product) => (product.mainImageId ? [product.mainImageId] : [])))];
      const mainImages = new Map(
        (mainImageIds.length ? await tx.select(fileColumns).from(pcmFiles).where(anyUuid(pcmFiles.id, mainImageIds)) : []).map((file) => [file.id, fileSnapshot(file)]),
      );

      const rows = chunk.map((id) => {
        const product = byId.get(id)!;
        const member = members.get(id)!;
        const crumbNodes = member.nodes.size > 0 || !product.parentId ? member.nodes : (members.get(product.parentId)?.nodes ?? new Set<string>());
        const listedIn = [...member.nodes].flatMap((nodeId) => tree.nodes.get(nodeId)?.path ?? []);
        const nodeIds = [...new Set(listedIn)];
        const hierarchyIds = [...new Set(nodeIds.map((nodeId) => tree.nodes.get(nodeId)!.node.hierarchyId))];
        const document = renderReleaseProduct({
          product,
          publishedAt,
          pricebookId,
          price: priceOf(id, product.parentId, product.priceModifiers),
          childIds: product.productType === 'parent' ? ordered.filter((other) => members.get(other)?.parentId === id) : [],
          inRelease,
          parentVariations: product.parentId ? (parentVariations.get(product.parentId) ?? null) : null,
          mainImage: product.mainImageId ? (mainImages.get(product.mainImageId) ?? null) : null,
          files: fileRows.filter((row) => row.productId === id).map((row) => fileSnapshot(row.file)),
          componentPrices,
        });
        counter.add([RELEASE_SCOPE, ...hierarchyIds, ...nodeIds], [product.productType], product.tags);
        return {
          releaseId,
          productId: id,
          seq: seq++,
          name: product.name,
          sku: product.sku,
          slug: product.slug,
          mpn: product.mpn,
          upcEan: product.upcEan,
          productTypes: [product.productType],
          tags: product.tags,
          hierarchyIds,
          nodeIds,
          breadcrumbs: breadcrumbsOf(crumbNodes, tree),
          translations: product.translations,
          document,
        };
      });
      if (rows.length) await insertReleaseProducts(tx, rows);
    }

    const hierarchyRows = tree.hierarchies.map(({ hierarchy, childCount, seq: position }) => ({
      releaseId,
      hierarchyId: hierarchy.id,
      seq: position,
      name: hierarchy.name,
      description: hierarchy.description,
      slug: hierarchy.slug,
      translations: hierarchy.translations,
      childCount,
      createdAt: hierarchy.createdAt,
      updatedAt: hierarchy.updatedAt,
    }));
    if (hierarchyRows.length) await tx.insert(releaseHierarchies).values(hierarchyRows);
    const nodeRows = [...tree.nodes.values()].map(({ node, path, childCount, seq: position }) => ({
      releaseId,
      nodeId: node.id,
      hierarchyId: node.hierarchyId,
      parentId: node.parentId,
      seq: position,
      path,
      name: node.name,
      description: node.description,
      slug: node.slug,
      translations: node.translations,
      childCount,
      createdAt: node.createdAt,
      updatedAt: node.updatedAt,
    }));
    for (const part of chunks(nodeRows, CHUNK)) await tx.insert(releaseNodes).values(part);
    for (const part of chunks(counter.rows(), 2000)) await tx.insert(releaseCounts).values(part.map((row) => ({ releaseId, ...row })));

    const stale = await tx
      .select({ id: catalogReleases.id })
      .from(catalogReleases)
      .where(eq(catalogReleases.catalogId, catalogId))
      .orderBy(desc(catalogReleases.number))
      .offset(RETAINED_RELEASES);
    if (stale.length) await tx.delete(catalogReleases).where(anyUuid(catalogReleases.id, stale.map((row) => row.id)));
    return created!;
  });
  // PGlite has no autovacuum: fresh statistics let the planner pick the listing indexes for the new
  // rows, and merging the GIN indexes' pending lists keeps tag and type filters from scanning them.
  await db.execute(sql`ANALYZE catalog_release_products`);
  await db.execute(sql`ANALYZE catalog_release_documents`);
  for (const index of GIN_INDEXES) await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
  return release;
}
