import { request } from '@/lib/storefront/http/request';
import type { PaymentAnswer, PaymentBody } from './payment-bodies';

/** The browser's side of orders: calls to the storefront's own handlers (app/api/orders/**). */
export const ordersApi = {
  pay: (orderId: string, body: PaymentBody) =>
    request<PaymentAnswer>(`/api/orders/${encodeURIComponent(orderId)}/payments`, {
      method: 'POST',
      body,
      words: 'sentence',
    }),
};
