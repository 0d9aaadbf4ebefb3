'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartApi, cartQueryOptions, CART_QUERY_KEY } from '@/lib/storefront/cart-client';
import type { AddProductBody, CartAnswer } from '@/lib/storefront/cart-requests';
import type { CartView } from '@/lib/storefront/cart-view';

export const useCart = () => useQuery(cartQueryOptions());

interface Snapshot {
  previous: CartView | undefined;
}

/**
 * The shared shape of every cart mutation: stop refetches that would overwrite the optimistic
 * view, apply it, put the old view back if the store refuses, take the store's answer when it
 * accepts, and refetch afterwards either way (the answer of one tab is not the last word).
 */
function optimistic<Variables>(
  queryClient: QueryClient,
  change?: (cart: CartView, variables: Variables) => CartView,
) {
  return {
    onMutate: async (variables: Variables): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = queryClient.getQueryData<CartView>(CART_QUERY_KEY);
      if (previous && change) queryClient.setQueryData<CartView>(CART_QUERY_KEY, change(previous, variables));
      return { previous };
    },
    onError: (_error: Error, _variables: Variables, snapshot: Snapshot | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(CART_QUERY_KEY, snapshot.previous);
    },
    onSuccess: (answer: CartAnswer) => {
      queryClient.setQueryData(CART_QUERY_KEY, answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  };
}

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
    ...optimistic<AddProductBody>(queryClient, (cart, body) => ({
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
    ...optimistic<{ itemId: string; quantity: number }>(queryClient, (cart, { itemId, quantity }) =>
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
    ...optimistic<string>(queryClient, (cart, itemId) =>
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
    ...optimistic<string>(queryClient),
  });
}

export function useRemovePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => cartApi.removePromotion(code),
    ...optimistic<string>(queryClient, (cart, code) => ({
      ...cart,
      promotions: cart.promotions.filter((promotion) => promotion.code !== code),
    })),
  });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cartApi.reorder(orderId),
    ...optimistic<string>(queryClient),
  });
}
