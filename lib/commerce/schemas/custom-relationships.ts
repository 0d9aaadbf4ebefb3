import { z } from 'zod';
import { dateTime } from './common';

/**
 * Custom product relationships (issue 27 point 4): the vendor's PIM `custom-relationship`
 * resources, a product's attachments and its associations with other products, as the vendor's
 * API shapes them (the spec shows none of them).
 */

/** Vendor: a slug is unique, of `A-Z a-z 0-9 - _ .`, and prefixed `CRP_` (added when missing). */
export const CUSTOM_RELATIONSHIP_PREFIX = 'CRP_';
export const customRelationshipSlug = z
  .string()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'may contain only A-Z, a-z, 0-9, hyphen, underscore and period');

/** The slug as stored: with the vendor's prefix. */
export const prefixedSlug = (slug: string) =>
  slug.startsWith(CUSTOM_RELATIONSHIP_PREFIX) ? slug : `${CUSTOM_RELATIONSHIP_PREFIX}${slug}`;

/** Vendor limits: 5 relationships attached to a product, 2000 products related under one. */
export const MAX_ATTACHED_RELATIONSHIPS = 5;
export const MAX_ASSOCIATIONS = 2000;

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const definitionAttributes = {
  name: text(255).min(1, 'must not be empty'),
  description: text(1024).optional(),
  sort_order: z.int().nullable().optional(),
  external_name: text(255).nullable().optional(),
  external_description: text(1024).nullable().optional(),
  bi_directional: z.boolean().optional(),
};

export const customRelationshipCreateRequest = z.object({
  data: z.object({
    type: z.literal('custom-relationship'),
    attributes: z.strictObject({ ...definitionAttributes, slug: customRelationshipSlug }),
  }),
});

/** A partial update; the slug cannot change. */
export const customRelationshipUpdateRequest = z.object({
  data: z.object({
    type: z.literal('custom-relationship'),
    id: z.string().optional(),
    attributes: z.strictObject({
      name: definitionAttributes.name.optional(),
      description: definitionAttributes.description,
      sort_order: definitionAttributes.sort_order,
      external_name: definitionAttributes.external_name,
      external_description: definitionAttributes.external_description,
      bi_directional: definitionAttributes.bi_directional,
    }),
  }),
});

export const customRelationship = z.object({
  id: z.string(),
  type: z.literal('custom-relationship'),
  attributes: z.object({
    name: z.string(),
    description: z.string().optional(),
    slug: z.string(),
    sort_order: z.int().nullable().optional(),
    external_name: z.string().nullable().optional(),
    external_description: z.string().nullable().optional(),
    bi_directional: z.boolean(),
  }),
  meta: z.object({
    owner: z.literal('store'),
    timestamps: z.object({ created_at: dateTime, updated_at: dateTime }),
  }),
});
export type CustomRelationship = z.infer<typeof customRelationship>;

export const customRelationshipResponse = z.object({ data: customRelationship });

/** `POST|DELETE /pcm/products/{id}/custom-relationships`: relationships by slug. */
export const attachRelationshipsRequest = z.object({
  data: z
    .array(z.object({ type: z.literal('custom-relationship'), slug: customRelationshipSlug }))
    .min(1, 'must name at least one custom relationship')
    .max(MAX_ATTACHED_RELATIONSHIPS, `at most ${MAX_ATTACHED_RELATIONSHIPS} at once`),
});

const productRef = z.object({ type: z.literal('product'), id: z.string().min(1) });

/** `POST /pcm/products/{id}/custom-relationships/{slug}`: products to relate (appended). */
export const associateProductsRequest = z.object({
  data: z
    .array(
      productRef.extend({ attributes: z.object({ sort_order: z.int().nullable().optional() }).optional() }),
    )
    .min(1, 'must name at least one product')
    .max(MAX_ASSOCIATIONS, `at most ${MAX_ASSOCIATIONS} products`),
});

/** `DELETE /pcm/products/{id}/custom-relationships/{slug}`: products no longer related. */
export const dissociateProductsRequest = z.object({
  data: z.array(productRef).min(1, 'must name at least one product'),
});

export const associateProductsResponse = z.object({
  meta: z.object({
    associated_products: z.array(z.string()),
    products_not_associated: z.array(z.object({ ID: z.string(), Details: z.string() })),
    owner: z.literal('store'),
    timestamps: z.object({ created_at: dateTime, updated_at: dateTime }),
  }),
});

export const relatedProductIds = z.object({
  type: z.literal('product'),
  id: z.string(),
  attributes: z.object({ sort_order: z.int().nullable() }),
});
