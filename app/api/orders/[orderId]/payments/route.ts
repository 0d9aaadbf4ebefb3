import { paymentBody } from '@/lib/storefront/orders/payment-bodies';
import { payForOrder } from '@/lib/storefront/orders/payment-handlers.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** Pays this shopper's order with a card (the service's manual gateway, issue 18). */
export async function POST(request: Request, { params }: RouteContext<'/api/orders/[orderId]/payments'>) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const { orderId } = await params;
  const body = await readBody(request, paymentBody);
  return body.ok ? payForOrder(orderId, body.data) : body.response;
}
