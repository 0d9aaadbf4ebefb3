import type { StoreCurrency } from './store-currencies';

/** The vendor's currency resource (`GET /v2/currencies`), as its SDKs read it. */
export function currencyView(currency: StoreCurrency, baseUrl: string) {
  return {
    id: currency.id,
    type: 'currency' as const,
    code: currency.code,
    // Prices are kept per currency (spec 2.1 Price), never converted.
    exchange_rate: 1,
    format: currency.format,
    decimal_point: '.',
    thousand_separator: ',',
    decimal_places: currency.decimalPlaces,
    default: currency.isDefault,
    enabled: true,
    links: { self: `${baseUrl}/v2/currencies/${currency.id}` },
  };
}
