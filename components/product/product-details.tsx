import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CatalogUnavailable } from '@/components/catalog/catalog-unavailable';
import { PriceTag } from '@/components/catalog/price-tag';
import { getProduct } from '@/lib/storefront/catalog/catalog-data.server';
import { tagListingHref } from '@/lib/storefront/catalog/listing-params';
import { sanitizeDescription } from '@/lib/storefront/catalog/sanitize';
import { publicUrl } from '@/lib/storefront/site/public-origin.server';
import type { ShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { BundleComponents } from './bundle-components';
import { ProductFiles } from './product-files';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { SpecTable } from './spec-table';
import { TierPrices } from './tier-prices';
import { VariationPicker } from './variation-picker';

export async function ProductDetails({ context, productId }: { context: ShopperContext; productId: string }) {
  const loaded = await getProduct(context, productId);
  if (!loaded.ok) {
    if (loaded.error.status === 404) notFound();
    return <CatalogUnavailable error={loaded.error} />;
  }
  const { product, crumbs } = loaded.data;
  const url = await publicUrl(product.href);

  return (
    <article className="space-y-10" lang={context.locale}>
      <ProductJsonLd
        product={product}
        imageUrl={product.image && new URL(product.image.src, url).toString()}
        url={url}
      />
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="space-y-6">
          <header className="space-y-3">
            <h1 className="font-serif text-3xl font-semibold">{product.name}</h1>
            {product.sku && <p className="font-mono text-sm text-stone-500">SKU {product.sku}</p>}
            {product.isParent && product.fromPrice ? (
              <div className="flex items-baseline gap-2">
                <span className="text-stone-600">From</span>
                <PriceTag price={product.fromPrice} size="lg" />
              </div>
            ) : product.isParent ? (
              <p className="text-stone-600">Choose your options to see the price.</p>
            ) : (
              <PriceTag price={product.price} showTaxBreakdown size="lg" />
            )}
          </header>
          {product.variations.length > 0 && (
            <VariationPicker
              variations={product.variations}
              leaves={product.leaves}
              initialSelection={product.selection}
              currentProductId={product.id}
            />
          )}
          <AddToCart product={product} />
          <TierPrices tiers={product.tiers} />
          {product.descriptionHtml && (
            <div
              className="prose-sm space-y-3 text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
              dangerouslySetInnerHTML={{ __html: sanitizeDescription(product.descriptionHtml) }}
            />
          )}
          {product.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={tagListingHref(tag)}
                    className="inline-block rounded-full border border-stone-300 px-2.5 py-0.5 text-stone-600 hover:border-brand-500 hover:text-brand-700"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <BundleComponents components={product.bundleSummary} />
      <div className="grid gap-10 md:grid-cols-2">
        <SpecTable product={product} />
        <ProductFiles files={product.downloads} />
      </div>
    </article>
  );
}
