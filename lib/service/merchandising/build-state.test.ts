import { describe, expect, it } from 'vitest';
import type { BuiltVariation } from '../catalog/draft-schema';
import { isBuildOutdated } from './build-state';

const size: BuiltVariation = {
  id: 'v-size',
  name: 'Size',
  sort_order: 10,
  options: [
    { id: 'o-s', name: 'S', sort_order: 2, description: 'Small' },
    { id: 'o-m', name: 'M', sort_order: 1, description: 'Medium' },
  ],
};
const colour: BuiltVariation = {
  id: 'v-colour',
  name: 'Colour',
  sort_order: null,
  options: [{ id: 'o-black', name: 'Black', sort_order: null, description: '' }],
};
const withOption = (
  variation: BuiltVariation,
  change: Partial<BuiltVariation['options'][number]>,
  index = 0,
): BuiltVariation => ({
  ...variation,
  options: variation.options.map((option, at) => (at === index ? { ...option, ...change } : option)),
});

describe('isBuildOutdated (spec 2.7 rule 4)', () => {
  it('is false when the variations are what the last build used, in any order', () => {
    expect(isBuildOutdated([size, colour], [colour, { ...size, options: [...size.options].reverse() }])).toBe(
      false,
    );
    expect(isBuildOutdated(null, [])).toBe(false);
  });

  it('is true for an added, removed, renamed, re-described or re-ordered option', () => {
    expect(
      isBuildOutdated(
        [size],
        [
          {
            ...size,
            options: [...size.options, { id: 'o-xl', name: 'XL', sort_order: null, description: '' }],
          },
        ],
      ),
    ).toBe(true);
    expect(isBuildOutdated([size], [{ ...size, options: size.options.slice(1) }])).toBe(true);
    expect(isBuildOutdated([size], [withOption(size, { name: 'Small' })])).toBe(true);
    expect(isBuildOutdated([size], [withOption(size, { description: 'Petite' })])).toBe(true);
    expect(isBuildOutdated([size], [withOption(size, { sort_order: null })])).toBe(true);
    expect(isBuildOutdated([size], [withOption(size, { sort_order: 0 })])).toBe(true);
  });

  it('is true for a variation added, removed, renamed or re-ordered, and for a parent never built', () => {
    expect(isBuildOutdated([size], [size, colour])).toBe(true);
    expect(isBuildOutdated([size, colour], [size])).toBe(true);
    expect(isBuildOutdated([size], [{ ...size, name: 'Fit' }])).toBe(true);
    expect(isBuildOutdated([size], [{ ...size, sort_order: 11 }])).toBe(true);
    expect(isBuildOutdated(null, [size])).toBe(true);
  });
});
