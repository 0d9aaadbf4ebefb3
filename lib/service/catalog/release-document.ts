import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { Price } from '@/lib/commerce/schemas/common';

/** What a release keeps of a file: enough to answer `include` without the draft tables. */
export interface FileSnapshot {
  id: string;
  file_name: string;
  mime_type: string;
  file_size: number;
  width: number | null;
  height: number | null;
  created_at: string;
}

export interface TierSnapshot {
  sale_id?: string;
  sale_expires?: string | null;
  original_price?: Price;
}

export interface ComponentPriceSnapshot {
  price?: Price;
  original_price?: Price;
  sale_id?: string;
  sale_expires?: string | null;
  pricebook_id: string | null;
  price_modifiers?: CatalogProductMeta['price_modifiers'];
  tiers?: Record<string, { minimum_quantity: number; price: Price }>;
}

type CatalogProductMeta = NonNullable<CatalogProduct['meta']>;

/**
 * A product as a release stores it (catalog_release_products.document): spec 2.10 without the
 * parts that depend on the request (display prices in the shopper's currency, language,
 * breadcrumbs of the listed hierarchy, catalog id). `internal` never leaves the service.
 */
export interface ReleaseProductDocument {
  attributes: CatalogProduct['attributes'];
  relationships: NonNullable<CatalogProduct['relationships']>;
  meta: {
    pricebook_id: string | null;
    catalog_source: 'pim';
    product_types: NonNullable<CatalogProductMeta['product_types']>;
    variation_matrix: Record<string, unknown>;
    variations?: NonNullable<CatalogProductMeta['variations']>;
    child_option_ids?: string[];
    child_variations?: {
      id: string;
      name: string;
      option: { id: string; name: string; description: string };
    }[];
    sale_id?: string;
    sale_expires?: string | null;
    original_price?: Price;
    price_modifiers?: CatalogProductMeta['price_modifiers'];
    tiers?: Record<string, TierSnapshot>;
    bundle_configuration?: NonNullable<CatalogProductMeta['bundle_configuration']>;
    component_products?: Record<string, ComponentPriceSnapshot>;
  };
  internal: {
    manage_stock: boolean;
    main_image: FileSnapshot | null;
    files: FileSnapshot[];
    /** Custom relationship slug → the related products in this release (issue 27 point 4). */
    custom_relationships?: Record<string, string[]>;
  };
}
