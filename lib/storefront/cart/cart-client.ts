import { queryOptions } from '@tanstack/react-query';
import { request, RequestError, type RequestInit } from '@/lib/storefront/http/request';
import type { AddProductBody, CartAnswer, CheckoutAnswer, CheckoutBody } from './cart-bodies';
import { itemErrorViews, type CartView, type ItemErrorView } from './cart-view';

/**
 * The browser's side of the cart: calls to the storefront's own handlers (app/api/cart/**), which
 * hold the cart cookie and the tokens. React Query owns the answers under one key.
 */
export const CART_QUERY_KEY = ['cart'] as const;

/** The refusal's per-item errors, which say which field, input or component caused it. */
export const refusedItems = (error: unknown): ItemErrorView[] =>
  error instanceof RequestError ? itemErrorViews(error.errors) : [];

const send = <T>(path: string, init: RequestInit = {}) => request<T>(path, { ...init, words: 'sentence' });

const encode = encodeURIComponent;

export const cartApi = {
  get: () => send<CartAnswer>('/api/cart').then((answer) => answer.data),
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
