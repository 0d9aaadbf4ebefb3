import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { checkCustomInputs, customInputFields, wordInputError, type CustomInputCheck } from './custom-inputs';

const english = createTranslator({ locale: 'en-us', messages: en, namespace: 'Cart' });
const french = createTranslator({ locale: 'fr-fr', messages: fr, namespace: 'Cart' });

/** The refusals as the shopper reads them. */
const worded = (check: CustomInputCheck, t = english) =>
  check.ok
    ? check
    : {
        ok: false,
        errors: Object.fromEntries(Object.entries(check.errors).map(([k, e]) => [k, wordInputError(e, t)])),
      };

const fields = customInputFields({
  monogram: {
    name: 'Monogram',
    required: true,
    validation_rules: [{ type: 'string', options: { max_length: 3 } }],
  },
  gift_note: { name: 'Gift note', required: false, validation_rules: [{ type: 'string' }] },
  plain: { name: '', required: null },
});

describe('customInputFields', () => {
  it('reads name, required and max length, falling back to the cart limit of 255', () => {
    expect(fields).toEqual([
      { key: 'monogram', label: 'Monogram', required: true, maxLength: 3 },
      { key: 'gift_note', label: 'Gift note', required: false, maxLength: 255 },
      { key: 'plain', label: 'plain', required: false, maxLength: 255 },
    ]);
  });

  it('takes the strictest of several length rules', () => {
    const [field] = customInputFields({
      a: {
        name: 'A',
        validation_rules: [
          { type: 'string', options: { max_length: 20 } },
          { type: 'string', options: { max_length: 8 } },
        ],
      },
    });
    expect(field?.maxLength).toBe(8);
  });
});

describe('checkCustomInputs', () => {
  it('accepts values within the rules and leaves out empty optional fields', () => {
    expect(checkCustomInputs(fields, { monogram: 'ABC', gift_note: '' })).toEqual({
      ok: true,
      values: { monogram: 'ABC' },
    });
  });

  it('refuses a missing or blank required field', () => {
    expect(worded(checkCustomInputs(fields, {}))).toEqual({
      ok: false,
      errors: { monogram: 'Monogram is required.' },
    });
    expect(worded(checkCustomInputs(fields, { monogram: '   ' }))).toMatchObject({
      ok: false,
      errors: { monogram: 'Monogram is required.' },
    });
  });

  it('refuses an over-long value and says how long it may be', () => {
    const result = checkCustomInputs(fields, { monogram: 'ABCD', gift_note: 'x'.repeat(256) });
    expect(worded(result, french)).toMatchObject({
      errors: { monogram: 'Monogram fait au plus 3 caractères (4 saisis).' },
    });
    expect(worded(result)).toEqual({
      ok: false,
      errors: {
        monogram: 'Monogram can be at most 3 characters (4 entered).',
        gift_note: 'Gift note can be at most 255 characters (256 entered).',
      },
    });
  });

  it('accepts a value of exactly the maximum length', () => {
    expect(checkCustomInputs(fields, { monogram: 'XYZ', gift_note: 'x'.repeat(255) }).ok).toBe(true);
  });

  it('counts characters, not UTF-16 units, as the service does', () => {
    expect(checkCustomInputs(fields, { monogram: '🌲🌲🌲' }).ok).toBe(true);
    expect(checkCustomInputs(fields, { monogram: '🌲🌲🌲🌲' })).toMatchObject({ ok: false });
  });
});
