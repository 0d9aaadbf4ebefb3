import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { CartLineView, CartTotalsView, PromotionView } from '@/lib/storefront/cart/cart-view';
import { isVatCurrency, taxBasis } from '@/lib/storefront/cart/tax-basis';

/** A compact, read-only list of lines with the totals: the checkout's summary and an order's items. */
export function SummaryLines({
  lines,
  promotions,
  totals,
}: {
  lines: CartLineView[];
  promotions: PromotionView[];
  totals: CartTotalsView;
}) {
  const t = useTranslations('Checkout');
  // Tax lines the service computed, else "no tax" for prices without it, or the note that they include it.
  const basis = taxBasis(lines);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-200" aria-label={t('items')}>
        {lines.map((line) => {
          const details = [
            ...line.options.map((option) => `${option.label}: ${option.value}`),
            ...line.customInputs.map((input) => `${input.label}: “${input.value}”`),
            ...line.bundle.map(
              (component) =>
                `${component.component}: ${component.choices.map((choice) => `${choice.name} × ${choice.quantity}`).join(', ') || t('none')}`,
            ),
          ];
          return (
            <li key={line.id} className="flex gap-3 py-3">
              <div className="h-14 w-14 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-100">
                {line.image && (
                  <Image
                    src={line.image.src}
                    alt=""
                    width={56}
                    height={56}
                    unoptimized
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">
                  {line.name} <span className="font-normal text-stone-600">× {line.quantity}</span>
                </p>
                {details.map((detail) => (
                  <p key={detail} className="break-all text-stone-600">
                    {detail}
                  </p>
                ))}
              </div>
              <p className="text-sm font-medium">{line.total.formatted}</p>
            </li>
          );
        })}
      </ul>
      <dl className="space-y-1.5 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('subtotal')}</dt>
          <dd>{totals.subtotal.formatted}</dd>
        </div>
        {promotions.map((promotion) => (
          <div key={promotion.code} className="flex justify-between text-brand-700">
            <dt>{promotion.code}</dt>
            <dd>−{promotion.amount.formatted}</dd>
          </div>
        ))}
        {totals.shipping && (
          <div className="flex justify-between">
            <dt className="text-stone-600">{t('delivery')}</dt>
            <dd>{totals.shipping.amount === 0 ? t('free') : totals.shipping.formatted}</dd>
          </div>
        )}
        {(totals.tax.amount > 0 || basis === 'added') && (
          <div className="flex justify-between">
            <dt className="text-stone-600">{t('tax')}</dt>
            <dd>{totals.tax.amount > 0 ? totals.tax.formatted : t('noTax')}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd>{totals.total.formatted}</dd>
        </div>
      </dl>
      {totals.tax.amount === 0 && basis === 'included' && (
        <p className="text-xs text-stone-500">
          {isVatCurrency(totals.total.currency) ? t('pricesIncludeVat') : t('pricesIncludeTax')}
        </p>
      )}
    </div>
  );
}
