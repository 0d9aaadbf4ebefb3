import { describe, expect, it } from 'vitest';
import { decimalAmount, formatMoney, fractionDigits } from './money';

describe('formatMoney', () => {
  it.each([
    [1999, 'USD', 'en-US', '$19.99'],
    [500, 'GBP', 'en-US', '£5.00'],
    [0, 'USD', 'en-US', '$0.00'],
    [5, 'USD', 'en-US', '$0.05'],
    [-500, 'EUR', 'en-US', '-€5.00'],
    [1500, 'JPY', 'en-US', '¥1,500'],
    [123456789, 'USD', 'en-US', '$1,234,567.89'],
    [9007199254740991, 'USD', 'en-US', '$90,071,992,547,409.91'],
  ])('%d %s in %s → %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  it('writes the locale’s separators and symbol position', () => {
    expect(formatMoney(1999, 'EUR', 'fr-FR')).toMatch(/^19,99\s€$/);
    expect(formatMoney(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/);
  });

  it('keeps amounts a float division would round', () => {
    // 1.005 * 100 style errors: 100.5 / 100 style floats never appear, the digits are split as text.
    expect(formatMoney(1005, 'USD', 'en-US')).toBe('$10.05');
    expect(formatMoney(90071992547409, 'USD', 'en-US')).toBe('$900,719,925,474.09');
  });

  it('uses three decimals where the currency has them', () => {
    expect(formatMoney(1234, 'KWD', 'en-US')).toMatch(/^KWD\s1\.234$/);
  });
});

describe('decimalAmount', () => {
  it('writes minor units as a decimal string without floats', () => {
    expect(decimalAmount(1999, 'USD')).toBe('19.99');
    expect(decimalAmount(5, 'EUR')).toBe('0.05');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
    expect(decimalAmount(-250, 'GBP')).toBe('-2.50');
    expect(decimalAmount(9007199254740991, 'USD')).toBe('90071992547409.91');
  });
});

describe('fractionDigits', () => {
  it('is the currency’s own', () => {
    expect(fractionDigits('USD')).toBe(2);
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('KWD')).toBe(3);
  });
});
