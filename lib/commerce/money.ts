/**
 * Money is integer minor units everywhere (spec 2.1). This is the one place it becomes a decimal:
 * the digits are split as text, never divided as a float, so 9007199254740991 cents stays exact.
 * The service (spec 2.1 `formatted`) and the storefront (prices on the page, structured data) use
 * the same rule.
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

const currencyDigits = new Map<string, number>();

/** The currency's own number of fraction digits: 2 for USD, 0 for JPY, 3 for KWD. */
export function fractionDigits(currency: string): number {
  // resolvedOptions() builds a new object on every call, and every amount formatted asks (issue 28:
  // the cart's answer formats a few dozen): asked once per currency, as the formats are kept.
  let digits = currencyDigits.get(currency);
  if (digits === undefined) {
    digits = currencyFormat('en-US', currency).resolvedOptions().maximumFractionDigits ?? 2;
    currencyDigits.set(currency, digits);
  }
  return digits;
}

/** Minor units as a plain decimal string for machines (structured data): 1999 USD → "19.99". */
export function decimalAmount(amount: number, currency: string): `${number}` {
  const digits = fractionDigits(currency);
  const padded = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = padded.slice(0, padded.length - digits);
  const fraction = padded.slice(padded.length - digits);
  const decimal = `${amount < 0 ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
  // Built from an integer's digits above, so it is a number literal; TypeScript cannot see that.
  return decimal as `${number}`;
}

/** Minor units for people: 1999 USD in en-US → "$19.99", in fr-FR → "19,99 €"; 500 JPY → "¥500". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return currencyFormat(locale, currency).format(decimalAmount(amount, currency));
}
