'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { taxBasis } from '@/lib/storefront/cart/tax-basis';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { PromotionForm } from './promotion-form';
import { useCart } from './use-cart';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';

/**
 * The cart page's contents, from the cart React Query holds (prefetched by the page). A cart keeps
 * the currency of its first add (spec 3.3 rule 1), which the shopper may have switched away from.
 */
export function CartDetails({ shopperCurrency }: { shopperCurrency: string }) {
  const t = useTranslations('Cart');
  const cart = useCart();
  const [announcement, setAnnouncement] = useState('');
  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <Alert panel>
        <p className="font-medium">{t('cannotShow')}</p>
        <p className="mt-1 text-sm">{cart.error.message}</p>
        <button
          type="button"
          onClick={() => cart.refetch()}
          className="mt-3 rounded-md border border-red-300 px-3 py-1.5 text-sm"
        >
          {t('tryAgain')}
        </button>
      </Alert>
    );
  }
  const view = cart.data;
  // Said when a change went through: what was removed, or a line's new quantity.
  const status = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
  if (view.lines.length === 0 || !view.totals)
    return (
      <>
        {status}
        <EmptyCart />
      </>
    );

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          {t('items')}
        </h2>
        {view.currency && view.currency !== shopperCurrency && (
          <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('otherCurrency', { currency: view.currency })}
          </p>
        )}
        {status}
        <ul className="divide-y divide-stone-200 border-y border-stone-200">
          {view.lines.map((line) => (
            <CartLineRow key={line.id} line={line} onDone={setAnnouncement} />
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="cart-summary-heading"
        className="h-fit space-y-5 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="cart-summary-heading" className="font-serif text-xl font-semibold">
          {t('summary')}
        </h2>
        <PromotionForm />
        <CartSummary
          totals={view.totals}
          promotions={view.promotions}
          basis={taxBasis(view.lines)}
          freeDelivery={view.freeDelivery}
        />
        <Link href="/checkout" className={buttonClass({ wide: true })}>
          {t('checkOut')}
        </Link>
      </aside>
    </div>
  );
}

function EmptyCart() {
  const t = useTranslations('Cart');
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p className="font-serif text-xl">{t('empty')}</p>
      <p className="mt-2 text-stone-600">{t('emptyHint')}</p>
      <Link href="/shop" className={`${buttonClass()} mt-5`}>
        {t('browseAll')}
      </Link>
    </div>
  );
}

export function CartSkeleton() {
  const t = useTranslations('Cart');
  return (
    <div
      aria-busy="true"
      aria-label={t('loading')}
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="h-28 animate-pulse rounded-lg bg-stone-200" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-stone-200" />
    </div>
  );
}
