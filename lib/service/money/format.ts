import type { PriceFormatting } from '@/lib/commerce/schemas/common';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** How many decimals the currency's minor unit has (2 for USD, 0 for JPY). */
export const currencyDecimals = (currency: string): number =>
  formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * Minor units → "$24.00", "-€5.00", "¥500", with the currency's own number of decimals. The amount
 * is written as a decimal string before formatting, so no float ever stands for money.
 */
export function formatMinorUnits(amount: number, currency: string): string {
  const formatter = formatterFor(currency);
  const decimals = currencyDecimals(currency);
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const decimal = `${amount < 0 ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
  return formatter.format(decimal as `${number}`);
}

/** Spec 2.1 PriceFormatting. */
export const priceFormatting = (amount: number, currency: string): PriceFormatting => ({
  amount,
  currency,
  formatted: formatMinorUnits(amount, currency),
});
