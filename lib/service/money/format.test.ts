import { describe, expect, it } from 'vitest';
import { formatMinorUnits, priceFormatting } from './format';

describe('formatMinorUnits', () => {
  it.each([
    [2400, 'USD', '$24.00'],
    [-500, 'EUR', '-€5.00'],
    [5, 'USD', '$0.05'],
    [500, 'JPY', '¥500'],
    [123456789, 'GBP', '£1,234,567.89'],
    [9007199254740991, 'USD', '$90,071,992,547,409.91'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatMinorUnits(amount, currency)).toBe(expected);
  });

  it('uses three decimals where the currency has them', () => {
    expect(formatMinorUnits(1234, 'KWD')).toMatch(/^KWD\s1\.234$/);
  });

  it('builds spec 2.1 PriceFormatting', () => {
    expect(priceFormatting(1999, 'USD')).toEqual({ amount: 1999, currency: 'USD', formatted: '$19.99' });
  });
});
