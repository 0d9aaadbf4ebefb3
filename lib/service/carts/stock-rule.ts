import { ServiceError } from '../http/errors';
import { availableStock } from '../inventories/stock-store';
import type { Database } from '../storage/database';
import { ItemFailure } from './item-failure';
import type { CartLine } from './model';

/** The vendor's title for a refused add or quantity past what is in stock. */
export const INSUFFICIENT_STOCK = 'Insufficient stock';

/**
 * What can be sold of a product (lib/service/inventories), read once per product and request. A
 * product without stock kept is not managed: any quantity may be added (as the vendor does). Stock
 * is only allocated outside carts, so a cart's check is against its own lines alone, which the
 * cart's row lock already serializes.
 */
export class StockLookup {
  private readonly known = new Map<string, number | null>();

  constructor(private readonly db: Database) {}

  async available(productId: string): Promise<number | null> {
    const id = productId.toLowerCase();
    if (!this.known.has(id)) this.known.set(id, (await availableStock(this.db, [id])).get(id) ?? null);
    return this.known.get(id)!;
  }
}

/** How many of a product the cart's lines hold together (custom inputs or bundles may split it). */
export const quantityInCart = (lines: readonly CartLine[], productId: string) =>
  lines
    .filter((line) => line.kind === 'cart_item' && line.productId === productId.toLowerCase())
    .reduce((sum, line) => sum + line.quantity, 0);

/** Spec §7 item error (the vendor's 400 "Insufficient stock"), naming what is left. */
export function insufficientStock(name: string, available: number, wanted: number): ItemFailure {
  const left = Math.max(0, available);
  const detail =
    left === 0
      ? `There is not enough stock to add ${name} to your cart: it is out of stock`
      : `There is not enough stock to add ${name} to your cart: ${left} available, and the cart would hold ${wanted}`;
  return new ItemFailure(400, detail, { available: left }, INSUFFICIENT_STOCK);
}

/** Throws the item error when the cart would hold more of the product than can be sold. */
export function requireStock(name: string, available: number | null, wanted: number): void {
  if (available !== null && wanted > available) throw insufficientStock(name, available, wanted);
}

/**
 * A change of quantities (PUT one line or several) may not take a product past its stock: each
 * product whose quantity in the cart grows is checked against what can be sold (a 400 envelope,
 * nothing changed). Lowering a quantity is always allowed, even when stock has since fallen below it.
 */
export async function requireStockForChange(
  db: Database,
  before: readonly CartLine[],
  after: readonly CartLine[],
): Promise<void> {
  const stock = new StockLookup(db);
  const seen = new Set<string>();
  for (const line of after) {
    if (line.kind !== 'cart_item' || seen.has(line.productId)) continue;
    seen.add(line.productId);
    const wanted = quantityInCart(after, line.productId);
    if (wanted <= quantityInCart(before, line.productId)) continue;
    const available = await stock.available(line.productId);
    if (available !== null && wanted > available) {
      const failure = insufficientStock(line.product.name, available, wanted);
      throw new ServiceError(400, failure.detail, failure.title, { id: line.productId, ...failure.meta });
    }
  }
}
