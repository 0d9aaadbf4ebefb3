import Link from 'next/link';
import { loadHierarchies } from '@/lib/storefront/catalog/catalog.server';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

/** One link per hierarchy; each hierarchy page lists its nodes, and each node its children. */
export async function MainNav() {
  const context = await getShopperContext();
  const hierarchies = await loadHierarchies(context);
  if (!hierarchies.ok) return null;
  return (
    <>
      {hierarchies.data.data.map((hierarchy) => (
        <Link
          key={hierarchy.id}
          href={`/shop/${encodeURIComponent(hierarchy.id)}`}
          className="hover:text-brand-700"
        >
          {hierarchy.attributes.name}
        </Link>
      ))}
    </>
  );
}
