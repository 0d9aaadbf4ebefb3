import 'server-only';
import { getOrder } from '@/lib/commerce/operations/orders';
import { payOrder } from '@/lib/commerce/operations/payments';
import { errorAnswer, jsonAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { emptyPaidCart } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper, type CartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { viewOptions } from '@/lib/storefront/cart/cart.server';
import { sendOrderConfirmationMail } from '@/lib/storefront/mail/send.server';
import { findVisibleOrder } from './orders.server';
import { orderView } from './order-view';
import { paymentRequest, type PaymentAnswer, type PaymentBody } from './payment-bodies';

/** Once paid: the order as the confirmation page shows it goes to the customer's email, in the shopper's market. */
async function confirm(shopper: CartShopper, orderId: string): Promise<void> {
  const paid = await getOrder(shopper.client, orderId);
  if (!paid.ok) return;
  const view = orderView(paid.data, await viewOptions(shopper.context, paid.data.included.items));
  await sendOrderConfirmationMail({ order: view, market: shopper.context.market });
}

/**
 * Pays the order with a card through the service's manual gateway. Only an order this person may
 * see (placed from this browser, or their account's): the service takes payment for any order id.
 * A saved card needs the account signed in. Only a payment that went through empties the cart the
 * order came from and sends the confirmation; a declined card leaves both, and the order unpaid.
 */
export async function payForOrder(orderId: string, body: PaymentBody): Promise<Response> {
  const shopper = await cartShopper();
  const [visible, t] = await Promise.all([findVisibleOrder(shopper, orderId), requestErrors()]);
  if (!visible.ok) {
    if (visible.reason === 'error') return failureAnswer(visible.error);
    if (visible.reason === 'sign-in') return errorAnswer(401, t('signInToPay'));
    return errorAnswer(404, t('orderNotFound'));
  }
  if (body.source === 'saved' && !shopper.accountId) return errorAnswer(401, t('signInToPay'));
  const result = await payOrder(shopper.client, orderId, { data: paymentRequest(body) });
  if (!result.ok) {
    if (result.error.status === 402)
      return errorAnswer(
        402,
        result.error.errors[0]?.meta?.code === 'expired_card' ? t('cardExpired') : t('declined'),
      );
    if (result.error.status === 409) return errorAnswer(409, t('alreadyPaid'));
    if (result.error.status === 422 && body.source === 'saved')
      return errorAnswer(422, t('savedCardUnknown'), { meta: { field: 'cardId' } });
    return failureAnswer(result.error);
  }
  await Promise.all([emptyPaidCart(shopper, visible.order), confirm(shopper, orderId)]);
  return jsonAnswer({ data: { payment: 'Paid' } } satisfies PaymentAnswer);
}
