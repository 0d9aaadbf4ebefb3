import { removePromotion } from '@/lib/storefront/cart-actions.server';
import { refuseCrossOrigin } from '@/lib/storefront/cart-api.server';

export async function DELETE(request: Request, { params }: RouteContext<'/api/cart/promotions/[code]'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { code } = await params;
  return removePromotion(code);
}
