import 'server-only';
import type { z } from 'zod';
import { inMarket } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { isFormPost, readBody, readForm } from './read-body.server';

/** Why a form posted without the page's script was refused, as its page is told (a code, never text). */
export const FORM_REFUSALS = [
  'invalid',
  'credentials',
  'not-found',
  'taken',
  'limited',
  'declined',
  'unavailable',
] as const;
export type FormRefusal = (typeof FORM_REFUSALS)[number];

const refusalOf = (status: number): FormRefusal =>
  status === 400 || status === 422
    ? 'invalid'
    : status === 401 || status === 403
      ? 'credentials'
      : status === 404
        ? 'not-found'
        : status === 409
          ? 'taken'
          : status === 429
            ? 'limited'
            : status === 402
              ? 'declined'
              : 'unavailable';

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * One handler for a form's two ways in: the page's script sends JSON and reads JSON; the same form
 * posted before the script ran (or without it) is read as a form, and answered with pages: on to
 * `success(data)`, or back to `page` with `?error=<code>` (and `field=` naming the field). Either
 * way the password travels in a POST body, never in an address. A form whose flat fields differ
 * from the JSON body names its own schema (`pages.form`), which turns the fields into that body.
 */
export async function handleFormOrJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  handle: (body: z.output<S>) => Promise<Response>,
  pages: { page: string; success: (data: unknown) => string; form?: z.ZodType<z.output<S>> },
): Promise<Response> {
  if (!isFormPost(request)) {
    const read = await readBody(request, schema);
    return read.ok ? handle(read.data) : read.response;
  }
  const read = await readForm(request, pages.form ?? schema);
  const answer = read.ok ? await handle(read.data) : read.response;
  const market = await requestMarket();
  if (answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { data?: unknown };
    return seeOther(inMarket(pages.success(body.data), market));
  }
  const error = (await answer.json().catch(() => ({}))) as { errors?: { meta?: { field?: unknown } }[] };
  const query = new URLSearchParams({ error: refusalOf(answer.status) });
  const field = error.errors?.[0]?.meta?.field;
  if (typeof field === 'string' && /^[\w.]{1,64}$/.test(field)) query.set('field', field);
  const separator = pages.page.includes('?') ? '&' : '?';
  return seeOther(inMarket(`${pages.page}${separator}${query}`, market));
}

/** The refusal a page was sent back with, if it names one we know. */
export function readFormRefusal(
  search: Record<string, string | string[] | undefined>,
): FormRefusal | undefined {
  const error = Array.isArray(search.error) ? search.error[0] : search.error;
  return FORM_REFUSALS.find((known) => known === error);
}
