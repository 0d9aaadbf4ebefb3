import { applyPromotion } from '@/lib/storefront/cart-actions.server';
import { readBody, refuseCrossOrigin } from '@/lib/storefront/cart-api.server';
import { promotionBody } from '@/lib/storefront/cart-requests';

/** Applies a promotion code to the cart (spec 4.4 rule 1: it is added as an item). */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, promotionBody);
  return body.ok ? applyPromotion(body.data.code) : body.response;
}
