import { z } from 'zod';
import { dateTime, displayPrice, listEnvelope, price, priceFormatting } from './common';

export const productType = z.enum(['standard', 'parent', 'child', 'bundle']);
export type ProductType = z.infer<typeof productType>;

/** Spec 2.10: slugs share the option-name character set. */
export const slug = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+$/, 'may contain only A-Z, a-z, 0-9, hyphen, underscore and period');

/** Spec 2.10: HTML-compatible characters without commas, stored lowercase. */
export const tag = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^,<>A-Z]+$/, 'must be lowercase and contain no commas or angle brackets');

const relationshipRef = z.object({ id: z.string(), type: z.string() });

export const tier = z.object({
  minimum_quantity: z.int().min(1),
  price,
});

export const componentOption = z.object({
  id: z.string(),
  type: z.literal('product').default('product'),
  quantity: z.int().min(1),
  sort_order: z.int().nullable().optional(),
  default: z.boolean().nullable().optional(),
});

export const component = z.object({
  name: z.string(),
  min: z.int().min(0).nullable().optional(),
  max: z.int().min(0).nullable().optional(),
  sort_order: z.int().nullable().optional(),
  options: z.array(componentOption),
});
export type BundleComponent = z.infer<typeof component>;

export const customInput = z.object({
  name: z.string(),
  validation_rules: z
    .array(
      z.object({
        type: z.literal('string').default('string'),
        options: z.object({ max_length: z.int().min(1).max(255) }).optional(),
      }),
    )
    .optional(),
  required: z.boolean().nullable().optional(),
});
export type CustomInput = z.infer<typeof customInput>;

export const variationOptionEntry = z.object({
  id: z.string(),
  name: z.string(),
  sort_order: z.int().nullable().optional(),
  description: z.string().optional(),
});

export const variation = z.object({
  id: z.string(),
  name: z.string(),
  sort_order: z.int().nullable().optional(),
  options: z.array(variationOptionEntry),
});
export type Variation = z.infer<typeof variation>;

const priceMeta = z.object({
  price: price.optional(),
  display_price: displayPrice.optional(),
  original_price: price.optional(),
  original_display_price: displayPrice.optional(),
  sale_id: z.string().optional(),
  sale_expires: dateTime.nullable().optional(),
  pricebook_id: z.string().nullable().optional(),
  price_modifiers: z.unknown().optional(),
  tiers: z.unknown().optional(),
});

