import type { OrderAddress } from '@/lib/commerce/schemas/carts';

/**
 * How each country prints the lines after the street, as its post expects them (after the
 * Universal Postal Union's address formats). `{city}`, `{region}` and `{postcode}` are filled in;
 * a missing part is dropped with the punctuation around it.
 */
const LOCALITY_LINES: Record<string, readonly string[]> = {
  US: ['{city}, {region} {postcode}'],
  CA: ['{city} {region} {postcode}'],
  AU: ['{city} {region} {postcode}'],
  GB: ['{city}', '{postcode}'],
  IE: ['{city}', '{region}', '{postcode}'],
  FR: ['{postcode} {city}'],
  DE: ['{postcode} {city}'],
  NL: ['{postcode} {city}'],
  ES: ['{postcode} {city}', '{region}'],
  IT: ['{postcode} {city} {region}'],
};
const DEFAULT_LOCALITY = ['{postcode} {city}', '{region}'];

const MISSING = '\u0000';

function fill(template: string, address: OrderAddress): string {
  return template
    .replace(
      /\{(city|region|postcode)\}/g,
      (_, key: 'city' | 'region' | 'postcode') => address[key]?.trim() || MISSING,
    )
    .replace(/[,\s]*\u0000/g, '')
    .replace(/^[,\s]+/, '')
    .trim();
}

/** The country's name in the shopper's language ("US" → "United States"). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address as printed on a parcel in its country: name, company, street, locality, country. */
export function addressLines(address: OrderAddress, locale: string): string[] {
  const locality = LOCALITY_LINES[address.country] ?? DEFAULT_LOCALITY;
  return [
    `${address.first_name} ${address.last_name}`,
    address.company_name,
    address.line_1,
    address.line_2,
    ...locality.map((template) => fill(template, address)),
    countryName(address.country, locale),
  ].filter((line): line is string => Boolean(line && line.trim()));
}
