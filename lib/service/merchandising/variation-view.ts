import type * as wire from '@/lib/commerce/schemas/variations';
import type { OptionRow, VariationRecord } from './variation-store';

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Spec 2.7 rule 3: a removed sort order is gone; the vendor's integer is left out, never null. */
const optionDetails = (option: OptionRow) => ({
  ...(option.description && { description: option.description }),
  ...(option.sortOrder !== null && { sort_order: option.sortOrder }),
});

/** Spec 4.3: `id`, `type`, `attributes` (name, description, sort_order), `meta` (owner, timestamps). */
export function optionView(option: OptionRow): wire.VariationOption {
  return {
    id: option.id,
    type: 'product-variation-option',
    attributes: { name: option.name, ...optionDetails(option) },
    meta: { owner: option.owner, ...stamps(option) },
  };
}

const optionSummary = (option: OptionRow): wire.VariationOptionSummary => ({
  id: option.id,
  name: option.name,
  ...optionDetails(option),
  ...stamps(option),
});

export function variationView({ variation, options, productIds }: VariationRecord): wire.ProductVariation {
  return {
    id: variation.id,
    type: 'product-variation',
    attributes: {
      name: variation.name,
      ...(variation.sortOrder !== null && { sort_order: variation.sortOrder }),
    },
    relationships: { products: { data: productIds.map((id) => ({ id, type: 'product' as const })) } },
    meta: { ...stamps(variation), options: options.map(optionSummary) },
  };
}
