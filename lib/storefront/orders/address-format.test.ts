import { describe, expect, it } from 'vitest';
import type { OrderAddress } from '@/lib/commerce/schemas/carts';
import { addressLines } from './address-format';

const address = (overrides: Partial<OrderAddress>): OrderAddress => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '1 Harbor Way',
  city: 'Portland',
  postcode: '04101',
  country: 'US',
  ...overrides,
});

describe('addressLines', () => {
  it('prints a US address as city, state ZIP', () => {
    expect(addressLines(address({ region: 'ME' }), 'en-US')).toEqual([
      'Ada Lovelace',
      '1 Harbor Way',
      'Portland, ME 04101',
      'United States',
    ]);
  });

  it('puts a British postcode on its own line after the town', () => {
    const london = address({ line_1: '10 Downing St', city: 'London', postcode: 'SW1A 2AA', country: 'GB' });
    expect(addressLines(london, 'en-GB')).toEqual([
      'Ada Lovelace',
      '10 Downing St',
      'London',
      'SW1A 2AA',
      'United Kingdom',
    ]);
  });

  it('puts a French postcode before the city, the country in the shopper’s language', () => {
    const paris = address({
      line_1: '5 rue de Rivoli',
      line_2: 'Bât. B',
      city: 'Paris',
      postcode: '75001',
      country: 'FR',
    });
    expect(addressLines(paris, 'fr-FR')).toEqual([
      'Ada Lovelace',
      '5 rue de Rivoli',
      'Bât. B',
      '75001 Paris',
      'France',
    ]);
  });

  it('names the country in the shopper’s language', () => {
    expect(addressLines(address({ country: 'GB' }), 'fr-FR').at(-1)).toBe('Royaume-Uni');
  });

  it('drops a missing state without leaving its comma behind', () => {
    expect(addressLines(address({}), 'en-US')).toContain('Portland 04101');
  });

  it('falls back to postcode and city, then the region, for a country without an entry', () => {
    const tokyo = address({ city: 'Tokyo', postcode: '100-0001', region: 'Tokyo-to', country: 'JP' });
    expect(addressLines(tokyo, 'en-US').slice(2)).toEqual(['100-0001 Tokyo', 'Tokyo-to', 'Japan']);
  });
});
