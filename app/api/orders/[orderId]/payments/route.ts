import { paymentBody } from '@/lib/storefront/orders/payment-bodies';
import { payForOrder } from '@/lib/storefront/orders/payment-handlers.server';
import { paymentForm } from '@/lib/storefront/cart/cart-forms';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/**
 * Pays this shopper's order with a card (the service's manual gateway, issue 18). The payment form
 * posted without the script goes on to the paid order's page, or back to the order saying why.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/orders/[orderId]/payments'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { orderId } = await params;
  const orderPage = `/orders/${encodeURIComponent(orderId)}`;
  return handleFormOrJson(request, paymentBody, (body) => payForOrder(orderId, body), {
    page: orderPage,
    success: () => `${orderPage}?paid=1`,
    form: paymentForm,
  });
}
