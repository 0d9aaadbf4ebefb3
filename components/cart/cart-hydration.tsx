import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CART_QUERY_KEY } from '@/lib/storefront/cart/cart-client';
import type { CartLoad } from '@/lib/storefront/cart/cart.server';
import { ServerCartProvider } from './use-cart';

/**
 * Hands a cart read on the server to React Query in the browser (STYLE.md: server components
 * prefetch, React Query owns what the browser changes). A failed read hands nothing over, so the
 * browser asks again and shows its own error.
 */
export function CartHydration({ load, children }: { load: CartLoad; children: ReactNode }) {
  const queryClient = new QueryClient();
  if (load.ok) queryClient.setQueryData(CART_QUERY_KEY, load.view);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ServerCartProvider cart={load.ok ? load.view : undefined}>{children}</ServerCartProvider>
    </HydrationBoundary>
  );
}
