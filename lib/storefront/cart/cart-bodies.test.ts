import { describe, expect, it } from 'vitest';
import { checkoutBody } from './cart-bodies';

const address = {
  first_name: 'Sam',
  last_name: 'Shopper',
  line_1: '1 Harbor Way',
  city: 'Portland',
  postcode: '04101',
};

describe('checkoutBody', () => {
  it('asks for a state where the country needs one', () => {
    const missing = checkoutBody.safeParse({
      email: 'sam@example.com',
      address: { ...address, country: 'US' },
    });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['address', 'region'], message: 'Enter the state or province' }),
    ]);
    const given = checkoutBody.safeParse({
      email: 'sam@example.com',
      address: { ...address, country: 'US', region: ' ME ' },
    });
    expect(given.data?.address.region).toBe('ME');
  });

  it('needs no state where the country does not use one', () => {
    const parsed = checkoutBody.safeParse({
      email: 'sam@example.com',
      address: { ...address, postcode: 'SW1A 1AA', country: 'GB' },
    });
    expect(parsed.success).toBe(true);
  });

  it('checks the postcode against the country’s shape', () => {
    const shapes = (country: string, postcode: string, region?: string) =>
      checkoutBody
        .safeParse({ email: 'sam@example.com', address: { ...address, postcode, country, region } })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(shapes('FR', '75011')).toEqual([]);
    expect(shapes('FR', '7501')).toEqual(['address.postcode: postcodeShape']);
    expect(shapes('GB', 'bs1 4dj')).toEqual([]);
    expect(shapes('GB', '75011')).toEqual(['address.postcode: postcodeShape']);
    expect(shapes('US', '04101-1234', 'ME')).toEqual([]);
    expect(shapes('US', 'SW1A 1AA', 'ME')).toEqual(['address.postcode: postcodeShape']);
  });

  it('takes a billing address of its own, checked by the same rules', () => {
    const parsed = checkoutBody.safeParse({
      email: 'sam@example.com',
      address: { ...address, postcode: 'SW1A 1AA', country: 'GB' },
      billingAddress: { ...address, city: ' ', country: 'US' },
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'billingAddress.city',
      'billingAddress.region',
    ]);
  });
});
