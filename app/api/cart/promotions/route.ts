import { applyPromotion } from '@/lib/storefront/cart/cart-handlers.server';
import { readCartId } from '@/lib/storefront/cart/cart-cookies.server';
import { takePromotionAttempt, tooManyPromotionsAnswer } from '@/lib/storefront/cart/promotion-limits.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { clientIp } from '@/lib/storefront/session/sign-in-limits.server';
import { promotionBody } from '@/lib/storefront/cart/promotion-body';

/** Applies a promotion code to the cart (spec 4.4 rule 1: it is added as an item). */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, promotionBody);
  if (!body.ok) return body.response;
  const taken = await takePromotionAttempt(clientIp(request), await readCartId());
  if (taken.limited) return tooManyPromotionsAnswer(taken.retryAfterSeconds);
  return applyPromotion(body.data.code);
}
