import { describe, expect, it } from 'vitest';
import { mulDivRound, rateToPpm, taxOf } from './money';

describe('money arithmetic', () => {
  it('rounds half away from zero, exactly', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(mulDivRound(1999, 1000, 10_000)).toBe(200);
    // Beyond 2^53 in the intermediate product, still exact.
    expect(mulDivRound(9_000_000_000_000, 999_999, 1_000_000)).toBe(8_999_991_000_000);
  });

  it('computes tax on top of a price or within it', () => {
    const twenty = rateToPpm(0.2);
    expect(twenty).toBe(200_000);
    expect(taxOf(1000, false, twenty)).toBe(200);
    expect(taxOf(1200, true, twenty)).toBe(200);
    expect(taxOf(999, true, twenty)).toBe(167);
    expect(taxOf(1000, false, 0)).toBe(0);
  });
});
