'use client';

import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useHydrating } from '@/components/ui/use-hydrating';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { cartApi, cartQueryOptions, CART_QUERY_KEY } from '@/lib/storefront/cart/cart-client';
import type { AddProductBody, CartAnswer } from '@/lib/storefront/cart/cart-bodies';
import type { CartView } from '@/lib/storefront/cart/cart-view';
import { optimisticUpdate } from '@/lib/storefront/http/optimistic';

/** The cart the page was rendered with, where a page hands one over (CartHydration). */
const ServerCart = createContext<CartView | undefined>(undefined);

export function ServerCartProvider({ cart, children }: { cart: CartView | undefined; children: ReactNode }) {
  return createElement(ServerCart.Provider, { value: cart }, children);
}

/**
 * The shopper's cart. Under a page that rendered it on the server, that cart stands in until the
 * query has its own data: the header may already have started the query (it asks for the cart on
 * every page), and React Query then hydrates the page's copy only after rendering, so without the
 * stand-in the page would render a skeleton where the server drew the cart (React error 418).
 * While hydrating, every reader sees exactly what the server rendered with.
 */
export function useCart(): UseQueryResult<CartView> {
  const server = useContext(ServerCart);
  const hydrating = useHydrating();
  const query = useQuery({ ...cartQueryOptions(), placeholderData: server });
  // Hydration renders what the server drew: the page's cart, or none. The header asks for the cart
  // on every page, and its answer may arrive while later parts of the page still hydrate.
  if (!hydrating) return query;
  return server
    ? ({
        ...query,
        data: server,
        isPending: false,
        isSuccess: true,
        status: 'success',
      } as UseQueryResult<CartView>)
    : ({
        ...query,
        data: undefined,
        isPending: true,
        isSuccess: false,
        status: 'pending',
      } as UseQueryResult<CartView>);
}

/**
 * The shared shape of every cart mutation: the guess shows at once, the old view comes back if the
 * store refuses (and the cart is read again: another tab may have changed it), and the store's
 * answer, the whole cart, replaces it when it accepts; it is not fetched again (issue 28).
 */
const cartUpdate = <Variables>(
  queryClient: QueryClient,
  change?: (cart: CartView, variables: Variables) => CartView,
) =>
  optimisticUpdate<CartView, Variables, CartAnswer>(queryClient, CART_QUERY_KEY, {
    guess: (cart, variables) => (cart && change ? change(cart, variables) : undefined),
    accepted: (answer) => answer.data,
    refetchAfterError: true,
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
