import type { PriceView } from '@/lib/storefront/catalog/product-view';

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
  if (!price) return <p className="text-sm text-stone-500">Not sold in this currency</p>;
  const big = size === 'lg';
  return (
    <div className="flex flex-col">
      <p className="flex flex-wrap items-baseline gap-2">
        <span
          className={`${big ? 'text-2xl' : 'text-base'} font-semibold ${price.original ? 'text-red-700' : 'text-ink'}`}
        >
          {price.original && <span className="sr-only">Sale price </span>}
          {price.withTax.formatted}
        </span>
        {price.original && (
          <s className={`${big ? 'text-base' : 'text-sm'} text-stone-500`}>
            <span className="sr-only">Original price </span>
            {price.original.formatted}
          </s>
        )}
      </p>
      {showTaxBreakdown && price.withoutTax.amount !== price.withTax.amount && (
        <p className="text-sm text-stone-600">{price.withoutTax.formatted} before tax</p>
      )}
      {showTaxBreakdown && price.withoutTax.amount === price.withTax.amount && (
        <p className="text-sm text-stone-600">Tax included where it applies</p>
      )}
    </div>
  );
}
