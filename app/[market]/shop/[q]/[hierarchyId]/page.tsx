import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { ProductListing } from '@/components/catalog/product-listing';
import { CatalogUnavailable } from '@/components/catalog/catalog-unavailable';
import { getHierarchy, getSubcategories } from '@/lib/storefront/catalog/catalog-data.server';
import { categoryCrumbs } from '@/lib/storefront/catalog/catalog-view';
import { marketAlternates } from '@/lib/i18n/alternates';
import { listingSearchFrom } from '@/lib/storefront/catalog/listing-params';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { STORE } from '@/lib/storefront/site/store';

type Props = PageProps<'/[market]/shop/[q]/[hierarchyId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ hierarchyId }, context] = await Promise.all([params, getShopperContext()]);
  const hierarchy = await getHierarchy(context, hierarchyId);
  const t = await getTranslations('Catalog');
  if (!hierarchy.ok) return { title: t('categoryMetaTitle') };
  const { name, description } = hierarchy.data;
  return {
    title: name,
    description: description ?? t('categoryMetaDescription', { name, store: STORE.name }),
    alternates: marketAlternates(context.market, hierarchy.data.href),
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

/**
 * Each hierarchy's listing is rendered on its first visit and then served from the cache (one
 * placeholder stands for them at build time, when there is no catalog to read).
 */
export function generateStaticParams() {
  return [{ q: '-', hierarchyId: '_' }];
}

export default async function Page({ params }: Props) {
  const [{ hierarchyId, q }, context] = await Promise.all([params, getShopperContext()]);
  const search = listingSearchFrom(q);
  const [hierarchy, children] = await Promise.all([
    getHierarchy(context, hierarchyId),
    getSubcategories(context, { hierarchyId }),
  ]);
  if (!hierarchy.ok) {
    if (hierarchy.error.status === 404) notFound();
    return <CatalogUnavailable error={hierarchy.error} />;
  }
  const t = await getTranslations('Catalog');
  const { name, description, href: pathname } = hierarchy.data;
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={categoryCrumbs(hierarchy.data)} />
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">{name}</h1>
        {description && <p className="max-w-2xl text-stone-600">{description}</p>}
      </header>
      <CategoryTiles label={t('categoriesIn', { name })} categories={children} />
      <ProductListing
        context={context}
        scope={{ kind: 'hierarchy', id: hierarchyId }}
        pathname={pathname}
        searchParams={search}
      />
    </div>
  );
}
