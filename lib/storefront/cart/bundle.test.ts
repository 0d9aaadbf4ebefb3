import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import {
  bundleComponentViews,
  checkBundleSelection,
  defaultBundleSelection,
  describeRange,
  wordBundleError,
  wordRange,
  type BundleCheck,
} from './bundle';

const english = createTranslator({ locale: 'en-us', messages: en, namespace: 'Cart' });
const french = createTranslator({ locale: 'fr-fr', messages: fr, namespace: 'Cart' });

/** The refusals as the shopper reads them. */
const worded = (check: BundleCheck, t = english) =>
  check.ok
    ? check
    : {
        ok: false,
        errors: Object.fromEntries(Object.entries(check.errors).map(([k, e]) => [k, wordBundleError(e, t)])),
      };

const names = new Map([
  ['tent-2', 'Two-person tent'],
  ['tent-4', 'Family tent'],
  ['bag', 'Sleeping bag'],
  ['lamp', 'Headlamp'],
  ['pillow', 'Camp pillow'],
]);

const kit = bundleComponentViews(
  {
    extras: {
      name: 'Extras',
      min: 0,
      max: 2,
      sort_order: 1,
      options: [
        { id: 'lamp', type: 'product', quantity: 1 },
        { id: 'pillow', type: 'product', quantity: 1 },
      ],
    },
    tent: {
      name: 'Tent',
      min: 1,
      max: 1,
      sort_order: 3,
      options: [
        { id: 'tent-4', type: 'product', quantity: 1, sort_order: 1 },
        { id: 'tent-2', type: 'product', quantity: 1, default: true, sort_order: 2 },
      ],
    },
    sleeping: {
      name: 'Sleeping bag',
      min: 1,
      max: 2,
      sort_order: 2,
      options: [{ id: 'bag', type: 'product', quantity: 1, default: true }],
    },
  },
  names,
);

describe('bundleComponentViews', () => {
  it('orders components and options by descending sort order and names the options', () => {
    expect(kit.map((component) => component.key)).toEqual(['tent', 'sleeping', 'extras']);
    expect(kit[0]?.options.map((option) => option.name)).toEqual(['Two-person tent', 'Family tent']);
    expect(kit[2]).toMatchObject({ min: 0, max: 2 });
  });
});

describe('defaultBundleSelection', () => {
  it('preselects the default options with their quantities', () => {
    expect(defaultBundleSelection(kit)).toEqual({ tent: { 'tent-2': 1 }, sleeping: { bag: 1 }, extras: {} });
  });
});

describe('checkBundleSelection', () => {
  it('accepts the defaults and keys the selection by component id, sending empty components too', () => {
    expect(checkBundleSelection(kit, defaultBundleSelection(kit))).toEqual({
      ok: true,
      selectedOptions: { tent: { 'tent-2': 1 }, sleeping: { bag: 1 }, extras: {} },
    });
    // A French page shows the components by other names, which the store does not know.
    const french = kit.map((component) => ({ ...component, name: `${component.name} (fr)` }));
    expect(checkBundleSelection(french, defaultBundleSelection(french))).toMatchObject({
      selectedOptions: { tent: { 'tent-2': 1 }, sleeping: { bag: 1 }, extras: {} },
    });
  });

  it('refuses a component below its minimum or above its maximum, naming the rule', () => {
    const result = checkBundleSelection(kit, {
      tent: {},
      sleeping: { bag: 3 },
      extras: { lamp: 1, pillow: 1 },
    });
    expect(worded(result)).toEqual({
      ok: false,
      errors: {
        tent: 'Choose exactly 1 for Tent (0 chosen).',
        sleeping: 'Choose 1 to 2 for Sleeping bag (3 chosen).',
      },
    });
    expect(worded(result, french)).toMatchObject({
      errors: { sleeping: 'Choisissez-en de 1 à 2 pour Sleeping bag (3 choisis).' },
    });
  });

  it('accepts the maximum and drops zero quantities and unknown options', () => {
    expect(
      checkBundleSelection(kit, {
        tent: { 'tent-4': 1, 'tent-2': 0 },
        sleeping: { bag: 2 },
        extras: { lamp: 2, 'not-an-option': 5 },
      }),
    ).toEqual({
      ok: true,
      selectedOptions: { tent: { 'tent-4': 1 }, sleeping: { bag: 2 }, extras: { lamp: 2 } },
    });
  });

  it('keys components that share a name by their id, so neither is ambiguous', () => {
    const twins = bundleComponentViews(
      {
        a: {
          name: 'Tee',
          min: 1,
          max: 1,
          options: [{ id: 'x', type: 'product', quantity: 1, default: true }],
        },
        b: {
          name: 'Tee',
          min: 1,
          max: 1,
          options: [{ id: 'y', type: 'product', quantity: 1, default: true }],
        },
      },
      new Map(),
    );
    expect(checkBundleSelection(twins, defaultBundleSelection(twins))).toEqual({
      ok: true,
      selectedOptions: { a: { x: 1 }, b: { y: 1 } },
    });
  });
});

describe('describeRange', () => {
  it('says how many to choose', () => {
    const say = (min: number, max: number | null) => wordRange(describeRange({ min, max }), english);
    expect(say(1, 1)).toBe('exactly 1');
    expect(say(1, 2)).toBe('1 to 2');
    expect(say(0, 2)).toBe('up to 2');
    expect(say(2, null)).toBe('at least 2');
    expect(say(0, null)).toBe('any number');
  });
});
