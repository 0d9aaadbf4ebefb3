import type { SearchResult } from '@/lib/commerce/schemas/search';
import { LISTED_TYPES, type ListedType } from './listing-params';
import type { PriceView } from './product-view';
import { PRICE_BANDS, type PriceBand } from './search-params';

export interface FacetValueView<T extends string = string> {
  value: T;
  count: number;
}

/** Counts per product type, tag and price band over a whole result set (issue 16). */
export interface FacetsView {
  /** Named by `Listing.types` in the message files. */
  types: FacetValueView<ListedType>[];
  tags: (FacetValueView & { label: string })[];
  /** Named by `bandWords`. */
  prices: FacetValueView<PriceBand>[];
}

/** The words of a price band, as a key of the `Listing` messages and its amounts. */
export interface BandWords {
  key: 'priceUnder' | 'priceBetween' | 'priceOver';
  values: { min: string; max: string };
}

/** A price band in the shopper's currency: "Under $25", "$25 to $50", "$250 and over". */
export function bandWords(band: PriceBand, currency: string, locale: string): BandWords {
  const format = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  if (band === '250+') return { key: 'priceOver', values: { min: format(250), max: '' } };
  const [min, max] = band.split('-').map(Number) as [number, number];
  return { key: min === 0 ? 'priceUnder' : 'priceBetween', values: { min: format(min), max: format(max) } };
}

export function toFacets(counts: SearchResult['facet_counts']): FacetsView {
  const of = (field: string) => counts.find((facet) => facet.field_name === field)?.counts ?? [];
  return {
    types: of('product_types').flatMap(({ value, count }) => {
      const type = LISTED_TYPES.find((listed) => listed === value);
      return type && count > 0 ? [{ value: type, count }] : [];
    }),
    tags: of('tags')
      .filter(({ count }) => count > 0)
      .map(({ value, count }) => ({ value, label: `#${value}`, count })),
    prices: of('price').flatMap(({ value, count }) => {
      const band = PRICE_BANDS.find((known) => known === value);
      return band && count > 0 ? [{ value: band, count }] : [];
    }),
  };
}

/** A suggestion under the header's search box: a product to go to. */
export interface SuggestionView {
  id: string;
  name: string;
  href: string;
  price?: PriceView;
  fromPrice?: PriceView;
}