/** Spec 2.10: one catalog product of a listing. */
export const catalogProduct = z.object({
  id: z.string(),
  type: z.literal('product'),
  attributes: z.object({
    published_at: dateTime.nullable().optional(),
    base_product: z.boolean().optional(),
    base_product_id: z.string().optional(),
    commodity_type: z.enum(['physical', 'digital']).optional(),
    curated_product: z.literal(true).optional(),
    upc_ean: z.string().optional(),
    manufacturer_part_num: z.string().optional(),
    tags: z.array(z.string()).optional(),
    price_modifiers: z.array(z.string()).optional(),
    created_at: dateTime.optional(),
    updated_at: dateTime.optional(),
    name: z.string(),
    description: z.string().optional(),
    price: price.optional(),
    tiers: z.record(z.string(), tier).optional(),
    components: z.record(z.string(), component).optional(),
    custom_inputs: z.record(z.string(), customInput).optional(),
    sku: z.string().optional(),
    slug: z.string().optional(),
    status: z.enum(['live', 'draft']),
    external_ref: z.string().nullable().optional(),
    extensions: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    /** The vendor's: slugs of the custom relationships under which the product has related products. */
    custom_relationships: z.array(z.string()).optional(),
  }),
  relationships: z
    .object({
      parent: z.object({ data: relationshipRef }).optional(),
      children: z
        .object({ data: z.array(relationshipRef), links: z.object({ self: z.string() }).optional() })
        .optional(),
      files: z
        .object({
          data: z.array(
            z.object({ type: z.literal('file'), id: z.string(), created_at: dateTime.optional() }),
          ),
        })
        .optional(),
      main_image: z.object({ data: z.object({ type: z.literal('main_image'), id: z.string() }) }).optional(),
      component_products: z
        .object({ data: z.array(relationshipRef), links: z.object({ self: z.string() }).optional() })
        .optional(),
    })
    .optional(),
  meta: z
    .object({
      bread_crumbs: z.record(z.string(), z.array(z.string())).optional(),
      bread_crumb_nodes: z.array(z.string()).max(10).optional(),
      catalog_id: z.string().optional(),
      pricebook_id: z.string().nullable().optional(),
      display_price: displayPrice.optional(),
      catalog_source: z.literal('pim').optional(),
      sale_id: z.string().optional(),
      sale_expires: dateTime.nullable().optional(),
      original_price: price.optional(),
      original_display_price: displayPrice.optional(),
      bundle_configuration: z
        .object({ selected_options: z.record(z.string(), z.record(z.string(), z.int())) })
        .optional(),
      component_products: z.record(z.string(), priceMeta).optional(),
      price_modifiers: z
        .record(
          z.string(),
          z.object({
            modifier_type: z.enum(['price_increment', 'price_decrement', 'price_equals']),
            currencies: price,
          }),
        )
        .optional(),
      tiers: z.record(z.string(), priceMeta).optional(),
      variation_matrix: z.record(z.string(), z.unknown()).optional(),
      variations: z.array(variation).optional(),
      product_types: z.array(productType).optional(),
      language: z.string().optional(),
      child_price_range: z
        .object({ from: priceFormatting, to: priceFormatting })
        .optional()
        .describe(
          "Extension (issue 16): a parent's lowest and highest price over its live children, in X-Currency",
        ),
    })
    .loose()
    .optional(),
});
export type CatalogProduct = z.infer<typeof catalogProduct>;

/** Spec 4.7 `include`. */
export const catalogInclude = z.enum(['component_products', 'main_image', 'files']);

export const file = z.object({
  id: z.string(),
  type: z.enum(['file', 'main_image']),
  attributes: z.object({
    file_name: z.string(),
    mime_type: z.string(),
    file_size: z.int().optional(),
    href: z.string(),
    width: z.int().optional(),
    height: z.int().optional(),
  }),
  /** The vendor's file resource keeps these at the top (beyond the spec; its SDKs read them here). */
  file_name: z.string().optional(),
  mime_type: z.string().optional(),
  file_size: z.int().optional(),
  public: z.boolean().optional(),
  link: z.object({ href: z.string() }).optional(),
  links: z.object({ self: z.string() }).optional(),
  meta: z
    .object({
      dimensions: z.object({ width: z.int(), height: z.int() }).optional(),
      timestamps: z.object({ created_at: dateTime }).optional(),
    })
    .optional(),
});
export type FileResource = z.infer<typeof file>;

export const productListResponse = listEnvelope(catalogProduct);
export type ProductListResponse = z.infer<typeof productListResponse>;

/** A page of references to products: a bundle's component products (the vendor's `product-reference-list-data`). */
export const productReferenceListResponse = listEnvelope(
  z.object({ id: z.string(), type: z.literal('product') }),
).omit({ included: true });

export const productResponse = z.object({
  data: catalogProduct,
  included: z.record(z.string(), z.array(z.unknown())).optional(),
});
export type ProductResponse = z.infer<typeof productResponse>;

const relatedLink = z.object({ related: z.string() });

/**
 * DESIGN.md §3: hierarchies and nodes. The spec leaves their fields open (2.10), so they are the
 * vendor's (`catalog_view.yaml`), plus this service's `meta.breadcrumb`, `product_count` and ids.
 */
