import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { ErrorObject } from '@/lib/commerce/schemas/common';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { refusalOf, wordRefusal, type RefusalKey, type RefusalWords } from './refusal-words';

const wordsIn = (messages: typeof en, locale: 'en-us' | 'fr-fr'): RefusalWords => {
  const t = createTranslator({ locale, messages, namespace: 'Errors.refusals' });
  return (key, values) => t(key, values);
};
const french = wordsIn(fr, 'fr-fr');
const english = wordsIn(en, 'en-us');

const refused = (status: number, detail: string, meta?: Record<string, unknown>): ErrorObject => ({
  status: String(status),
  title: status === 404 ? 'Not Found' : 'Unprocessable Entity',
  detail,
  ...(meta && { meta }),
});

// What the service answers for each refusal a shopper can meet (lib/service/carts), as it words it.
const SERVICE_REFUSALS: [string, ErrorObject, string][] = [
  [
    'a custom input too long',
    refused(422, 'custom input "monogram" must be at most 3 characters', { index: 0, input: 'monogram' }),
    '3 caractères au maximum.',
  ],
  [
    'a required custom input left out',
    refused(422, 'custom input "engraving" is required for Stoneware Mug', { index: 0, input: 'engraving' }),
    'Ce champ est obligatoire.',
  ],
  [
    'a bundle component with too many chosen',
    refused(422, 'bundle component "Extras" needs between 0 and 2 selected, not 3', {
      index: 0,
      component: 'Extras',
      min: 0,
      max: 2,
      selected: 3,
    }),
    'Choisissez entre 0 et 2 articles ici (vous en avez choisi 3).',
  ],
  [
    'a bundle component with the wrong count',
    refused(422, 'bundle component "Tees" needs exactly 3 selected, not 2', {
      component: 'Tees',
      min: 3,
      max: 3,
      selected: 2,
    }),
    'Choisissez exactement 3 article(s) ici (vous en avez choisi 2).',
  ],
  [
    'an option that is not in the bundle',
    refused(422, 'product x is not an option of bundle component "Tent"', { component: 'Tent', option: 'x' }),
    'Ce choix ne fait pas partie du lot.',
  ],
  [
    'an unknown promotion code',
    refused(404, 'No promotion has the code NOPE', { code: 'NOPE' }),
    'Aucune promotion ne correspond au code NOPE.',
  ],
  [
    'a promotion without an amount in the cart’s currency',
    refused(422, "the promotion TAKE5 has no amount in GBP, the cart's currency", { code: 'TAKE5' }),
    'Le code TAKE5 ne peut pas s’appliquer à ce panier.',
  ],
  [
    'a line holding too many',
    refused(422, 'the line would hold 10001, more than the 10000 one line may hold', { index: 0 }),
    'Une ligne ne peut pas compter plus de 10000 exemplaires d’un article.',
  ],
  [
    'a full cart',
    refused(422, 'the cart holds 100 of at most 100 unique items (products, …), so this does not fit'),
    'Votre panier est plein : retirez un article pour faire de la place.',
  ],
  [
    'a product without a price in the cart’s currency',
    refused(400, "Relaxed Jeans has no price in EUR, the cart's currency", { index: 0 }),
    'Cet article n’est pas vendu dans la devise de votre panier.',
  ],
  [
    'a product no longer in the catalog',
    refused(404, 'No product x in the catalog this shopper sees', { index: 0 }),
    'Cet article n’est plus disponible.',
  ],
  [
    'a custom item re-ordered',
    refused(422, 'Gift wrap is a custom item: custom items cannot be re-ordered', { order_item_id: 'o1' }),
    'Cet article ne peut pas être commandé à nouveau.',
  ],
  [
    'a refused checkout field',
    refused(400, 'customer.email: Invalid email', { field: 'customer.email' }),
    'Vérifiez ce champ.',
  ],
  [
    'a refusal this store has no sentence for',
    refused(422, 'the moon is not aligned'),
    'La boutique n’a pas pu faire cela. Vérifiez et réessayez.',
  ],
];

describe('wordRefusal', () => {
  it.each(SERVICE_REFUSALS)('words %s in French, keeping what it names', (_what, error, sentence) => {
    const worded = wordRefusal(error, french);
    expect(worded.detail).toBe(sentence);
    expect(worded.meta).toEqual(error.meta);
    expect(worded.status).toBe(error.status);
  });

  it.each(SERVICE_REFUSALS)('words %s in English without the service’s developer text', (_what, error) => {
    const worded = wordRefusal(error, english);
    expect(worded.detail).toBeTruthy();
    expect(worded.detail).not.toBe(error.detail);
    expect(worded.detail).not.toMatch(/\{|\}/);
  });

  it('has a sentence in both languages for every refusal it knows', () => {
    const keys = SERVICE_REFUSALS.map(([, error]) => refusalOf(error).key);
    const all: RefusalKey[] = [...new Set([...keys, 'bundleAtLeast', 'inputRefused'] as RefusalKey[])];
    for (const key of all) {
      expect(en.Errors.refusals[key], key).toBeTruthy();
      expect(fr.Errors.refusals[key], key).toBeTruthy();
      expect(fr.Errors.refusals[key], key).not.toBe(en.Errors.refusals[key]);
    }
    expect(Object.keys(fr.Errors.refusals).sort()).toEqual(Object.keys(en.Errors.refusals).sort());
  });

  it('never passes the service’s English through, whatever it says', () => {
    const odd = refused(422, 'custom input "x" is not an input of Mug: engraving', { input: 'x' });
    expect(wordRefusal(odd, french).detail).toBe('Ce texte n’a pas été accepté : vérifiez-le.');
    expect(wordRefusal({ status: '422', title: 'Unprocessable Entity' }, french).detail).toBe(
      'La boutique n’a pas pu faire cela. Vérifiez et réessayez.',
    );
  });
});
