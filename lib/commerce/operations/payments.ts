import type { CommerceClient } from '../client';
import {
  paymentCardListResponse,
  paymentCardResponse,
  transactionResponse,
  type NewPaymentCardRequest,
  type PaymentRequest,
} from '../schemas/payments';

const encode = encodeURIComponent;

/** Pays an order through the manual gateway (issue 18): 402 when the card is declined. */
export const payOrder = (client: CommerceClient, orderId: string, body: PaymentRequest) =>
  client.request(`/v2/orders/${encode(orderId)}/payments`, {
    method: 'POST',
    schema: transactionResponse,
    body,
  });

/** With an account token: the account's saved cards (demo payment data). */
export const listPaymentCards = (client: CommerceClient) =>
  client.request('/v2/payment-cards', { schema: paymentCardListResponse });

/** With an account token: saves a new card to the account (402 declined, 409 too many cards). */
export const savePaymentCard = (client: CommerceClient, body: NewPaymentCardRequest) =>
  client.request('/v2/payment-cards', { method: 'POST', schema: paymentCardResponse, body });
