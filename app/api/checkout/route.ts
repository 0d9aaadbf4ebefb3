import { checkout } from '@/lib/storefront/cart-actions.server';
import { readBody, refuseCrossOrigin } from '@/lib/storefront/cart-api.server';
import { checkoutBody } from '@/lib/storefront/cart-requests';

/** Places the order from the shopper's cart; answers the new order's id. */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, checkoutBody);
  return body.ok ? checkout(body.data) : body.response;
}
