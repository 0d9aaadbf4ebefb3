import { addProduct } from '@/lib/storefront/cart-actions.server';
import { readBody, refuseCrossOrigin } from '@/lib/storefront/cart-api.server';
import { addProductBody } from '@/lib/storefront/cart-requests';

/** Adds a product (with its custom inputs or bundle selection); the first add creates the cart. */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, addProductBody);
  return body.ok ? addProduct(body.data) : body.response;
}
