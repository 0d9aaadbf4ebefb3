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
      address: { ...address, country: 'GB' },
    });
    expect(parsed.success).toBe(true);
  });

  it('takes a billing address of its own, checked by the same rules', () => {
    const parsed = checkoutBody.safeParse({
      email: 'sam@example.com',
      address: { ...address, country: 'GB' },
      billingAddress: { ...address, city: ' ', country: 'US' },
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'billingAddress.city',
      'billingAddress.region',
    ]);
  });
});
