import { nameUuid } from '../catalog/name-uuid';
import { DEFAULT_CURRENCY } from '../carts/request-context';

/**
 * The store's currencies (README "Demo catalog": every price is kept in these three). They are a
 * fixed setting of the embedded store, not data a client changes, so they live here rather than
 * in a table; ids are name-based so they never move.
 */
export interface StoreCurrency {
  id: string;
  code: string;
  /** The vendor's format: `{price}` stands for the formatted number. */
  format: string;
  decimalPlaces: number;
  isDefault: boolean;
}

const currency = (code: string, symbol: string): StoreCurrency => ({
  id: nameUuid(`currency:${code}`),
  code,
  format: `${symbol}{price}`,
  decimalPlaces: 2,
  isDefault: code === DEFAULT_CURRENCY,
});

export const STORE_CURRENCIES: readonly StoreCurrency[] = [
  currency('USD', '$'),
  currency('EUR', '€'),
  currency('GBP', '£'),
];

/** By id, or by its code (a convenience beyond the vendor, which reads by id only). */
export const findStoreCurrency = (idOrCode: string) =>
  STORE_CURRENCIES.find(
    (candidate) => candidate.id === idOrCode.toLowerCase() || candidate.code === idOrCode.toUpperCase(),
  );
