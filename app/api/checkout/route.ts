import { checkout } from '@/lib/storefront/cart/cart-handlers.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { checkoutBody } from '@/lib/storefront/cart/cart-bodies';

/** Places the order from the shopper's cart; answers the new order's id. */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, checkoutBody);
  return body.ok ? checkout(body.data) : body.response;
}
