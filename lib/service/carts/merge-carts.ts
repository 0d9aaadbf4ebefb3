import { randomUUID } from 'node:crypto';
import { MAX_LINE_QUANTITY } from '@/lib/commerce/schemas/carts';
import { canSeeCart, isExpired } from './access';
import { loadCartState } from './cart-store';
import type { AddContext, CartWorkspace } from './cart-workspace';
import { itemNotFound, itemRule } from './item-failure';
import type { AppliedPromotion, CartLine } from './model';

/**
 * Spec 3.3 rule 6: merges another cart (typically the anonymous one, on sign-in) into this one.
 * Items of both carts are present; an item in both (same product, inputs and selection, or the
 * same custom sku) has its quantity increased by the other cart's. The other cart's promotions and
 * shipping groups come along, and the other cart is removed. All of it or nothing: a merge that
 * would break a limit changes neither cart.
 */
export async function mergeCart(ws: CartWorkspace, sourceId: string, ctx: AddContext): Promise<void> {
  if (sourceId === ws.cart.id) throw itemRule('a cart cannot be merged into itself');
  const source = ctx.lockedCarts.get(sourceId);
  if (!source || !canSeeCart(ctx.principal, source.accountId) || isExpired(source.updatedAt, ctx.now))
    throw itemNotFound(`No cart ${sourceId}`, { cart_id: sourceId });
  const other = await loadCartState(ctx.tx, source);

  if (other.lines.length > 0 || other.promotions.length > 0) {
    // A cart whose currency is not set yet (nothing added so far) takes the other cart's.
    const currencySettled = ws.cart.currency !== null || ws.changed;
    if (!currencySettled && source.currency) ws.currency = source.currency;
    else if (source.currency && source.currency !== ws.currency) {
      throw itemRule(
        `cart ${sourceId} is in ${source.currency} and this cart in ${ws.currency}; carts of different currencies cannot be merged`,
        { cart_id: sourceId },
      );
    }
  }

  const grown: CartLine[] = [];
  const copied: CartLine[] = [];
  for (const line of other.lines) {
    const existing = ws.findLine(line.mergeKey);
    // A subscription line is one subscription: the same plan in both carts is kept once.
    if (existing?.kind === 'subscription_item' && line.kind === 'subscription_item') continue;
    if (existing && existing.kind === line.kind) {
      const quantity = existing.quantity + line.quantity;
      if (quantity > MAX_LINE_QUANTITY)
        throw itemRule(
          `merging cart ${sourceId} would put ${quantity} on one line, more than ${MAX_LINE_QUANTITY}`,
          { cart_id: sourceId },
        );
      grown.push({ ...existing, quantity, updatedAt: ctx.now });
    } else {
      copied.push({ ...line, id: randomUUID(), updatedAt: ctx.now });
    }
  }
  const promotions: AppliedPromotion[] = other.promotions
    .filter((applied) => !ws.promotions.some((mine) => mine.promotion.id === applied.promotion.id))
    .map((applied) => ({ ...applied, itemId: randomUUID(), createdAt: ctx.now }));
  const extra = copied.reduce((sum, line) => sum + 1 + line.taxes.length, 0) + promotions.length;
  ws.requireRoom(extra, `the ${extra} items of cart ${sourceId}`, copied);

  for (const line of grown) ws.replaceLine(line);
  for (const line of copied) ws.insertLine(line);
  for (const applied of promotions) ws.addPromotion(applied);
  ws.absorbCart(source.id, other.shippingGroups);
}
