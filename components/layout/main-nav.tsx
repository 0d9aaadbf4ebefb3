import { cache } from 'react';
import { getHierarchies, getSubcategories } from '@/lib/storefront/catalog/catalog-data.server';
import type { CategoryView } from '@/lib/storefront/catalog/catalog-view';
import { getShopperContext, type ShopperContext } from '@/lib/i18n/shopper-context.server';
import { CategoryList, CategoryRow, type NavCategory, type NavSection } from './category-links';

const navCategory = ({ name, href }: CategoryView): NavCategory => ({ name, href });

/**
 * Each hierarchy with its first level of categories (what the links need only), cached as one entry
 * (its tags are those of the reads inside). Every page's header waits for it (it is not streamed:
 * see site-header.tsx), so that wait is one cache read.
 */
async function loadSections(context: ShopperContext): Promise<NavSection[] | null> {
  'use cache';
  const hierarchies = await getHierarchies(context);
  if (!hierarchies.ok) return null;
  return Promise.all(
    hierarchies.data.map(async (hierarchy) => ({
      hierarchy: navCategory(hierarchy),
      categories: (await getSubcategories(context, { hierarchyId: hierarchy.id })).map(navCategory),
    })),
  );
}

/** Read once per request: the row and the menu get the same objects, which the payload carries once. */
const navSections = cache(async () => loadSections(await getShopperContext()));

/** The header's row, from `md` up (see CategoryRow). */
export async function MainNavRow({ linkClassName }: { linkClassName: string }) {
  const sections = await navSections();
  return sections && <CategoryRow sections={sections} linkClassName={linkClassName} />;
}

/** The phone's menu: each hierarchy, its categories listed under it. */
export async function MainNavList({ linkClassName }: { linkClassName: string }) {
  const sections = await navSections();
  return sections && <CategoryList sections={sections} linkClassName={linkClassName} />;
}
