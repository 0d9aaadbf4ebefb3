import { z } from '@hono/zod-openapi';
import { badRequest } from '../http/errors';

/** What `GET /v2/carts/{id}?include=` accepts: the vendor's names; only `items` adds to the answer. */
const CART_INCLUDES = ['items', 'promotions', 'tax_items', 'custom_discounts'] as const;

/** An `include` query parameter, comma-joined or repeated (read with includeNames). */
export const includeParam = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .openapi({ param: { name: 'include', in: 'query' }, description });

export const cartIncludeQuery = z.object({
  include: includeParam(
    '`items` answers the cart items in `included.items` (beyond the spec); comma-joined or repeated',
  ),
});

/**
 * The names an `include` asks for, from any of `known`. The vendor's storefront repeats `include`
 * (`include=items&include=promotions`) or joins it with commas; both count. Any other name is a 400.
 */
export function includeNames(values: readonly string[] | undefined, known: readonly string[]): Set<string> {
  const names = (values ?? []).flatMap((value) => value.split(',')).map((name) => name.trim());
  const unknown = names.filter((name) => name && !known.includes(name));
  if (unknown.length > 0)
    throw badRequest(`include: unknown value ${unknown[0]}; use ${known.join(', ')}`, {
      field: 'include',
      in: 'query',
    });
  return new Set(names);
}

export const cartIncludes = (values: readonly string[] | undefined) => includeNames(values, CART_INCLUDES);

/**
 * What the item answers (add, list, change, remove) accept in `include`: `shipping_methods`, an
 * extension of ours (issue 28), answers the cart's shipping methods as
 * `GET /v2/carts/{id}/shipping-methods` would, in `included.shipping_methods`, so a storefront
 * draws the cart from one answer; `component_products`, which the vendor's add accepts, adds nothing.
 */
const ITEMS_INCLUDES = ['shipping_methods', 'component_products'] as const;

export const itemsIncludeQuery = z.object({
  include: includeParam(
    'Extension: `shipping_methods` answers the cart’s shipping methods in `included.shipping_methods`',
  ),
});

export const itemsIncludes = (values: readonly string[] | undefined) => includeNames(values, ITEMS_INCLUDES);
