import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { notFound } from '../../http/errors';
import { pcmCatalogs, pcmPriceModifiers } from '../draft-schema';
import { isUuid } from '../ids';
import { catalogReleases } from '../release-schema';
import { publishedReleasesOf, type ReleaseRow } from '../releases';
import { loadCatalogTree } from './catalog-tree';
import { loadChunk } from './chunk-data';
import { FacetCounter, RELEASE_SCOPE } from './facet-counts';
import { childrenByParent, collectMembers, listingOrder, placementOf } from './members';
import {
  insertCounts,
  insertReleaseProducts,
  insertTree,
  pruneReleases,
  refreshReleaseIndexes,
  type ReleaseProductInsert,
} from './release-writes';
import { renderReleaseProduct } from './render-product';
import { relatedProductsOf } from '../custom-relationships/store';
import { indexReleaseForSearch } from '../search/search-index';
import { chunks } from './tx';

/** Products rendered and written per round trip. */
const CHUNK = 500;

export interface PublishOptions {
  /** A fixed id (the demo data uses them); a random one otherwise. */
  releaseId?: string;
  publishedAt?: Date;
  /**
   * A merchandiser's preview of the current data: rendered the same way, but numbered 0, never
   * `latest`, never listed and never pruning a release; it replaces the catalog's previous preview.
   */
  preview?: boolean;
}

/**
 * Publishes a new release of a catalog: renders every live product of the catalog (spec 3.2) with
 * the prices of the catalog's pricebook into an immutable snapshot, with the counts listings need,
 * and deletes the releases older than the current one and the two before it (spec 4.7 rule 2),
 * all in one transaction: a failed publish leaves the previous releases as they were. Concurrent
 * publishes of one catalog queue on the catalog's row. The draft data is only read.
 */
export async function publishRelease(
  db: Database,
  catalogId: string,
  options: PublishOptions = {},
): Promise<ReleaseRow> {
  if (!isUuid(catalogId)) throw notFound(`Catalog ${catalogId} not found`);
  const release = await db.transaction(async (tx) => {
    const [catalog] = await tx.select().from(pcmCatalogs).where(eq(pcmCatalogs.id, catalogId)).for('update');
    if (!catalog) throw notFound(`Catalog ${catalogId} not found`);
    const publishedAt = options.publishedAt ?? new Date();
    const pricebookId = catalog.pricebookId;

    const tree = await loadCatalogTree(tx, catalogId);
    const members = await collectMembers(tx, tree);
    const ordered = listingOrder(members);
    const inRelease = new Set(ordered);
    const children = childrenByParent(ordered, members);
    const related = await relatedProductsOf(tx, inRelease);

    const preview = options.preview === true;
    const [{ last } = { last: 0 }] = await tx
      .select({ last: sql<number>`coalesce(max(${catalogReleases.number}), 0)`.mapWith(Number) })
      .from(catalogReleases)
      .where(publishedReleasesOf(catalogId));
    if (preview)
      await tx
        .delete(catalogReleases)
        .where(and(eq(catalogReleases.catalogId, catalogId), eq(catalogReleases.preview, true)));
    const number = preview ? 0 : last + 1;
    const [created] = await tx
      .insert(catalogReleases)
      .values({
        id: options.releaseId ?? randomUUID(),
        catalogId,
        number,
        name: preview ? `Unpublished data (after Release ${last})` : `Release ${number}`,
        pricebookId,
        publishedAt,
        productCount: ordered.length,
        preview,
      })
      .returning();
    const releaseId = created!.id;

    const modifierRows = pricebookId
      ? await tx.select().from(pcmPriceModifiers).where(eq(pcmPriceModifiers.pricebookId, pricebookId))
      : [];
    const pricing = {
      pricebookId,
      modifiers: new Map(modifierRows.map((modifier) => [modifier.name, modifier])),
      at: publishedAt,
    };
    const counter = new FacetCounter([
      RELEASE_SCOPE,
      ...tree.hierarchies.map(({ hierarchy }) => hierarchy.id),
      ...tree.nodes.keys(),
    ]);

    let seq = 0;
    for (const chunk of chunks(ordered, CHUNK)) {
      const data = await loadChunk(tx, chunk, pricing);
      const rows = chunk.map((id): ReleaseProductInsert => {
        const product = data.products.get(id)!;
        const placement = placementOf(id, members, tree);
        counter.add(
          [RELEASE_SCOPE, ...placement.hierarchyIds, ...placement.nodeIds],
          [product.productType],
          product.tags,
        );
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
          ...placement,
          translations: product.translations,
          document: renderReleaseProduct({
            product,
            publishedAt,
            pricebookId,
            price: data.priceOf(product),
            childIds: children.get(id) ?? [],
            inRelease,
            parentVariations: product.parentId ? (data.parentVariations.get(product.parentId) ?? null) : null,
            mainImage: product.mainImageId ? (data.mainImages.get(product.mainImageId) ?? null) : null,
            files: data.files.get(id) ?? [],
            componentPrices: data.componentPrices,
            related: related.get(id),
          }),
        };
      });
      await insertReleaseProducts(tx, rows);
    }

    await insertTree(tx, releaseId, tree);
    await insertCounts(tx, releaseId, counter.rows());
    await indexReleaseForSearch(tx, releaseId);
    if (!preview) await pruneReleases(tx, catalogId);
    return created!;
  });
  await refreshReleaseIndexes(db);
  return release;
}
