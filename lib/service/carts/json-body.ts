import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../http/errors';
import { describeIssue, issuePath } from '../http/validation';

/**
 * Reads a JSON body against a schema where a route checks its body itself (add to cart checks its
 * items one by one). The body guard has already refused bad JSON, sizes and content types.
 */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest('A JSON request body is required', { field: '(root)' });
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw badRequest(describeIssue(issue), { field: issuePath(issue) });
  }
  return result.data;
}
