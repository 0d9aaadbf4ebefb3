import { describe, expect, it } from 'vitest';
import { productUpdateRequest, publishReleaseRequest } from './merchandising';
import {
  createVariationOptionRequest,
  variationOptionName,
  VARIATION_OPTION_NAME_PATTERN,
} from './variations';

const option = (attributes: object) => ({ data: { type: 'product-variation-option', attributes } });

describe('the option name rule (spec 2.7)', () => {
  it('allows A-Z a-z 0-9 hyphen underscore period, at least one of them', () => {
    for (const name of ['XXL', 'xl', '42', 'EU-41', 'size_1.5', '.', 'A-Z_a-z.0-9'])
      expect(VARIATION_OPTION_NAME_PATTERN.test(name), name).toBe(true);
  });

  it('refuses spaces and every other character, and the empty name', () => {
    for (const name of [
      'X L',
      ' XL',
      'XL ',
      '',
      'große',
      'a/b',
      'x,y',
      'a+b',
      'tab\tx',
      'line\nx',
      'é',
      '🙂',
      'XL!',
    ]) {
      expect(VARIATION_OPTION_NAME_PATTERN.test(name), JSON.stringify(name)).toBe(false);
      expect(variationOptionName.safeParse(name).success, JSON.stringify(name)).toBe(false);
    }
  });

  it('names the rule in its message', () => {
    const result = variationOptionName.safeParse('X L');
    expect(result.error?.issues[0]?.message).toBe(
      'name may contain only A-Z, a-z, 0-9, hyphen, underscore and period',
    );
  });
});

describe('option sort orders (spec 2.7 rules 2 and 3)', () => {
  it('takes 32-bit integers, zero, negatives, null and none', () => {
    for (const sort_order of [0, -1, 2147483647, -2147483648, null, undefined])
      expect(createVariationOptionRequest.safeParse(option({ name: 'M', sort_order })).success).toBe(true);
  });

  it('refuses fractions, strings and integers past 32 bits', () => {
    for (const sort_order of [0.5, '1', 2147483648, -2147483649, Number.MAX_SAFE_INTEGER])
      expect(createVariationOptionRequest.safeParse(option({ name: 'M', sort_order })).success).toBe(false);
  });
});

describe('product changes and publishing', () => {
  const update = (attributes: object) => ({ data: { type: 'product', attributes } });

  it('takes a status, a name or a description, and at least one of them', () => {
    expect(productUpdateRequest.safeParse(update({ status: 'draft' })).success).toBe(true);
    expect(productUpdateRequest.safeParse(update({ name: 'New name', description: '' })).success).toBe(true);
    expect(productUpdateRequest.safeParse(update({})).success).toBe(false);
    expect(productUpdateRequest.safeParse(update({ status: 'retired' })).success).toBe(false);
    expect(productUpdateRequest.safeParse(update({ status: 'live', sku: 'X' })).success).toBe(false);
  });

  it("takes a publish body with the type, or the vendor's options, and nothing else", () => {
    expect(publishReleaseRequest.safeParse({ data: { type: 'catalog-release' } }).success).toBe(true);
    expect(publishReleaseRequest.safeParse({ data: { export_full_delta: true } }).success).toBe(true);
    expect(
      publishReleaseRequest.safeParse({
        data: { export_full_delta: false, include_organization_resources: null },
      }).success,
    ).toBe(true);
    expect(publishReleaseRequest.safeParse({ data: { export_full_delta: 'yes' } }).success).toBe(false);
    expect(publishReleaseRequest.safeParse({ data: { type: 'catalog-release', name: 'x' } }).success).toBe(
      false,
    );
  });
});
