import { useTranslations } from 'next-intl';
import { ProductCards } from '@/components/catalog/product-card';
import type { ProductCardView } from '@/lib/storefront/catalog/catalog-view';

/**
 * Issue 27 point 4: "Goes well with", the products the merchandiser related to this one (the
 * vendor's custom relationships), as the listings' cards, rendered on the server with the page.
 */
export function GoesWellWith({ products }: { products: ProductCardView[] }) {
  const t = useTranslations('Product');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="goes-well-with-heading" className="space-y-4">
      <h2 id="goes-well-with-heading" className="font-serif text-xl font-semibold">
        {t('goesWellWith')}
      </h2>
      <ProductCards products={products} className="grid grid-cols-2 gap-4 md:grid-cols-4" />
    </section>
  );
}
