import { z } from 'zod';
import { formatMoney } from '@/lib/commerce/money';
import type { CatalogProduct, HierarchyNode } from '@/lib/commerce/schemas/catalog';
import { bundleComponentViews, type BundleComponentView } from '@/lib/storefront/cart/bundle';
import { customInputFields, type CustomInputField } from '@/lib/storefront/cart/custom-inputs';
import {
  includedFiles,
  mainImage,
  priceView,
  productBadges,
  type ImageView,
  type ProductBadge,
  type Included,
  type PriceView,
} from './product-view';
import { optionSummary, type OptionSummaryView } from './option-summary';
import { pictureAlt, pictureView } from './picture-views';
import { plainText } from './sanitize';
import {
  matrixLeaves,
  selectionByVariation,
  selectionOf,
  sortVariations,
  type MatrixLeaf,
} from './variations';
import { optionLabel } from './option-label';
import { addressSegment, productHref } from './catalog-paths';

/**
 * The catalog as the storefront's pages and components see it. The contract's products,
 * hierarchies and nodes (spec 2.10, DESIGN.md §3) are mapped here and nowhere else, as carts
 * (cart-view.ts) and subscriptions (subscription-view.ts) are: a component never reads
 * `attributes` or `meta` of a service answer.
 */

/**
 * One step of a breadcrumb trail; the last one (the page itself) has no link. The store's own steps
 * (home, all products) are message keys of the `Catalog` namespace, the others the catalog's names.
 */
export type Crumb = { name: string; href?: string } | { word: 'home' | 'allProducts'; href: string };

const HOME: Crumb = { word: 'home', href: '/' };

/** A hierarchy or a node: a page of products and a tile in its parent's page. */
export interface CategoryView {
  id: string;
  name: string;
  description?: string;
  href: string;
  /** The hierarchy a node belongs to (unknown for a hierarchy itself). */
  hierarchyId?: string;
  /** The node's ancestors below its hierarchy, root first (spec: `meta.breadcrumb`), with their addresses. */
  ancestors: { id: string; name: string; href: string }[];
}

/** A product in a listing. */
export interface ProductCardView {
  id: string;
  name: string;
  href: string;
  image?: ImageView;
  price?: PriceView;
  /** A parent's lowest live child price in the shopper's currency: "From $24.00". */
  fromPrice?: PriceView;
  /** A parent's options: colour swatches and the number of sizes (and of other choices). */
  options?: OptionSummaryView;
  badges: ProductBadge[];
  /** The nodes it sits in, root first, by name (listings of a hierarchy or node only). */
  trail?: string[];
  /** None left (as the stock read with the listing says; it may lag a minute). */
  soldOut?: boolean;
}

export interface VariationOptionView {
  id: string;
  name: string;
  description?: string;
}

export interface VariationView {
  id: string;
  name: string;
  options: VariationOptionView[];
}

export interface DownloadView {
  id: string;
  fileName: string;
  href: string;
  size?: number;
}

export interface TierPriceView {
  name: string;
  minimum: number;
  formatted: string;
}

export interface SpecGroupView {
  template: string;
  rows: [key: string, value: unknown][];
}

/** A bundle component as the "In this bundle" list shows it: the catalog's own order and rule. */
export interface BundleSummaryView {
  key: string;
  name: string;
  min: number | null;
  max: number | null;
  options: { id: string; name: string; quantity: number; isDefault: boolean }[];
}

/** Everything the product page shows of one product. */
export interface ProductView {
  id: string;
  name: string;
  href: string;
  sku?: string;
  upcEan?: string;
  mpn?: string;
  /** The catalog's HTML; sanitized where it is shown. */
  descriptionHtml?: string;
  /** The description as plain text, for structured data (up to 5000 characters)... */
  descriptionText?: string;
  /** ...and for the page's meta description (up to 160). */
  descriptionSummary?: string;
  tags: string[];
  isParent: boolean;
  /** The product's parent when it is a child (its pickers come from the parent). */
  parentId?: string;
  price?: PriceView;
  /** A parent's lowest live child price in the shopper's currency, shown as "From" before a choice. */
  fromPrice?: PriceView;
  image?: ImageView;
  images: ImageView[];
  downloads: DownloadView[];
  tiers: TierPriceView[];
  specs: SpecGroupView[];
  customInputs: CustomInputField[];
  /** For the add-to-cart configurator: sorted, with option names. */
  bundleComponents: BundleComponentView[];
  bundleSummary: BundleSummaryView[];
  /** The variations of its family (the product's own, or its parent's), in sort order. */
  variations: VariationView[];
  leaves: MatrixLeaf[];
  /** Variation id → option id of this product (empty on a parent). */
  selection: Record<string, string>;
  /** The node ids of its first breadcrumb, root first (spec 2.10 `meta.bread_crumbs`). */
  trailNodeIds: string[];
  /**
   * Issue 27 point 4: the slugs of the custom relationships under which a product has related
   * products, and which product that is: this one, or (a child with none of its own) its parent.
   */
  related: { productId: string; slugs: string[] };
}

