import { useTranslations } from 'next-intl';
import type { PriceView } from '@/lib/storefront/catalog/product-view';
import { isVatCurrency } from '@/lib/storefront/cart/tax-basis';

/**
 * What the price says about tax (issue 26 point 7): the pricebook's `includes_tax` and the
 * currency's tax: US prices are without tax, added at checkout; GB and FR prices include VAT.
 */
function taxNote(price: PriceView): 'vatIncluded' | 'taxIncluded' | 'taxAtCheckout' | 'vatAtCheckout' {
  const vat = isVatCurrency(price.withTax.currency);
  if (price.includesTax === false) return vat ? 'vatAtCheckout' : 'taxAtCheckout';
  return price.includesTax && vat ? 'vatIncluded' : 'taxIncluded';
}

/** A price with tax, the sale's original struck through, and optionally the price before tax. */
export function PriceTag({
  price,
  showTaxBreakdown = false,
  size = 'md',
}: {
  price: PriceView | undefined;
  showTaxBreakdown?: boolean;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('Catalog');
  if (!price) return <p className="text-sm text-stone-500">{t('notSold')}</p>;
  const big = size === 'lg';
  return (
    <div className="flex flex-col">
      <p className="flex flex-wrap items-baseline gap-2">
        <span
          className={`${big ? 'text-2xl' : 'text-base'} font-semibold ${price.original ? 'text-red-700' : 'text-ink'}`}
        >
          {price.original && <span className="sr-only">{t('salePrice')}</span>}
          {price.withTax.formatted}
        </span>
        {price.original && (
          <s className={`${big ? 'text-base' : 'text-sm'} text-stone-500`}>
            <span className="sr-only">{t('originalPrice')}</span>
            {price.original.formatted}
          </s>
        )}
      </p>
      {showTaxBreakdown && price.withoutTax.amount !== price.withTax.amount && (
        <p className="text-sm text-stone-600">{t('beforeTax', { price: price.withoutTax.formatted })}</p>
      )}
      {showTaxBreakdown && price.withoutTax.amount === price.withTax.amount && (
        <p className="text-sm text-stone-600">{t(taxNote(price))}</p>
      )}
    </div>
  );
}
