import { describe, expect, it } from 'vitest';
import {
  childFor,
  isOptionAvailable,
  matrixLeaves,
  selectionByVariation,
  selectionOf,
  sortVariations,
} from './variations';

const variations = [
  {
    id: 'size',
    name: 'Size',
    options: [
      { id: 's', name: 'S' },
      { id: 'm', name: 'M' },
      { id: 'l', name: 'L' },
    ],
  },
  {
    id: 'colour',
    name: 'Colour',
    options: [
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ],
  },
];
// M/Blue was never built; L exists only in red.
const matrix = { s: { red: 'c-s-red', blue: 'c-s-blue' }, m: { red: 'c-m-red' }, l: { red: 'c-l-red' } };
const leaves = matrixLeaves(matrix);

describe('variation matrix', () => {
  it('lists every child with the options that lead to it', () => {
    expect(leaves).toHaveLength(4);
    expect(selectionOf('c-m-red', leaves)).toEqual(['m', 'red']);
    expect(selectionOf('unknown', leaves)).toEqual([]);
  });

  it('finds the child of a full selection, whatever the nesting order', () => {
    expect(childFor({ size: 's', colour: 'blue' }, variations, leaves)).toBe('c-s-blue');
    expect(childFor({ colour: 'blue', size: 's' }, variations, leaves)).toBe('c-s-blue');
    expect(childFor({ size: 'm', colour: 'blue' }, variations, leaves)).toBeUndefined();
    expect(childFor({ size: 'm' }, variations, leaves)).toBeUndefined();
  });

  it('marks combinations that were never built as unavailable', () => {
    const selection = selectionByVariation(variations, ['m']);
    expect(isOptionAvailable('colour', 'blue', selection, leaves)).toBe(false);
    expect(isOptionAvailable('colour', 'red', selection, leaves)).toBe(true);
    expect(isOptionAvailable('size', 'l', { colour: 'blue' }, leaves)).toBe(false);
    expect(isOptionAvailable('size', 'l', {}, leaves)).toBe(true);
  });

  it('orders by descending sort_order, then alphabetically', () => {
    const sorted = sortVariations([
      {
        id: 'a',
        name: 'Colour',
        options: [
          { id: '1', name: 'Red', sort_order: 1 },
          { id: '2', name: 'Blue', sort_order: 5 },
          { id: '3', name: 'Amber' },
        ],
      },
      { id: 'b', name: 'Size', sort_order: 2, options: [] },
    ]);
    expect(sorted.map((variation) => variation.name)).toEqual(['Size', 'Colour']);
    expect(sorted[1]!.options.map((option) => option.name)).toEqual(['Blue', 'Red', 'Amber']);
  });
});