/** A product in the sitemap. */
export interface ProductEntryView {
  id: string;
  href: string;
  updatedAt?: string;
}

/**
 * A hierarchy or node as a category. Its address is its slug path (issue 27 point 2):
 * `/shop/{hierarchy}` and `/shop/{hierarchy}/{top-level node}/…/{node}`, each segment a slug (an id
 * where there is none). A node's path comes from its breadcrumb (the vendor's `meta.breadcrumbs`,
 * with slugs); its hierarchy's segment is given (`hierarchySegments`, from the hierarchies list).
 */
export function toCategory(
  entry: HierarchyNode,
  hierarchyId?: string,
  hierarchySegments: ReadonlyMap<string, string> = new Map(),
): CategoryView {
  const isNode = entry.type === 'node';
  const ownHierarchy = isNode ? (hierarchyId ?? entry.meta?.hierarchy_id ?? '') : entry.id;
  const base = `/shop/${encodeURIComponent(
    isNode
      ? (hierarchySegments.get(ownHierarchy) ?? ownHierarchy)
      : addressSegment({ id: entry.id, slug: entry.attributes.slug }),
  )}`;
  const trail = isNode ? nodeTrail(entry).filter((step) => step.id !== ownHierarchy) : [];
  const hrefAt = (depth: number) =>
    [base, ...trail.slice(0, depth + 1).map((step) => encodeURIComponent(step.segment))].join('/');
  return {
    id: entry.id,
    name: entry.attributes.name,
    description: entry.attributes.description,
    href: isNode ? hrefAt(trail.length - 1) : base,
    hierarchyId: isNode ? entry.meta?.hierarchy_id : undefined,
    ancestors: trail
      .map((step, depth) => ({ id: step.id, name: step.name, href: hrefAt(depth) }))
      .filter((crumb) => crumb.id !== entry.id && crumb.id !== ownHierarchy),
  };
}

/**
 * A node's path from its top-level node down to itself, each step with its address segment. From
 * the vendor's `meta.breadcrumbs` (with slugs), else this service's `meta.breadcrumb`, else itself.
 */
function nodeTrail(entry: HierarchyNode): { id: string; name: string; segment: string }[] {
  const steps: { id: string; name: string; slug?: string }[] =
    entry.meta?.breadcrumbs ?? entry.meta?.breadcrumb ?? [];
  const trail = steps.map((step) => ({ id: step.id, name: step.name, segment: addressSegment(step) }));
  if (trail.at(-1)?.id === entry.id) return trail;
  return [
    ...trail,
    {
      id: entry.id,
      name: entry.attributes.name,
      segment: addressSegment({ id: entry.id, slug: entry.attributes.slug }),
    },
  ];
}

/** The node ids on a product's first breadcrumb, root first. */
function firstTrail(product: CatalogProduct): string[] {
  const entry = Object.entries(product.meta?.bread_crumbs ?? {})[0];
  if (!entry) return [];
  const [nodeId, parents] = entry;
  return parents.includes(nodeId) ? parents : [...parents, nodeId];
}

/**
 * Spec 2.10: `meta.bread_crumbs` maps a node the product sits in to the ids of its parents (up to
 * 10 levels). The node ids of a page, collected here, are resolved to names in one request.
 */
export function breadcrumbNodeIds(products: readonly CatalogProduct[]): string[] {
  const ids = new Set<string>();
  for (const product of products) {
    for (const [nodeId, parents] of Object.entries(product.meta?.bread_crumbs ?? {})) {
      ids.add(nodeId);
      parents.forEach((id) => ids.add(id));
    }
    product.meta?.bread_crumb_nodes?.forEach((id) => ids.add(id));
  }
  return [...ids];
}

/** The product's first trail, root first, as names; ids without a known name are left out. */
export function breadcrumbTrail(product: CatalogProduct, names: ReadonlyMap<string, string>): string[] {
  return firstTrail(product).flatMap((id) => {
    const name = names.get(id);
    return name ? [name] : [];
  });
}

