import { removePromotion } from '@/lib/storefront/cart/cart-handlers.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

export async function DELETE(request: Request, { params }: RouteContext<'/api/cart/promotions/[code]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { code } = await params;
  return removePromotion(code);
}
