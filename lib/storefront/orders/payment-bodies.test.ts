import { describe, expect, it } from 'vitest';
import { paymentBody } from './payment-bodies';

describe('paymentBody', () => {
  it('takes a card number with or without spaces', () => {
    expect(paymentBody.parse({ cardNumber: ' 4242 4242 4242 4242 ' })).toEqual({
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paymentBody.safeParse({ cardNumber: '4000000000000002' }).success).toBe(true);
  });

  it('says what is wrong with something that is not a card number', () => {
    const letters = paymentBody.safeParse({ cardNumber: '4242-abcd' });
    expect(letters.error?.issues[0]?.message).toBe('Enter the card number in digits');
    const short = paymentBody.safeParse({ cardNumber: '4242 4242' });
    expect(short.error?.issues[0]?.message).toBe('A card number has 12 to 19 digits');
    expect(paymentBody.safeParse({ cardNumber: '' }).success).toBe(false);
  });
});
