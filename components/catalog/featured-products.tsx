import { Link } from '@/lib/i18n/server-link';
import { eq, buildFilter } from '@/lib/commerce/filter';
import { getHierarchies, getListing } from '@/lib/storefront/catalog/catalog-data.server';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';
import { CatalogUnavailable } from './catalog-unavailable';
import { ProductCards } from './product-card';

/** Products tagged `featured`, or the first ones of the catalog when none are. */
export async function FeaturedProducts() {
  const context = await getShopperContext();
  const query = { limit: 8, include: ['main_image'] as const };
  let listing = await getListing(
    context,
    { kind: 'all' },
    { ...query, filter: buildFilter([eq('tags', 'featured')]) },
  );
  if (listing.ok && listing.data.products.length === 0)
    listing = await getListing(context, { kind: 'all' }, query);
  if (!listing.ok) return <CatalogUnavailable error={listing.error} />;
  return (
    <ProductCards
      products={listing.data.products}
      className="grid grid-cols-2 gap-4 md:grid-cols-4"
      eager={4}
    />
  );
}

export async function ShopByCategory() {
  const context = await getShopperContext();
  const hierarchies = await getHierarchies(context);
  if (!hierarchies.ok) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hierarchies.data.map((hierarchy) => (
        <li key={hierarchy.id}>
          <Link
            href={hierarchy.href}
            className="block rounded-xl border border-stone-200 bg-white p-5 hover:border-brand-500"
          >
            <span className="font-serif text-xl font-semibold">{hierarchy.name}</span>
            {hierarchy.description && (
              <span className="mt-1 block text-sm text-stone-600">{hierarchy.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
