/**
 * Money is integer minor units everywhere (spec 2.1); it becomes a decimal only here, for display,
 * with the currency's own number of fraction digits (JPY has none).
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Minor units as a plain decimal string for machines (structured data): 1999 USD → "19.99". */
export function decimalAmount(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2;
  const padded = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = padded.slice(0, padded.length - digits);
  const sign = amount < 0 ? '-' : '';
  return digits > 0 ? `${sign}${whole}.${padded.slice(padded.length - digits)}` : `${sign}${whole}`;
}

export function formatDate(
  value: string | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(date);
}
