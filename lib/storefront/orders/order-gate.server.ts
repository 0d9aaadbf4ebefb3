import 'server-only';
import { unsealData } from 'iron-session';
import type { NextRequest } from 'next/server';
import { getOrder } from '@/lib/commerce/operations/orders';
import { sessionState, SESSION_COOKIE } from '@/lib/storefront/session/account-session';
import { sessionSecret } from '@/lib/storefront/session/account-session.server';
import { accountClient } from '@/lib/storefront/subscriptions/subscriptions.server';
import { isOrderId, ORDERS_COOKIE, placedOrderIds } from './placed-orders';

/**
 * Whether an order's page can only be the not-found page, decided from the request before any page
 * renders (proxy.ts): the order page streams, so it learns who may see an order only after its
 * status is sent (issue 27.8). The rule is the page's (orders.server.ts, findVisibleOrder): an
 * order this browser placed may be shown; otherwise only the signed-in account's own, which the
 * service is asked about. A session that cannot be read here is the page's to handle (it asks the
 * person to sign in again), so it is not a 404.
 */
export async function isUnknownOrder(request: NextRequest, orderId: string): Promise<boolean> {
  if (!isOrderId(orderId)) return true;
  if (placedOrderIds(request.cookies.get(ORDERS_COOKIE)?.value).includes(orderId)) return false;
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  if (!sealed) return true;
  const session = sessionState(
    true,
    await unsealData<unknown>(sealed, { password: sessionSecret() }),
    new Date(),
  );
  if (session.status !== 'signed-in') return false;
  const found = await getOrder(accountClient(session.session), orderId);
  if (!found.ok) return found.error.status === 404;
  const owner = found.data.data.relationships.account?.data?.id;
  return owner?.toLowerCase() !== session.session.accountId.toLowerCase();
}