export const hierarchyNode = z.object({
  id: z.string(),
  type: z.enum(['hierarchy', 'node']),
  attributes: z.object({
    name: z.string(),
    description: z.string().optional(),
    slug: z.string().optional(),
    created_at: dateTime.optional(),
    updated_at: dateTime.optional(),
  }),
  relationships: z
    .object({
      /** A node's hierarchy (the vendor's catalog answers it on every node). */
      hierarchy: z
        .object({
          data: z.object({ id: z.string(), type: z.literal('hierarchy') }),
          links: relatedLink.optional(),
        })
        .optional(),
      /** A node's parent node: only on a node below the top level. */
      parent: z
        .object({
          data: z.object({ id: z.string(), type: z.literal('node') }),
          links: relatedLink.optional(),
        })
        .optional(),
      children: z.object({ links: relatedLink }).optional(),
      /** A hierarchy's nodes, all levels. */
      nodes: z.object({ links: relatedLink }).optional(),
      products: z.object({ links: relatedLink }).optional(),
    })
    .optional(),
  meta: z
    .object({
      /** The vendor's breadcrumb of a node: from its top-level node down to itself. */
      breadcrumbs: z
        .array(z.object({ id: z.string(), name: z.string(), slug: z.string().optional() }))
        .optional(),
      breadcrumb: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
      has_children: z.boolean().optional(),
      hierarchy_id: z.string().optional(),
      language: z.string().optional(),
      catalog_id: z.string().optional(),
      release_id: z.string().optional(),
      /** Live products of the hierarchy or of the node's whole subtree. */
      product_count: z.int().min(0).optional(),
    })
    .loose()
    .optional(),
});
export type HierarchyNode = z.infer<typeof hierarchyNode>;

export const hierarchyNodeListResponse = listEnvelope(hierarchyNode);
export const hierarchyNodeResponse = z.object({ data: hierarchyNode });

/** Spec 9 rule 2: a published release of a catalog (newest first in listings). */
export const release = z.object({
  id: z.string(),
  type: z.literal('catalog-release'),
  attributes: z.object({
    catalog_id: z.string(),
    name: z.string().optional(),
    description: z.string().optional(),
    published_at: dateTime,
    /** `GET /catalog` (beyond the spec): the release's hierarchies, as the vendor lists them. */
    hierarchies: z.array(z.object({ id: z.string() })).optional(),
  }),
  meta: z
    .object({
      /** Live products in the release. */
      product_count: z.int().min(0).optional(),
      /** 1, 2, 3… per catalog, in publish order. */
      number: z.int().min(1).optional(),
      is_latest: z.boolean().optional(),
      /** A merchandiser's preview of the unpublished data (beyond the spec): no number, never latest. */
      preview: z.boolean().optional(),
      pricebook_id: z.string().nullable().optional(),
      /** The vendor's names (its SDKs wait for `PUBLISHED`); beyond the spec. */
      release_status: z.enum(['PENDING', 'IN_PROGRESS', 'FAILED', 'PUBLISHED']).optional(),
      created_at: dateTime.optional(),
      started_at: dateTime.nullable().optional(),
      updated_at: dateTime.nullable().optional(),
      total_products: z.int().min(0).nullable().optional(),
      is_full_publish: z.boolean().optional(),
      percent_completed: z.number().nullable().optional(),
      owner: z.enum(['store', 'organization']).optional(),
    })
    .loose()
    .optional(),
});
export type Release = z.infer<typeof release>;

export const releaseResponse = z.object({ data: release });
export const releaseListResponse = listEnvelope(release);

export const catalog = z.object({
  id: z.string(),
  type: z.literal('catalog'),
  attributes: z.object({
    name: z.string(),
    description: z.string().optional(),
    hierarchy_ids: z.array(z.string()),
    pricebook_id: z.string().nullable().optional(),
    created_at: dateTime.optional(),
    updated_at: dateTime.optional(),
  }),
  meta: z
    .object({
      /** Retained releases (spec 4.7 rule 2: at most three). */
      release_count: z.int().min(0).optional(),
      latest_release_id: z.string().nullable().optional(),
    })
    .loose()
    .optional(),
});
export type Catalog = z.infer<typeof catalog>;

export const catalogResponse = z.object({ data: catalog });
export const catalogListResponse = listEnvelope(catalog);
