import { z } from '@hono/zod-openapi';
import { subscriptionInclude, type SubscriptionInclude } from '@/lib/commerce/schemas/subscriptions';
import { pageQuery } from '../http/paging';

/** Path and query parameters shared by the subscription routes. */

/** A path parameter that names a record by its UUID; a malformed one is a 400 naming it. */
export const uuidParam = (name: string) => z.guid('must be a UUID').openapi({ param: { name, in: 'path' } });

/** Spec 4.1/4.2 name the path parameter `subscription_uuid`. */
export const subscriptionPath = z.object({ subscription_uuid: uuidParam('subscription_uuid') });

/** `include`: a comma-separated list of `names`; anything else is a 400 naming it. */
export function includeParam(names: readonly string[], example: string) {
  const name = `(${names.join('|')})`;
  return z
    .string()
    .regex(new RegExp(`^${name}(,${name})*$`), `must be a comma-separated list of: ${names.join(', ')}`)
    .optional()
    .openapi({ param: { name: 'include', in: 'query' }, example });
}

export const includeQuery = z.object({
  include: includeParam(subscriptionInclude.options, 'products,plans'),
});

export function parseIncludes(include: string | undefined): Set<SubscriptionInclude> {
  return new Set(include ? include.split(',').map((name) => subscriptionInclude.parse(name)) : []);
}

/** DESIGN.md §3 paging rules, as on every listing (lib/service/http/paging). */
export const listQuery = includeQuery.extend({
  filter: z
    .string()
    .optional()
    .openapi({
      param: { name: 'filter', in: 'query' },
      example: 'eq(account_id,7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01)',
    }),
  ...pageQuery,
});
