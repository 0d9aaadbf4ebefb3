import { and, eq } from 'drizzle-orm';
import { fileMetadata, fileSnapshot } from '../files/file-store';
import { pcmFiles, pcmProductFiles, pcmProductPrices, pcmProducts, pcmSales } from '../draft-schema';
import type { FileSnapshot } from '../release-document';
import { anyUuid } from '../sql-any';
import {
  componentPriceSnapshot,
  resolvePrice,
  type ModifierRow,
  type PriceRow,
  type SaleRow,
} from './pricing';
import { componentOptionIds } from './render-product';
import type { Tx } from './tx';

type ProductRow = typeof pcmProducts.$inferSelect;

export interface Pricing {
  pricebookId: string | null;
  modifiers: ReadonlyMap<string, ModifierRow>;
  /** Sales are those running at this moment (the publish time). */
  at: Date;
}

/**
 * Everything the products of one publish chunk need from the draft tables, in a handful of
 * queries: the rows, their parents' variations, their prices and sales (and those of parents and
 * bundle components) in the catalog's pricebook, and their files.
 */
export async function loadChunk(tx: Tx, ids: readonly string[], pricing: Pricing) {
  const rows = await tx.select().from(pcmProducts).where(anyUuid(pcmProducts.id, ids));
  const products = new Map(rows.map((product) => [product.id, product]));

  const parentIds = [...new Set(rows.flatMap((product) => (product.parentId ? [product.parentId] : [])))];
  const parents = parentIds.length
    ? await tx
        .select({ id: pcmProducts.id, builtVariations: pcmProducts.builtVariations })
        .from(pcmProducts)
        .where(anyUuid(pcmProducts.id, parentIds))
    : [];

  const componentIds = [...new Set(rows.flatMap((product) => componentOptionIds(product.components)))];
  const components = componentIds.length
    ? await tx
        .select({
          id: pcmProducts.id,
          parentId: pcmProducts.parentId,
          priceModifiers: pcmProducts.priceModifiers,
        })
        .from(pcmProducts)
        .where(anyUuid(pcmProducts.id, componentIds))
    : [];

  const prices = new Map<string, PriceRow>();
  const sales = new Map<string, SaleRow>();
  const { pricebookId } = pricing;
  if (pricebookId) {
    const priceIds = [
      ...new Set([
        ...ids,
        ...parentIds,
        ...components.flatMap((row) => [row.id, ...(row.parentId ? [row.parentId] : [])]),
      ]),
    ];
    const priceRows = await tx
      .select()
      .from(pcmProductPrices)
      .where(
        and(eq(pcmProductPrices.pricebookId, pricebookId), anyUuid(pcmProductPrices.productId, priceIds)),
      );
    for (const row of priceRows) prices.set(row.productId, row);
    const saleRows = await tx
      .select()
      .from(pcmSales)
      .where(and(eq(pcmSales.pricebookId, pricebookId), anyUuid(pcmSales.productId, priceIds)));
    for (const row of saleRows) sales.set(row.productId, row);
  }
  const priceOf = (product: Pick<ProductRow, 'id' | 'parentId' | 'priceModifiers'>) =>
    resolvePrice({
      own: prices.get(product.id),
      parent: product.parentId ? prices.get(product.parentId) : undefined,
      sale: sales.get(product.id),
      modifierNames: product.priceModifiers,
      modifiers: pricing.modifiers,
      at: pricing.at,
    });

  const fileRows = await tx
    .select({
      productId: pcmProductFiles.productId,
      sortOrder: pcmProductFiles.sortOrder,
      file: fileMetadata,
    })
    .from(pcmProductFiles)
    .innerJoin(pcmFiles, eq(pcmFiles.id, pcmProductFiles.fileId))
    .where(anyUuid(pcmProductFiles.productId, ids));
  fileRows.sort((a, b) => a.sortOrder - b.sortOrder || (a.file.id < b.file.id ? -1 : 1));
  const files = new Map<string, FileSnapshot[]>();
  for (const row of fileRows)
    files.set(row.productId, [...(files.get(row.productId) ?? []), fileSnapshot(row.file)]);

  const mainImageIds = [
    ...new Set(rows.flatMap((product) => (product.mainImageId ? [product.mainImageId] : []))),
  ];
  const images = mainImageIds.length
    ? await tx.select(fileMetadata).from(pcmFiles).where(anyUuid(pcmFiles.id, mainImageIds))
    : [];

  return {
    products,
    parentVariations: new Map(parents.map((parent) => [parent.id, parent.builtVariations])),
    componentPrices: new Map(
      components.map((row) => [row.id, componentPriceSnapshot(priceOf(row), pricebookId)]),
    ),
    files,
    mainImages: new Map(images.map((file) => [file.id, fileSnapshot(file)])),
    priceOf,
  };
}
