'use client';

import { useTranslations } from 'next-intl';
import type { CartTotalsView, PromotionView } from '@/lib/storefront/cart/cart-view';
import type { FreeDeliveryView } from '@/lib/storefront/cart/shipping-view';
import { isVatCurrency, type TaxBasis } from '@/lib/storefront/cart/tax-basis';
import { useRemovePromotion } from './use-cart';

/**
 * Subtotal, each promotion with its amount (and a way to take it off), tax and the total, and how
 * far the cart is from free delivery: the cart page and the mini-cart show the same figures.
 */
export function CartSummary({
  totals,
  promotions,
  basis,
  freeDelivery,
}: {
  totals: CartTotalsView;
  promotions: PromotionView[];
  /** Prices with tax included say so; without it, tax is added at checkout (US). */
  basis: TaxBasis;
  freeDelivery: FreeDeliveryView | null;
}) {
  const t = useTranslations('Cart');
  const remove = useRemovePromotion();
  return (
    <div className="space-y-2">
      <dl className="space-y-2 text-sm" aria-label={t('totals')}>
        <Row label={t('subtotal')} value={totals.subtotal.formatted} />
        {promotions.map((promotion) => (
          <div key={promotion.code} className="flex items-start justify-between gap-3 text-brand-700">
            <dt>
              <span className="font-medium">{promotion.code}</span>
              {promotion.name !== promotion.code && (
                <span className="block text-xs text-stone-600">{promotion.name}</span>
              )}
              <button
                type="button"
                onClick={() => remove.mutate(promotion.code)}
                disabled={remove.isPending}
                aria-label={t('removePromotion', { code: promotion.code })}
                className="text-xs text-stone-600 underline hover:text-red-700 disabled:opacity-50"
              >
                {t('remove')}
              </button>
            </dt>
            <dd>−{promotion.amount.formatted}</dd>
          </div>
        ))}
        {totals.discount.amount > 0 && promotions.length > 1 && (
          <Row label={t('discounts')} value={`−${totals.discount.formatted}`} />
        )}
        <Row label={t('delivery')} value={t('deliveryAtCheckout')} />
        {totals.tax.amount > 0 && <Row label={t('totalBeforeTax')} value={totals.withoutTax.formatted} />}
        {totals.tax.amount > 0 && <Row label={t('tax')} value={totals.tax.formatted} />}
        {totals.tax.amount === 0 && basis === 'added' && <Row label={t('tax')} value={t('taxAtCheckout')} />}
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd>{totals.total.formatted}</dd>
        </div>
      </dl>
      {freeDelivery && <FreeDeliveryNote freeDelivery={freeDelivery} />}
      {totals.tax.amount === 0 && basis === 'included' && (
        <p className="text-xs text-stone-500">
          {isVatCurrency(totals.total.currency) ? t('pricesIncludeVat') : t('pricesIncludeTax')}
        </p>
      )}
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** "$45.00 away from free delivery", or "Free delivery" once the goods reach the threshold. */
function FreeDeliveryNote({ freeDelivery }: { freeDelivery: FreeDeliveryView }) {
  const t = useTranslations('Cart');
  const { remaining, threshold } = freeDelivery;
  const reached = remaining === null;
  const progress = reached
    ? 100
    : Math.round(((threshold.amount - remaining.amount) / threshold.amount) * 100);
  return (
    <div className="space-y-1.5 rounded-md bg-stone-100 px-3 py-2 text-sm">
      <p className={reached ? 'font-medium text-brand-800' : 'text-stone-800'}>
        {reached ? t('freeDeliveryReached') : t('freeDeliveryAway', { amount: remaining.formatted })}
      </p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-stone-300">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
