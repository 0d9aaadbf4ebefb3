import { useTranslations } from 'next-intl';
import type { ProductCardView } from '@/lib/storefront/catalog/catalog-view';
import { ProductCardItem, type CardWords } from './product-card-item';

type CatalogWords = ReturnType<typeof useTranslations<'Catalog'>>;

/**
 * A product's card in a listing, on the home page and in search results. Worded here, on the
 * server; drawn by `ProductCardItem` from those words only.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardView; priority?: boolean }) {
  const t = useTranslations('Catalog');
  return <ProductCardItem card={cardWords(product, t)} priority={priority} />;
}

function cardWords(product: ProductCardView, t: CatalogWords): CardWords {
  const { image, badges, trail, options, price, fromPrice } = product;
  const counts = options?.counts.map((count) => t('optionCount', { ...count })).join(' · ');
  return {
    href: product.href,
    name: product.name,
    ...(image ? { image } : { noImage: t('noImage') }),
    ...(badges.length > 0 && {
      badges: badges.map((badge) => ({ label: t(`badges.${badge}`), sale: badge === 'sale' })),
      highlights: t('highlights'),
    }),
    ...(trail && trail.length > 0 && { trail: trail.join(' › ') }),
    ...(product.soldOut && { outOfStock: t('outOfStock') }),
    ...(options && {
      options: {
        swatches: options.swatches,
        ...(options.swatches.length > 0 && {
          colours: t('colours', { names: options.swatches.map((swatch) => swatch.name).join(', ') }),
        }),
        ...(counts && { counts }),
      },
    }),
    price: fromPrice
      ? { kind: 'from', text: t('fromPrice', { price: fromPrice.withTax.formatted }) }
      : price
        ? {
            kind: 'price',
            text: price.withTax.formatted,
            ...(price.original && {
              sale: {
                saleLabel: t('salePrice'),
                original: price.original.formatted,
                originalLabel: t('originalPrice'),
              },
            }),
          }
        : { kind: 'notSold', text: t('notSold') },
  };
}
