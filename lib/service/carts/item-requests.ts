import { z } from 'zod';
import * as wire from '@/lib/commerce/schemas/carts';
import { issuePath } from '../http/validation';
import { ItemFailure } from './item-failure';

/**
 * The add-to-cart envelope (spec 4.4): `data` is one item or an array of up to 100, and
 * `options.add_all_or_nothing`. The items themselves are checked one by one, so that a bad item
 * is an item error beside the good ones rather than a failure of the whole request.
 */
export const addToCartEnvelope = z.object({
  data: z.union([
    z.array(z.record(z.string(), z.unknown())).min(1).max(wire.MAX_CART_ITEMS),
    z.record(z.string(), z.unknown()),
  ]),
  options: z.object({ add_all_or_nothing: z.boolean().optional() }).optional(),
});

export type ParsedItem = { index: number; raw: Record<string, unknown> } & (
  { ok: true; item: wire.AddItemRequest } | { ok: false; failure: ItemFailure }
);

/** What names an item in its error (DESIGN.md §3: `meta: {index, id?, sku?}`). */
export function itemIdentity(raw: Record<string, unknown>): { id?: string; sku?: string } {
  const id = [raw.id, raw.cart_id, raw.order_id, raw.code].find(
    (value): value is string => typeof value === 'string',
  );
  return { ...(id !== undefined && { id }), ...(typeof raw.sku === 'string' && { sku: raw.sku }) };
}

/**
 * Spec 4.4 rule 5 and §8 limit custom inputs (255 characters a text, 1MB for a custom item): a
 * request that breaks them is well formed but over a business limit, so it is a 422 like the
 * product's own `max_length`; every other schema failure is a 400 naming the field.
 */
function statusOf(issue: z.core.$ZodIssue): 400 | 422 {
  if (issue.code === 'custom' && issue.params?.rule === wire.NESTING_RULE) return 400;
  return issue.path[0] === 'custom_inputs' && (issue.code === 'too_big' || issue.code === 'custom')
    ? 422
    : 400;
}

export function parseItems(data: z.infer<typeof addToCartEnvelope>['data']): ParsedItem[] {
  const raws = Array.isArray(data) ? data : [data];
  return raws.map((raw, index) => {
    const result = wire.addItemRequest.safeParse(raw);
    if (result.success) return { index, raw, ok: true, item: result.data };
    const issue = result.error.issues[0]!;
    const field = `data.${Array.isArray(data) ? `${index}.` : ''}${issuePath(issue)}`;
    return {
      index,
      raw,
      ok: false,
      failure: new ItemFailure(statusOf(issue), `${field}: ${issue.message}`, { field }),
    };
  });
}
