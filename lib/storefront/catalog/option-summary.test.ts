import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { optionSummary } from './option-summary';

const parent = (variations: { name: string; options: { name: string; description?: string }[] }[]) =>
  ({
    id: 'p',
    type: 'product',
    attributes: { name: 'Tee', status: 'live' },
    meta: {
      variations: variations.map((variation, index) => ({
        id: `v${index}`,
        name: variation.name,
        options: variation.options.map((option, at) => ({
          id: `o${index}-${at}`,
          description: '',
          ...option,
        })),
      })),
    },
  }) as unknown as CatalogProduct;

describe('a parent card’s options', () => {
  it('shows colours as swatches and counts the other choices', () => {
    const summary = optionSummary(
      parent([
        { name: 'Size', options: [{ name: 'S' }, { name: 'M' }, { name: 'L' }] },
        {
          name: 'Colour',
          // `constructor` is inherited by every object: it names no colour.
          options: [
            { name: 'Black' },
            { name: 'Forest', description: 'Forest green' },
            { name: 'Sky constructor' },
          ],
        },
        { name: 'Width', options: [{ name: 'Regular' }] },
      ]),
    );
    expect(summary).toEqual({
      swatches: [
        { name: 'Black', colour: '#1c1917' },
        { name: 'Forest', colour: '#14532d' },
        { name: 'Sky constructor', colour: undefined },
      ],
      counts: [
        { count: 3, one: 'size', other: 'sizes' },
        { count: 1, one: 'width', other: 'widths' },
      ],
    });
  });

  it('names colours and counts in French on a French page, the swatch colour still found', () => {
    const summary = optionSummary(
      parent([
        { name: 'Size', options: [{ name: 'S' }, { name: 'M' }, { name: 'L' }, { name: 'XL' }] },
        { name: 'Colour', options: [{ name: 'Black' }, { name: 'Grey' }, { name: 'Mauve' }] },
      ]),
      'fr-FR',
    );
    expect(summary).toEqual({
      swatches: [
        { name: 'Noir', colour: '#1c1917' },
        { name: 'Gris chiné', colour: '#9ca3af' },
        { name: 'Mauve', colour: undefined },
      ],
      counts: [{ count: 4, one: 'taille', other: 'tailles' }],
    });
  });

  it('is nothing for a product without variations', () => {
    expect(optionSummary(parent([]))).toBeUndefined();
  });
});
