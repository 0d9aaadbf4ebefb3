import 'server-only';
import type { z } from 'zod';
import { inMarket } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { isFormPost, readBody, readForm } from '@/lib/storefront/http/read-body.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** Why a sign-in sent by a plain form was refused, as its page is told (never free text in a URL). */
export const SIGN_IN_REFUSALS = ['credentials', 'no-account', 'limited', 'unavailable'] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

const refusalOf = (status: number): SignInRefusal =>
  status === 400 || status === 401
    ? 'credentials'
    : status === 403
      ? 'no-account'
      : status === 429
        ? 'limited'
        : 'unavailable';

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * A sign-in posted by a plain HTML form (sent before the page's script ran, or without it) gets
 * pages, not the JSON the script reads: on to where the person was going, or back to the sign-in
 * page saying why (and, when limited, for how long). The JSON answer decides; this only words it.
 * The cookies the handler set travel with either.
 */
export async function answerSignInForm(
  answer: Response,
  { signInPage, next }: { signInPage: string; next?: string },
): Promise<Response> {
  if (answer.ok) {
    const body = (await answer.json()) as { data: { next: string } };
    return seeOther(body.data.next);
  }
  const refusal = refusalOf(answer.status);
  const query = new URLSearchParams({ error: refusal });
  if (next) query.set('next', safeReturnPath(next, '/'));
  const retryAfter = Number(answer.headers.get('retry-after'));
  if (refusal === 'limited' && retryAfter > 0) query.set('wait', String(Math.ceil(retryAfter / 60)));
  return seeOther(inMarket(`${signInPage}?${query}`, await requestMarket()));
}

/** The refusal a sign-in page was sent back with, if it names one. */
export function readRefusal(search: Record<string, string | string[] | undefined>): {
  refusal?: SignInRefusal;
  minutes: number;
} {
  const error = Array.isArray(search.error) ? search.error[0] : search.error;
  const wait = Number(Array.isArray(search.wait) ? search.wait[0] : search.wait);
  const refusal = SIGN_IN_REFUSALS.find((known) => known === error);
  return { refusal, minutes: Number.isInteger(wait) && wait > 0 && wait <= 60 ? wait : 15 };
}

/**
 * The one sign-in handler of accounts and merchandisers (`POST`): the same-origin check, the body
 * read as JSON from the page's script or as a plain form post, then `signIn`, whose JSON answer
 * (`{data: {next}}` or an error) the script reads, and a plain form gets as pages.
 */
export function signInHandler<Body extends z.ZodType<{ next?: string }>>(
  body: Body,
  signIn: (request: Request, data: z.output<Body>) => Promise<Response>,
  signInPage: string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const crossSite = refuseCrossOrigin(request);
    if (crossSite) return crossSite;
    if (!isFormPost(request)) {
      const read = await readBody(request, body);
      return read.ok ? signIn(request, read.data) : read.response;
    }
    const read = await readForm(request, body);
    const answer = read.ok ? await signIn(request, read.data) : read.response;
    return answerSignInForm(answer, { signInPage, next: read.ok ? read.data.next : undefined });
  };
}
