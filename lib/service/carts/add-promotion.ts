import { randomUUID } from 'node:crypto';
import { findPromotionByCode } from './cart-store';
import type { AddContext, CartWorkspace } from './cart-workspace';
import { itemNotFound, itemRule } from './item-failure';

/**
 * Applies a promotion code (spec 4.4 rule 1). An unknown code is a 404 item error; a code already
 * on the cart stays once; a fixed amount needs an amount in the cart's currency. A promotion is
 * one of the cart's unique items (spec §8).
 */
export async function addPromotion(ws: CartWorkspace, code: string, ctx: AddContext): Promise<void> {
  const promotion = await findPromotionByCode(ctx.tx, code);
  if (!promotion) throw itemNotFound(`No promotion has the code ${code}`, { code });
  if (ws.promotions.some((applied) => applied.promotion.id === promotion.id)) return;
  if (promotion.kind === 'fixed' && promotion.amounts[ws.currency] === undefined) {
    throw itemRule(`the promotion ${promotion.code} has no amount in ${ws.currency}, the cart's currency`, {
      code: promotion.code,
    });
  }
  ws.requireRoom(1, `the promotion ${promotion.code}`);
  ws.addPromotion({ itemId: randomUUID(), promotion, createdAt: ctx.now });
}
