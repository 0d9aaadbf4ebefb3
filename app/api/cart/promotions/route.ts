import { applyPromotion } from '@/lib/storefront/cart/cart-handlers.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { promotionBody } from '@/lib/storefront/cart/cart-bodies';

/** Applies a promotion code to the cart (spec 4.4 rule 1: it is added as an item). */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, promotionBody);
  return body.ok ? applyPromotion(body.data.code) : body.response;
}
