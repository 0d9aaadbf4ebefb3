import 'server-only';
import { payOrder } from '@/lib/commerce/operations/payments';
import { errorAnswer, jsonAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { findVisibleOrder } from './orders.server';
import type { PaymentAnswer, PaymentBody } from './payment-bodies';

/**
 * Pays the order with a card through the service's manual gateway. Only an order this person may
 * see (placed from this browser, or their account's): the service takes payment for any order id.
 */
export async function payForOrder(orderId: string, body: PaymentBody): Promise<Response> {
  const shopper = await cartShopper();
  const [visible, t] = await Promise.all([findVisibleOrder(shopper, orderId), requestErrors()]);
  if (!visible.ok) {
    if (visible.reason === 'error') return failureAnswer(visible.error);
    if (visible.reason === 'sign-in') return errorAnswer(401, t('signInToPay'));
    return errorAnswer(404, t('orderNotFound'));
  }
  const result = await payOrder(shopper.client, orderId, {
    data: { gateway: 'manual', method: 'purchase', payment: body.cardNumber },
  });
  if (!result.ok) {
    if (result.error.status === 402) return errorAnswer(402, t('declined'));
    if (result.error.status === 409) return errorAnswer(409, t('alreadyPaid'));
    return failureAnswer(result.error);
  }
  return jsonAnswer({ data: { payment: 'Paid' } } satisfies PaymentAnswer);
}
