import { removeItem, setQuantity } from '@/lib/storefront/cart/cart-handlers.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { quantityBody } from '@/lib/storefront/cart/cart-bodies';

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
