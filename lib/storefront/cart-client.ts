import { queryOptions } from '@tanstack/react-query';
import { errorEnvelope } from '@/lib/commerce/schemas/common';
import type { AddProductBody, CartAnswer, CheckoutAnswer, CheckoutBody } from './cart-requests';
import { itemErrorViews, type CartView, type ItemErrorView } from './cart-view';

/**
 * The browser's side of the cart: calls to the storefront's own handlers (app/api/cart/**), which
 * hold the cart cookie and the tokens. React Query owns the answers under one key.
 */
export const CART_QUERY_KEY = ['cart'] as const;

/** A refused request, with the per-item errors that say which field or component caused it. */
export class CartRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly items: ItemErrorView[],
  ) {
    super(message);
    this.name = 'CartRequestError';
  }
}

/** A service detail ("no promotion has the code X") as a sentence for the page. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

const NETWORK_MESSAGE = 'The store could not be reached. Please check your connection and try again.';

async function send<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch {
    throw new CartRequestError(0, NETWORK_MESSAGE, []);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = errorEnvelope.safeParse(body);
    const items = envelope.success ? itemErrorViews(envelope.data.errors) : [];
    const first = items[0];
    throw new CartRequestError(
      response.status,
      asSentence(first?.detail ?? first?.title ?? `The store answered ${response.status}`),
      items,
    );
  }
  // The storefront's own handlers answer these shapes (lib/storefront/cart-requests.ts); the
  // service's answers were parsed with zod on the server before they became them.
  return body as T;
}

const encode = encodeURIComponent;

export const cartApi = {
  get: () => send<CartAnswer>('/api/cart', { method: 'GET' }).then((answer) => answer.data),
  addProduct: (body: AddProductBody) => send<CartAnswer>('/api/cart/items', { method: 'POST', body }),
  setQuantity: (itemId: string, quantity: number) =>
    send<CartAnswer>(`/api/cart/items/${encode(itemId)}`, { method: 'PATCH', body: { quantity } }),
  remove: (itemId: string) => send<CartAnswer>(`/api/cart/items/${encode(itemId)}`, { method: 'DELETE' }),
  applyPromotion: (code: string) =>
    send<CartAnswer>('/api/cart/promotions', { method: 'POST', body: { code } }),
  removePromotion: (code: string) =>
    send<CartAnswer>(`/api/cart/promotions/${encode(code)}`, { method: 'DELETE' }),
  reorder: (orderId: string) =>
    send<CartAnswer>(`/api/orders/${encode(orderId)}/reorder`, { method: 'POST' }),
  checkout: (body: CheckoutBody) => send<CheckoutAnswer>('/api/checkout', { method: 'POST', body }),
};

/** The shopper's cart. Server components prefetch it; mutations replace and then refetch it. */
export const cartQueryOptions = () =>
  queryOptions<CartView>({
    queryKey: CART_QUERY_KEY,
    queryFn: cartApi.get,
    // Another tab may change the cart: look again when the shopper comes back to this one.
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
