import { z } from '@hono/zod-openapi';
import {
  SUBSCRIPTION_INCLUDE_PATTERN,
  subscriptionInclude,
  type SubscriptionInclude,
} from '@/lib/commerce/schemas/subscriptions';

/** Path and query parameters shared by the subscription routes. */

/** Spec 4.1/4.2 name the path parameter `subscription_uuid`; a malformed one is a 400 naming it. */
export const subscriptionPath = z.object({
  subscription_uuid: z.guid('must be a UUID').openapi({ param: { name: 'subscription_uuid', in: 'path' } }),
});

export const includeQuery = z.object({
  include: z
    .string()
    .regex(
      SUBSCRIPTION_INCLUDE_PATTERN,
      `must be a comma-separated list of: ${subscriptionInclude.options.join(', ')}`,
    )
    .optional()
    .openapi({ param: { name: 'include', in: 'query' }, example: 'products,plans' }),
});

export function parseIncludes(include: string | undefined): Set<SubscriptionInclude> {
  return new Set(include ? include.split(',').map((name) => subscriptionInclude.parse(name)) : []);
}

const pageNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .openapi({ param: { name, in: 'query' }, type: 'integer' });

/** DESIGN.md §3 paging rules, as on the catalog listings. */
export const listQuery = includeQuery.extend({
  filter: z
    .string()
    .optional()
    .openapi({
      param: { name: 'filter', in: 'query' },
      example: 'eq(account_id,7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01)',
    }),
  'page[limit]': pageNumber('page[limit]', 1, 100),
  'page[offset]': pageNumber('page[offset]', 0, 10_000),
});
