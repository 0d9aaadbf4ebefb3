import Link from 'next/link';
import { eq, buildFilter } from '@/lib/commerce/filter';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import { loadHierarchies, loadListing } from '@/lib/storefront/catalog/catalog.server';
import { summarizeProduct } from '@/lib/storefront/catalog/product-view';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { CatalogUnavailable } from './catalog-unavailable';
import { ProductCard } from './product-card';

/** Products tagged `featured`, or the first ones of the catalog when none are. */
export async function FeaturedProducts() {
  const context = await getShopperContext();
  const query = { limit: 8, include: ['main_image'] as const };
  let listing = await loadListing(
    context,
    { kind: 'all' },
    { ...query, filter: buildFilter([eq('tags', 'featured')]) },
  );
  if (listing.ok && listing.data.data.length === 0)
    listing = await loadListing(context, { kind: 'all' }, query);
  if (!listing.ok) return <CatalogUnavailable error={listing.error} />;
  const toUrl = assetResolver();
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {listing.data.data.map((product, index) => (
        <ProductCard
          key={product.id}
          product={summarizeProduct(product, listing.data.included, context.locale, toUrl)}
          priority={index < 4}
        />
      ))}
    </ul>
  );
}

export async function ShopByCategory() {
  const context = await getShopperContext();
  const hierarchies = await loadHierarchies(context);
  if (!hierarchies.ok) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hierarchies.data.data.map((hierarchy) => (
        <li key={hierarchy.id}>
          <Link
            href={`/shop/${encodeURIComponent(hierarchy.id)}`}
            className="block rounded-xl border border-stone-200 bg-white p-5 hover:border-brand-500"
          >
            <span className="font-serif text-xl font-semibold">{hierarchy.attributes.name}</span>
            {hierarchy.attributes.description && (
              <span className="mt-1 block text-sm text-stone-600">{hierarchy.attributes.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
