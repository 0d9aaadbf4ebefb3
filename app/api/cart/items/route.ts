import { addProduct } from '@/lib/storefront/cart/cart-handlers.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { addProductBody } from '@/lib/storefront/cart/cart-bodies';
import { addProductForm } from '@/lib/storefront/cart/cart-forms';

/**
 * Adds a product (with its custom inputs or bundle selection); the first add creates the cart. The
 * product page's form posted without the script gets the cart page, saying why when refused.
 */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  return handleFormOrJson(request, addProductBody, addProduct, {
    page: '/cart',
    success: () => '/cart',
    form: addProductForm,
  });
}
