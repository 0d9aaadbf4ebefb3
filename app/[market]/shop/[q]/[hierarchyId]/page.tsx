import type { Metadata } from 'next';
import { CategoryPage, categoryFailure, categoryMetadata } from '@/components/catalog/category-page';
import { getHierarchy, getSubcategories } from '@/lib/storefront/catalog/catalog-data.server';
import { categoryCrumbs } from '@/lib/storefront/catalog/catalog-view';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

type Props = PageProps<'/[market]/shop/[q]/[hierarchyId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ hierarchyId }, context] = await Promise.all([params, getShopperContext()]);
  return categoryMetadata(context, await getHierarchy(context, hierarchyId));
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
  const [hierarchy, subcategories] = await Promise.all([
    getHierarchy(context, hierarchyId),
    getSubcategories(context, { hierarchyId }),
  ]);
  if (!hierarchy.ok) return categoryFailure(hierarchy.error);
  return (
    <CategoryPage
      context={context}
      category={hierarchy.data}
      crumbs={categoryCrumbs(hierarchy.data)}
      subcategories={subcategories}
      scope={{ kind: 'hierarchy', id: hierarchyId }}
      q={q}
    />
  );
}
