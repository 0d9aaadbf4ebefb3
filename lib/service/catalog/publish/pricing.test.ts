import { describe, expect, it } from 'vitest';
import { applyModifiers, resolvePrice, type ModifierRow } from './pricing';

const modifiers = new Map<string, ModifierRow>([
  [
    'xl',
    {
      name: 'xl',
      modifierType: 'price_increment',
      currencies: { USD: { amount: 200 }, EUR: { amount: 150 } },
    },
  ],
  ['less', { name: 'less', modifierType: 'price_decrement', currencies: { USD: { amount: 5000 } } }],
  ['fixed', { name: 'fixed', modifierType: 'price_equals', currencies: { USD: { amount: 999 } } }],
]);
const at = new Date('2026-01-01T00:00:00Z');

describe('price modifiers', () => {
  it('increments, decrements (never below zero) and sets per currency', () => {
    const price = { USD: { amount: 2000, includes_tax: false }, GBP: { amount: 1500 } };
    expect(applyModifiers(price, [modifiers.get('xl')!])).toEqual({
      USD: { amount: 2200, includes_tax: false },
      GBP: { amount: 1500 },
    });
    expect(applyModifiers(price, [modifiers.get('less')!]).USD!.amount).toBe(0);
    expect(applyModifiers(price, [modifiers.get('fixed')!]).USD!.amount).toBe(999);
  });
});

describe('resolvePrice', () => {
  it('uses a product’s own price, or its parent’s changed by its modifiers', () => {
    expect(
      resolvePrice({
        own: { currencies: { USD: { amount: 100 } }, tiers: {} },
        modifierNames: ['xl'],
        modifiers,
        at,
      }).price,
    ).toEqual({ USD: { amount: 100 } });
    const child = resolvePrice({
      parent: { currencies: { USD: { amount: 100 } }, tiers: {} },
      modifierNames: ['xl'],
      modifiers,
      at,
    });
    expect(child.price).toEqual({ USD: { amount: 300 } });
    expect(child.modifiers).toEqual({
      xl: { modifier_type: 'price_increment', currencies: { USD: { amount: 200 }, EUR: { amount: 150 } } },
    });
    expect(resolvePrice({ modifierNames: [], modifiers, at }).price).toBeUndefined();
  });

  it('applies a running sale to the currencies and tiers it names, keeping the regular price as original', () => {
    const resolved = resolvePrice({
      own: {
        currencies: { USD: { amount: 1000 }, EUR: { amount: 900 } },
        tiers: { bulk: { minimum_quantity: 5, price: { USD: { amount: 800 } } } },
      },
      sale: {
        id: 's',
        currencies: { USD: { amount: 700 } },
        tiers: { bulk: { USD: { amount: 600 } } },
        startsAt: null,
        expiresAt: new Date('2027-01-01T00:00:00Z'),
      },
      modifierNames: [],
      modifiers,
      at,
    });
    expect(resolved.price).toEqual({ USD: { amount: 700 }, EUR: { amount: 900 } });
    expect(resolved.sale).toMatchObject({
      id: 's',
      expires: '2027-01-01T00:00:00.000Z',
      original: { USD: { amount: 1000 }, EUR: { amount: 900 } },
    });
    expect(resolved.tiers?.bulk?.price).toEqual({ USD: { amount: 600 } });
    expect(resolved.sale?.tiers.bulk).toMatchObject({
      sale_id: 's',
      original_price: { USD: { amount: 800 } },
    });
  });

  it('ignores a sale that has not started or has ended', () => {
    const own = { currencies: { USD: { amount: 1000 } }, tiers: {} };
    const future = {
      id: 'f',
      currencies: { USD: { amount: 1 } },
      tiers: {},
      startsAt: new Date('2030-01-01T00:00:00Z'),
      expiresAt: null,
    };
    const past = {
      id: 'p',
      currencies: { USD: { amount: 1 } },
      tiers: {},
      startsAt: null,
      expiresAt: new Date('2025-01-01T00:00:00Z'),
    };
    expect(resolvePrice({ own, sale: future, modifierNames: [], modifiers, at }).sale).toBeUndefined();
    expect(resolvePrice({ own, sale: past, modifierNames: [], modifiers, at }).price).toEqual({
      USD: { amount: 1000 },
    });
  });
});
