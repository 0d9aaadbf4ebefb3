import { describe, expect, it } from 'vitest';
import { decimalAmount, formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('turns minor units into the locale’s format', () => {
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(1999, 'EUR', 'fr-FR')).toMatch(/^19,99\s€$/);
    expect(formatMoney(500, 'GBP', 'en-US')).toBe('£5.00');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });

  it('respects currencies without fraction digits', () => {
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
  });

  it('keeps exact cents for large amounts', () => {
    expect(formatMoney(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
  });
});

describe('formatDate', () => {
  it('formats a date in UTC and refuses nonsense', () => {
    expect(formatDate('2026-03-01T00:30:00Z', 'en-US')).toBe('Mar 1, 2026');
    expect(formatDate('not a date', 'en-US')).toBeNull();
    expect(formatDate(undefined, 'en-US')).toBeNull();
  });
});

describe('decimalAmount', () => {
  it('writes minor units as a decimal string without floats', () => {
    expect(decimalAmount(1999, 'USD')).toBe('19.99');
    expect(decimalAmount(5, 'EUR')).toBe('0.05');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
    expect(decimalAmount(-250, 'GBP')).toBe('-2.50');
  });
});
