'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useState } from 'react';
import type { CartTotalsView, CartView } from '@/lib/storefront/cart/cart-view';
import { withDeliveryCharge } from '@/lib/storefront/cart/delivery-totals';
import type { ShippingChoiceView } from '@/lib/storefront/cart/shipping-view';
import { CheckoutForm, type CheckoutPrefill, type SavedAddressChoice } from './checkout-form';
import { SummaryLines } from './summary-lines';

/**
 * The form and the order summary beside it share the delivery choice, so both show one set of
 * totals: subtotal, delivery, tax and the total the order will have.
 */
export function CheckoutView({
  cart,
  totals,
  shipping,
  prefill,
  savedAddresses,
  canSaveAddress,
  locale,
  refusedField,
}: {
  cart: CartView;
  totals: CartTotalsView;
  shipping: ShippingChoiceView;
  prefill: CheckoutPrefill;
  savedAddresses?: SavedAddressChoice[];
  canSaveAddress?: boolean;
  locale: string;
  refusedField?: string;
}) {
  const t = useTranslations('Checkout');
  const [method, setMethod] = useState(shipping.options[0]?.code);
  const chosen = shipping.requiresShipping
    ? shipping.options.find((option) => option.code === method)
    : undefined;
  const withDelivery = withDeliveryCharge(totals, chosen?.amount, locale);
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <CheckoutForm
        prefill={prefill}
        savedAddresses={savedAddresses}
        canSaveAddress={canSaveAddress}
        shipping={shipping}
        chosen={chosen}
        onChoose={setMethod}
        totals={withDelivery}
        refusedField={refusedField}
      />
      <aside
        aria-labelledby="checkout-summary-heading"
        className="h-fit space-y-3 rounded-xl border border-stone-200 bg-white p-5"
      >
        <div className="flex items-baseline justify-between">
          <h2 id="checkout-summary-heading" className="font-serif text-xl font-semibold">
            {t('yourOrder')}
          </h2>
          <Link href="/cart" className="text-sm text-brand-700 underline">
            {t('editCart')}
          </Link>
        </div>
        <SummaryLines lines={cart.lines} promotions={cart.promotions} totals={withDelivery} />
      </aside>
    </div>
  );
}
