import { z } from 'zod';
import { dateTime, listEnvelope, owner } from './common';

/** Spec 2.7: the characters allowed in an option name (it becomes part of child slugs). */
export const VARIATION_OPTION_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const VARIATION_OPTION_NAME_RULE = 'may contain only A-Z, a-z, 0-9, hyphen, underscore and period';

export const variationOptionName = z
  .string()
  .regex(VARIATION_OPTION_NAME_PATTERN, `name ${VARIATION_OPTION_NAME_RULE}`);

/**
 * Spec 2.7 rule 3: null or absent removes a sort order; zero and negatives are allowed. The service
 * keeps it as a 32-bit integer, so anything wider is refused rather than cut.
 */
export const sortOrder = z.int32().nullable().optional();

const optionAttributes = z.object({
  name: variationOptionName.optional(),
  description: z.string().optional(),
  sort_order: sortOrder,
});

export const createVariationOptionRequest = z.object({
  data: z.object({
    type: z.literal('product-variation-option'),
    attributes: optionAttributes,
  }),
});
export type CreateVariationOptionRequest = z.infer<typeof createVariationOptionRequest>;

/**
 * Changes an option: the attributes replace the option's (spec 2.7 rule 3: a sort order left out or
 * null is removed; a description left out becomes empty). `id`, when given, must be the option's.
 */
export const updateVariationOptionRequest = z.object({
  data: z.object({
    type: z.literal('product-variation-option'),
    id: z.string().optional(),
    attributes: optionAttributes,
  }),
});
export type UpdateVariationOptionRequest = z.infer<typeof updateVariationOptionRequest>;

/** Spec 4.3 response. */
export const variationOption = z.object({
  id: z.string(),
  type: z.literal('product-variation-option'),
  attributes: z.object({
    name: z.string().optional(),
    description: z.string().optional(),
    sort_order: z.int().nullable().optional(),
  }),
  meta: z.object({ owner, created_at: dateTime, updated_at: dateTime }),
});
export type VariationOption = z.infer<typeof variationOption>;

export const variationOptionResponse = z.object({ data: variationOption });

/** One option as a variation lists it (the variation resource's fields are not shown by the spec). */
export const variationOptionSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  sort_order: z.int().nullable().optional(),
  created_at: dateTime.optional(),
  updated_at: dateTime.optional(),
});
export type VariationOptionSummary = z.infer<typeof variationOptionSummary>;

/**
 * A variation (type `product-variation`) with its options in spec 2.7 order: the highest
 * sort_order first, options without one after them, alphabetically within equal orders.
 * `relationships.products` names the parent products built from it.
 */
export const productVariation = z.object({
  id: z.string(),
  type: z.literal('product-variation'),
  attributes: z.object({
    name: z.string(),
    sort_order: z.int().nullable().optional(),
  }),
  relationships: z
    .object({
      products: z
        .object({ data: z.array(z.object({ id: z.string(), type: z.literal('product') })) })
        .optional(),
    })
    .optional(),
  meta: z.object({
    owner: owner.optional(),
    created_at: dateTime.optional(),
    updated_at: dateTime.optional(),
    options: z.array(variationOptionSummary),
  }),
});
export type ProductVariation = z.infer<typeof productVariation>;

export const variationResponse = z.object({ data: productVariation });
export const variationListResponse = listEnvelope(productVariation);
