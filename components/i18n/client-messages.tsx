import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import type en from '@/messages/en.json';

type Namespace = keyof typeof en;

/** The namespaces that the shop's client components use on any page (header, menu, mini-cart, search). */
export const SHOP_CLIENT_NAMESPACES = [
  'Layout',
  'Header',
  'Menu',
  'Ui',
  'Errors',
  'Cart',
  'Search',
] as const satisfies Namespace[];

/**
 * Namespaces that only some pages' client components use (a listing's filters, a product's options,
 * checkout, orders, sign-in, the merchandising and account areas), sent to the browser on those
 * pages only: each would otherwise be part of every catalog page (issue 28 point 1).
 */
export const AREA_CLIENT_NAMESPACES = [
  'Listing',
  'Product',
  'Checkout',
  'Orders',
  'SignIn',
  'Merchandising',
  'Subscriptions',
  'Preferences',
  'Join',
  'Profile',
  'Addresses',
] as const satisfies Namespace[];
type AreaNamespace = (typeof AREA_CLIENT_NAMESPACES)[number];

/**
 * Of `Errors`, the browser reads only the error page's words (app/[market]/error.tsx): the rest
 * words the service's refusals on the server. Picked once per request, so a nested provider's copy
 * is the same object and the payload refers to it.
 */
export const ERROR_PAGE_KEYS = [
  'pageEyebrow',
  'pageTitle',
  'pageText',
  'reference',
  'tryAgain',
  'home',
] as const;

/**
 * Namespaces of which the browser reads a few words only: the rest word server-rendered parts. A
 * listing's filter sheet and facet links read five of the listing's 40 words, the header's search
 * box ten of the search page's 30, and every catalog page carried the others (issue 28 point 1).
 * The test beside this file checks that the client components read no other word of these.
 */
export const BROWSER_KEYS = {
  Errors: ERROR_PAGE_KEYS,
  Listing: ['filters', 'chosenCount', 'chosen', 'active', 'closeFilters'],
  Search: [
    'label',
    'placeholder',
    'submit',
    'suggestions',
    'suggestionsFailed',
    'suggestionsFailedHint',
    'suggestionCount',
    'noMatch',
    'noMatchHint',
    'fromPrice',
  ],
} as const satisfies Partial<Record<Namespace, readonly string[]>>;

const browserMessages = cache(async () => {
  const messages = await getMessages();
  const picked = Object.entries(BROWSER_KEYS).map(([name, keys]) => {
    const words = messages[name as Namespace] as Record<string, unknown>;
    return [name, Object.fromEntries(keys.map((key) => [key, words[key]]))];
  });
  return { ...messages, ...Object.fromEntries(picked) };
});

/**
 * Hands the browser the messages its client components read: the shop's, plus an area's. The
 * whole message file would be 32 KB of every page, cached pages included (README "Performance").
 * Server components read every message on the server either way. Nested inside the layout's, the
 * shop's namespaces are the same objects again, so the page's payload refers to them, not repeats them.
 */
export async function ClientMessages({
  area = [],
  children,
}: {
  area?: AreaNamespace[];
  children: ReactNode;
}) {
  const messages = await browserMessages();
  const picked = Object.fromEntries(
    [...SHOP_CLIENT_NAMESPACES, ...area].map((name) => [name, messages[name]]),
  );
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
