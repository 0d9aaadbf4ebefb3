import { describe, expect, it } from 'vitest';
import { expiryPassed, paymentBody, readExpiry } from './payment-bodies';

const card = {
  source: 'card',
  cardNumber: ' 4242 4242 4242 4242 ',
  expiry: '08/41',
  securityCode: '123',
  name: 'Ada Lovelace',
};
/** The first message of each field, as the form shows it. */
const messages = (body: Record<string, unknown>) => {
  const issues = paymentBody.safeParse(body).error?.issues ?? [];
  const first = new Map<string, string>();
  for (const issue of issues)
    if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), issue.message);
  return [...first];
};

describe('paymentBody', () => {
  it('takes a card with number (with or without spaces), expiry, security code and name', () => {
    expect(paymentBody.parse(card)).toEqual({ ...card, cardNumber: '4242 4242 4242 4242' });
    expect(paymentBody.safeParse({ ...card, cardNumber: '4000000000000002', expiry: '8/2041' }).success).toBe(
      true,
    );
  });

  it('says what is wrong with each field', () => {
    expect(messages({ ...card, cardNumber: '4242-abcd' })).toEqual([
      ['cardNumber', 'Enter the card number in digits'],
    ]);
    expect(messages({ ...card, cardNumber: '4242 4242' })).toEqual([
      ['cardNumber', 'A card number has 12 to 19 digits'],
    ]);
    expect(messages({ ...card, expiry: '13/41' })).toEqual([['expiry', 'Enter the expiry date as MM/YY']]);
    expect(messages({ ...card, expiry: '01/20' })).toEqual([['expiry', 'This card has expired']]);
    expect(messages({ ...card, securityCode: '12' })).toEqual([
      ['securityCode', 'The security code is the 3 or 4 digits on the card'],
    ]);
    expect(messages({ ...card, name: '  ' })).toEqual([['name', 'Enter the name on the card']]);
  });

  it('takes a saved card by its id only', () => {
    expect(paymentBody.parse({ source: 'saved', cardId: 'card_demo_ada_visa_4242' })).toEqual({
      source: 'saved',
      cardId: 'card_demo_ada_visa_4242',
    });
    expect(paymentBody.safeParse({ source: 'saved', cardId: '../orders' }).success).toBe(false);
  });
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY; a card is good to the end of its month', () => {
    expect(readExpiry('08 / 29')).toEqual({ month: 8, year: 2029 });
    expect(readExpiry('0829')).toBeNull();
    const now = new Date(2026, 10, 26);
    expect(expiryPassed({ month: 11, year: 2026 }, now)).toBe(false);
    expect(expiryPassed({ month: 10, year: 2026 }, now)).toBe(true);
  });
});
