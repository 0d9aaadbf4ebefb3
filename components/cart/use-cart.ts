'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartApi, cartQueryOptions, CART_QUERY_KEY } from '@/lib/storefront/cart/cart-client';
import type { AddProductBody, CartAnswer } from '@/lib/storefront/cart/cart-bodies';
import type { CartView } from '@/lib/storefront/cart/cart-view';
import { optimisticUpdate } from '@/lib/storefront/http/optimistic';

export const useCart = () => useQuery(cartQueryOptions());

/**
 * The shared shape of every cart mutation: the guess shows at once, the old view comes back if the
 * store refuses, the store's answer replaces it when it accepts, and the cart is read again
 * afterwards either way (the answer of one tab is not the last word).
 */
const cartUpdate = <Variables>(
  queryClient: QueryClient,
  change?: (cart: CartView, variables: Variables) => CartView,
) =>
  optimisticUpdate<CartView, Variables, CartAnswer>(queryClient, CART_QUERY_KEY, {
    guess: (cart, variables) => (cart && change ? change(cart, variables) : undefined),
    accepted: (answer) => answer.data,
    refetch: true,
  });

const withCount = (cart: CartView, lines: CartView['lines']): CartView => ({
  ...cart,
  lines,
  itemCount: lines.reduce((count, line) => count + line.quantity, 0),
});

/** Adds a product; the header count goes up at once and comes back down if the store refuses. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddProductBody) => cartApi.addProduct(body),
    ...cartUpdate<AddProductBody>(queryClient, (cart, body) => ({
      ...cart,
      itemCount: cart.itemCount + body.quantity,
    })),
  });
}

export function useSetQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      cartApi.setQuantity(itemId, quantity),
    ...cartUpdate<{ itemId: string; quantity: number }>(queryClient, (cart, { itemId, quantity }) =>
      withCount(
        cart,
        cart.lines.flatMap((line) =>
          line.id !== itemId ? [line] : quantity > 0 ? [{ ...line, quantity }] : [],
        ),
      ),
    ),
  });
}

export function useRemoveLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => cartApi.remove(itemId),
    ...cartUpdate<string>(queryClient, (cart, itemId) =>
      withCount(
        cart,
        cart.lines.filter((line) => line.id !== itemId),
      ),
    ),
  });
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => cartApi.applyPromotion(code),
    ...cartUpdate<string>(queryClient),
  });
}

export function useRemovePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => cartApi.removePromotion(code),
    ...cartUpdate<string>(queryClient, (cart, code) => ({
      ...cart,
      promotions: cart.promotions.filter((promotion) => promotion.code !== code),
    })),
  });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cartApi.reorder(orderId),
    ...cartUpdate<string>(queryClient),
  });
}
