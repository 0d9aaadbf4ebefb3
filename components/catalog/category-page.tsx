import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { CommerceError } from '@/lib/commerce/result';
import { marketAlternates } from '@/lib/i18n/alternates';
import type { ListingScope, Loaded } from '@/lib/storefront/catalog/catalog-data.server';
import type { CategoryView, Crumb } from '@/lib/storefront/catalog/catalog-view';
import { listingSearchFrom } from '@/lib/storefront/catalog/listing-params';
import type { ShopperContext } from '@/lib/i18n/shopper-context.server';
import { STORE } from '@/lib/storefront/site/store';
import { Breadcrumbs } from './breadcrumbs';
import { CatalogUnavailable } from './catalog-unavailable';
import { CategoryTiles } from './category-tiles';
import { ProductListing } from './product-listing';

/** A hierarchy's or a node's title, description and addresses in every market. */
export async function categoryMetadata(
  context: ShopperContext,
  category: Loaded<CategoryView>,
): Promise<Metadata> {
  const t = await getTranslations('Catalog');
  if (!category.ok) return { title: t('categoryMetaTitle') };
  const { name, description, href } = category.data;
  return {
    title: name,
    description: description ?? t('categoryMetaDescription', { name, store: STORE.name }),
    alternates: marketAlternates(context.market, href),
  };
}

/**
 * What a category page shows when it cannot read its category: an unknown one is the not-found page
 * (a real 404: the page waits for its render before sending), anything else says so.
 */
export function categoryFailure(error: CommerceError) {
  if (error.status === 404) notFound();
  return <CatalogUnavailable error={error} />;
}

interface Props {
  context: ShopperContext;
  category: CategoryView;
  crumbs: Crumb[];
  subcategories: CategoryView[];
  scope: ListingScope;
  /** The listing's query, as the proxy put it into the path (`listingSegment`). */
  q: string;
}

/** A hierarchy's or a node's page: where it is, what it is, its subcategories, then its products. */
export async function CategoryPage({ context, category, crumbs, subcategories, scope, q }: Props) {
  const t = await getTranslations('Catalog');
  const { name, description, href } = category;
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">{name}</h1>
        {description && <p className="max-w-2xl text-stone-600">{description}</p>}
      </header>
      <CategoryTiles label={t('categoriesIn', { name })} categories={subcategories} />
      <ProductListing context={context} scope={scope} pathname={href} searchParams={listingSearchFrom(q)} />
    </div>
  );
}
