import type { useTranslations } from 'next-intl';
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

/**
 * The words the comparison is written in: the `Merchandising` translator and the locale prices are
 * formatted for. Both releases are put in the same words, so a change of language is never a change.
 */
export interface DiffWords {
  t: ReturnType<typeof useTranslations<'Merchandising'>>;
  locale: string;
}

const list = (values: readonly string[]) => (values.length ? values.join(', ') : null);

function priceText(
  { t, locale }: DiffWords,
  price: Price[string] | undefined,
  currency: string,
): string | null {
  if (!price) return null;
  const amount = formatMoney(price.amount, currency, locale);
  return price.includes_tax ? t('diff.inclTax', { price: amount }) : amount;
}

function pricesByCurrency(
  words: DiffWords,
  prefix: 'price' | 'original_price',
  price: Price | undefined,
): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(price ?? {}).map(([currency, value]) => [
      `${prefix}.${currency}`,
      { label: words.t(`diff.fields.${prefix}`, { currency }), value: priceText(words, value, currency) },
    ]),
  );
}

function tiersText(words: DiffWords, product: CatalogProduct): string | null {
  const tiers = Object.entries(product.attributes.tiers ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return list(
    tiers.map(([name, tier]) => {
      const prices = Object.entries(tier.price).map(([currency, value]) => priceText(words, value, currency));
      return words.t('diff.tier', { name, minimum: tier.minimum_quantity, prices: prices.join(' / ') });
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

function componentsText({ t }: DiffWords, product: CatalogProduct): string | null {
  const components = Object.values(product.attributes.components ?? {});
  return list(
    components.map((component) =>
      t('diff.component', {
        name: component.name,
        min: component.min ?? 0,
        max: component.max ?? component.options.length,
        count: component.options.length,
      }),
    ),
  );
}

function customInputsText({ t }: DiffWords, product: CatalogProduct): string | null {
  const inputs = Object.entries(product.attributes.custom_inputs ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return list(
    inputs.map(([key, input]) => {
      const max = input.validation_rules?.find((rule) => rule.options?.max_length)?.options?.max_length;
      return t('diff.input', {
        key,
        required: String(input.required === true),
        max: max ? String(max) : 'none',
      });
    }),
  );
}

const count = (items: readonly unknown[] | undefined) => (items?.length ? String(items.length) : null);

/** The compared fields named in `diff.fields` (the two prices name their currency too). */
type NamedField =
  | 'name'
  | 'sku'
  | 'slug'
  | 'status'
  | 'type'
  | 'commodity'
  | 'description'
  | 'tiers'
  | 'variations'
  | 'children'
  | 'components'
  | 'custom_inputs'
  | 'tags'
  | 'files';

/** The fields a merchandiser compares, in the order the compare view lists them. */
export function comparableFields(product: CatalogProduct, words: DiffWords): Record<string, Field> {
  const { attributes, meta, relationships } = product;
  const label = (field: NamedField) => words.t(`diff.fields.${field}`);
  return {
    name: { label: label('name'), value: attributes.name },
    sku: { label: label('sku'), value: attributes.sku ?? null },
    slug: { label: label('slug'), value: attributes.slug ?? null },
    status: { label: label('status'), value: attributes.status },
    type: { label: label('type'), value: list(meta?.product_types ?? []) },
    commodity: { label: label('commodity'), value: attributes.commodity_type ?? null },
    description: { label: label('description'), value: attributes.description || null },
    ...pricesByCurrency(words, 'price', attributes.price),
    ...pricesByCurrency(words, 'original_price', meta?.original_price),
    tiers: { label: label('tiers'), value: tiersText(words, product) },
    variations: { label: label('variations'), value: variationsText(product) },
    children: { label: label('children'), value: count(relationships?.children?.data) },
    components: { label: label('components'), value: componentsText(words, product) },
    custom_inputs: { label: label('custom_inputs'), value: customInputsText(words, product) },
    tags: { label: label('tags'), value: list([...(attributes.tags ?? [])].sort()) },
    files: { label: label('files'), value: count(relationships?.files?.data) },
  };
}

const entryOf = (product: CatalogProduct): DiffEntry => ({
  id: product.id,
  name: product.attributes.name,
  sku: product.attributes.sku ?? null,
  kind: product.meta?.product_types?.[0] ?? 'standard',
});

export function fieldChanges(before: CatalogProduct, after: CatalogProduct, words: DiffWords): FieldChange[] {
  const left = comparableFields(before, words);
  const right = comparableFields(after, words);
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

const byName = (locale: string) => (a: DiffEntry, b: DiffEntry) =>
  a.name.localeCompare(b.name, locale) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `base` is the release being looked at, `target` the one it is compared with (the latest). */
export function diffReleases(
  base: readonly CatalogProduct[],
  target: readonly CatalogProduct[],
  words: DiffWords,
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
    const changes = fieldChanges(before, product, words);
    if (changes.length) changed.push({ ...entryOf(product), changes });
    else unchanged += 1;
  }
  const removed = base.filter((product) => !targetIds.has(product.id)).map(entryOf);
  const order = byName(words.locale);
  return {
    added: added.sort(order),
    removed: removed.sort(order),
    changed: changed.sort(order),
    unchanged,
  };
}
