import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { Stock } from '@/lib/commerce/schemas/inventories';
import type { MatrixLeaf } from './variations';

/** At most this many left reads "Only N left". */
export const LOW_STOCK = 5;

/** What a product page or card says of stock; nothing when the product's stock is not managed. */
export type StockLevel = { kind: 'in' } | { kind: 'low'; left: number } | { kind: 'out' };

/** Product id → how many can be sold now; a product not in it has no stock kept (never runs out). */
export type StockMap = Readonly<Record<string, number>>;

export const toStockMap = (stocks: readonly Stock[]): StockMap =>
  Object.fromEntries(stocks.map((entry) => [entry.id, Math.max(0, entry.attributes.available)]));

export function stockLevel(available: number | undefined): StockLevel | undefined {
  if (available === undefined) return undefined;
  if (available <= 0) return { kind: 'out' };
  return available <= LOW_STOCK ? { kind: 'low', left: available } : { kind: 'in' };
}

export const isSoldOut = (stock: StockMap, productId: string) => stock[productId] === 0;

/** A parent is sold out when it has children and every one of them is. */
export const isFamilySoldOut = (stock: StockMap, childIds: readonly string[]) =>
  childIds.length > 0 && childIds.every((id) => isSoldOut(stock, id));

/**
 * Whether choosing `optionId` leads only to sold-out children, given what is chosen for the other
 * variations: with a full selection that is the one child it picks, before one every child it may
 * still lead to. An option that leads to no child at all is not sold out (it is not available).
 */
export function isOptionSoldOut(
  variationId: string,
  optionId: string,
  selection: Readonly<Record<string, string>>,
  leaves: readonly MatrixLeaf[],
  soldOut: ReadonlySet<string>,
): boolean {
  const others = Object.entries(selection)
    .filter(([variation]) => variation !== variationId)
    .map(([, option]) => option);
  const reachable = leaves.filter(
    (leaf) => leaf.optionIds.includes(optionId) && others.every((other) => leaf.optionIds.includes(other)),
  );
  return reachable.length > 0 && reachable.every((leaf) => soldOut.has(leaf.childId));
}

/** The products whose stock says whether a listed product can be bought: a parent's children, or itself. */
export const stockIdsOf = (product: CatalogProduct): string[] =>
  product.meta?.product_types?.includes('parent')
    ? (product.relationships?.children?.data ?? []).map((child) => child.id)
    : [product.id];

/** Whether a listed product is out of stock: itself, or every child of a parent. */
export const isListedSoldOut = (stock: StockMap, product: CatalogProduct) =>
  product.meta?.product_types?.includes('parent')
    ? isFamilySoldOut(stock, stockIdsOf(product))
    : isSoldOut(stock, product.id);
