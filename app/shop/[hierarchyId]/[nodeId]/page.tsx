import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { CatalogUnavailable } from '@/components/catalog/catalog-unavailable';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { ListingSkeleton, ProductListing } from '@/components/catalog/product-listing';
import { loadHierarchy, loadNode, loadNodeChildren } from '@/lib/storefront/catalog/catalog.server';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

type Props = PageProps<'/shop/[hierarchyId]/[nodeId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ nodeId }, context] = await Promise.all([params, getShopperContext()]);
  const node = await loadNode(context, nodeId);
  if (!node.ok) return { title: 'Products' };
  const { name, description } = node.data.data.attributes;
  return { title: name, description: description ?? `Shop ${name} at Harbor & Pine.` };
}

export default function Page({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Node params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function Node({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ hierarchyId, nodeId }, search, context] = await Promise.all([
    params,
    searchParams,
    getShopperContext(),
  ]);
  const [hierarchy, node, children] = await Promise.all([
    loadHierarchy(context, hierarchyId),
    loadNode(context, nodeId),
    loadNodeChildren(context, nodeId),
  ]);
  if (!hierarchy.ok || !node.ok) {
    const error = !hierarchy.ok ? hierarchy.error : !node.ok ? node.error : undefined;
    if (error?.status === 404) notFound();
    return <CatalogUnavailable error={error!} />;
  }
  // A node belongs to one hierarchy: a URL that pairs it with another is not a page.
  if (node.data.data.meta?.hierarchy_id && node.data.data.meta.hierarchy_id !== hierarchyId) notFound();

  const base = `/shop/${encodeURIComponent(hierarchyId)}`;
  const { name, description } = node.data.data.attributes;
  const ancestors = (node.data.data.meta?.breadcrumb ?? []).filter(
    (crumb) => crumb.id !== nodeId && crumb.id !== hierarchyId,
  );
  const crumbs: Crumb[] = [
    { name: 'Home', href: '/' },
    { name: hierarchy.data.data.attributes.name, href: base },
    ...ancestors.map((crumb) => ({ name: crumb.name, href: `${base}/${encodeURIComponent(crumb.id)}` })),
    { name },
  ];
  const pathname = `${base}/${encodeURIComponent(nodeId)}`;
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">{name}</h1>
        {description && <p className="max-w-2xl text-stone-600">{description}</p>}
      </header>
      {children.ok && (
        <CategoryTiles
          label={`Categories in ${name}`}
          nodes={children.data.data}
          hrefFor={(child) => `${base}/${encodeURIComponent(child.id)}`}
        />
      )}
      <Suspense fallback={<ListingSkeleton />}>
        <ProductListing
          context={context}
          scope={{ kind: 'node', id: nodeId }}
          pathname={pathname}
          searchParams={search}
        />
      </Suspense>
    </div>
  );
}
