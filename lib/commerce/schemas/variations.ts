import { z } from 'zod';
import { dateTime, owner } from './common';

/** Spec 2.7: the characters allowed in an option name (it becomes part of child slugs). */
export const VARIATION_OPTION_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const VARIATION_OPTION_NAME_RULE = 'may contain only A-Z, a-z, 0-9, hyphen, underscore and period';

export const variationOptionName = z.string().regex(VARIATION_OPTION_NAME_PATTERN, `name ${VARIATION_OPTION_NAME_RULE}`);

/** Spec 2.7 rule 3: null or absent removes a sort order; zero and negatives are allowed. */
export const sortOrder = z.int().nullable().optional();

export const createVariationOptionRequest = z.object({
  data: z.object({
    type: z.literal('product-variation-option'),
    attributes: z.object({
      name: variationOptionName.optional(),
      description: z.string().optional(),
      sort_order: sortOrder,
    }),
  }),
});
export type CreateVariationOptionRequest = z.infer<typeof createVariationOptionRequest>;

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
