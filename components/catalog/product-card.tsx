import { useTranslations } from 'next-intl';
import type { ProductCardView } from '@/lib/storefront/catalog/catalog-view';
import type { ImageView } from '@/lib/storefront/catalog/product-view';
import { ProductCardList, type CardWords } from './product-card-item';

type CatalogWords = ReturnType<typeof useTranslations<'Catalog'>>;

/**
 * A list of product cards (a listing, the home page, search results, a product's related ones).
 * Worded here, on the server; drawn in the browser by `ProductCardList` from those words only, all
 * in one prop, so the page's payload says each card's data once and nothing per card besides.
 */
export function ProductCards({
  products,
  className,
  eager = 0,
}: {
  products: ProductCardView[];
  className: string;
  /** How many of the first cards' pictures load at once (the first row): the rest load lazily. */
  eager?: number;
}) {
  const t = useTranslations('Catalog');
  return (
    <ProductCardList
      cards={products.map((product) => cardWords(product, t))}
      highlights={t('highlights')}
      className={className}
      {...(eager > 0 && { eager })}
    />
  );
}

function cardWords(product: ProductCardView, t: CatalogWords): CardWords {
  const { image, badges, trail, options, price, fromPrice } = product;
  const counts = options?.counts.map((count) => t('optionCount', { ...count })).join(' · ');
  return {
    href: product.href,
    name: product.name,
    ...(image ? { image: cardImage(image, product.name) } : { noImage: t('noImage') }),
    ...(badges.length > 0 && {
      badges: badges.map((badge) => ({
        label: t(`badges.${badge}`),
        ...(badge === 'sale' && { sale: true as const }),
      })),
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
        ? price.original
          ? {
              kind: 'price',
              text: price.withTax.formatted,
              sale: {
                saleLabel: t('salePrice'),
                original: price.original.formatted,
                originalLabel: t('originalPrice'),
              },
            }
          : price.withTax.formatted
        : { kind: 'notSold', text: t('notSold') },
  };
}

/** The picture's text is said only where it is not the product's name (as the card reads it). */
function cardImage({ src, alt }: ImageView, name: string): CardWords['image'] {
  return alt === name ? src : { src, alt };
}
