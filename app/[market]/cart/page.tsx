import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CartDetails, CartSkeleton } from '@/components/cart/cart-details';
import { CartHydration } from '@/components/cart/cart-hydration';
import { currentCartId } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { loadCart } from '@/lib/storefront/cart/cart.server';

export const metadata: Metadata = { title: 'Your cart', robots: { index: false } };

export default function CartPage() {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Your cart</h1>
      <Suspense fallback={<CartSkeleton />}>
        <Cart />
      </Suspense>
    </div>
  );
}

/** Read fresh for this shopper (cookies, never cached) and handed to the browser's React Query. */
async function Cart() {
  const shopper = await cartShopper();
  const load = await loadCart(shopper, await currentCartId(shopper));
  return (
    <CartHydration load={load}>
      <CartDetails shopperCurrency={shopper.context.currency} />
    </CartHydration>
  );
}
