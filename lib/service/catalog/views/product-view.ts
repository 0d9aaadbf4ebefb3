import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
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
  const original = meta.original_price;
  const onSale = (price: CatalogProduct['attributes']['price'], before: typeof original) =>
    before?.[currency] && price?.[currency] && before[currency]!.amount !== price[currency]!.amount
      ? displayPrice(before, currency)
      : undefined;

  const tiers = meta.tiers
    ? Object.fromEntries(
        Object.entries(meta.tiers).map(([name, tier]) => {
          const price = attributes.tiers?.[name]?.price;
          const shownTier = displayPrice(price, currency);
          const originalDisplay = onSale(price, tier.original_price);
          return [
            name,
            {
              ...tier,
              ...(shownTier && { display_price: shownTier }),
              ...(originalDisplay && { original_display_price: originalDisplay }),
            },
          ];
        }),
      )
    : undefined;
  const components = meta.component_products
    ? Object.fromEntries(
        Object.entries(meta.component_products).map(([id, component]) => {
          const shown = displayPrice(component.price, currency);
          const originalDisplay = onSale(component.price, component.original_price);
          return [
            id,
            {
              ...component,
              ...(shown && { display_price: shown }),
              ...(originalDisplay && { original_display_price: originalDisplay }),
            },
          ];
        }),
      )
    : undefined;
  const shown = displayPrice(attributes.price, currency);
  const originalShown = onSale(attributes.price, original);

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
      ...(shown && { display_price: shown }),
      ...(originalShown && { original_display_price: originalShown }),
      language: text.language,
    },
  };
}
