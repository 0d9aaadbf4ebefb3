import { formatMoney, fractionDigits } from '@/lib/commerce/money';
import type { PriceFormatting } from '@/lib/commerce/schemas/common';

/** Minor units → "$24.00", "-€5.00", "¥500": the shared exact rule (lib/commerce/money.ts), in en-US. */
export const formatMinorUnits = (amount: number, currency: string): string =>
  formatMoney(amount, currency, 'en-US');

/** How many decimals the currency's minor unit has (2 for USD, 0 for JPY). */
export const currencyDecimals = fractionDigits;

/** Spec 2.1 PriceFormatting. */
export const priceFormatting = (amount: number, currency: string): PriceFormatting => ({
  amount,
  currency,
  formatted: formatMinorUnits(amount, currency),
});
