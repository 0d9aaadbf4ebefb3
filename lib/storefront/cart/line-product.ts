import { z } from 'zod';
import type { CartItem } from '@/lib/commerce/schemas/carts';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { LineProductInfo } from './cart-view';
import type { Included } from '@/lib/storefront/catalog/product-view';
import { matrixLeaves, selectionOf, sortVariations } from '@/lib/storefront/catalog/variations';
import { optionLabel } from '@/lib/storefront/catalog/option-label';
import { productHref } from '@/lib/storefront/catalog/catalog-paths';

/**
 * A child product's own options as this service publishes them beside the spec's fields
 * (`meta.child_variations`); read when present, else worked out from the parent's matrix.
 */
const childVariations = z.array(
  z.object({
    name: z.string(),
    option: z.object({ name: z.string(), description: z.string().nullish() }),
  }),
);

const namedProducts = z.array(
  z.object({ id: z.string(), attributes: z.object({ name: z.string() }) }).loose(),
);

/**
 * What a cart line shows of its product beyond what the cart item carries: a child's variation
 * options, the names of its custom inputs, and the names of a bundle's components and options.
 */
export function lineProductInfo(
  product: CatalogProduct,
  included: Included,
  parent?: CatalogProduct,
): LineProductInfo {
  return {
    href: productHref({ id: product.id, slug: product.attributes.slug }),
    name: product.attributes.name,
    variationOptions: variationOptions(product, parent),
    inputLabels: Object.fromEntries(
      Object.entries(product.attributes.custom_inputs ?? {}).map(([key, input]) => [key, input.name || key]),
    ),
    // In the order the product page lists them (descending sort_order), which the cart line keeps.
    componentNames: Object.fromEntries(
      Object.entries(product.attributes.components ?? {})
        .sort(([, a], [, b]) => (b.sort_order ?? 0) - (a.sort_order ?? 0))
        .map(([key, component]) => [key, component.name]),
    ),
    optionNames: Object.fromEntries(
      (namedProducts.safeParse(included?.component_products ?? []).data ?? []).map((option) => [
        option.id,
        option.attributes.name,
      ]),
    ),
  };
}

function variationOptions(product: CatalogProduct, parent: CatalogProduct | undefined) {
  const own = childVariations.safeParse(product.meta?.child_variations);
  if (own.success && own.data.length > 0)
    return own.data.map((variation) => ({ label: variation.name, value: optionLabel(variation.option) }));
  if (!parent) return [];
  // Spec 2.10: the parent's variation_matrix leads from option ids to this child.
  const optionIds = selectionOf(product.id, matrixLeaves(parent.meta?.variation_matrix));
  return sortVariations(parent.meta?.variations ?? []).flatMap((variation) => {
    const option = variation.options.find((candidate) => optionIds.includes(candidate.id));
    return option ? [{ label: variation.name, value: optionLabel(option) }] : [];
  });
}

/** The parent to ask for a child's options when the child does not name them itself. */
export function parentToDescribe(product: CatalogProduct): string | undefined {
  if (!product.meta?.product_types?.includes('child')) return undefined;
  if (childVariations.safeParse(product.meta.child_variations).data?.length) return undefined;
  return product.relationships?.parent?.data.id ?? product.attributes.base_product_id;
}

/**
 * Whether a product line needs the catalog to be drawn: its item carries the name, picture and slug,
 * but not a child's options, the names of its custom inputs or of a bundle's components. A line
 * that does not say what kind of product it is (added before its service said so, or from a
 * service that does not) is described from the catalog as before.
 */
export function needsCatalogWords(item: CartItem): boolean {
  const types = item.meta?.product_types;
  if (!types) return true;
  if (types.includes('child') || types.includes('bundle')) return true;
  return item.bundle_configuration !== undefined || Object.keys(item.custom_inputs ?? {}).length > 0;
}
