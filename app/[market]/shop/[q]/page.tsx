import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductListing } from '@/components/catalog/product-listing';
import { marketAlternates } from '@/lib/i18n/alternates';
import { currentMarket } from '@/lib/i18n/current-market.server';
import { listingSearchFrom } from '@/lib/storefront/catalog/listing-params';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';
import { STORE } from '@/lib/storefront/site/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Catalog');
  return {
    title: t('allMetaTitle'),
    description: t('allMetaDescription', { store: STORE.name }),
    alternates: marketAlternates(await currentMarket(), '/shop'),
  };
}

/**
 * Rendered before the first byte is sent, not streamed behind a skeleton: React reveals a streamed
 * part with a script, so without JavaScript a shopper would see the skeleton for good. The catalog
 * reads are cached, so waiting for them costs little; `instant = false` says this route may block.
 */
export const instant = false;

/**
 * Issue 15: served whole from the cache, the same for every shopper of the market (what is personal
 * loads in the browser). An address not rendered yet waits for its page once, which is then kept
 * until a release is published; so an unknown one answers a real 404.
 */
export const ensureStatic = 'navigation';

/** The listing without a filter is prerendered; each other filter is rendered once, then cached. */
export function generateStaticParams() {
  return [{ q: '-' }];
}

export default async function ShopPage({ params }: PageProps<'/[market]/shop/[q]'>) {
  const [context, { q }, t] = await Promise.all([getShopperContext(), params, getTranslations('Catalog')]);
  const search = listingSearchFrom(q);
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ word: 'home', href: '/' }, { name: t('allProducts') }]} />
      <h1 className="font-serif text-3xl font-semibold">{t('allProducts')}</h1>
      <ProductListing context={context} scope={{ kind: 'all' }} pathname="/shop" searchParams={search} />
    </div>
  );
}
