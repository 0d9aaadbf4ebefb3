import { notFound } from 'next/navigation';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CatalogUnavailable } from '@/components/catalog/catalog-unavailable';
import { PriceTag } from '@/components/catalog/price-tag';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import { loadNodesByIds, loadProduct } from '@/lib/storefront/catalog/catalog.server';
import { commerceSettings } from '@/lib/storefront/commerce/clients.server';
import { includedFiles, mainImage, priceView, type ImageView } from '@/lib/storefront/catalog/product-view';
import { sanitizeDescription } from '@/lib/storefront/catalog/sanitize';
import type { ShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import {
  matrixLeaves,
  selectionByVariation,
  selectionOf,
  sortVariations,
} from '@/lib/storefront/catalog/variations';
import { BundleComponents } from './bundle-components';
import { ProductFiles } from './product-files';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { SpecTable } from './spec-table';
import { TierPrices } from './tier-prices';
import { VariationPicker } from './variation-picker';

export async function ProductDetails({ context, productId }: { context: ShopperContext; productId: string }) {
  const loaded = await loadProduct(context, productId);
  if (!loaded.ok) {
    if (loaded.error.status === 404) notFound();
    return <CatalogUnavailable error={loaded.error} />;
  }
  const { data: product, included } = loaded.data;
  const toUrl = assetResolver();
  const types = product.meta?.product_types ?? [];
  const price = priceView(product.meta?.display_price, product.meta?.original_display_price, context.locale);

  // A child shows its parent's pickers with its own options chosen.
  const parentId = types.includes('child')
    ? (product.relationships?.parent?.data.id ?? product.attributes.base_product_id)
    : undefined;
  const parent = parentId ? await loadProduct(context, parentId, []) : undefined;
  const family: CatalogProduct | undefined = types.includes('parent')
    ? product
    : parent?.ok
      ? parent.data.data
      : undefined;
  const variations = sortVariations(family?.meta?.variations ?? []);
  const leaves = matrixLeaves(family?.meta?.variation_matrix);

  const images: ImageView[] = [];
  const main = mainImage(product, included, toUrl);
  if (main) images.push(main);
  for (const file of includedFiles(included, 'files')) {
    if (
      file.attributes.mime_type.startsWith('image/') &&
      file.id !== product.relationships?.main_image?.data.id
    ) {
      images.push({
        src: toUrl(file.attributes.href),
        alt: `${product.attributes.name}, another view`,
        width: file.attributes.width ?? 800,
        height: file.attributes.height ?? 800,
      });
    }
  }
  const downloads = includedFiles(included, 'files').filter(
    (file) => !file.attributes.mime_type.startsWith('image/'),
  );
  const componentProducts = (included?.component_products ?? []).flatMap((entry) => {
    const item = entry as { id?: string; attributes?: { name?: string; sku?: string } };
    return item.id && item.attributes?.name
      ? [{ id: item.id, name: item.attributes.name, sku: item.attributes.sku }]
      : [];
  });

  const crumbs = await productCrumbs(context, product, family && family !== product ? family : undefined);
  const url = `${new URL(commerceSettings().baseUrl).origin}/products/${encodeURIComponent(product.id)}`;

  return (
    <article className="space-y-10" lang={context.locale}>
      <ProductJsonLd
        product={product}
        price={price}
        imageUrl={main && new URL(main.src, url).toString()}
        url={url}
      />
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery images={images} name={product.attributes.name} />
        <div className="space-y-6">
          <header className="space-y-3">
            <h1 className="font-serif text-3xl font-semibold">{product.attributes.name}</h1>
            {product.attributes.sku && (
              <p className="font-mono text-sm text-stone-500">SKU {product.attributes.sku}</p>
            )}
            {types.includes('parent') ? (
              <p className="text-stone-600">Choose your options to see the price.</p>
            ) : (
              <PriceTag price={price} showTaxBreakdown size="lg" />
            )}
          </header>
          {variations.length > 0 && (
            <VariationPicker
              variations={variations}
              leaves={leaves}
              initialSelection={selectionByVariation(variations, selectionOf(product.id, leaves))}
              currentProductId={product.id}
            />
          )}
          <AddToCart product={product} componentProducts={componentProducts} />
          <TierPrices product={product} currency={context.currency} locale={context.locale} />
          {product.attributes.description && (
            <div
              className="prose-sm space-y-3 text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
              dangerouslySetInnerHTML={{ __html: sanitizeDescription(product.attributes.description) }}
            />
          )}
          {product.attributes.tags && product.attributes.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label="Tags">
              {product.attributes.tags.map((tag) => (
                <li key={tag} className="rounded-full border border-stone-300 px-2.5 py-0.5 text-stone-600">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <BundleComponents product={product} componentProducts={componentProducts} />
      <div className="grid gap-10 md:grid-cols-2">
        <SpecTable product={product} />
        <ProductFiles files={downloads} toUrl={toUrl} />
      </div>
    </article>
  );
}

/** Home › the nodes the product (or its parent) sits in › the product, linked to their listings. */
async function productCrumbs(
  context: ShopperContext,
  product: CatalogProduct,
  parent: CatalogProduct | undefined,
): Promise<Crumb[]> {
  const source =
    product.meta?.bread_crumbs && Object.keys(product.meta.bread_crumbs).length ? product : parent;
  const entry = Object.entries(source?.meta?.bread_crumbs ?? {})[0];
  const tail: Crumb[] = [{ name: product.attributes.name }];
  if (!entry) return [{ name: 'Home', href: '/' }, { name: 'All products', href: '/shop' }, ...tail];
  const [nodeId, parents] = entry;
  const path = parents.includes(nodeId) ? parents : [...parents, nodeId];
  const nodes = await loadNodesByIds(context, path);
  if (!nodes.ok) return [{ name: 'Home', href: '/' }, ...tail];
  const byId = new Map(nodes.data.data.map((node) => [node.id, node]));
  const trail = path.flatMap((id) => {
    const node = byId.get(id);
    if (!node) return [];
    const hierarchyId = node.meta?.hierarchy_id;
    return [
      {
        name: node.attributes.name,
        href: hierarchyId ? `/shop/${encodeURIComponent(hierarchyId)}/${encodeURIComponent(id)}` : undefined,
      },
    ];
  });
  return [{ name: 'Home', href: '/' }, ...trail, ...tail];
}
