import { Link } from '@/lib/i18n/navigation';
import { getHierarchies } from '@/lib/storefront/catalog/catalog-data.server';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';

/** One link per hierarchy; each hierarchy page lists its nodes, and each node its children. */
export async function MainNav({ linkClassName }: { linkClassName: string }) {
  const context = await getShopperContext();
  const hierarchies = await getHierarchies(context);
  if (!hierarchies.ok) return null;
  return (
    <>
      {hierarchies.data.map((hierarchy) => (
        <Link key={hierarchy.id} href={hierarchy.href} className={linkClassName}>
          {hierarchy.name}
        </Link>
      ))}
    </>
  );
}
