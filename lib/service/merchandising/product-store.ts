import { asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ProductUpdateRequest } from '@/lib/commerce/schemas/merchandising';
import type { Page } from '../http/paging';
import { pageOf } from '../sql/page';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { notFound } from '../http/errors';
import { parentVariations } from '../catalog/build-children';
import { pcmProductVariations, pcmProducts } from '../catalog/draft-schema';
import { isBuildOutdated } from './build-state';

export type ProductRow = typeof pcmProducts.$inferSelect;

/** A draft product with what a merchandiser needs to know about its family. */
export interface ProductRecord {
  product: ProductRow;
  variationIds: string[];
  childIds: string[];
  /** Parents only: whether the variations changed since the last build (spec 2.7 rule 4). */
  buildOutdated: boolean | null;
}

async function recordOf(db: Database, product: ProductRow): Promise<ProductRecord> {
  if (product.productType !== 'parent')
    return { product, variationIds: [], childIds: [], buildOutdated: null };
  const [links, children, current] = await Promise.all([
    db
      .select()
      .from(pcmProductVariations)
      .where(eq(pcmProductVariations.productId, product.id))
      .orderBy(asc(pcmProductVariations.variationId)),
    db
      .select({ id: pcmProducts.id })
      .from(pcmProducts)
      .where(eq(pcmProducts.parentId, product.id))
      .orderBy(asc(pcmProducts.name), asc(pcmProducts.id)),
    parentVariations(db, product.id),
  ]);
  return {
    product,
    variationIds: links.map((link) => link.variationId),
    childIds: children.map((child) => child.id),
    buildOutdated: isBuildOutdated(product.builtVariations, current.variations),
  };
}

/** A page of the draft products that match `where`, by name (then id, so pages never overlap). */
async function listRecords(
  db: Database,
  page: Page,
  where: SQL,
): Promise<{ records: ProductRecord[]; total: number }> {
  const { rows, total } = await pageOf(
    db,
    pcmProducts,
    page,
    [asc(pcmProducts.name), asc(pcmProducts.id)],
    where,
  );
  return { records: await Promise.all(rows.map((row) => recordOf(db, row))), total };
}

/**
 * A page of the draft products a merchandiser manages one by one: children are left out, as they
 * follow their parent (a build makes them, the parent's status takes them out).
 */
export const listProducts = (db: Database, page: Page) => listRecords(db, page, isNull(pcmProducts.parentId));

/** A page of a parent's children by name (a product that is no parent has none); 404 for an unknown product. */
export async function listChildren(
  db: Database,
  parentId: string,
  page: Page,
): Promise<{ records: ProductRecord[]; total: number }> {
  const parent = await rowById(parentId, () =>
    db.select({ id: pcmProducts.id }).from(pcmProducts).where(eq(pcmProducts.id, parentId)),
  );
  if (!parent) throw notFound(`Product ${parentId} not found`);
  return listRecords(db, page, eq(pcmProducts.parentId, parentId));
}

export async function findProduct(db: Database, productId: string): Promise<ProductRecord | null> {
  const product = await rowById(productId, () =>
    db.select().from(pcmProducts).where(eq(pcmProducts.id, productId)),
  );
  return product ? recordOf(db, product) : null;
}

/**
 * Changes the given attributes in one statement, so concurrent changes of different attributes
 * never undo each other. Spec 3.2: only live products reach a release, so a status change shows
 * after the next publish.
 */
export async function changeProduct(
  db: Database,
  productId: string,
  changes: ProductUpdateRequest['data']['attributes'],
  now: Date = new Date(),
): Promise<ProductRecord> {
  const product = await rowById(productId, () =>
    db
      .update(pcmProducts)
      .set({ ...changes, updatedAt: now })
      .where(eq(pcmProducts.id, productId))
      .returning(),
  );
  if (!product) throw notFound(`Product ${productId} not found`);
  return recordOf(db, product);
}
