import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartDetails } from '@/components/cart/cart-details';
import { CartHydration } from '@/components/cart/cart-hydration';
import { currentCartId } from '@/lib/storefront/cart/cart-handlers.server';
import { cartShopper } from '@/lib/storefront/cart/cart-shopper.server';
import { loadCart } from '@/lib/storefront/cart/cart.server';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';
import { Alert } from '@/components/ui/alert';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cart');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * Rendered before the first byte, not streamed behind a skeleton: the lines and their forms show
 * without JavaScript. Read fresh for this shopper (cookies, never cached) and handed to the
 * browser's React Query.
 */
export const instant = false;

export default async function CartPage({ searchParams }: PageProps<'/[market]/cart'>) {
  const shopper = await cartShopper();
  const [load, search, t] = await Promise.all([
    currentCartId(shopper).then((cartId) => loadCart(shopper, cartId)),
    searchParams,
    getTranslations('Cart'),
  ]);
  // A cart form posted before the page's script ran comes back here saying why it was refused.
  const refusal = readFormRefusal(search);
  return (
    <div className="space-y-6">
      <h1 id="cart-title" tabIndex={-1} className="font-serif text-3xl font-semibold outline-none">
        {t('title')}
      </h1>
      {refusal && <Alert>{t(`formRefusals.${refusal}`)}</Alert>}
      <CartHydration load={load}>
        <CartDetails shopperCurrency={shopper.context.currency} />
      </CartHydration>
    </div>
  );
}
