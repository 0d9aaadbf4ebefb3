import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { Price } from '@/lib/commerce/schemas/common';
import { formatMoney } from '@/lib/commerce/money';

/**
 * What changed between two releases of a catalog (the merchandiser's compare view): products added,
 * removed and changed, and for each changed product the fields that differ, before and after.
 * Products are matched by id; every value is put in words first, so "changed" means a merchandiser
 * would see a difference.
 */
export interface FieldChange {
  /** Stable key, e.g. `price.USD` or `variations`. */
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface DiffEntry {
  id: string;
  name: string;
  sku: string | null;
  kind: string;
}

export interface ChangedProduct extends DiffEntry {
  changes: FieldChange[];
}

export interface ReleaseDiff {
  added: DiffEntry[];
  removed: DiffEntry[];
  changed: ChangedProduct[];
  /** Products in both releases with no visible difference. */
  unchanged: number;
}

type Field = { label: string; value: string | null };

const LOCALE = 'en-US';
const list = (values: readonly string[]) => (values.length ? values.join(', ') : null);

function priceText(price: Price[string] | undefined, currency: string): string | null {
  if (!price) return null;
  return `${formatMoney(price.amount, currency, LOCALE)}${price.includes_tax ? ' incl. tax' : ''}`;
}

function pricesByCurrency(prefix: string, label: string, price: Price | undefined): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(price ?? {}).map(([currency, value]) => [
      `${prefix}.${currency}`,
      { label: `${label} (${currency})`, value: priceText(value, currency) },
    ]),
  );
}

function tiersText(product: CatalogProduct): string | null {
  const tiers = Object.entries(product.attributes.tiers ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return list(
    tiers.map(([name, tier]) => {
      const prices = Object.entries(tier.price).map(([currency, value]) => priceText(value, currency));
      return `${name} from ${tier.minimum_quantity}: ${prices.join(' / ')}`;
    }),
  );
}

/** Spec 2.10 `meta.variations`, in the order shoppers see them (a re-ordering is a change too). */
function variationsText(product: CatalogProduct): string | null {
  const variations = product.meta?.variations ?? [];
  return variations.length
    ? variations
        .map((variation) => `${variation.name}: ${variation.options.map((option) => option.name).join(', ')}`)
        .join(' · ')
    : null;
}

function componentsText(product: CatalogProduct): string | null {
  const components = Object.values(product.attributes.components ?? {});
  return list(
    components.map(
      (component) =>
        `${component.name} (${component.min ?? 0}–${component.max ?? component.options.length} of ${component.options.length} options)`,
    ),
  );
}

function customInputsText(product: CatalogProduct): string | null {
  const inputs = Object.entries(product.attributes.custom_inputs ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return list(
    inputs.map(([key, input]) => {
      const max = input.validation_rules?.find((rule) => rule.options?.max_length)?.options?.max_length;
      return `${key}${input.required ? ' (required' : ' (optional'}${max ? `, up to ${max}` : ''})`;
    }),
  );
}

const count = (items: readonly unknown[] | undefined) => (items?.length ? String(items.length) : null);

/** The fields a merchandiser compares, in the order the compare view lists them. */
export function comparableFields(product: CatalogProduct): Record<string, Field> {
  const { attributes, meta, relationships } = product;
  return {
    name: { label: 'Name', value: attributes.name },
    sku: { label: 'SKU', value: attributes.sku ?? null },
    slug: { label: 'Slug', value: attributes.slug ?? null },
    status: { label: 'Status', value: attributes.status },
    type: { label: 'Type', value: list(meta?.product_types ?? []) },
    commodity: { label: 'Commodity', value: attributes.commodity_type ?? null },
    description: { label: 'Description', value: attributes.description || null },
    ...pricesByCurrency('price', 'Price', attributes.price),
    ...pricesByCurrency('original_price', 'Price before sale', meta?.original_price),
    tiers: { label: 'Tier prices', value: tiersText(product) },
    variations: { label: 'Variations and options', value: variationsText(product) },
    children: { label: 'Child products', value: count(relationships?.children?.data) },
    components: { label: 'Bundle components', value: componentsText(product) },
    custom_inputs: { label: 'Custom inputs', value: customInputsText(product) },
    tags: { label: 'Tags', value: list([...(attributes.tags ?? [])].sort()) },
    files: { label: 'Files', value: count(relationships?.files?.data) },
  };
}

const entryOf = (product: CatalogProduct): DiffEntry => ({
  id: product.id,
  name: product.attributes.name,
  sku: product.attributes.sku ?? null,
  kind: product.meta?.product_types?.[0] ?? 'standard',
});

export function fieldChanges(before: CatalogProduct, after: CatalogProduct): FieldChange[] {
  const left = comparableFields(before);
  const right = comparableFields(after);
  // Keys of both, in the after product's order, then those only the before product has (a price dropped).
  const keys = [...new Set([...Object.keys(right), ...Object.keys(left)])];
  return keys.flatMap((field) => {
    const was = left[field]?.value ?? null;
    const now = right[field]?.value ?? null;
    return was === now
      ? []
      : [{ field, label: (right[field] ?? left[field])!.label, before: was, after: now }];
  });
}

const byName = (a: DiffEntry, b: DiffEntry) =>
  a.name.localeCompare(b.name, LOCALE) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `base` is the release being looked at, `target` the one it is compared with (the latest). */
export function diffReleases(
  base: readonly CatalogProduct[],
  target: readonly CatalogProduct[],
): ReleaseDiff {
  const baseById = new Map(base.map((product) => [product.id, product]));
  const targetIds = new Set(target.map((product) => product.id));
  const added: DiffEntry[] = [];
  const changed: ChangedProduct[] = [];
  let unchanged = 0;
  for (const product of target) {
    const before = baseById.get(product.id);
    if (!before) {
      added.push(entryOf(product));
      continue;
    }
    const changes = fieldChanges(before, product);
    if (changes.length) changed.push({ ...entryOf(product), changes });
    else unchanged += 1;
  }
  const removed = base.filter((product) => !targetIds.has(product.id)).map(entryOf);
  return {
    added: added.sort(byName),
    removed: removed.sort(byName),
    changed: changed.sort(byName),
    unchanged,
  };
}
