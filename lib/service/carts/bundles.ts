import type { BundleComponent } from '@/lib/commerce/schemas/catalog';
import { itemRule } from './item-failure';
import type { SelectedOptions } from './model';

/** Spec 2.8 keys a selection by component name; the catalog keys components by id. Both are taken. */
function componentIdFor(components: Record<string, BundleComponent>, key: string): string | undefined {
  if (components[key]) return key;
  const entries = Object.entries(components);
  return (entries.find(([, component]) => component.name === key) ??
    entries.find(([, component]) => component.name.toLowerCase() === key.toLowerCase()))?.[0];
}

const defaults = (component: BundleComponent): Record<string, number> =>
  Object.fromEntries(
    component.options
      .filter((option) => option.default === true)
      .map((option) => [option.id, option.quantity]),
  );

/**
 * Resolves a bundle selection (spec 4.4 rule 2) against the bundle's components: every key names
 * a component, every option is one of that component's options, quantities are whole and not
 * negative, and each component's total lies within its min/max. A component left out counts as
 * its default options (or nothing). Returns the selection keyed by component id, zeros dropped and
 * defaults filled in, so equal selections compare equal; null for a product that is not a bundle.
 */
export function resolveBundleSelection(
  components: Record<string, BundleComponent> | null,
  requested: Record<string, Record<string, number>> | undefined,
  productName: string,
): SelectedOptions | null {
  if (!components || Object.keys(components).length === 0) {
    if (requested && Object.keys(requested).length > 0)
      throw itemRule(`${productName} is not a bundle, so it takes no bundle_configuration`);
    return null;
  }

  const chosen = new Map<string, Record<string, number>>();
  for (const [key, options] of Object.entries(requested ?? {})) {
    const id = componentIdFor(components, key);
    if (!id)
      throw itemRule(`bundle component "${key}" is not a component of ${productName}`, { component: key });
    const component = components[id]!;
    if (chosen.has(id))
      throw itemRule(`bundle component "${component.name}" is selected twice`, {
        component: component.name,
        component_key: id,
      });
    for (const [optionId, quantity] of Object.entries(options)) {
      if (!component.options.some((option) => option.id === optionId)) {
        throw itemRule(`product ${optionId} is not an option of bundle component "${component.name}"`, {
          component: component.name,
          component_key: id,
          option: optionId,
        });
      }
      if (!Number.isInteger(quantity) || quantity < 0) {
        throw itemRule(
          `bundle component "${component.name}": the quantity of option ${optionId} must be a whole number of at least 0`,
          { component: component.name, component_key: id, option: optionId },
        );
      }
    }
    chosen.set(id, options);
  }

  const selection: SelectedOptions = {};
  for (const [id, component] of Object.entries(components)) {
    const options = chosen.get(id) ?? defaults(component);
    const total = Object.values(options).reduce((sum, quantity) => sum + quantity, 0);
    const min = component.min ?? 0;
    const max = component.max ?? Number.POSITIVE_INFINITY;
    if (total < min || total > max) {
      const range =
        max === Number.POSITIVE_INFINITY
          ? `at least ${min}`
          : min === max
            ? `exactly ${min}`
            : `between ${min} and ${max}`;
      throw itemRule(`bundle component "${component.name}" needs ${range} selected, not ${total}`, {
        component: component.name,
        component_key: id,
        min,
        ...(component.max != null && { max }),
        selected: total,
      });
    }
    const kept = Object.fromEntries(
      Object.entries(options)
        .filter(([, quantity]) => quantity > 0)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    if (Object.keys(kept).length > 0) selection[id] = kept;
  }
  return selection;
}
