import { describe, expect, it } from 'vitest';
import { parseFilterBy } from './filter-by';

describe('filter_by', () => {
  it('reads the clauses a facet list and a price range send', () => {
    expect(parseFilterBy('tags:=[`red`, blue] && product_types:!=child && price:[10..50]')).toEqual({
      ok: true,
      clauses: [
        { field: 'tags', kind: 'values', negate: false, values: ['red', 'blue'] },
        { field: 'product_types', kind: 'values', negate: true, values: ['child'] },
        { field: 'price', kind: 'range', min: 10, max: 50 },
      ],
    });
    expect(parseFilterBy('price:>=25 && price:<100 && sku:`A,B`')).toEqual({
      ok: true,
      clauses: [
        { field: 'price', kind: 'range', min: 25, minExclusive: false },
        { field: 'price', kind: 'range', max: 100, maxExclusive: true },
        { field: 'sku', kind: 'values', negate: false, values: ['A,B'] },
      ],
    });
    expect(parseFilterBy('  ')).toEqual({ ok: true, clauses: [] });
  });

  it('refuses what it cannot read, naming the problem', () => {
    const message = (input: string) => {
      const result = parseFilterBy(input);
      return result.ok ? null : result.message;
    };
    expect(message('colour:red')).toMatch(/unknown field "colour"/);
    expect(message('tags')).toMatch(/not field:value/);
    expect(message('tags:[red')).toMatch(/unbalanced/);
    expect(message('tags:red || tags:blue')).toMatch(/&&/);
    expect(message('price:cheap')).toMatch(/price takes a number/);
    expect(message('tags:=')).toMatch(/no value/);
    expect(message('tags:`red')).toMatch(/unbalanced/);
  });
});
