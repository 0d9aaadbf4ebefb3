import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { comparableFields, diffReleases, fieldChanges } from './release-diff';

const words = {
  t: createTranslator({ locale: 'en-us', messages: en, namespace: 'Merchandising' }),
  locale: 'en-US',
};

type Attributes = Partial<CatalogProduct['attributes']>;
type Meta = NonNullable<CatalogProduct['meta']>;

function product(
  id: string,
  attributes: Attributes = {},
  meta: Meta = {},
  relationships: CatalogProduct['relationships'] = {},
): CatalogProduct {
  return {
    id,
    type: 'product',
    attributes: {
      name: `Product ${id}`,
      sku: `SKU-${id}`,
      slug: `product-${id}`,
      status: 'live',
      price: { USD: { amount: 2400 } },
      ...attributes,
    },
    meta: { product_types: ['standard'], ...meta },
    relationships,
  };
}

const tee = (options: string[], children: number) =>
  product(
    'tee',
    { name: 'Classic Crew Tee' },
    {
      product_types: ['parent'],
      variations: [
        { id: 'size', name: 'Size', options: options.map((name) => ({ id: name, name })) },
        {
          id: 'colour',
          name: 'Colour',
          options: [
            { id: 'black', name: 'Black' },
            { id: 'white', name: 'White' },
          ],
        },
      ],
    },
    {
      children: {
        data: Array.from({ length: children }, (_, index) => ({ id: `child-${index}`, type: 'product' })),
      },
    },
  );

describe('diffReleases', () => {
  it('lists added, removed and changed products by name, and counts the unchanged', () => {
    const base = [
      product('a', { name: 'Beta' }),
      product('b', { name: 'Removed one' }),
      product('c', { name: 'Same' }),
      tee(['S', 'M', 'L', 'XL'], 8),
    ];
    const target = [
      product('a', { name: 'Alpha' }),
      product('c', { name: 'Same' }),
      product('d', { name: 'Zed child' }, { product_types: ['child'] }),
      product('e', { name: 'Classic Crew Tee (XXL, Black)' }, { product_types: ['child'] }),
      tee(['S', 'M', 'L', 'XL', 'XXL'], 10),
    ];
    const diff = diffReleases(base, target, words);
    expect(diff.added.map((entry) => [entry.name, entry.kind])).toEqual([
      ['Classic Crew Tee (XXL, Black)', 'child'],
      ['Zed child', 'child'],
    ]);
    expect(diff.removed).toEqual([{ id: 'b', name: 'Removed one', sku: 'SKU-b', kind: 'standard' }]);
    expect(diff.changed.map((entry) => entry.name)).toEqual(['Alpha', 'Classic Crew Tee']);
    expect(diff.unchanged).toBe(1);
    const teeChanges = diff.changed.find((entry) => entry.id === 'tee')!.changes;
    expect(teeChanges).toEqual([
      {
        field: 'variations',
        label: 'Variations and options',
        before: 'Size: S, M, L, XL · Colour: Black, White',
        after: 'Size: S, M, L, XL, XXL · Colour: Black, White',
      },
      { field: 'children', label: 'Child products', before: '8', after: '10' },
    ]);
  });

  it('is empty for a release compared with itself', () => {
    const products = [product('a'), tee(['S'], 2)];
    expect(diffReleases(products, products, words)).toEqual({
      added: [],
      removed: [],
      changed: [],
      unchanged: 2,
    });
  });
});

describe('fieldChanges', () => {
  it('shows prices per currency in minor units formatted, including a currency added or dropped', () => {
    const before = product('lamp', {
      price: { USD: { amount: 8900 }, EUR: { amount: 8200, includes_tax: true } },
    });
    const after = product('lamp', {
      price: { USD: { amount: 7900 }, GBP: { amount: 6900, includes_tax: true } },
    });
    expect(fieldChanges(before, after, words)).toEqual([
      { field: 'price.USD', label: 'Price (USD)', before: '$89.00', after: '$79.00' },
      { field: 'price.GBP', label: 'Price (GBP)', before: null, after: '£69.00 incl. tax' },
      { field: 'price.EUR', label: 'Price (EUR)', before: '€82.00 incl. tax', after: null },
    ]);
  });

  it('writes the changes in French for a French market', () => {
    const french = {
      t: createTranslator({ locale: 'fr-fr', messages: fr, namespace: 'Merchandising' }),
      locale: 'fr-FR',
    };
    const before = product('lamp', { price: { EUR: { amount: 8200, includes_tax: true } } });
    const after = product('lamp', { price: { EUR: { amount: 7900, includes_tax: true } } });
    expect(fieldChanges(before, after, french)).toEqual([
      { field: 'price.EUR', label: 'Prix (EUR)', before: '82,00\u00a0€ TTC', after: '79,00\u00a0€ TTC' },
    ]);
  });

  it('notices a sale starting, a re-ordered variation, tags, status and tiers', () => {
    const before = product('mug', {
      tags: ['kitchen', 'gift'],
      tiers: { box: { minimum_quantity: 4, price: { USD: { amount: 1500 } } } },
    });
    const after = product(
      'mug',
      {
        status: 'draft',
        tags: ['gift', 'kitchen', 'sale'],
        tiers: { box: { minimum_quantity: 6, price: { USD: { amount: 1500 } } } },
      },
      { original_price: { USD: { amount: 2800 } } },
    );
    const changes = Object.fromEntries(
      fieldChanges(before, after, words).map((change) => [change.field, [change.before, change.after]]),
    );
    expect(changes).toEqual({
      status: ['live', 'draft'],
      'original_price.USD': [null, '$28.00'],
      tiers: ['box from 4: $15.00', 'box from 6: $15.00'],
      tags: ['gift, kitchen', 'gift, kitchen, sale'],
    });
    expect(fieldChanges(tee(['S', 'M'], 2), tee(['M', 'S'], 2), words)).toEqual([
      {
        field: 'variations',
        label: 'Variations and options',
        before: 'Size: S, M · Colour: Black, White',
        after: 'Size: M, S · Colour: Black, White',
      },
    ]);
  });

  it('ignores the order of tags and of object keys', () => {
    const before = product('x', {
      tags: ['b', 'a'],
      custom_inputs: { b: { name: 'B' }, a: { name: 'A', required: true } },
    });
    const after = product('x', {
      tags: ['a', 'b'],
      custom_inputs: { a: { name: 'A', required: true }, b: { name: 'B' } },
    });
    expect(fieldChanges(before, after, words)).toEqual([]);
    expect(comparableFields(after, words).custom_inputs?.value).toBe('a (required), b (optional)');
  });
});
