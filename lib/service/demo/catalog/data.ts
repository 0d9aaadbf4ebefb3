import { z } from 'zod';
import { component, componentOption, customInput, tag } from '@/lib/commerce/schemas/catalog';
import {
  CUSTOM_RELATIONSHIP_PREFIX,
  customRelationshipSlug,
} from '@/lib/commerce/schemas/custom-relationships';
import { productStatus } from '@/lib/commerce/schemas/merchandising';
import records from './records.json';

/**
 * The demo catalog's content (README.md "Demo catalog"): a small outdoor-and-home shop, as data in
 * records.json, held to this schema (built from the contract's) when it is loaded. Prices are USD
 * minor units; EUR and GBP are derived (seeder.ts), and a few products lack one. Keys name
 * products, nodes and variations; their ids are name-based (./ids.ts).
 */

const key = z.string().regex(/^[a-z0-9-]+$/);
const usd = z.int().positive();

const hierarchyKey = z.enum(['apparel', 'home', 'outdoor']);
export type HierarchyKey = z.infer<typeof hierarchyKey>;

export interface NodeDef {
  key: string;
  name: string;
  fr: string;
  children?: NodeDef[];
  sortOrder?: number;
}
const nodeDef: z.ZodType<NodeDef> = z.strictObject({
  key,
  name: z.string().min(1),
  fr: z.string().min(1),
  get children() {
    return z.array(nodeDef).optional();
  },
  sortOrder: z.int().optional(),
});

const hierarchyDef = z.strictObject({
  key: hierarchyKey,
  name: z.string().min(1),
  fr: z.strictObject({ name: z.string().min(1), description: z.string().min(1) }),
  description: z.string(),
  nodes: z.array(nodeDef),
});
export type HierarchyDef = z.infer<typeof hierarchyDef>;

const productFields = {
  key,
  name: z.string().min(1),
  node: key,
  /** USD minor units in the standard pricebook. */
  usd,
  tags: z.array(tag),
  description: z.string().optional(),
  /** French name, and description where the English has one (data.test.ts holds every def to it). */
  fr: z.strictObject({ name: z.string().min(1), description: z.string().optional() }),
  /** A currency this product has no price in. */
  lacks: z.enum(['EUR', 'GBP']).optional(),
  digital: z.boolean().optional(),
  status: productStatus.optional(),
  customInputs: z.record(z.string(), customInput).optional(),
  extensions: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** Tier name → minimum quantity and USD price. */
  tiers: z.record(z.string(), z.strictObject({ min: z.int().min(1), usd })).optional(),
  files: z
    .array(z.strictObject({ name: z.string(), kind: z.enum(['pdf', 'text']), lines: z.array(z.string()) }))
    .optional(),
  curated: z.boolean().optional(),
  manageStock: z.boolean().optional(),
};
const productDef = z.strictObject(productFields);
export type ProductDef = z.infer<typeof productDef>;

const variationDef = z.strictObject({
  key,
  name: z.string().min(1),
  sortOrder: z.int().optional(),
  options: z.array(
    z.strictObject({
      name: z.string().min(1),
      description: z.string(),
      sortOrder: z.int().optional(),
      /** Price modifiers (`modifiers` below) by name. */
      modifiers: z.array(key).optional(),
    }),
  ),
});
export type VariationDef = z.infer<typeof variationDef>;

const parentDef = z.strictObject({ ...productFields, variations: z.array(variationDef).min(1) });
export type ParentDef = z.infer<typeof parentDef>;

/** A bundle's components as the contract has them, each option naming a product by key. */
const bundleDef = z.strictObject({
  ...productFields,
  components: z.record(
    z.string(),
    component.extend({
      options: z.array(componentOption.omit({ id: true, type: true }).extend({ key })),
    }),
  ),
});
export type BundleDef = z.infer<typeof bundleDef>;

const demoCatalogRecords = z.strictObject({
  hierarchies: z.array(hierarchyDef),
  products: z.array(productDef),
  parents: z.array(parentDef),
  bundles: z.array(bundleDef),
  /** Price modifiers of each pricebook (the options name them). */
  modifiers: z.record(key, z.strictObject({ type: z.literal('price_increment'), usd })),
  /** Sales of the standard pricebook: product key → USD sale price (tiers: tier name → USD). */
  standardSales: z.record(key, z.strictObject({ usd, tiers: z.record(z.string(), usd).optional() })),
  /** Sales of the member pricebook. */
  memberSales: z.record(key, z.strictObject({ usd })),
  /** The hierarchies of the mobile/VIP catalog; it leaves out the others' products. */
  memberCatalogHierarchies: z.array(hierarchyKey),
  /**
   * Custom product relationships (issue 27 point 4): "goes well with" relates products a shopper
   * would buy together; it is bi-directional, so each related product also names the first.
   */
  goesWellWith: z.strictObject({
    slug: customRelationshipSlug.startsWith(CUSTOM_RELATIONSHIP_PREFIX),
    name: z.string().min(1),
    description: z.string(),
    externalName: z.string(),
    pairs: z.record(key, z.array(key).min(1)),
  }),
});

const demo = demoCatalogRecords.parse(records);

export const HIERARCHIES: HierarchyDef[] = demo.hierarchies;
export const PRODUCTS: ProductDef[] = demo.products;
export const PARENTS: ParentDef[] = demo.parents;
export const BUNDLES: BundleDef[] = demo.bundles;
export const MODIFIERS = demo.modifiers;
export const STANDARD_SALES = demo.standardSales;
export const MEMBER_SALES = demo.memberSales;
export const MEMBER_CATALOG_HIERARCHIES: HierarchyKey[] = demo.memberCatalogHierarchies;
const { pairs, ...goesWellWith } = demo.goesWellWith;
export const GOES_WELL_WITH = goesWellWith;
export const GOES_WELL_WITH_PAIRS: Record<string, string[]> = pairs;
