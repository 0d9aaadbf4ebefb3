import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductListing } from '@/components/catalog/product-listing';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { STORE } from '@/lib/storefront/site/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Catalog');
  return { title: t('allMetaTitle'), description: t('allMetaDescription', { store: STORE.name }) };
}

/**
 * Rendered before the first byte is sent, not streamed behind a skeleton: React reveals a streamed
 * part with a script, so without JavaScript a shopper would see the skeleton for good. The catalog
 * reads are cached, so waiting for them costs little; `instant = false` says this route may block.
 */
export const instant = false;

export default async function ShopPage({ searchParams }: PageProps<'/[market]/shop'>) {
  const [context, search, t] = await Promise.all([
    getShopperContext(),
    searchParams,
    getTranslations('Catalog'),
  ]);
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ word: 'home', href: '/' }, { name: t('allProducts') }]} />
      <h1 className="font-serif text-3xl font-semibold">{t('allProducts')}</h1>
      <ProductListing context={context} scope={{ kind: 'all' }} pathname="/shop" searchParams={search} />
    </div>
  );
}