/**
 * Home › the hierarchy and nodes a product sits in (linked to their listings) › the product. A trail
 * starts at its hierarchy (spec 2.10), which is not a node: it is named from `hierarchies`.
 */
export function productCrumbs(
  product: ProductView,
  nodes: readonly CategoryView[] | undefined,
  hierarchies: readonly CategoryView[] = [],
): Crumb[] {
  const home = HOME;
  const tail: Crumb = { name: product.name };
  if (product.trailNodeIds.length === 0) return [home, { word: 'allProducts', href: '/shop' }, tail];
  if (!nodes) return [home, tail];
  const byId = new Map<string, Crumb>([
    ...hierarchies.map(
      (hierarchy) => [hierarchy.id, { name: hierarchy.name, href: hierarchy.href }] as const,
    ),
    ...nodes.map(
      (node) => [node.id, { name: node.name, href: node.hierarchyId ? node.href : undefined }] as const,
    ),
  ]);
  // Trails name nodes only; the hierarchy the first node belongs to heads it.
  const root = nodes.find((node) => node.id === product.trailNodeIds[0])?.hierarchyId;
  const ids =
    root && !product.trailNodeIds.includes(root) ? [root, ...product.trailNodeIds] : product.trailNodeIds;
  const trail = ids.flatMap((id) => {
    const crumb = byId.get(id);
    return crumb ? [crumb] : [];
  });
  return [home, ...trail, tail];
}

/** Home › hierarchy › the node's ancestors › the node. */
export function categoryCrumbs(hierarchy: CategoryView, node?: CategoryView): Crumb[] {
  if (!node) return [HOME, { name: hierarchy.name }];
  return [
    HOME,
    { name: hierarchy.name, href: hierarchy.href },
    ...node.ancestors.map((crumb) => ({ name: crumb.name, href: crumb.href })),
    { name: node.name },
  ];
}

export function toProductCard(
  product: CatalogProduct,
  included: Included,
  locale: string,
  toUrl: (href: string) => string,
  trail?: string[],
): ProductCardView {
  const price = priceView(
    product.meta?.display_price,
    product.meta?.original_display_price,
    locale,
    product.attributes.price,
  );
  const range = product.meta?.child_price_range;
  const options = optionSummary(product, locale);
  return {
    id: product.id,
    name: product.attributes.name,
    href: productHref({ id: product.id, slug: product.attributes.slug }),
    image: mainImage(product, included, toUrl),
    price,
    ...(range && {
      fromPrice: priceView({ with_tax: range.from, without_tax: range.from }, undefined, locale),
    }),
    ...(options && { options }),
    badges: productBadges(product, price),
    ...(trail && { trail }),
  };
}

export const toProductEntry = (product: CatalogProduct): ProductEntryView => ({
  id: product.id,
  href: productHref({ id: product.id, slug: product.attributes.slug }),
  updatedAt: product.attributes.updated_at,
});

/** An option product of a bundle (`include=component_products`): only its name and sku are used. */
const componentProduct = z.object({
  id: z.string(),
  attributes: z.object({ name: z.string().min(1), sku: z.string().nullish() }),
});

function componentProductNames(included: Included): Map<string, string> {
  return new Map(
    (included?.component_products ?? []).flatMap((entry) => {
      const parsed = componentProduct.safeParse(entry);
      return parsed.success ? [[parsed.data.id, parsed.data.attributes.name] as const] : [];
    }),
  );
}

function productImages(
  product: CatalogProduct,
  included: Included,
  toUrl: (href: string) => string,
  locale: string,
) {
  const name = product.attributes.name;
  const main = mainImage(product, included, toUrl);
  const mainFile = includedFiles(included, 'main_images').find(
    (file) => file.id === product.relationships?.main_image?.data.id,
  );
  const images: ImageView[] = [];
  if (main) {
    const view = pictureView(mainFile?.attributes.file_name);
    images.push({ ...main, alt: pictureAlt(name, view === 'other' ? 'front' : view, locale) });
  }
  for (const file of includedFiles(included, 'files')) {
    if (
      file.attributes.mime_type.startsWith('image/') &&
      file.id !== product.relationships?.main_image?.data.id
    ) {
      images.push({
        src: toUrl(file.attributes.href),
        alt: pictureAlt(name, pictureView(file.attributes.file_name), locale),
        width: file.attributes.width ?? 800,
        height: file.attributes.height ?? 800,
      });
    }
  }
  return { main, images };
}

