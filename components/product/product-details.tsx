import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CatalogUnavailable } from '@/components/catalog/catalog-unavailable';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PriceTag } from '@/components/catalog/price-tag';
import { getGoesWellWith, getProduct, getProductAt } from '@/lib/storefront/catalog/catalog-data.server';
import { getStock } from '@/lib/storefront/catalog/stock.server';
import { isFamilySoldOut, isSoldOut, stockLevel, type StockMap } from '@/lib/storefront/catalog/stock-view';
import type { ProductView } from '@/lib/storefront/catalog/catalog-view';
import { tagListingHref } from '@/lib/storefront/catalog/listing-params';
import { sanitizeDescription } from '@/lib/storefront/catalog/sanitize';
import { marketPath } from '@/lib/i18n/markets';
import { cachedPageUrl } from '@/lib/storefront/site/public-origin.server';
import type { ShopperContext } from '@/lib/i18n/shopper-context.server';
import { BundleComponents } from './bundle-components';
import { GoesWellWith } from './goes-well-with';
import { ProductFiles } from './product-files';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { SpecTable } from './spec-table';
import { StockNote } from './stock-note';
import { TierPrices } from './tier-prices';
import { VariantProvider, VariantSlot } from './variant-view';
import { VariationPicker } from './variation-picker';

/** The product page's content for the product at an address segment: its slug, or its id. */
export async function ProductDetails({ context, address }: { context: ShopperContext; address: string }) {
  const loaded = await getProductAt(context, address);
  if (!loaded.ok) {
    if (loaded.error.status === 404) notFound();
    return <CatalogUnavailable error={loaded.error} />;
  }
  const { product, crumbs } = loaded.data;
  const url = cachedPageUrl(marketPath(context.market, product.href));
  const leafIds = product.leaves.map((leaf) => leaf.childId);
  const [members, goesWellWith, t, stock] = await Promise.all([
    familyMembers(context, product),
    getGoesWellWith(context, product),
    getTranslations('Product'),
    getStock(context, [product.id, ...leafIds]),
  ]);
  const levelOf = (member: ProductView) =>
    member.isParent
      ? soldOutMember(stock, member, leafIds)
        ? ({ kind: 'out' } as const)
        : undefined
      : stockLevel(stock[member.id]);
  const parts = (part: (member: ProductView) => React.ReactNode) =>
    Object.fromEntries(members.map((member) => [member.id, part(member)]));

  return (
    // The gallery and the option picker read the product's words in the browser.
    <ClientMessages area={['Product']}>
      <article className="space-y-10" lang={context.locale}>
        <ProductJsonLd
          product={product}
          imageUrl={product.image && cachedPageUrl(product.image.src)}
          url={url}
          soldOut={soldOutMember(stock, product, leafIds)}
        />
        <Breadcrumbs crumbs={crumbs} />
        <VariantProvider
          initialId={product.id}
          members={members.map((member) => ({ id: member.id, href: member.href }))}
        >
          <div className="grid gap-10 md:grid-cols-2">
            <VariantSlot
              views={parts((member) => (
                <ProductGallery images={member.images} name={member.name} />
              ))}
            />
            <div className="space-y-6">
              <header className="space-y-3">
                <h1 className="font-serif text-3xl font-semibold">{product.name}</h1>
                {/* Announced when a choice changes it: the price is what a shopper chose options for. */}
                <div aria-live="polite" className="space-y-3">
                  <VariantSlot
                    views={parts((member) => (
                      <>
                        <PriceAndSku product={member} />
                        <StockNote level={levelOf(member)} />
                      </>
                    ))}
                  />
                </div>
              </header>
              {product.variations.length > 0 && (
                <VariationPicker
                  variations={product.variations}
                  leaves={product.leaves}
                  initialSelection={product.selection}
                  currentProductId={product.id}
                  soldOut={leafIds.filter((id) => isSoldOut(stock, id))}
                />
              )}
              <VariantSlot
                views={parts((member) => (
                  <div className="space-y-6">
                    <AddToCart product={member} soldOut={soldOutMember(stock, member, leafIds)} />
                    <TierPrices tiers={member.tiers} />
                  </div>
                ))}
              />
              {product.descriptionHtml && (
                <div
                  className="prose-sm space-y-3 text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
                  dangerouslySetInnerHTML={{ __html: sanitizeDescription(product.descriptionHtml) }}
                />
              )}
              {product.tags.length > 0 && (
                <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('tags')}>
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
        </VariantProvider>
        <BundleComponents components={product.bundleSummary} />
        <div className="grid gap-10 md:grid-cols-2">
          <SpecTable product={product} />
          <ProductFiles files={product.downloads} />
        </div>
        <GoesWellWith products={goesWellWith} />
      </article>
    </ClientMessages>
  );
}

/** None left: of the product itself, or of every child of a parent. */
const soldOutMember = (stock: StockMap, member: ProductView, leafIds: readonly string[]) =>
  member.isParent ? isFamilySoldOut(stock, leafIds) : isSoldOut(stock, member.id);

function PriceAndSku({ product }: { product: ProductView }) {
  const t = useTranslations('Product');
  return (
    <>
      {product.sku && <p className="font-mono text-sm text-stone-500">{t('sku', { sku: product.sku })}</p>}
      {product.isParent && product.fromPrice ? (
        <div className="flex items-baseline gap-2">
          <span className="text-stone-600">{t('from')}</span>
          <PriceTag price={product.fromPrice} showTaxBreakdown size="lg" />
        </div>
      ) : product.isParent ? (
        <p className="text-stone-600">{t('chooseOptions')}</p>
      ) : (
        <PriceTag price={product.price} showTaxBreakdown size="lg" />
      )}
    </>
  );
}

/**
 * The product and the other products of its family (its parent's children), each as its own page
 * would show it, so choosing options switches between them in place. Catalog reads are cached, so
 * this costs what opening each child once costs; a child that is not live is left out (choosing it
 * opens its page, which says it is not found).
 */
async function familyMembers(context: ShopperContext, product: ProductView): Promise<ProductView[]> {
  const others = product.leaves.map((leaf) => leaf.childId).filter((id) => id !== product.id);
  const loaded = await Promise.all(others.map((id) => getProduct(context, id)));
  return [product, ...loaded.flatMap((member) => (member.ok ? [member.data.product] : []))];
}
