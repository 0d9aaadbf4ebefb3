import { file as fileSchema, type CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { DisplayPrice, Price } from '@/lib/commerce/schemas/common';
import { formatMoney } from '@/lib/commerce/money';

export interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

export interface PriceView {
  /** What the shopper pays per unit, tax included. */
  withTax: Money;
  withoutTax: Money;
  /** The price before the sale, when there is one. */
  original?: Money;
  /** Whether the pricebook's amount includes tax (spec 2.10 `includes_tax`); unknown when not given. */
  includesTax?: boolean;
}

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type FileResource = ReturnType<typeof fileSchema.parse>;
export type Included = Record<string, unknown[]> | undefined;

/** Files of an `include` answer, parsed (anything that is not a file is skipped). */
export function includedFiles(included: Included, key: 'main_images' | 'files'): FileResource[] {
  return (included?.[key] ?? []).flatMap((entry) => {
    const parsed = fileSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const money = (value: { amount: number; currency: string }, locale: string): Money => ({
  amount: value.amount,
  currency: value.currency,
  formatted: formatMoney(value.amount, value.currency, locale),
});

/** Formats the service's display prices for the shopper's locale. */
export function priceView(
  display: DisplayPrice | undefined,
  original: DisplayPrice | undefined,
  locale: string,
  /** The product's own prices per currency (`attributes.price`), which say whether tax is included. */
  prices?: Price,
): PriceView | undefined {
  if (!display) return undefined;
  const includesTax = prices?.[display.with_tax.currency]?.includes_tax;
  const view: PriceView = {
    withTax: money(display.with_tax, locale),
    withoutTax: money(display.without_tax, locale),
    ...(includesTax !== undefined && { includesTax }),
  };
  if (original && original.with_tax.amount > display.with_tax.amount)
    view.original = money(original.with_tax, locale);
  return view;
}

/**
 * Turns a service URL for a file into one the browser can load: the service's own files are served
 * by this same server under /commerce (the embedded service's mount, or with a remote service a
 * pass-through of its files: app/commerce), so they become relative paths, which the page's
 * same-origin policy allows. Files elsewhere (a store's CDN) keep their address.
 */
export function assetUrl(href: string, commerceBaseUrl: string): string {
  const base = new URL(commerceBaseUrl);
  const url = new URL(href, base);
  const basePath = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/files/`)) return href;
  return `/commerce${url.pathname.slice(basePath.length)}${url.search}`;
}

export function mainImage(
  product: CatalogProduct,
  included: Included,
  toUrl: (href: string) => string,
): ImageView | undefined {
  const id = product.relationships?.main_image?.data.id;
  const image = id ? includedFiles(included, 'main_images').find((entry) => entry.id === id) : undefined;
  if (!image) return undefined;
  return {
    src: toUrl(image.attributes.href),
    alt: product.attributes.name,
    width: image.attributes.width ?? 800,
    height: image.attributes.height ?? 800,
  };
}

/** A card's highlights, as keys of `Catalog.badges` in the message files. */
export type ProductBadge = 'sale' | 'bundle' | 'options' | 'personalise';

export function productBadges(product: CatalogProduct, price: PriceView | undefined): ProductBadge[] {
  const types = product.meta?.product_types ?? [];
  const badges: ProductBadge[] = [];
  if (price?.original) badges.push('sale');
  if (types.includes('bundle')) badges.push('bundle');
  if (types.includes('parent')) badges.push('options');
  if (product.attributes.custom_inputs && Object.keys(product.attributes.custom_inputs).length)
    badges.push('personalise');
  return badges;
}
