import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage, categoryFailure, categoryMetadata } from '@/components/catalog/category-page';
import { getHierarchy, getNode, getSubcategories } from '@/lib/storefront/catalog/catalog-data.server';
import { categoryCrumbs } from '@/lib/storefront/catalog/catalog-view';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

type Props = PageProps<'/[market]/shop/[q]/[hierarchyId]/[nodeId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ hierarchyId, nodeId }, context] = await Promise.all([params, getShopperContext()]);
  return categoryMetadata(context, await getNode(context, hierarchyId, nodeId));
}

/** Rendered before the first byte and served whole from the cache: see the hierarchy's page. */
export const instant = false;
export const ensureStatic = 'navigation';

/** As the hierarchy's listing: rendered on its first visit, then served from the cache. */
export function generateStaticParams() {
  return [{ q: '-', hierarchyId: '_', nodeId: '_' }];
}

export default async function Page({ params }: Props) {
  const [{ hierarchyId, nodeId, q }, context] = await Promise.all([params, getShopperContext()]);
  const [hierarchy, node, subcategories] = await Promise.all([
    getHierarchy(context, hierarchyId),
    getNode(context, hierarchyId, nodeId),
    getSubcategories(context, { hierarchyId, nodeId }),
  ]);
  if (!hierarchy.ok) return categoryFailure(hierarchy.error);
  if (!node.ok) return categoryFailure(node.error);
  // A node belongs to one hierarchy: a URL that pairs it with another is not a page.
  if (node.data.hierarchyId && node.data.hierarchyId !== hierarchyId) notFound();
  return (
    <CategoryPage
      context={context}
      category={node.data}
      crumbs={categoryCrumbs(hierarchy.data, node.data)}
      subcategories={subcategories}
      scope={{ kind: 'node', id: nodeId }}
      q={q}
    />
  );
}
