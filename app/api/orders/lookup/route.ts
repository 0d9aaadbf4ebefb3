import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { lookUpGuestOrder, orderLookupBody } from '@/lib/storefront/orders/order-lookup.server';

/** "Find an order" (a guest's): on to the order's page, or back to the orders page saying why not. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  return handleFormOrJson(request, orderLookupBody, (body) => lookUpGuestOrder(request, body), {
    page: '/orders',
    success: (data) => `/orders/${encodeURIComponent((data as { id: string }).id)}`,
  });
}
