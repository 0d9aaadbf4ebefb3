import { describe, expect, it } from 'vitest';
import { isFamilySoldOut, isOptionSoldOut, stockLevel, toStockMap } from './stock-view';

describe('stockLevel', () => {
  it('says nothing without stock kept, out at 0, only N left up to 5, in stock above', () => {
    expect(stockLevel(undefined)).toBeUndefined();
    expect(stockLevel(0)).toEqual({ kind: 'out' });
    expect(stockLevel(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockLevel(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockLevel(6)).toEqual({ kind: 'in' });
  });

  it('reads the service’s stock, never below 0', () => {
    const map = toStockMap([
      { id: 'a', type: 'stock', attributes: { total: 2, allocated: 3, available: -1 } },
      { id: 'b', type: 'stock', attributes: { total: 9, allocated: 1, available: 8 } },
    ]);
    expect(map).toEqual({ a: 0, b: 8 });
    expect(isFamilySoldOut(map, ['a'])).toBe(true);
    expect(isFamilySoldOut(map, ['a', 'b'])).toBe(false);
    expect(isFamilySoldOut(map, ['a', 'unmanaged'])).toBe(false);
    expect(isFamilySoldOut(map, [])).toBe(false);
  });
});

describe('isOptionSoldOut', () => {
  // Size S/L × colour black/white; L-white is sold out, S-white has none built.
  const leaves = [
    { optionIds: ['S', 'black'], childId: 'sb' },
    { optionIds: ['L', 'black'], childId: 'lb' },
    { optionIds: ['L', 'white'], childId: 'lw' },
  ];
  const soldOut = new Set(['lw']);

  it('marks the option whose child, with the other choices, is sold out', () => {
    expect(isOptionSoldOut('size', 'L', { colour: 'white' }, leaves, soldOut)).toBe(true);
    expect(isOptionSoldOut('colour', 'white', { size: 'L', colour: 'black' }, leaves, soldOut)).toBe(true);
    expect(isOptionSoldOut('size', 'L', { colour: 'black' }, leaves, soldOut)).toBe(false);
  });

  it('before a full choice marks an option only when everything it leads to is sold out', () => {
    expect(isOptionSoldOut('colour', 'white', {}, leaves, soldOut)).toBe(true);
    expect(isOptionSoldOut('size', 'L', {}, leaves, soldOut)).toBe(false);
    // S with white leads nowhere: not available, which is not the same as sold out.
    expect(isOptionSoldOut('size', 'S', { colour: 'white' }, leaves, soldOut)).toBe(false);
  });
});
