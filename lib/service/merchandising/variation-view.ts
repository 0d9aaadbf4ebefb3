import type {
  ProductVariation,
  VariationOption,
  VariationOptionSummary,
} from '@/lib/commerce/schemas/variations';
import type { OptionRow, VariationRecord } from './variation-store';

/** Spec 4.3: `id`, `type`, `attributes` (name, description, sort_order), `meta` (owner, timestamps). */
export function optionView(option: OptionRow): VariationOption {
  return {
    id: option.id,
    type: 'product-variation-option',
    attributes: {
      name: option.name,
      ...(option.description && { description: option.description }),
      // Spec 2.7 rule 3: a removed sort order is gone; the vendor's integer is left out, never null.
      ...(option.sortOrder !== null && { sort_order: option.sortOrder }),
    },
    meta: {
      owner: option.owner,
      created_at: option.createdAt.toISOString(),
      updated_at: option.updatedAt.toISOString(),
    },
  };
}

function optionSummary(option: OptionRow): VariationOptionSummary {
  return {
    id: option.id,
    name: option.name,
    ...(option.description && { description: option.description }),
    ...(option.sortOrder !== null && { sort_order: option.sortOrder }),
    created_at: option.createdAt.toISOString(),
    updated_at: option.updatedAt.toISOString(),
  };
}

export function variationView({ variation, options, productIds }: VariationRecord): ProductVariation {
  return {
    id: variation.id,
    type: 'product-variation',
    attributes: {
      name: variation.name,
      ...(variation.sortOrder !== null && { sort_order: variation.sortOrder }),
    },
    relationships: { products: { data: productIds.map((id) => ({ id, type: 'product' as const })) } },
    meta: {
      created_at: variation.createdAt.toISOString(),
      updated_at: variation.updatedAt.toISOString(),
      options: options.map(optionSummary),
    },
  };
}
