import { eq } from 'drizzle-orm';
import type { Principal } from '../http/types';
import type { Database } from '../storage/database';
import { notFound, unprocessable } from '../http/errors';
import {
  loadCartState,
  lockVisibleCart,
  noChanges,
  saveCartChanges,
  touchCart,
  type CartChanges,
} from './cart-store';
import { requireExactTotals } from './exact-totals';
import type { CartLine, CartState } from './model';
import { requireStockForChange } from './stock-rule';
import { carts } from './schema';

/**
 * Runs one change on a locked cart and answers the cart as it then stands. A change that makes the
 * cart hold more of a product than is in stock is refused (stock-rule.ts).
 */
async function changeCart(
  db: Database,
  principal: Principal,
  cartId: string,
  change: (state: CartState, now: Date) => CartChanges,
): Promise<CartState> {
  return db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    const now = new Date();
    const before = await loadCartState(tx, cart);
    const changes = change(before, now);
    const after = linesAfter(before.lines, changes);
    requireOneSubscriptionEach(after);
    await requireStockForChange(tx, before.lines, after);
    await saveCartChanges(tx, cart.id, changes);
    const changed = await loadCartState(tx, await touchCart(tx, cart.id, now));
    if (changed.cart.currency) requireExactTotals(changed, changed.cart.currency);
    return changed;
  });
}

/** A subscription line is one subscription (add-subscription.ts): its quantity stays 1 (0 removes it). */
function requireOneSubscriptionEach(lines: readonly CartLine[]): void {
  const grown = lines.find((line) => line.kind === 'subscription_item' && line.quantity !== 1);
  if (grown)
    throw unprocessable(
      `Item ${grown.id} is a subscription, one subscription a line: its quantity is 1 (0 removes it), not ${grown.quantity}`,
    );
}

/** The lines as the changes leave them (quantity changes and removals; nothing is added here). */
function linesAfter(lines: readonly CartLine[], changes: CartChanges): CartLine[] {
  const updated = new Map(changes.updated.map((line) => [line.id, line]));
  const removed = new Set(changes.removedLineIds);
  return lines.filter((line) => !removed.has(line.id)).map((line) => updated.get(line.id) ?? line);
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** PUT …/items/{itemID}: a new quantity (tiers re-apply when the cart is priced); 0 removes the line. */
export function setLineQuantity(
  db: Database,
  principal: Principal,
  cartId: string,
  itemId: string,
  quantity: number,
): Promise<CartState> {
  return changeCart(db, principal, cartId, (state, now) => {
    const line = state.lines.find((candidate) => sameId(candidate.id, itemId));
    if (!line) {
      if (state.promotions.some((applied) => sameId(applied.itemId, itemId))) {
        throw unprocessable(
          `Item ${itemId} is a promotion, which has no quantity to change; remove it with DELETE /v2/carts/${cartId}/discounts/{code}`,
        );
      }
      throw notFound(`No item ${itemId} in cart ${cartId}`);
    }
    if (quantity === 0) return { ...noChanges(), removedLineIds: [line.id] };
    return { ...noChanges(), updated: [{ ...line, quantity, updatedAt: now }] };
  });
}

/** DELETE …/items/{itemID}: removes a line, or a promotion by its item id. */
export function removeItem(
  db: Database,
  principal: Principal,
  cartId: string,
  itemId: string,
): Promise<CartState> {
  return changeCart(db, principal, cartId, (state) => {
    const line = state.lines.find((candidate) => sameId(candidate.id, itemId));
    if (line) return { ...noChanges(), removedLineIds: [line.id] };
    const applied = state.promotions.find((candidate) => sameId(candidate.itemId, itemId));
    if (applied) return { ...noChanges(), removedPromotionIds: [applied.promotion.id] };
    throw notFound(`No item ${itemId} in cart ${cartId}`);
  });
}

/** DELETE …/discounts/{code}: takes a promotion code off the cart. */
export function removePromotion(
  db: Database,
  principal: Principal,
  cartId: string,
  code: string,
): Promise<CartState> {
  return changeCart(db, principal, cartId, (state) => {
    const applied = state.promotions.find(
      (candidate) => candidate.promotion.code === code.trim().toUpperCase(),
    );
    if (!applied) throw notFound(`The promotion ${code} is not applied to cart ${cartId}`);
    return { ...noChanges(), removedPromotionIds: [applied.promotion.id] };
  });
}

/**
 * PUT …/items with `data` an array of `{id, quantity}` (the SDKs' bulk update): every quantity
 * changes or, when one item is unknown, none does (404 naming it). 0 removes a line.
 */
export function setLineQuantities(
  db: Database,
  principal: Principal,
  cartId: string,
  updates: readonly { id: string; quantity: number }[],
): Promise<CartState> {
  return changeCart(db, principal, cartId, (state, now) => {
    const changes = noChanges();
    for (const update of updates) {
      const line = state.lines.find((candidate) => sameId(candidate.id, update.id));
      if (!line) throw notFound(`No item ${update.id} in cart ${cartId}; no quantity was changed`);
      if (update.quantity === 0) changes.removedLineIds.push(line.id);
      else changes.updated.push({ ...line, quantity: update.quantity, updatedAt: now });
    }
    return changes;
  });
}

/** DELETE …/items: empties the cart (lines and promotions); its currency and shipping groups stay. */
export function removeAllItems(db: Database, principal: Principal, cartId: string): Promise<CartState> {
  return changeCart(db, principal, cartId, (state) => ({
    ...noChanges(),
    removedLineIds: state.lines.map((line) => line.id),
    removedPromotionIds: state.promotions.map((applied) => applied.promotion.id),
  }));
}

/** DELETE /v2/carts/{id}: the cart and everything in it are gone; its id reads as a new cart again. */
export async function deleteCart(db: Database, principal: Principal, cartId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockVisibleCart(tx, principal, cartId);
    // Its items, promotions and shipping groups go with it (ON DELETE CASCADE, migration 0005).
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}
