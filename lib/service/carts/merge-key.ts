import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const digest = (parts: unknown) => createHash('sha256').update(canonicalJson(parts)).digest('hex');

/**
 * Which adds land on the same line. Spec 3.3 rule 4: a product with other custom inputs (or, for
 * a bundle, another selection) is a separate line.
 */
export const productMergeKey = (productId: string, customInputs: Record<string, unknown>, bundle: unknown) =>
  `product:${digest({ productId: productId.toLowerCase(), customInputs, bundle })}`;

/**
 * Spec 3.3 rule 5: custom items with the same sku merge; rule 4 keeps those with other custom
 * inputs apart. A custom item without a sku merges only with an identical one.
 */
export const customMergeKey = (
  details: { sku: string | null; name: string; description: string; price: unknown },
  customInputs: Record<string, unknown>,
) =>
  details.sku !== null
    ? `custom-sku:${digest({ sku: details.sku, customInputs })}`
    : `custom:${digest({ name: details.name, description: details.description, price: details.price, customInputs })}`;

/** A subscription line per offering and plan: the same plan twice would be two subscriptions. */
export const subscriptionMergeKey = (offeringId: string, planId: string) =>
  `subscription:${offeringId.toLowerCase()}:${planId.toLowerCase()}`;
