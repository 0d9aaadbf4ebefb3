import type { Context } from 'hono';
import type { z } from 'zod';
import { errorResponse } from './errors';

const TARGET_NAMES: Record<string, string> = {
  json: 'body',
  query: 'query parameter',
  param: 'path parameter',
  header: 'header',
  form: 'form field',
};

/** Names the field a zod issue is about, e.g. `data.attributes.payment_authority.card_id`. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || '(root)';
}

export function describeIssue(issue: z.core.$ZodIssue, target?: string): string {
  const where =
    target && target !== 'json' ? `${TARGET_NAMES[target] ?? target} ${issuePath(issue)}` : issuePath(issue);
  return `${where}: ${issue.message}`;
}

/** The defaultHook of every OpenAPI route: a failed validation is a 400 naming the field. */
export function validationHook(
  result: { success: boolean; error?: z.ZodError; target?: string },
  c: Context,
) {
  if (result.success || !result.error) return undefined;
  const target = result.target;
  const title = { query: 'Invalid query parameter', param: 'Invalid path parameter' }[target ?? ''];
  return errorResponse(
    c,
    400,
    result.error.issues.slice(0, 10).map((issue) => ({
      status: '400',
      title: title ?? 'Validation failed',
      detail: describeIssue(issue, target),
      meta: { field: issuePath(issue), ...(target && { in: TARGET_NAMES[target] ?? target }) },
    })),
  );
}
