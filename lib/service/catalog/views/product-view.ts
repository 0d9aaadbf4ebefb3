import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { Price } from '@/lib/commerce/schemas/common';
import type { ReleaseProductRow } from '../listing/product-store';
import { localize } from '../language';
import { MAX_BREADCRUMB_LEVELS } from '../limits';
import { withoutExpiredSales } from '../sale-expiry';
import { displayPrice } from './money';

export interface ViewContext {
  catalogId: string;
  languages: readonly string[];
  currency: string;
  now: Date;
}

type Meta = NonNullable<CatalogProduct['meta']>;

const mapValues = <T, U>(record: Record<string, T>, map: (value: T, key: string) => U) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));

/** Breadcrumbs of one hierarchy (a hierarchy or node listing) or of all of them. */
function breadcrumbs(
  row: ReleaseProductRow,
  hierarchyId: string | undefined,
): Pick<Meta, 'bread_crumbs' | 'bread_crumb_nodes'> {
  const groups = hierarchyId ? [row.breadcrumbs[hierarchyId] ?? {}] : Object.values(row.breadcrumbs);
  const crumbs: Record<string, string[]> = Object.assign({}, ...groups);
  return { bread_crumbs: crumbs, bread_crumb_nodes: Object.keys(crumbs).slice(0, MAX_BREADCRUMB_LEVELS) };
}

/**
 * A release product as the shopper gets it (spec 2.10): texts in the negotiated language, display
 * prices in the requested currency, a sale that has ended since publishing undone, and the
 * catalog's id. `internal` stays behind.
 */
export function productView(
  row: ReleaseProductRow,
  context: ViewContext,
  hierarchyId?: string,
): CatalogProduct {
  const { attributes, relationships, meta } = withoutExpiredSales(row.document, context.now);
  const text = localize(attributes, row.translations, context.languages);
  const currency = context.currency;
  /** A price's display fields: in the shopper's currency, and the price before a sale changed it. */
  const displayed = (price: Price | undefined, before: Price | undefined) => {
    const shown = displayPrice(price, currency);
    const onSale =
      before?.[currency] && price?.[currency] && before[currency].amount !== price[currency].amount;
    return {
      ...(shown && { display_price: shown }),
      ...(onSale && { original_display_price: displayPrice(before, currency) }),
    };
  };
  const tiers =
    meta.tiers &&
    mapValues(meta.tiers, (tier, name) => ({
      ...tier,
      ...displayed(attributes.tiers?.[name]?.price, tier.original_price),
    }));
  const components =
    meta.component_products &&
    mapValues(meta.component_products, (component) => ({
      ...component,
      ...displayed(component.price, component.original_price),
    }));

  return {
    id: row.id,
    type: 'product',
    attributes: { ...attributes, name: text.name, description: text.description },
    relationships,
    meta: {
      ...meta,
      ...(tiers && { tiers }),
      ...(components && { component_products: components }),
      ...breadcrumbs(row, hierarchyId),
      catalog_id: context.catalogId,
      ...displayed(attributes.price, meta.original_price),
      language: text.language,
    },
  };
}
