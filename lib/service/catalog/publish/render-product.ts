import type { pcmProducts, BuiltVariation, VariationMatrix } from '../draft-schema';
import type { ComponentPriceSnapshot, FileSnapshot, ReleaseProductDocument } from '../release-document';
import type { ResolvedPrice } from './pricing';

type ProductRow = typeof pcmProducts.$inferSelect;

export interface RenderInput {
  product: ProductRow;
  publishedAt: Date;
  pricebookId: string | null;
  price: ResolvedPrice;
  /** Live children in this release, in listing order (parents only). */
  childIds: readonly string[];
  /** Ids of every product in this release, to drop matrix entries of children left out. */
  inRelease: ReadonlySet<string>;
  /** The parent's built variations (children only, to describe their own options). */
  parentVariations: readonly BuiltVariation[] | null;
  mainImage: FileSnapshot | null;
  files: readonly FileSnapshot[];
  componentPrices: ReadonlyMap<string, ComponentPriceSnapshot>;
  /** Custom relationship slug → related products in this release, in display order. */
  related?: Readonly<Record<string, string[]>>;
}

/** The option products of a bundle's components. */
export const componentOptionIds = (components: ProductRow['components']): string[] =>
  Object.values(components ?? {}).flatMap((component) => component.options.map((option) => option.id));

/** Keeps only the matrix leaves whose child is in the release; empty branches go too. */
function pruneMatrix(matrix: VariationMatrix, inRelease: ReadonlySet<string>): VariationMatrix {
  const result: VariationMatrix = {};
  for (const [optionId, entry] of Object.entries(matrix)) {
    if (typeof entry === 'string') {
      if (inRelease.has(entry)) result[optionId] = entry;
    } else {
      const pruned = pruneMatrix(entry, inRelease);
      if (Object.keys(pruned).length > 0) result[optionId] = pruned;
    }
  }
  return result;
}

const iso = (date: Date) => date.toISOString();
const present = <T extends object>(value: T | null | undefined) =>
  value && Object.keys(value).length > 0 ? value : undefined;

/**
 * Renders one live product as a release stores it (spec 2.10), from the draft row and what the
 * publish resolved for it (price in the catalog's pricebook, children, files).
 */
export function renderReleaseProduct(input: RenderInput): ReleaseProductDocument {
  const { product, price } = input;
  const isParent = product.productType === 'parent';
  const isChild = product.productType === 'child';
  const components = product.components ?? undefined;

  const componentIds = [...new Set(componentOptionIds(product.components))];
  // Spec 2.10 bundle_configuration: the options marked default, per component; like the vendor, every
  // component is listed, `{}` when none is a default (its storefront reads each component's entry).
  const selected: Record<string, Record<string, number>> = {};
  for (const [key, component] of Object.entries(components ?? {})) {
    const defaults = component.options.filter((option) => option.default);
    selected[key] = Object.fromEntries(defaults.map((option) => [option.id, option.quantity]));
  }

  const childOptionIds = isChild ? (product.childOptionIds ?? []) : [];
  const childVariations = (input.parentVariations ?? []).flatMap((variation) =>
    variation.options
      .filter((option) => childOptionIds.includes(option.id))
      .map((option) => ({
        id: variation.id,
        name: variation.name,
        option: { id: option.id, name: option.name, description: option.description },
      })),
  );

  return {
    attributes: {
      published_at: iso(input.publishedAt),
      base_product: isParent,
      ...(isChild && product.parentId && { base_product_id: product.parentId }),
      commodity_type: product.commodityType,
      ...(product.curated && { curated_product: true as const }),
      ...(product.upcEan && { upc_ean: product.upcEan }),
      ...(product.mpn && { manufacturer_part_num: product.mpn }),
      ...(product.tags.length > 0 && { tags: product.tags }),
      ...(product.priceModifiers.length > 0 && { price_modifiers: product.priceModifiers }),
      created_at: iso(product.createdAt),
      updated_at: iso(product.updatedAt),
      name: product.name,
      description: product.description,
      ...(price.price && { price: price.price }),
      ...(price.tiers && { tiers: price.tiers }),
      ...(components && { components }),
      ...(present(product.customInputs) && { custom_inputs: product.customInputs }),
      sku: product.sku,
      slug: product.slug,
      status: 'live',
      external_ref: product.externalRef,
      ...(present(product.extensions) && { extensions: product.extensions }),
      ...(present(input.related) && { custom_relationships: Object.keys(input.related!) }),
    },
    relationships: {
      ...(isChild && product.parentId && { parent: { data: { id: product.parentId, type: 'product' } } }),
      ...(isParent && { children: { data: input.childIds.map((id) => ({ id, type: 'product' })) } }),
      ...(input.files.length > 0 && {
        files: {
          data: input.files.map((file) => ({
            type: 'file' as const,
            id: file.id,
            created_at: file.created_at,
          })),
        },
      }),
      ...(input.mainImage && {
        main_image: { data: { type: 'main_image' as const, id: input.mainImage.id } },
      }),
      ...(componentIds.length > 0 && {
        component_products: { data: componentIds.map((id) => ({ id, type: 'product' })) },
      }),
    },
    meta: {
      pricebook_id: input.pricebookId,
      catalog_source: 'pim',
      product_types: [product.productType],
      variation_matrix:
        isParent && product.builtMatrix ? pruneMatrix(product.builtMatrix, input.inRelease) : {},
      ...(isParent &&
        product.builtVariations &&
        product.builtVariations.length > 0 && { variations: product.builtVariations }),
      ...(isChild && { child_option_ids: childOptionIds, child_variations: childVariations }),
      ...(price.sale && {
        sale_id: price.sale.id,
        sale_expires: price.sale.expires,
        original_price: price.sale.original,
      }),
      ...(present(price.modifiers) && { price_modifiers: price.modifiers }),
      ...(price.tiers && {
        tiers: price.sale?.tiers ?? Object.fromEntries(Object.keys(price.tiers).map((name) => [name, {}])),
      }),
      ...(Object.keys(selected).length > 0 && { bundle_configuration: { selected_options: selected } }),
      ...(componentIds.length > 0 && {
        component_products: Object.fromEntries(
          componentIds.flatMap((id) => {
            const snapshot = input.componentPrices.get(id);
            return snapshot ? [[id, snapshot]] : [];
          }),
        ),
      }),
    },
    internal: {
      manage_stock: product.manageStock,
      main_image: input.mainImage,
      files: [...input.files],
      ...(present(input.related) && { custom_relationships: { ...input.related } }),
    },
  };
}
