import type { Price } from '@/lib/commerce/schemas/common';
import type { ModifierType, TierPrice } from '../draft-schema';
import type { ComponentPriceSnapshot, TierSnapshot } from '../release-document';

export interface PriceRow {
  currencies: Price;
  tiers: Record<string, TierPrice>;
}

export interface SaleRow {
  id: string;
  currencies: Price;
  tiers: Record<string, Price>;
  startsAt: Date | null;
  expiresAt: Date | null;
}

export interface ModifierRow {
  name: string;
  modifierType: ModifierType;
  currencies: Price;
}

/** A sale counts when it has started and not yet ended at publish time. */
export const saleRunsAt = (sale: SaleRow, at: Date) =>
  (!sale.startsAt || sale.startsAt.getTime() <= at.getTime()) &&
  (!sale.expiresAt || sale.expiresAt.getTime() > at.getTime());

/** Applies price modifiers (in the given order) to each currency of a price; never below zero. */
export function applyModifiers(price: Price, modifiers: readonly ModifierRow[]): Price {
  const result: Price = {};
  for (const [currency, value] of Object.entries(price)) {
    let amount = value.amount;
    for (const modifier of modifiers) {
      const change = modifier.currencies[currency]?.amount;
      if (change === undefined) continue;
      if (modifier.modifierType === 'price_increment') amount += change;
      else if (modifier.modifierType === 'price_decrement') amount = Math.max(0, amount - change);
      else amount = change;
    }
    result[currency] = { ...value, amount };
  }
  return result;
}

export interface ResolvedPrice {
  price?: Price;
  tiers?: Record<string, TierPrice>;
  sale?: { id: string; expires: string | null; original: Price; tiers: Record<string, TierSnapshot> };
  modifiers: Record<string, { modifier_type: ModifierType; currencies: Price }>;
}

const nonEmpty = (price: Price | undefined) => (price && Object.keys(price).length > 0 ? price : undefined);

/**
 * A product's price in one pricebook. Its own price wins; a child without one takes its parent's,
 * changed by the child's price modifiers (the options' modifiers, such as "XL costs more"). A
 * running sale replaces the currencies and tiers it names, and the regular price is kept as the
 * original price.
 */
export function resolvePrice(input: {
  own?: PriceRow;
  parent?: PriceRow;
  sale?: SaleRow;
  modifierNames: readonly string[];
  modifiers: ReadonlyMap<string, ModifierRow>;
  at: Date;
}): ResolvedPrice {
  const applicable = input.modifierNames
    .map((name) => input.modifiers.get(name))
    .filter((m): m is ModifierRow => m !== undefined);
  const modifiers = Object.fromEntries(
    applicable.map((m) => [m.name, { modifier_type: m.modifierType, currencies: m.currencies }]),
  );
  const own = nonEmpty(input.own?.currencies);
  const regular = own ?? (input.parent && nonEmpty(applyModifiers(input.parent.currencies, applicable)));
  const regularTiers = own ? input.own?.tiers : (input.own?.tiers ?? input.parent?.tiers);
  const tiers = regularTiers && Object.keys(regularTiers).length > 0 ? regularTiers : undefined;

  const sale = input.sale && saleRunsAt(input.sale, input.at) ? input.sale : undefined;
  if (!regular || !sale) return { price: regular, tiers, modifiers };

  const price = { ...regular, ...sale.currencies };
  const tierSnapshots: Record<string, TierSnapshot> = {};
  const saleTiers: Record<string, TierPrice> = {};
  for (const [name, tier] of Object.entries(tiers ?? {})) {
    const salePrice = sale.tiers[name];
    if (salePrice) {
      saleTiers[name] = { ...tier, price: { ...tier.price, ...salePrice } };
      tierSnapshots[name] = {
        sale_id: sale.id,
        sale_expires: sale.expiresAt?.toISOString() ?? null,
        original_price: tier.price,
      };
    } else {
      saleTiers[name] = tier;
      tierSnapshots[name] = {};
    }
  }
  return {
    price,
    tiers: tiers && saleTiers,
    sale: {
      id: sale.id,
      expires: sale.expiresAt?.toISOString() ?? null,
      original: regular,
      tiers: tierSnapshots,
    },
    modifiers,
  };
}

/** The price part of `meta.component_products` for one component product. */
export function componentPriceSnapshot(
  resolved: ResolvedPrice,
  pricebookId: string | null,
): ComponentPriceSnapshot {
  return {
    ...(resolved.price && { price: resolved.price }),
    ...(resolved.sale && {
      original_price: resolved.sale.original,
      sale_id: resolved.sale.id,
      sale_expires: resolved.sale.expires,
    }),
    pricebook_id: pricebookId,
    ...(Object.keys(resolved.modifiers).length > 0 && { price_modifiers: resolved.modifiers }),
    ...(resolved.tiers && { tiers: resolved.tiers }),
  };
}
