import type { SearchResult } from '@/lib/commerce/schemas/search';
import { LISTED_TYPES, type ListedType } from './listing-params';
import type { PriceView } from './product-view';
import { PRICE_BANDS, type PriceBand } from './search-params';

/** Product types as a shopper reads them. */
export const TYPE_LABELS: Record<ListedType, string> = {
  standard: 'Single products',
  parent: 'With options',
  bundle: 'Bundles',
};

export interface FacetValueView<T extends string = string> {
  value: T;
  label: string;
  count: number;
}

/** Counts per product type, tag and price band over a whole result set (issue 16). */
export interface FacetsView {
  types: FacetValueView<ListedType>[];
  tags: FacetValueView[];
  prices: FacetValueView<PriceBand>[];
}

/** A price band in the shopper's currency: "Under 25", "25 to 50", "250 and over". */
function bandLabel(band: PriceBand, currency: string, locale: string): string {
  const format = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  if (band === '250+') return `${format(250)} and over`;
  const [min, max] = band.split('-').map(Number) as [number, number];
  return min === 0 ? `Under ${format(max)}` : `${format(min)} to ${format(max)}`;
}

export function toFacets(
  counts: SearchResult['facet_counts'],
  shopper: { currency: string; locale: string },
): FacetsView {
  const of = (field: string) => counts.find((facet) => facet.field_name === field)?.counts ?? [];
  return {
    types: of('product_types').flatMap(({ value, count }) => {
      const type = LISTED_TYPES.find((listed) => listed === value);
      return type && count > 0 ? [{ value: type, label: TYPE_LABELS[type], count }] : [];
    }),
    tags: of('tags')
      .filter(({ count }) => count > 0)
      .map(({ value, count }) => ({ value, label: `#${value}`, count })),
    prices: of('price').flatMap(({ value, count }) => {
      const band = PRICE_BANDS.find((known) => known === value);
      return band && count > 0
        ? [{ value: band, label: bandLabel(band, shopper.currency, shopper.locale), count }]
        : [];
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
