import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildFilter,
  eq,
  FILTER_RULES,
  inList,
  parseFilter,
  parseFilterSyntax,
  quoteFilterValue,
} from './filter';

describe('filter expressions', () => {
  it('parses eq and in', () => {
    expect(parseFilter('eq(sku,shirt-1)', FILTER_RULES.hierarchyProducts)).toEqual({
      ok: true,
      conditions: [{ op: 'eq', attribute: 'sku', values: ['shirt-1'] }],
    });
    expect(parseFilter('in(tags,summer,sale)', FILTER_RULES.hierarchyProducts)).toEqual({
      ok: true,
      conditions: [{ op: 'in', attribute: 'tags', values: ['summer', 'sale'] }],
    });
  });

  it('joins several expressions with a colon', () => {
    const result = parseFilter('eq(product_types,parent):in(tags,a,b)', FILTER_RULES.releaseProducts);
    expect(result.ok && result.conditions).toHaveLength(2);
  });

  it('trims bare values and keeps inner spaces', () => {
    expect(parseFilterSyntax('in(name, Blue Shirt , Red)')).toEqual({
      ok: true,
      conditions: [{ op: 'in', attribute: 'name', values: ['Blue Shirt', 'Red'] }],
    });
  });

  it('carries commas, parentheses, quotes, colons and spaces in quoted values', () => {
    const awkward = ['a,b', 'x (large)', 'say "hi"', 'back\\slash', '  padded  ', 'time: 10:00', ''];
    const built = buildFilter([inList('name', awkward)]);
    expect(parseFilterSyntax(built)).toEqual({
      ok: true,
      conditions: [{ op: 'in', attribute: 'name', values: awkward }],
    });
  });

  it('quotes only what needs it', () => {
    expect(quoteFilterValue('plain-value_1.2')).toBe('plain-value_1.2');
    expect(quoteFilterValue('a,b')).toBe('"a,b"');
    expect(quoteFilterValue('he said "no"')).toBe('"he said \\"no\\""');
  });

  it('round-trips any values', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (values) => {
        const parsed = parseFilterSyntax(buildFilter([inList('name', values), eq('sku', values[0]!)]));
        expect(parsed).toEqual({
          ok: true,
          conditions: [
            { op: 'in', attribute: 'name', values },
            { op: 'eq', attribute: 'sku', values: [values[0]] },
          ],
        });
      }),
    );
  });

  it.each([
    ['', 'empty filter'],
    ['eq(sku,a', 'expected "," or ")"'],
    ['gt(sku,1)', 'expected eq( or in('],
    ['eq(sku)', 'needs at least one value'],
    ['eq(sku,)', 'empty value'],
    ['eq(sku,a(b))', 'unexpected "("'],
    ['eq(sku,"open)', 'unterminated quoted value'],
    ['eq(sku,"a\\b")', 'after a backslash'],
    ['eq(sku,a)eq(sku,b)', 'expected ":"'],
    ['eq(sku,a):', 'expected eq( or in('],
    ['eq(SKU,a)', 'expected an attribute name'],
  ])('rejects %j', (input, message) => {
    const result = parseFilterSyntax(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it('skips the empty places of an in list, as the vendor storefront writes them (in(id,), a trailing comma)', () => {
    expect(parseFilterSyntax('in(id,a,,b,)')).toEqual({
      ok: true,
      conditions: [{ op: 'in', attribute: 'id', values: ['a', 'b'] }],
    });
    expect(parseFilterSyntax('in(id,)')).toEqual({
      ok: true,
      conditions: [{ op: 'in', attribute: 'id', values: [] }],
    });
    expect(parseFilterSyntax('in(sku,"",a)')).toEqual({
      ok: true,
      conditions: [{ op: 'in', attribute: 'sku', values: ['', 'a'] }],
    });
    expect(parseFilterSyntax('in(id)').ok).toBe(false);
  });

  it('refuses attributes a listing does not allow', () => {
    const result = parseFilter('eq(id,abc)', FILTER_RULES.hierarchyProducts);
    expect(!result.ok && result.message).toMatch(/eq does not support the attribute "id"/);
    expect(parseFilter('in(id,a,b)', FILTER_RULES.hierarchyProducts).ok).toBe(true);
    expect(parseFilter('eq(name,a)', FILTER_RULES.nodes).ok).toBe(false);
  });

  it('limits eq to one value, except tags on the release listing', () => {
    expect(parseFilter('eq(product_types,parent,child)', FILTER_RULES.releaseProducts).ok).toBe(false);
    expect(parseFilter('eq(tags,a,b)', FILTER_RULES.hierarchyProducts).ok).toBe(false);
    expect(parseFilter('eq(tags,a,b)', FILTER_RULES.releaseProducts).ok).toBe(true);
    expect(parseFilter('in(product_types,parent,child)', FILTER_RULES.hierarchyProducts).ok).toBe(true);
  });
});
