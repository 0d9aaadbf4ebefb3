import type { useTranslations } from 'next-intl';
import type { BundleComponent } from '@/lib/commerce/schemas/catalog';

export interface BundleOptionView {
  /** The option's product id. */
  id: string;
  name: string;
  /** How many of it the catalog puts in when it is chosen by default. */
  quantity: number;
  isDefault: boolean;
}

export interface BundleComponentView {
  /** The component's key in the product's `components` (its id). */
  key: string;
  name: string;
  min: number;
  /** Null when the component sets no maximum. */
  max: number | null;
  options: BundleOptionView[];
}

/** Component key → (option product id → how many), as the configurator holds it. */
export type BundleSelection = Record<string, Record<string, number>>;

const bySortOrder = <T extends { sort_order?: number | null }>(a: T, b: T) =>
  (b.sort_order ?? 0) - (a.sort_order ?? 0);

/**
 * The components of a bundle (spec 2.10 `components`) in descending sort order, as the product
 * page lists them, with the option products' names (from `include=component_products`).
 */
export function bundleComponentViews(
  components: Record<string, BundleComponent> | undefined,
  optionNames: ReadonlyMap<string, string>,
): BundleComponentView[] {
  return Object.entries(components ?? {})
    .sort(([, a], [, b]) => bySortOrder(a, b))
    .map(([key, component]) => ({
      key,
      name: component.name,
      min: component.min ?? 0,
      max: component.max ?? null,
      options: [...component.options].sort(bySortOrder).map((option) => ({
        id: option.id,
        name: optionNames.get(option.id) ?? 'Product',
        quantity: option.quantity,
        isDefault: option.default === true,
      })),
    }));
}

/** The catalog's defaults preselected: each default option with its quantity (spec 2.10). */
export function defaultBundleSelection(components: readonly BundleComponentView[]): BundleSelection {
  return Object.fromEntries(
    components.map((component) => [
      component.key,
      Object.fromEntries(
        component.options.filter((option) => option.isDefault).map((option) => [option.id, option.quantity]),
      ),
    ]),
  );
}

export const selectedCount = (chosen: Readonly<Record<string, number>> | undefined) =>
  Object.values(chosen ?? {}).reduce((sum, quantity) => sum + quantity, 0);

/** How many a component asks for, as a key of the `Cart` messages ("exactly 1", "1 to 2", "up to 2"). */
export interface RangeWords {
  key: 'rangeExactly' | 'rangeBetween' | 'rangeUpTo' | 'rangeAtLeast' | 'rangeAny';
  values: { min: number; max: number };
}

export function describeRange(component: Pick<BundleComponentView, 'min' | 'max'>): RangeWords {
  const { min, max } = component;
  if (max === null) return { key: min > 0 ? 'rangeAtLeast' : 'rangeAny', values: { min, max: 0 } };
  if (min === max) return { key: 'rangeExactly', values: { min, max } };
  return { key: min > 0 ? 'rangeBetween' : 'rangeUpTo', values: { min, max } };
}

/** A component whose choice breaks its rule: `Cart.bundleInvalid` says it with its range. */
export interface BundleError {
  name: string;
  total: number;
  range: RangeWords;
}

/** The `Cart` messages' translator (next-intl's `t` for that namespace). */
export type CartWords = ReturnType<typeof useTranslations<'Cart'>>;

export const wordRange = (range: RangeWords, t: CartWords): string => t(range.key, range.values);

export const wordBundleError = (error: BundleError, t: CartWords): string =>
  t('bundleInvalid', { range: wordRange(error.range, t), name: error.name, total: error.total });

export type BundleCheck =
  | { ok: true; selectedOptions: Record<string, Record<string, number>> }
  | { ok: false; errors: Record<string, BundleError> };

/**
 * Checks each component's total against its min and max before anything is sent (the service
 * refuses the same with a 422), and builds `bundle_configuration.selected_options` keyed by
 * component id (spec 2.8's table), since the name a French page shows is not the store's. Every
 * component is sent, an empty one too:
 * a component left out would take its defaults on the service (its rule for an omitted key).
 */
export function checkBundleSelection(
  components: readonly BundleComponentView[],
  selection: BundleSelection,
): BundleCheck {
  const errors: Record<string, BundleError> = {};
  const selectedOptions: Record<string, Record<string, number>> = {};
  for (const component of components) {
    const chosen = selection[component.key] ?? {};
    const known = new Set(component.options.map((option) => option.id));
    const kept = Object.fromEntries(
      Object.entries(chosen).filter(
        ([optionId, quantity]) => known.has(optionId) && Number.isInteger(quantity) && quantity > 0,
      ),
    );
    const total = selectedCount(kept);
    if (total < component.min || (component.max !== null && total > component.max)) {
      errors[component.key] = { name: component.name, total, range: describeRange(component) };
      continue;
    }
    // By key, never by name: the name shown may be the shopper's language (store-content.ts),
    // which the store does not know; the key is the store's own (the service accepts either).
    selectedOptions[component.key] = kept;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, selectedOptions };
}
