import { describe, expect, it } from 'vitest';
import { displayPrice, periodsPerBill, planPrice, type PricedPlan, type PricedProduct } from './pricing';

const beans: PricedProduct = {
  price: { USD: { amount: 2400 }, EUR: { amount: 2200 } },
  priceUnit: 'month',
  priceUnitAmount: 1,
};
const filter: PricedProduct = {
  price: { USD: { amount: 1500 }, EUR: { amount: 1400 }, GBP: { amount: 1200 } },
  priceUnit: 'month',
  priceUnitAmount: 1,
};
const dripper: PricedProduct = { price: { USD: { amount: 3500 } }, priceUnit: null, priceUnitAmount: null };
const plan = (overrides: Partial<PricedPlan>): PricedPlan => ({
  billingIntervalType: 'month',
  billingFrequency: 1,
  basePricePercentage: null,
  fixedPrice: null,
  ...overrides,
});

describe('plan prices', () => {
  it('totals the repeat products per bill and leaves one-off products out', () => {
    expect(planPrice(plan({}), [beans, filter, dripper])).toEqual({
      USD: { amount: 3900 },
      EUR: { amount: 3600 },
    });
  });

  it('takes base_price_percentage off the total of a longer billing period', () => {
    expect(planPrice(plan({ billingFrequency: 3, basePricePercentage: 10 }), [beans, filter])).toEqual({
      USD: { amount: 10530 },
      EUR: { amount: 9720 },
    });
    expect(planPrice(plan({ basePricePercentage: 100 }), [beans])).toEqual({
      USD: { amount: 0 },
      EUR: { amount: 0 },
    });
    expect(planPrice(plan({ basePricePercentage: 33.3 }), [beans])).toEqual({
      USD: { amount: 1601 },
      EUR: { amount: 1467 },
    });
  });

  it('answers fixed_price as it is', () => {
    const fixedPrice = { GBP: { amount: 32000, includes_tax: true } };
    expect(planPrice(plan({ fixedPrice, basePricePercentage: 50 }), [beans])).toBe(fixedPrice);
  });

  it('has no price without repeat products', () => {
    expect(planPrice(plan({}), [dripper])).toBeUndefined();
    expect(planPrice(plan({}), [])).toBeUndefined();
  });

  it('counts product periods per bill across units', () => {
    expect(periodsPerBill({ billingIntervalType: 'week', billingFrequency: 2 }, 'day', 7)).toBe(2);
    expect(periodsPerBill({ billingIntervalType: 'year', billingFrequency: 1 }, 'month', 1)).toBe(12);
    expect(periodsPerBill({ billingIntervalType: 'month', billingFrequency: 1 }, 'day', 1)).toBe(30);
    expect(periodsPerBill({ billingIntervalType: 'week', billingFrequency: 3 }, 'month', 1)).toBe(0.7);
  });

  it('says includes_tax only when every repeat product includes it', () => {
    const taxed: PricedProduct = {
      price: { EUR: { amount: 1000, includes_tax: true } },
      priceUnit: 'month',
      priceUnitAmount: 1,
    };
    expect(planPrice(plan({}), [taxed, taxed])).toEqual({ EUR: { amount: 2000, includes_tax: true } });
    expect(planPrice(plan({}), [taxed, { ...taxed, price: { EUR: { amount: 1000 } } }])).toEqual({
      EUR: { amount: 2000 },
    });
  });
});

describe('display prices', () => {
  it('shows the price in the asked currency, or nothing when it has none', () => {
    const price = { USD: { amount: 3900 } };
    expect(displayPrice(price, 'USD')).toEqual({
      without_tax: { amount: 3900, currency: 'USD', formatted: '$39.00' },
      with_tax: { amount: 3900, currency: 'USD', formatted: '$39.00' },
    });
    expect(displayPrice(price, 'EUR')).toBeUndefined();
    expect(displayPrice(null, 'USD')).toBeUndefined();
  });
});
