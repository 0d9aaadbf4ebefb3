import { describe, expect, it } from 'vitest';
import { addProductForm, checkoutForm, lineQuantityForm, paymentForm } from './cart-forms';

const PRODUCT = '0b9c4f9e-54a4-4f0e-9a8e-0c6f8f6f2a11';

describe('the cart forms posted without the script', () => {
  it('adds a product with its quantity, custom inputs (empty ones left out) and bundle', () => {
    const parsed = addProductForm.parse({
      productId: PRODUCT,
      quantity: '3',
      'input.engraving': ' Ada ',
      'input.note': '  ',
      bundle: '{"tees":{"x":2}}',
    });
    expect(parsed).toEqual({
      productId: PRODUCT,
      quantity: 3,
      customInputs: { engraving: 'Ada' },
      bundle: { tees: { x: 2 } },
    });
  });

  it('refuses a quantity that is not a whole number in range, naming the field', () => {
    const refused = addProductForm.safeParse({ productId: PRODUCT, quantity: '2.5' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['quantity']);
    expect(addProductForm.safeParse({ productId: PRODUCT, quantity: '0' }).success).toBe(false);
  });

  it('takes a line’s button number, a typed number over it, and removal over both', () => {
    expect(lineQuantityForm.parse({ current: '2', typed: '2', quantity: '3' })).toEqual({ quantity: 3 });
    expect(lineQuantityForm.parse({ current: '2', typed: '7', quantity: '1' })).toEqual({ quantity: 7 });
    expect(lineQuantityForm.parse({ current: '2', typed: '5' })).toEqual({ quantity: 5 });
    expect(lineQuantityForm.parse({ current: '2', typed: '9', remove: '1' })).toEqual({ quantity: 0 });
    expect(lineQuantityForm.safeParse({ current: '2', typed: 'lots' }).success).toBe(false);
  });

  it('turns the flat checkout fields into the checkout body, billed to the delivery address', () => {
    const parsed = checkoutForm.parse({
      email: ' ada@example.com ',
      first_name: 'Ada',
      last_name: 'Lovelace',
      line_1: '1 Main St',
      line_2: '',
      city: 'Portland',
      region: 'ME',
      postcode: '04101',
      country: 'US',
      shippingMethod: 'standard',
      billingSame: '1',
    });
    expect(parsed).toEqual({
      shippingMethod: 'standard',
      email: 'ada@example.com',
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        line_1: '1 Main St',
        city: 'Portland',
        region: 'ME',
        postcode: '04101',
        country: 'US',
      },
    });
  });

  it('names a missing checkout field as the JSON body names it', () => {
    const refused = checkoutForm.safeParse({ email: 'ada@example.com', country: 'FR', postcode: '75001' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toContain('address.city');
  });

  it('pays with a new card, or a saved one', () => {
    expect(
      paymentForm.parse({
        card: 'new',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        securityCode: '123',
        name: 'Ada',
      }),
    ).toMatchObject({ source: 'card', cardNumber: '4242 4242 4242 4242' });
    expect(paymentForm.parse({ card: 'card_abc' })).toEqual({ source: 'saved', cardId: 'card_abc' });
  });
});
