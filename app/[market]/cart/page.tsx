import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CartDetails, CartSkeleton } from '@/components/cart/cart-details';
import { CartHydration } from '@/components/cart/cart-hydration';
import { currentCartId } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { loadCart } from '@/lib/storefront/cart/cart.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cart');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default function CartPage() {
  const t = useTranslations('Cart');
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
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
