import { z } from 'zod';

/**
 * What an address needs in each country the shop delivers to: a state (a choice, in the US) or a
 * province where the post needs one, none in France or the United Kingdom; the postcode's shape as
 * the country's post writes it. Shared by the address book's form (checked before sending) and its
 * handlers (checked again).
 */
export interface CountryRules {
  region: 'state' | 'province' | null;
  postcode: RegExp;
  /** A postcode of the right shape, to show in the message. */
  example: string;
  /** The US says ZIP code. */
  postcodeName: 'zip' | 'postcode';
}

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const RULES: Record<string, CountryRules> = {
  US: { region: 'state', postcode: /^\d{5}(-\d{4})?$/, example: '94107', postcodeName: 'zip' },
  CA: {
    region: 'province',
    postcode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
    example: 'K1A 0B1',
    postcodeName: 'postcode',
  },
  AU: { region: 'state', postcode: /^\d{4}$/, example: '2000', postcodeName: 'postcode' },
  GB: {
    region: null,
    postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    example: 'SW1A 1AA',
    postcodeName: 'postcode',
  },
  IE: {
    region: null,
    postcode: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
    example: 'D02 X285',
    postcodeName: 'postcode',
  },
  FR: { region: null, postcode: /^\d{5}$/, example: '75011', postcodeName: 'postcode' },
  DE: { region: null, postcode: /^\d{5}$/, example: '10115', postcodeName: 'postcode' },
  NL: { region: null, postcode: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB', postcodeName: 'postcode' },
  ES: { region: null, postcode: /^\d{5}$/, example: '28001', postcodeName: 'postcode' },
  IT: { region: null, postcode: /^\d{5}$/, example: '00184', postcodeName: 'postcode' },
};

const ANY: CountryRules = {
  region: null,
  postcode: /^[A-Z\d][A-Z\d -]{1,10}$/i,
  example: '12345',
  postcodeName: 'postcode',
};

export const countryRules = (country: string): CountryRules => RULES[country] ?? ANY;
/** The countries the shop delivers to and keeps addresses in, for the address book and checkout. */
export const ADDRESS_COUNTRIES = Object.keys(RULES);

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);

/** The address book's form, in the vendor's field names; empty optional fields are left out. */
export const addressInput = z
  .object({
    name: text(100).optional(),
    first_name: required(100),
    last_name: required(100),
    company_name: text(200).optional(),
    line_1: required(200),
    line_2: text(200).optional(),
    city: required(100),
    region: text(100).optional(),
    postcode: required(20),
    country: z.enum(ADDRESS_COUNTRIES as [string, ...string[]]),
    phone_number: text(40)
      .regex(/^[\d +()./-]*$/)
      .optional(),
    instructions: text(500).optional(),
  })
  .superRefine((address, ctx) => {
    const rules = countryRules(address.country);
    if (!rules.postcode.test(address.postcode))
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'postcode' });
    if (rules.region === 'state' && address.country === 'US') {
      if (!(US_STATES as readonly string[]).includes(address.region ?? ''))
        ctx.addIssue({ code: 'custom', path: ['region'], message: 'region' });
    } else if (rules.region && !address.region)
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'region' });
  });
export type AddressInput = z.output<typeof addressInput>;

/** The fields the form shows, in order; `region` only where the country has one. */
export const ADDRESS_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'company_name',
  'line_1',
  'line_2',
  'city',
  'region',
  'postcode',
  'country',
  'phone_number',
  'instructions',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
