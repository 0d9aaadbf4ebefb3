import { describe, expect, it } from 'vitest';
import { addressInput } from './address-rules';

const base = { first_name: 'Sam', last_name: 'Rivers', line_1: '1 Main Street', city: 'Town' };
const problems = (address: Record<string, string>) => {
  const parsed = addressInput.safeParse({ ...base, ...address });
  return parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
};

describe('address fields by country', () => {
  it('asks a state of the US, from its list, and a five-digit ZIP code (or ZIP+4)', () => {
    expect(problems({ country: 'US', postcode: '94105', region: 'CA' })).toEqual([]);
    expect(problems({ country: 'US', postcode: '94105-1234', region: 'NY' })).toEqual([]);
    expect(problems({ country: 'US', postcode: '9410', region: 'CA' })).toEqual(['postcode']);
    expect(problems({ country: 'US', postcode: '94105' })).toEqual(['region']);
    expect(problems({ country: 'US', postcode: '94105', region: 'California' })).toEqual(['region']);
  });

  it('asks no state in France or the United Kingdom, and checks their postcodes', () => {
    expect(problems({ country: 'FR', postcode: '75011' })).toEqual([]);
    expect(problems({ country: 'FR', postcode: '7501' })).toEqual(['postcode']);
    expect(problems({ country: 'GB', postcode: 'SW1A 1AA' })).toEqual([]);
    expect(problems({ country: 'GB', postcode: 'bs14dj' })).toEqual([]);
    expect(problems({ country: 'GB', postcode: '75011' })).toEqual(['postcode']);
  });

  it('asks a province of Canada, and refuses a country the shop does not deliver to', () => {
    expect(problems({ country: 'CA', postcode: 'K1A 0B1', region: 'ON' })).toEqual([]);
    expect(problems({ country: 'CA', postcode: 'K1A 0B1' })).toEqual(['region']);
    expect(problems({ country: 'ZZ', postcode: '12345' })).toEqual(['country']);
  });

  it('requires the name, street and town, and bounds every field', () => {
    expect(problems({ country: 'FR', postcode: '75011', first_name: ' ', line_1: '' })).toEqual([
      'first_name',
      'line_1',
    ]);
    expect(problems({ country: 'FR', postcode: '75011', instructions: 'x'.repeat(501) })).toEqual([
      'instructions',
    ]);
    expect(problems({ country: 'FR', postcode: '75011', phone_number: '<script>' })).toEqual([
      'phone_number',
    ]);
  });
});
