import { reorder } from '@/lib/storefront/cart/cart-handlers.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** A signed-in account puts a past order's items into its cart again (spec 3.3 rules 7–8). */
export async function POST(request: Request, { params }: RouteContext<'/api/orders/[orderId]/reorder'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { orderId } = await params;
  return reorder(orderId);
}
