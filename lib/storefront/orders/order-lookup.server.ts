import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { eq } from '@/lib/commerce/filter';
import { findOrders } from '@/lib/commerce/operations/orders';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { Limit, takeAll } from '@/lib/platform/limits';
import { rememberPlacedOrder } from '@/lib/storefront/cart/cart-cookies.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { clientIp } from '@/lib/storefront/session/sign-in-limits.server';

/** "Find an order": the number on the confirmation and the email it was placed with. */
export const orderLookupBody = z.object({
  number: z.string().trim().min(1).max(32),
  email: z.string().trim().max(254).pipe(z.email()),
});

/**
 * Lookups tried: 10 per client address and 5 per order number in 15 minutes, so that neither an
 * order number nor an email can be guessed by trying many (a shopper needs one or two tries).
 */
export const ORDER_LOOKUP_LIMITS = { perAddress: 10, perNumber: 5, windowSeconds: 15 * 60 } as const;

const holder = globalThis as typeof globalThis & {
  __storefrontOrderLookupLimits?: { address: Limit; number: Limit };
};
const limits = () =>
  (holder.__storefrontOrderLookupLimits ??= {
    address: new Limit({
      name: 'storefront-order-lookup-address',
      points: ORDER_LOOKUP_LIMITS.perAddress,
      windowSeconds: ORDER_LOOKUP_LIMITS.windowSeconds,
    }),
    number: new Limit({
      name: 'storefront-order-lookup-number',
      points: ORDER_LOOKUP_LIMITS.perNumber,
      windowSeconds: ORDER_LOOKUP_LIMITS.windowSeconds,
    }),
  });

/**
 * A guest's order, found by its number and email with the administrator's token (the service lists
 * no order to an anonymous shopper). Found, it is remembered as placed from this browser, which is
 * what lets the order page show it (orders.server.ts); an account's order is shown only to the
 * account, so it asks for a sign-in instead. A wrong number and a wrong email read the same.
 */
export async function lookUpGuestOrder(request: Request, body: z.output<typeof orderLookupBody>) {
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Orders' });
  const { address, number } = limits();
  const limited = await takeAll([
    { limit: address, key: clientIp(request) },
    { limit: number, key: body.number.toUpperCase() },
  ]);
  if (limited.limited) {
    return errorAnswer(429, t('lookup.tooMany'), {
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
      meta: { retry_after_seconds: limited.retryAfterSeconds },
    });
  }
  const found = await findOrders(adminClient(), [eq('order_number', body.number), eq('email', body.email)]);
  if (!found.ok) return failureAnswer(found.error, { token: 'admin' });
  const [order, another] = found.data.data;
  if (!order || another) return errorAnswer(404, t('lookup.notFound'));
  if (order.relationships.account?.data) return errorAnswer(403, t('lookup.signIn'));
  await rememberPlacedOrder(order.id);
  return dataAnswer({ id: order.id });
}
