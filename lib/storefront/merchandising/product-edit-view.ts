import { decimalAmount, fractionDigits } from '@/lib/commerce/money';
import type { Price } from '@/lib/commerce/schemas/common';
import type { DraftProduct, ProductStatus } from '@/lib/commerce/schemas/merchandising';
import { CURRENCIES, type Currency } from '@/lib/i18n/locales';

/**
 * What the merchandiser's product page shows and edits (issue 27 point 7): plain data for the page
 * and its form. Browser-safe: no server-only imports. Amounts are in major units as the form
 * writes them ("43.21"), empty for a currency the product has no price in.
 */
export type AmountsView = Record<Currency, string>;

export interface PriceBookView {
  pricebookId: string;
  /** The catalogs whose prices these are (a price book may serve several). */
  catalogNames: string[];
  amounts: AmountsView;
}

export interface PictureView {
  src: string;
  width: number;
  height: number;
  fileName: string;
}

export interface ProductEditView {
  id: string;
  name: string;
  description: string;
  sku: string;
  status: ProductStatus;
  productTypes: string[];
  picture: PictureView | null;
  priceBooks: PriceBookView[];
  /** A catalog to preview the unpublished data of (the first whose price book is the first above). */
  previewCatalogId: string | null;
}

/** Minor units to what the form shows: 4321 USD → "43.21". */
export function amountsView(price: Price | undefined): AmountsView {
  return Object.fromEntries(
    CURRENCIES.map((currency) => {
      const amount = price?.[currency]?.amount;
      return [currency, amount === undefined ? '' : decimalAmount(amount, currency)];
    }),
  ) as AmountsView;
}

/** "43.21" → 4321, exactly (digits split as text, never a float); null when it is no such amount. */
export function minorUnits(text: string, currency: string): number | null {
  const digits = fractionDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^(\\d{1,10})(?:[.,](\\d{1,${digits}}))?$`) : /^(\d{1,12})$/;
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(`${match[1]}${fraction}`);
}

/** One row of the merchandiser's product list: what it is called and whether shoppers can see it. */
export type DraftProductRow = Pick<ProductEditView, 'id' | 'name' | 'sku' | 'status' | 'productTypes'>;

export const draftProductRow = (product: DraftProduct): DraftProductRow => ({
  id: product.id,
  name: product.attributes.name,
  sku: product.attributes.sku,
  status: product.attributes.status,
  productTypes: product.meta.product_types,
});

export const productBasics = (product: DraftProduct) => ({
  ...draftProductRow(product),
  description: product.attributes.description ?? '',
});
