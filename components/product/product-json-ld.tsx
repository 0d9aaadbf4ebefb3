import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { decimalAmount } from '@/lib/commerce/money';
import { plainText } from '@/lib/storefront/catalog/sanitize';
import type { PriceView } from '@/lib/storefront/catalog/product-view';

/** schema.org Product for search engines; `<` is escaped so data can never close the script tag. */
export function ProductJsonLd({
  product,
  price,
  imageUrl,
  url,
}: {
  product: CatalogProduct;
  price?: PriceView;
  imageUrl?: string;
  url: string;
}) {
  const { attributes } = product;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: attributes.name,
    description: attributes.description ? plainText(attributes.description, 5000) : undefined,
    sku: attributes.sku,
    mpn: attributes.manufacturer_part_num,
    gtin: attributes.upc_ean,
    image: imageUrl,
    url,
    offers: price && {
      '@type': 'Offer',
      priceCurrency: price.withTax.currency,
      price: decimalAmount(price.withTax.amount, price.withTax.currency),
      availability: 'https://schema.org/InStock',
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
