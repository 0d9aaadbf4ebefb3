import type { Context } from 'hono';
import type { CartProductLookup } from '../catalog';
import { badRequest } from '../http/errors';

export const DEFAULT_CURRENCY = 'USD';

/** DESIGN.md §3: `X-Currency` (three letters, default USD) is the currency a new cart takes. */
export function requestedCurrency(c: Context): string {
  const header = c.req.header('x-currency')?.trim();
  if (!header) return DEFAULT_CURRENCY;
  const code = header.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code))
    throw badRequest(`header X-Currency: must be a three-letter ISO currency code, not "${header}"`, {
      field: 'X-Currency',
      in: 'header',
    });
  return code;
}

/** The shopper's catalog context (spec 4.6, DESIGN.md §3 headers) for looking products up. */
export function catalogContext(c: Context): CartProductLookup['context'] {
  const channel = c.req.header('vendor-channel');
  const contextTag = c.req.header('vendor-context-tag');
  const acceptLanguage = c.req.header('accept-language');
  return {
    ...(channel && { channel }),
    ...(contextTag && { contextTag }),
    ...(acceptLanguage && { acceptLanguage }),
  };
}
