import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BundleComponent, CustomInput, ProductType } from '@/lib/commerce/schemas/catalog';
import type { Price } from '@/lib/commerce/schemas/common';
import { timestamps } from '../sql/columns';

/**
 * The merchandiser's draft data (migration 0002-catalog). Edits change these rows in place; the
 * shopper never reads them: listings read published releases (release-schema.ts).
 */

const createdAt = () => timestamps().createdAt;

/** `{ "fr-FR": { name, description } }`: the texts of other locales. */
export type Translations = Record<string, { name?: string; description?: string }>;

export interface TierPrice {
  minimum_quantity: number;
  price: Price;
}

/** A parent's variations as its last build left them, already in display order (spec 2.7). */
export interface BuiltVariation {
  id: string;
  name: string;
  sort_order: number | null;
  options: { id: string; name: string; sort_order: number | null; description: string }[];
}

/** Option id → (next variation's option id → …) → child product id. */
export type VariationMatrix = { [optionId: string]: VariationMatrix | string };

export const pcmFiles = pgTable('pcm_files', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  fileSize: integer('file_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** UTF-8 text (the drawn pictures, documents), or an upload's bytes in base64. */
  content: text('content').notNull(),
  contentEncoding: text('content_encoding').$type<'utf8' | 'base64'>().notNull().default('utf8'),
  createdAt: createdAt(),
});

export const pcmProducts = pgTable('pcm_products', {
  id: uuid('id').primaryKey(),
  productType: text('product_type').$type<ProductType>().notNull(),
  parentId: uuid('parent_id'),
  sku: text('sku').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').$type<'live' | 'draft'>().notNull(),
  commodityType: text('commodity_type').$type<'physical' | 'digital'>().notNull().default('physical'),
  upcEan: text('upc_ean'),
  mpn: text('mpn'),
  externalRef: text('external_ref'),
  tags: text('tags').array().notNull().default([]),
  priceModifiers: text('price_modifiers').array().notNull().default([]),
  components: jsonb('components').$type<Record<string, BundleComponent>>(),
  customInputs: jsonb('custom_inputs').$type<Record<string, CustomInput>>().notNull().default({}),
  extensions: jsonb('extensions').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  manageStock: boolean('manage_stock').notNull().default(false),
  curated: boolean('curated').notNull().default(false),
  mainImageId: uuid('main_image_id'),
  childOptionIds: uuid('child_option_ids').array(),
  builtVariations: jsonb('built_variations').$type<BuiltVariation[]>(),
  builtMatrix: jsonb('built_matrix').$type<VariationMatrix>(),
  builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }),
  ...timestamps(),
});

export const pcmProductFiles = pgTable(
  'pcm_product_files',
  {
    productId: uuid('product_id').notNull(),
    fileId: uuid('file_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] })],
);

export const pcmVariations = pgTable('pcm_variations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order'),
  ...timestamps(),
});

export const pcmVariationOptions = pgTable('pcm_variation_options', {
  id: uuid('id').primaryKey(),
  variationId: uuid('variation_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order'),
  priceModifiers: text('price_modifiers').array().notNull().default([]),
  owner: text('owner').$type<'store' | 'organization'>().notNull().default('store'),
  ...timestamps(),
});

export const pcmProductVariations = pgTable(
  'pcm_product_variations',
  { productId: uuid('product_id').notNull(), variationId: uuid('variation_id').notNull() },
  (t) => [primaryKey({ columns: [t.productId, t.variationId] })],
);

export const pcmPricebooks = pgTable('pcm_pricebooks', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ...timestamps(),
});

export const pcmProductPrices = pgTable(
  'pcm_product_prices',
  {
    /** The vendor's price id (`/pcm/pricebooks/{id}/prices/{price_id}`). */
    id: uuid('id').notNull().defaultRandom(),
    pricebookId: uuid('pricebook_id').notNull(),
    productId: uuid('product_id').notNull(),
    currencies: jsonb('currencies').$type<Price>().notNull().default({}),
    tiers: jsonb('tiers').$type<Record<string, TierPrice>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.pricebookId, t.productId] })],
);

export type ModifierType = 'price_increment' | 'price_decrement' | 'price_equals';

export const pcmPriceModifiers = pgTable(
  'pcm_price_modifiers',
  {
    pricebookId: uuid('pricebook_id').notNull(),
    name: text('name').notNull(),
    modifierType: text('modifier_type').$type<ModifierType>().notNull(),
    currencies: jsonb('currencies').$type<Price>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.pricebookId, t.name] })],
);

export const pcmSales = pgTable('pcm_sales', {
  id: uuid('id').primaryKey(),
  pricebookId: uuid('pricebook_id').notNull(),
  productId: uuid('product_id').notNull(),
  currencies: jsonb('currencies').$type<Price>().notNull().default({}),
  /** Sale prices of tiers: tier name → Price. */
  tiers: jsonb('tiers').$type<Record<string, Price>>().notNull().default({}),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
});

export const pcmHierarchies = pgTable('pcm_hierarchies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  slug: text('slug').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  ...timestamps(),
});

export const pcmNodes = pgTable('pcm_nodes', {
  id: uuid('id').primaryKey(),
  hierarchyId: uuid('hierarchy_id').notNull(),
  parentId: uuid('parent_id'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  slug: text('slug').notNull(),
  sortOrder: integer('sort_order'),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  ...timestamps(),
});

export const pcmNodeProducts = pgTable(
  'pcm_node_products',
  { nodeId: uuid('node_id').notNull(), productId: uuid('product_id').notNull() },
  (t) => [primaryKey({ columns: [t.nodeId, t.productId] })],
);

export const pcmCatalogs = pgTable('pcm_catalogs', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pricebookId: uuid('pricebook_id'),
  ...timestamps(),
});

export const pcmCatalogHierarchies = pgTable(
  'pcm_catalog_hierarchies',
  {
    catalogId: uuid('catalog_id').notNull(),
    hierarchyId: uuid('hierarchy_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.hierarchyId] })],
);

export const pcmCatalogRules = pgTable('pcm_catalog_rules', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  catalogId: uuid('catalog_id').notNull(),
  channels: text('channels').array().notNull().default([]),
  tags: text('tags').array().notNull().default([]),
  ...timestamps(),
});
