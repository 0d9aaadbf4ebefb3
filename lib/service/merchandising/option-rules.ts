import type { Context } from 'hono';
import type { z } from 'zod';
import {
  VARIATION_OPTION_NAME_RULE,
  type CreateVariationOptionRequest,
} from '@/lib/commerce/schemas/variations';
import { serviceErrorResponse, unprocessable } from '../http/errors';
import { issuePath, validationHook } from '../http/validation';
import type { OptionValues } from './variation-store';

const NAME_FIELD = 'data.attributes.name';

/** Spec 2.7: the rule a name breaks, in words, for the 422 detail. */
export const NAME_RULE_DETAIL = `${NAME_FIELD} ${VARIATION_OPTION_NAME_RULE}; spaces and other characters are not allowed (spec 2.7: the name becomes part of child product slugs)`;

const breaksNameRule = (issue: z.core.$ZodIssue) =>
  issuePath(issue) === NAME_FIELD && issue.code === 'invalid_format';

/**
 * Validation of an option body: a well-formed body whose only fault is the name's characters is a
 * valid request that breaks spec 2.7's rule (422, DESIGN.md §3); anything else that fails the schema
 * (wrong type, a sort order that is not an integer) is a 400 naming the field.
 */
export function optionBodyHook(
  result: { success: boolean; error?: z.ZodError; target?: string },
  c: Context,
) {
  if (result.success || !result.error) return undefined;
  if (result.target === 'json' && result.error.issues.every(breaksNameRule))
    return serviceErrorResponse(c, unprocessable(NAME_RULE_DETAIL, { field: NAME_FIELD }));
  return validationHook(result, c);
}

/**
 * The stored values of an option. Spec 2.7 makes the name optional in the body, but a child
 * product's name, SKU and slug are built from its options' names, so an option cannot be without
 * one: leaving it out is a 422 too. Spec 2.7 rule 3: a null or absent sort_order means none.
 */
export function optionValues(attributes: CreateVariationOptionRequest['data']['attributes']): OptionValues {
  if (attributes.name === undefined) {
    throw unprocessable(
      `${NAME_FIELD} is required: child products are named, SKU'd and slugged after their options`,
      { field: NAME_FIELD },
    );
  }
  return {
    name: attributes.name,
    description: attributes.description ?? '',
    sortOrder: attributes.sort_order ?? null,
  };
}
