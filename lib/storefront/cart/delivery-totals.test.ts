import { describe, expect, it } from 'vitest';
import type { CartTotalsView } from './cart-view';
import { withDeliveryCharge } from './delivery-totals';

const usd = (amount: number) => ({ amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });
const totals: CartTotalsView = {
  subtotal: usd(5000),
  discount: usd(500),
  withoutTax: usd(4500),
  tax: usd(0),
  total: usd(4500),
};

describe('withDeliveryCharge', () => {
  it('adds the chosen delivery as its own line and to the total, leaving the goods figures alone', () => {
    const result = withDeliveryCharge(totals, 1495, 'en-US');
    expect(result.shipping).toEqual(usd(1495));
    expect(result.total).toEqual(usd(5995));
    expect(result.subtotal).toEqual(usd(5000));
    expect(result.tax).toEqual(usd(0));
  });

  it('shows free delivery as a zero line, the total unchanged', () => {
    const result = withDeliveryCharge(totals, 0, 'en-US');
    expect(result.shipping).toEqual(usd(0));
    expect(result.total).toEqual(usd(4500));
  });

  it('leaves a cart with nothing to deliver as it is', () => {
    expect(withDeliveryCharge(totals, undefined, 'en-US')).toBe(totals);
  });
});
