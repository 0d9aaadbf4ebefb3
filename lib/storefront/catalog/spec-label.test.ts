import { describe, expect, it } from 'vitest';
import { specLabel } from './spec-label';

describe('specLabel', () => {
  it('puts a trailing unit in brackets', () => {
    expect(specLabel('weight_g')).toBe('Weight (g)');
    expect(specLabel('width_cm')).toBe('Width (cm)');
    expect(specLabel('capacity_l')).toBe('Capacity (L)');
  });

  it('reads other keys as words', () => {
    expect(specLabel('care-instructions')).toBe('Care instructions');
    expect(specLabel('material')).toBe('Material');
    expect(specLabel('fabric__type')).toBe('Fabric type');
  });

  it('keeps a single word that looks like a unit as it is', () => {
    expect(specLabel('g')).toBe('G');
  });
});
