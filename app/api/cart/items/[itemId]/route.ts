import { removeItem, setQuantity } from '@/lib/storefront/cart-actions.server';
import { readBody, refuseCrossOrigin } from '@/lib/storefront/cart-api.server';
import { quantityBody } from '@/lib/storefront/cart-requests';

/** A new quantity for a line (0 removes it). */
export async function PATCH(request: Request, { params }: RouteContext<'/api/cart/items/[itemId]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const body = await readBody(request, quantityBody);
  if (!body.ok) return body.response;
  const { itemId } = await params;
  return setQuantity(itemId, body.data.quantity);
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/cart/items/[itemId]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { itemId } = await params;
  return removeItem(itemId);
}
