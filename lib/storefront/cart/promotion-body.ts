import { z } from 'zod';

/**
 * The promotion code a shopper types (app/api/cart/promotions), checked in the browser by the cart
 * page's form too: kept apart from cart-bodies.ts so that form does not carry the checkout's
 * address rules to the browser.
 */
export const promotionBody = z.object({
  code: z.string().trim().min(1, 'Enter a code').max(64, 'Codes are at most 64 characters'),
});
