import { describe, expect, it } from 'vitest';
import { findCard, paymentCardView } from './payment-card-view';

const card = {
  id: 'card_demo_ada_amex_0005',
  type: 'payment_card' as const,
  customer_id: 'cus_demo_ada',
  brand: 'amex',
  last_four: '0005',
  exp_month: 3,
  exp_year: 2028,
  holder_name: 'Ada Lovelace',
};

describe('paymentCardView', () => {
  it('shows a card by brand, last four and a two-digit expiry month', () => {
    expect(paymentCardView(card)).toEqual({
      id: 'card_demo_ada_amex_0005',
      brand: 'American Express',
      lastFour: '0005',
      expires: '03/2028',
    });
  });

  it('writes an unknown brand capitalised', () => {
    expect(paymentCardView({ ...card, brand: 'constructor' }).brand).toBe('Constructor');
    expect(paymentCardView({ ...card, brand: 'jcb', exp_month: 11 })).toMatchObject({
      brand: 'Jcb',
      expires: '11/2028',
    });
  });
});

describe('findCard', () => {
  const cards = [paymentCardView(card)];
  it('finds the saved card a subscription names, and none for an unknown or missing id', () => {
    expect(findCard(cards, 'card_demo_ada_amex_0005')?.brand).toBe('American Express');
    expect(findCard(cards, 'card_from_elsewhere')).toBeUndefined();
    expect(findCard(cards, null)).toBeUndefined();
  });
});
