import { describe, expect, it } from 'vitest';
import type { CartShippingMethodsResponse } from '@/lib/commerce/schemas/shipping';
import { freeDeliveryView, shippingChoiceView } from './shipping-view';

const usd = (amount: number, formatted: string) => ({ amount, currency: 'USD', formatted });
const method = (code: string, price: number, freeOver: number | null) => ({
  id: `m-${code}`,
  type: 'shipping_method' as const,
  code,
  name: code === 'express' ? 'Express' : 'Standard',
  description: '',
  delivery_estimate: code === 'express' ? { min_days: 1, max_days: 1 } : { min_days: 3, max_days: 5 },
  price: usd(price, `$${(price / 100).toFixed(2)}`),
  base_price: usd(500, '$5.00'),
  free_over: freeOver === null ? null : usd(freeOver, `$${(freeOver / 100).toFixed(2)}`),
  selected: false,
});
const answer = (data: CartShippingMethodsResponse['data'], requires = true): CartShippingMethodsResponse => ({
  data,
  meta: { currency: 'USD', requires_shipping: requires, goods_total: usd(3000, '$30.00') },
});

describe('shippingChoiceView', () => {
  it('offers each method with its price, estimate and the free-over threshold while it applies', () => {
    const view = shippingChoiceView(
      answer([method('standard', 500, 7500), method('express', 1500, null)]),
      'en-US',
    );
    expect(view).toEqual({
      requiresShipping: true,
      options: [
        {
          code: 'standard',
          name: 'Standard',
          estimate: { min: 3, max: 5 },
          price: '$5.00',
          amount: 500,
          freeOver: '$75.00',
        },
        {
          code: 'express',
          name: 'Express',
          estimate: { min: 1, max: 1 },
          price: '$15.00',
          amount: 1500,
          freeOver: null,
        },
      ],
    });
  });

  it('formats prices in the shopper’s locale, not as the service wrote them', () => {
    const [standard] = shippingChoiceView(answer([method('standard', 500, 7500)]), 'fr-FR').options;
    expect(standard).toMatchObject({ price: '5,00\u00a0$US', freeOver: '75,00\u00a0$US' });
  });

  it('has no price once the cart is over the threshold, and needs no shipping for digital goods', () => {
    expect(shippingChoiceView(answer([method('standard', 0, 7500)]), 'en-US').options[0]).toMatchObject({
      price: null,
      freeOver: null,
    });
    expect(shippingChoiceView(answer([], false), 'en-US').requiresShipping).toBe(false);
  });
});

describe('freeDeliveryView', () => {
  it('says what the goods lack for the method that is free soonest', () => {
    const view = freeDeliveryView(
      answer([method('express', 1500, null), method('standard', 500, 7500), method('slow', 300, 9000)]),
      'en-US',
    );
    expect(view).toEqual({
      threshold: { amount: 7500, currency: 'USD', formatted: '$75.00' },
      remaining: { amount: 4500, currency: 'USD', formatted: '$45.00' },
    });
  });

  it("says delivery is free once the service prices the method at 0, in the shopper's locale", () => {
    const view = freeDeliveryView(answer([method('standard', 0, 2500)]), 'fr-FR');
    expect(view?.remaining).toBeNull();
    expect(view?.threshold.formatted).toBe('25,00\u00a0$US');
  });

  it('has nothing to say when nothing is delivered or no method is ever free', () => {
    expect(freeDeliveryView(answer([method('standard', 500, 7500)], false), 'en-US')).toBeNull();
    expect(freeDeliveryView(answer([method('express', 1500, null)]), 'en-US')).toBeNull();
  });
});
