import type { Context } from 'hono';
import { publicRequestOrigin } from './public-origin';

/** Where the service answers: `{base_url}` is `{origin}/commerce` (DESIGN.md §1). */
export const SERVICE_PREFIX = '/commerce';

/** `{base_url}` as this request reached it, for absolute links and file URLs in answers. */
export function serviceBase(c: Context): string {
  return `${publicRequestOrigin(c)}${SERVICE_PREFIX}`;
}
