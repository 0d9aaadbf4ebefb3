import { describe, expect, it } from 'vitest';
import { optionLabel } from './option-label';

describe('optionLabel', () => {
  it('uses the description when there is one', () => {
    expect(optionLabel({ name: 'Narrow-ynkr4', description: 'Narrow fit' })).toBe('Narrow fit');
  });

  it('makes a slug readable without one', () => {
    expect(optionLabel({ name: 'Narrow-ynkr4' })).toBe('Narrow ynkr4');
    expect(optionLabel({ name: 'extra_large', description: '  ' })).toBe('Extra large');
    expect(optionLabel({ name: 'dark.green', description: null })).toBe('Dark green');
  });

  it('leaves short names as they are', () => {
    expect(optionLabel({ name: 'XL' })).toBe('XL');
    expect(optionLabel({ name: 'Black' })).toBe('Black');
  });
});