/** Spec 2.10 tiers: a lower unit price from a minimum quantity, in the shopper's currency. */
function tierPrices(product: CatalogProduct, currency: string, locale: string): TierPriceView[] {
  return Object.entries(product.attributes.tiers ?? {})
    .flatMap(([name, tier]) => {
      const price = tier.price[currency];
      return price
        ? [{ name, minimum: tier.minimum_quantity, formatted: formatMoney(price.amount, currency, locale) }]
        : [];
    })
    .sort((a, b) => a.minimum - b.minimum);
}

function bundleSummary(product: CatalogProduct, names: ReadonlyMap<string, string>): BundleSummaryView[] {
  return Object.entries(product.attributes.components ?? {})
    .sort(([, a], [, b]) => (b.sort_order ?? 0) - (a.sort_order ?? 0))
    .map(([key, component]) => ({
      key,
      name: component.name,
      min: component.min ?? null,
      max: component.max ?? null,
      options: component.options.map((option) => ({
        id: option.id,
        name: names.get(option.id) ?? 'Product',
        quantity: option.quantity,
        isDefault: option.default === true,
      })),
    }));
}

/** The lowest of some prices (tax included), or none when none is given. */
export const lowestPrice = (prices: readonly (PriceView | undefined)[]): PriceView | undefined =>
  prices.reduce<PriceView | undefined>(
    (lowest, price) => (price && (!lowest || price.withTax.amount < lowest.withTax.amount) ? price : lowest),
    undefined,
  );

/** A child shows what goes with its parent when it has nothing related of its own. */
function relatedOf(product: CatalogProduct, family: CatalogProduct | undefined): ProductView['related'] {
  const own = product.attributes.custom_relationships ?? [];
  if (own.length > 0 || !family || family === product) return { productId: product.id, slugs: own };
  return { productId: family.id, slugs: family.attributes.custom_relationships ?? [] };
}

/**
 * The product page's product. `family` is the product that holds the variations: the product
 * itself when it is a parent, its parent when it is a child (loaded separately), else none.
 */
export function toProduct(
  product: CatalogProduct,
  included: Included,
  family: CatalogProduct | undefined,
  shopper: { locale: string; currency: string },
  toUrl: (href: string) => string,
): ProductView {
  const { attributes } = product;
  const types = product.meta?.product_types ?? [];
  const names = componentProductNames(included);
  const { main, images } = productImages(product, included, toUrl, shopper.locale);
  const variations = sortVariations(family?.meta?.variations ?? []).map((variation) => ({
    id: variation.id,
    name: variation.name,
    options: variation.options.map((option) => ({
      id: option.id,
      // Spec 2.7 names are slugs: shoppers read the description, or the name made readable.
      name: optionLabel(option),
      description: option.description,
    })),
  }));
  const leaves = matrixLeaves(family?.meta?.variation_matrix);
  const ownTrail = firstTrail(product);
  return {
    id: product.id,
    name: attributes.name,
    href: productHref({ id: product.id, slug: product.attributes.slug }),
    sku: attributes.sku,
    upcEan: attributes.upc_ean,
    mpn: attributes.manufacturer_part_num,
    descriptionHtml: attributes.description,
    descriptionText: attributes.description ? plainText(attributes.description, 5000) : undefined,
    descriptionSummary: attributes.description ? plainText(attributes.description, 160) : undefined,
    tags: attributes.tags ?? [],
    isParent: types.includes('parent'),
    parentId: types.includes('child')
      ? (product.relationships?.parent?.data.id ?? attributes.base_product_id)
      : undefined,
    price: priceView(
      product.meta?.display_price,
      product.meta?.original_display_price,
      shopper.locale,
      attributes.price,
    ),
    image: main,
    images,
    downloads: includedFiles(included, 'files')
      .filter((file) => !file.attributes.mime_type.startsWith('image/'))
      .map((file) => ({
        id: file.id,
        fileName: file.attributes.file_name,
        href: toUrl(file.attributes.href),
        size: file.attributes.file_size,
      })),
    tiers: tierPrices(product, shopper.currency, shopper.locale),
    specs: Object.entries(attributes.extensions ?? {}).map(([template, values]) => ({
      template,
      rows: Object.entries(values),
    })),
    customInputs: customInputFields(attributes.custom_inputs),
    bundleComponents: bundleComponentViews(attributes.components, names),
    bundleSummary: bundleSummary(product, names),
    variations,
    leaves,
    selection: selectionByVariation(variations, selectionOf(product.id, leaves)),
    // A child without trails of its own sits where its parent does.
    trailNodeIds: ownTrail.length > 0 || !family || family === product ? ownTrail : firstTrail(family),
    related: relatedOf(product, family),
  };
}
