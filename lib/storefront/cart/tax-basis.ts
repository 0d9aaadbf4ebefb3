/**
 * How a cart's or an order's prices stand with tax (issue 26 point 7): `included` when every line's
 * price includes it (the price's `includes_tax`, as GB and FR prices do), else `added` (US prices
 * are without tax, which checkout adds). Outside the US the tax is VAT.
 */
export type TaxBasis = 'included' | 'added';

export const taxBasis = (lines: readonly { unit: { includesTax: boolean } }[]): TaxBasis =>
  lines.length > 0 && lines.every((line) => line.unit.includesTax) ? 'included' : 'added';

/** Currencies whose prices carry VAT rather than a sales tax. */
export const isVatCurrency = (currency: string) => currency !== 'USD';
