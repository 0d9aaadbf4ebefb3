import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { ListingSkeleton, ProductListing } from '@/components/catalog/product-listing';
import { CatalogUnavailable } from '@/components/catalog/catalog-unavailable';
import { loadHierarchy, loadHierarchyChildren } from '@/lib/storefront/catalog/catalog.server';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

type Props = PageProps<'/shop/[hierarchyId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ hierarchyId }, context] = await Promise.all([params, getShopperContext()]);
  const hierarchy = await loadHierarchy(context, hierarchyId);
  if (!hierarchy.ok) return { title: 'Products' };
  const { name, description } = hierarchy.data.data.attributes;
  return { title: name, description: description ?? `Shop ${name} at Harbor & Pine.` };
}

export default function Page({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Hierarchy params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function Hierarchy({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ hierarchyId }, search, context] = await Promise.all([params, searchParams, getShopperContext()]);
  const [hierarchy, children] = await Promise.all([
    loadHierarchy(context, hierarchyId),
    loadHierarchyChildren(context, hierarchyId),
  ]);
  if (!hierarchy.ok) {
    if (hierarchy.error.status === 404) notFound();
    return <CatalogUnavailable error={hierarchy.error} />;
  }
  const { name, description } = hierarchy.data.data.attributes;
  const pathname = `/shop/${encodeURIComponent(hierarchyId)}`;
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ name: 'Home', href: '/' }, { name }]} />
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">{name}</h1>
        {description && <p className="max-w-2xl text-stone-600">{description}</p>}
      </header>
      {children.ok && (
        <CategoryTiles
          label={`Categories in ${name}`}
          nodes={children.data.data}
          hrefFor={(node) => `${pathname}/${encodeURIComponent(node.id)}`}
        />
      )}
      <Suspense fallback={<ListingSkeleton />}>
        <ProductListing
          context={context}
          scope={{ kind: 'hierarchy', id: hierarchyId }}
          pathname={pathname}
          searchParams={search}
        />
      </Suspense>
    </div>
  );
}
