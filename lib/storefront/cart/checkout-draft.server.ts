import 'server-only';
import { cookies } from 'next/headers';
import { storefrontCookieOptions } from './cart-cookie';

/**
 * What a checkout form posted without the script held when it was sent back refused: kept for a
 * few minutes in a cookie of this browser (never in the address), so the page shows the form as the
 * shopper left it. Contact and address fields only; an order placed forgets it.
 */
const DRAFT_COOKIE = 'checkout_draft';
const DRAFT_MAX_AGE = 10 * 60;
const DRAFT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'line_1',
  'line_2',
  'city',
  'region',
  'postcode',
  'country',
] as const;
/** Well under a cookie's 4 KB: a longer draft is simply not kept. */
const MAX_DRAFT_LENGTH = 2000;

export type CheckoutDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

function draftOf(fields: Record<string, unknown>): CheckoutDraft {
  return Object.fromEntries(
    DRAFT_FIELDS.flatMap((key) => (typeof fields[key] === 'string' ? [[key, fields[key]]] : [])),
  );
}

export async function keepCheckoutDraft(form: URLSearchParams): Promise<void> {
  const value = JSON.stringify(draftOf(Object.fromEntries(form)));
  if (value.length <= MAX_DRAFT_LENGTH)
    (await cookies()).set(DRAFT_COOKIE, value, storefrontCookieOptions(DRAFT_MAX_AGE));
}

export async function forgetCheckoutDraft(): Promise<void> {
  const store = await cookies();
  if (store.has(DRAFT_COOKIE)) store.delete(DRAFT_COOKIE);
}

export async function readCheckoutDraft(): Promise<CheckoutDraft> {
  const value = (await cookies()).get(DRAFT_COOKIE)?.value;
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? draftOf(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
