import { removeItem, setQuantity } from '@/lib/storefront/cart/cart-handlers.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { quantityBody } from '@/lib/storefront/cart/cart-bodies';
import { lineQuantityForm } from '@/lib/storefront/cart/cart-forms';

/** A new quantity for a line (0 removes it). */
export async function PATCH(request: Request, { params }: RouteContext<'/api/cart/items/[itemId]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, quantityBody);
  if (!body.ok) return body.response;
  const { itemId } = await params;
  return setQuantity(itemId, body.data.quantity);
}

/**
 * A line's form posted without the script (an HTML form can only POST): its new quantity, or its
 * removal, answered with the cart page.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/cart/items/[itemId]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { itemId } = await params;
  return handleFormOrJson(request, quantityBody, (body) => setQuantity(itemId, body.quantity), {
    page: '/cart',
    success: () => '/cart',
    form: lineQuantityForm,
  });
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/cart/items/[itemId]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { itemId } = await params;
  return removeItem(itemId);
}
