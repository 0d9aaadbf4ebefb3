import { describe, expect, it } from 'vitest';
import { isVatCurrency, taxBasis } from './tax-basis';

const line = (includesTax: boolean) => ({ unit: { includesTax } });

describe('taxBasis', () => {
  it('is included only when every line’s price includes tax', () => {
    expect(taxBasis([line(true), line(true)])).toBe('included');
    expect(taxBasis([line(true), line(false)])).toBe('added');
    expect(taxBasis([])).toBe('added');
  });

  it('names VAT outside the US', () => {
    expect(isVatCurrency('GBP')).toBe(true);
    expect(isVatCurrency('EUR')).toBe(true);
    expect(isVatCurrency('USD')).toBe(false);
  });
});
