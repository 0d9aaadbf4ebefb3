import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { SubscriptionListResponse, SubscriptionResponse } from '@/lib/commerce/schemas/subscriptions';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The store's own words that its API does not translate (README "French all the way"): variation
 * names, option labels, bundle component names, custom input labels, shipping methods, and the
 * names and descriptions of subscription offerings, their products and plans. The
 * `Content` namespace of the message files words them per language, keyed by what the store keeps
 * stable (a variation's name, an option's name, a component's or input's key, a method's code, an
 * offering's, offering product's or plan's `external_ref`);
 * anything it does not list keeps the store's own text, so a store with other content still works.
 */
type StoreContent = Record<keyof typeof fr.Content, object>;

/**
 * English is the language the store writes in, so its own text stands there; `en.Content` keeps
 * the words the French ones translate, for translators.
 */
const NONE: StoreContent = {
  variations: {},
  options: {},
  bundleComponents: {},
  customInputs: {},
  shippingMethods: {},
  offerings: {},
  offeringProducts: {},
  plans: {},
  specFields: {},
  specValues: {},
};

const contentFor = (locale: string): StoreContent =>
  locale.slice(0, 2).toLowerCase() === 'fr' ? fr.Content : NONE;

/** Own keys only: an option named `constructor` is not a message. */
function wording(table: object, key: string, fallback: string): string;
function wording(table: object, key: string, fallback?: string | null): string | undefined;
function wording(table: object, key: string, fallback?: string | null) {
  return Object.hasOwn(table, key) ? (table as Record<string, string>)[key] : (fallback ?? undefined);
}

/** A shipping method's name in the shopper's language, by its code. */
export const shippingMethodName = (code: string, name: string, locale: string) =>
  wording(contentFor(locale).shippingMethods, code, name);

/**
 * The same for an order's shipping group, which keeps the method's name as the store wrote it (and
 * no code): the code is found by that name among the words `en.Content` translates.
 */
export function shippingGroupName(name: string, locale: string): string {
  const code = Object.entries(en.Content.shippingMethods).find(([, english]) => english === name)?.[0];
  return code ? shippingMethodName(code, name, locale) : name;
}

/**
 * A template attribute's or template's name for a specification table in the shopper's language,
 * by its key (`weight_g` → `Poids (g)`); undefined where the store's key is worded as it is.
 */
export const specFieldName = (key: string, locale: string): string | undefined =>
  wording(contentFor(locale).specFields, key);

/** A variation's name (`Colour`) in the shopper's language. */
export const variationName = (name: string, locale: string) =>
  wording(contentFor(locale).variations, name, name);

/**
 * An option as the shopper's language words it (`Black` → `Noir`), or undefined when the store's
 * own words stand (English, or an option not listed).
 */
export const optionWords = (name: string, locale: string): string | undefined =>
  wording(contentFor(locale).options, name);

interface ChildVariation {
  name: string;
  option: { name: string; description?: string | null };
}

const isChildVariation = (value: unknown): value is ChildVariation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChildVariation).name === 'string' &&
  typeof (value as ChildVariation).option?.name === 'string';

/** A product with the store's words in it worded for the shopper's language. */
export function withStoreContent(product: CatalogProduct, locale: string): CatalogProduct {
  const content = contentFor(locale);
  const { attributes, meta } = product;
  const option = <T extends { name: string; description?: string | null }>(chosen: T): T => ({
    ...chosen,
    description: wording(content.options, chosen.name, chosen.description),
  });
  const childVariations: unknown = meta?.child_variations;
  return {
    ...product,
    attributes: {
      ...attributes,
      name: childName(attributes.name, childVariations, content),
      ...(attributes.extensions && {
        // Template attribute values the store writes in English (`machine wash cold`).
        extensions: Object.fromEntries(
          Object.entries(attributes.extensions).map(([template, fields]) => [
            template,
            Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [
                key,
                typeof value === 'string' ? wording(content.specValues, value, value) : value,
              ]),
            ),
          ]),
        ),
      }),
      ...(attributes.components && {
        components: Object.fromEntries(
          Object.entries(attributes.components).map(([key, component]) => [
            key,
            { ...component, name: wording(content.bundleComponents, key, component.name) },
          ]),
        ),
      }),
      ...(attributes.custom_inputs && {
        custom_inputs: Object.fromEntries(
          Object.entries(attributes.custom_inputs).map(([key, input]) => [
            key,
            { ...input, name: wording(content.customInputs, key, input.name) },
          ]),
        ),
      }),
    },
    ...(meta && {
      meta: {
        ...meta,
        ...(meta.variations && {
          variations: meta.variations.map((variation) => ({
            ...variation,
            name: wording(content.variations, variation.name, variation.name),
            options: variation.options.map(option),
          })),
        }),
        ...(Array.isArray(childVariations) && {
          child_variations: childVariations.map((variation) =>
            isChildVariation(variation)
              ? {
                  ...variation,
                  name: wording(content.variations, variation.name, variation.name),
                  option: option(variation.option),
                }
              : variation,
          ),
        }),
      },
    }),
  };
}

/**
 * A child product is named after its parent and its options, `T-shirt (Black, M)`, the options by
 * the store's names (build-children.ts); those options are worded as the product page words them.
 * Only a name ending in exactly the child's own options is changed.
 */
function childName(name: string, childVariations: unknown, content: StoreContent): string {
  if (!Array.isArray(childVariations)) return name;
  const options = childVariations.filter(isChildVariation).map((variation) => variation.option.name);
  const suffix = ` (${options.join(', ')})`;
  if (options.length === 0 || !name.endsWith(suffix)) return name;
  const worded = options.map((option) => wording(content.options, option, option));
  return `${name.slice(0, -suffix.length)} (${worded.join(', ')})`;
}

interface Worded {
  name: string;
  description?: string;
  external_ref?: string;
}

/** An offering's, offering product's or plan's name and description, by its `external_ref`. */
function wordedEntity<T extends Worded>(attributes: T, table: object): T {
  const ref = attributes.external_ref;
  if (ref === undefined || !Object.hasOwn(table, ref)) return attributes;
  const words = (table as Record<string, { name: string; description?: string }>)[ref]!;
  return {
    ...attributes,
    name: words.name,
    ...(words.description !== undefined && { description: words.description }),
  };
}

/**
 * A subscription answer (one or a list, with its included plans and products) with the offering,
 * its products and plans named in the shopper's language (the store keeps them in English only).
 */
export function withSubscriptionContent<T extends SubscriptionResponse | SubscriptionListResponse>(
  response: T,
  locale: string,
): T {
  const content = contentFor(locale);
  const subscription = <S extends SubscriptionResponse['data']>(item: S): S => ({
    ...item,
    attributes: {
      ...item.attributes,
      offering: {
        ...item.attributes.offering,
        attributes: wordedEntity(item.attributes.offering.attributes, content.offerings),
      },
    },
  });
  const included = response.included;
  return {
    ...response,
    data: Array.isArray(response.data) ? response.data.map(subscription) : subscription(response.data),
    ...(included && {
      included: {
        ...included,
        ...(included.plans && {
          plans: included.plans.map((plan) => ({
            ...plan,
            attributes: wordedEntity(plan.attributes, content.plans),
          })),
        }),
        ...(included.products && {
          products: included.products.map((product) => ({
            ...product,
            attributes: wordedEntity(product.attributes, content.offeringProducts),
          })),
        }),
      },
    }),
  };
}
