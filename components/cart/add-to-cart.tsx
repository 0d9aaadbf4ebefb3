import { useTranslations } from 'next-intl';
import type { ProductView } from '@/lib/storefront/catalog/catalog-view';
import { AddToCartForm } from './add-to-cart-form';

/**
 * The add-to-cart part of a product page. A parent product is never sold itself: its options lead
 * to a child (spec 2.7), so it explains what to choose first. A product without a price in the
 * shopper's currency cannot be added either (spec 4.4 rule 6), nor one that is out of stock (the
 * service would refuse it; the stock shown may lag a minute behind, so the service has the last word).
 */
export function AddToCart({ product, soldOut = false }: { product: ProductView; soldOut?: boolean }) {
  const t = useTranslations('Cart');
  if (soldOut) return <Unavailable reason={t('soldOut')} />;
  if (product.isParent) {
    const names = product.variations.map((variation) => variation.name.toLowerCase());
    const choose = names.length > 0 ? names.join(t('and')) : t('yourOptions');
    return <Unavailable reason={t('chooseFirst', { options: choose })} />;
  }
  if (!product.price) return <Unavailable reason={t('noPrice')} />;
  return (
    <AddToCartForm
      productId={product.id}
      productName={product.name}
      inputs={product.customInputs}
      components={product.bundleComponents}
    />
  );
}

function Unavailable({ reason }: { reason: string }) {
  const t = useTranslations('Cart');
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled
        aria-describedby="add-to-cart-reason"
        className="h-9 cursor-not-allowed rounded-md bg-stone-300 px-5 font-medium text-stone-600"
      >
        {t('addToCart')}
      </button>
      <p id="add-to-cart-reason" className="text-sm text-stone-600">
        {reason}
      </p>
    </div>
  );
}
