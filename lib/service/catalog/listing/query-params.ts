import { z } from '@hono/zod-openapi';
import { catalogInclude, productType } from '@/lib/commerce/schemas/catalog';
import { parseFilter, type FilterCondition, type FilterRules } from '@/lib/commerce/filter';
import { ServiceError } from '../../http/errors';
import { pageQuery } from '../../http/paging';
import { LISTING_SORTS } from './sort-order';

export type IncludeName = z.infer<typeof catalogInclude>;

export const invalidParameter = (parameter: string, detail: string) =>
  new ServiceError(400, `${parameter}: ${detail}`, 'Invalid query parameter', {
    parameter,
    in: 'query parameter',
  });

export const filterQuery = {
  filter: z.string().optional().openapi({
    description: 'Spec 4.8: eq(attribute,value) or in(attribute,v1,v2,…), joined by ":"',
    example: 'eq(product_types,standard)',
  }),
};

/** Issue 16 extensions of the product listings (beyond the spec). */
export const listingShapeQuery = {
  sort: z.enum(LISTING_SORTS).optional().openapi({
    description:
      'Extension: name, -name, price, -price (X-Currency; a parent by its lowest child; no price last), created_at, -created_at (newest first). Default: the node order',
    example: '-price',
  }),
  children: z.enum(['true', 'false']).optional().openapi({
    description:
      'Extension: false lists parents and standalone products only (each parent with meta.child_price_range)',
    example: 'false',
  }),
  in_stock: z.enum(['true', 'false']).optional().openapi({
    description:
      'Extension: true lists only what can be bought now: products with stock available or none kept, parents with such a child',
    example: 'true',
  }),
};

export const includeQuery = {
  include: z.string().optional().openapi({
    description: 'Comma-separated: component_products, main_image, files',
    example: 'main_image,files',
  }),
};

/** The query of the product listings: paging, spec 4.8 filters, spec 4.7 includes, issue 16 extensions. */
export const productListQuery = z.object({
  ...pageQuery,
  ...filterQuery,
  ...includeQuery,
  ...listingShapeQuery,
});

/** The query of a listing as the route's schema has validated it (others than products' send less). */
export type ListQuery = z.infer<typeof productListQuery>;

/** Spec 4.8: a filter that does not parse, names an attribute the listing does not allow or breaks a value-count rule is a 400. */
export function parseFilterParameter(input: string | undefined, rules: FilterRules): FilterCondition[] {
  if (input === undefined) return [];
  // PostgreSQL text cannot hold NUL, so such a value could never match; say so instead of failing.
  if (input.includes('\u0000')) throw invalidParameter('filter', 'must not contain NUL characters');
  const parsed = parseFilter(input, rules);
  if (!parsed.ok) throw invalidParameter('filter', parsed.message);
  return parsed.conditions;
}

/** What is wrong with the first of `values` that is no product type, or null when all are. */
export function unknownProductType(values: readonly string[]): string | null {
  const value = values.find((candidate) => !productType.safeParse(candidate).success);
  return value === undefined ? null : `product_types takes ${productType.options.join(', ')}, not "${value}"`;
}

/** Spec 4.7 `include`: component_products, main_image and files; anything else is a 400. */
export function parseIncludeParameter(input: string | undefined): Set<IncludeName> {
  const names = new Set<IncludeName>();
  for (const raw of (input ?? '').split(',')) {
    const value = raw.trim();
    if (!value) continue;
    const parsed = catalogInclude.safeParse(value);
    if (!parsed.success)
      throw invalidParameter(
        'include',
        `unknown value "${value}" (allowed: ${catalogInclude.options.join(', ')})`,
      );
    names.add(parsed.data);
  }
  return names;
}

/** `X-Currency` (DESIGN.md §3): a three-letter code, USD when absent. */
export const currencyHeader = {
  'x-currency': z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO currency code')
    .transform((value) => value.toUpperCase())
    .optional()
    .openapi({ type: 'string', description: 'Currency of display prices (default USD)', example: 'EUR' }),
};

const header = (description: string) => z.string().optional().openapi({ description });

export const shopperHeaders = {
  'accept-language': header('Picks translated names and descriptions'),
  'vendor-channel': header('Spec 4.6: the channel a catalog rule matches'),
  'vendor-context-tag': header('Spec 4.6: refines which catalog rule applies'),
  ...currencyHeader,
};
