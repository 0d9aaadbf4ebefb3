import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/** Every key of a message tree, as `Namespace.key`. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the interface messages', () => {
  it('has every English message in French and nothing French alone', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
