import { addProduct } from '@/lib/storefront/cart/cart-handlers.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { addProductBody } from '@/lib/storefront/cart/cart-bodies';

/** Adds a product (with its custom inputs or bundle selection); the first add creates the cart. */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, addProductBody);
  return body.ok ? addProduct(body.data) : body.response;
}
