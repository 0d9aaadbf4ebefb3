/**
 * Money is integer minor units everywhere. Every proportional amount (tax, a percentage off, a share
 * of a fixed discount) is `amount × numerator ÷ denominator`, computed exactly in BigInt and rounded
 * once, half away from zero, per line. Rates are whole numbers (parts per million, basis points), so
 * no step goes through a float.
 */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const product = BigInt(amount) * BigInt(numerator);
  const den = BigInt(denominator);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const quotient = (magnitude * 2n + den) / (den * 2n);
  return Number(negative ? -quotient : quotient);
}

/** `amount × numerator ÷ denominator` rounded down (for shares that are then topped up). */
export function mulDivFloor(
  amount: number,
  numerator: number,
  denominator: number,
): { quotient: number; remainder: bigint } {
  const product = BigInt(amount) * BigInt(numerator);
  const den = BigInt(denominator);
  return { quotient: Number(product / den), remainder: product % den };
}

export const PPM = 1_000_000;

/** A tax rate given as a fraction (0.2) in parts per million (200000); the one place a float is read. */
export const rateToPpm = (rate: number) => Math.round(rate * PPM);

/**
 * The tax within or on top of an amount. Spec 2.1 `includes_tax`: a price that includes tax holds
 * it (tax = amount × r ÷ (1 + r)); one that does not gets it added (tax = amount × r).
 */
export function taxOf(amount: number, includesTax: boolean, ppm: number): number {
  if (ppm === 0 || amount === 0) return 0;
  return includesTax ? mulDivRound(amount, ppm, PPM + ppm) : mulDivRound(amount, ppm, PPM);
}
