import { decimalAmount } from '@/lib/commerce/money';
import type { ProductView } from '@/lib/storefront/catalog/catalog-view';

/** schema.org Product for search engines; `<` is escaped so data can never close the script tag. */
export function ProductJsonLd({
  product,
  imageUrl,
  url,
  soldOut = false,
}: {
  product: ProductView;
  imageUrl?: string;
  url: string;
  soldOut?: boolean;
}) {
  const { price } = product;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.descriptionText,
    sku: product.sku,
    mpn: product.mpn,
    gtin: product.upcEan,
    image: imageUrl,
    url,
    offers: price && {
      '@type': 'Offer',
      priceCurrency: price.withTax.currency,
      price: decimalAmount(price.withTax.amount, price.withTax.currency),
      availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url,
    },
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
