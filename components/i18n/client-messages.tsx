import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type en from '@/messages/en.json';

type Namespace = keyof typeof en;

/** The namespaces that the shop's client components use on any page (header, cart, product…). */
export const SHOP_CLIENT_NAMESPACES = [
  'Layout',
  'Header',
  'Menu',
  'Ui',
  'Errors',
  'Cart',
  'Checkout',
  'Orders',
  'Listing',
  'Product',
  'Search',
  'SignIn',
] as const satisfies Namespace[];

/**
 * Namespaces that only one area's client components use (components/merchandising, components/account),
 * sent to the browser in that area only.
 */
export const AREA_CLIENT_NAMESPACES = [
  'Merchandising',
  'Subscriptions',
  'Preferences',
  'Join',
  'Profile',
  'Addresses',
] as const satisfies Namespace[];
type AreaNamespace = (typeof AREA_CLIENT_NAMESPACES)[number];

/**
 * Hands the browser the messages its client components read: the shop's, plus an area's. The
 * whole message file would be 32 KB of every page, cached pages included (README "Performance").
 * Server components read every message on the server either way.
 */
export async function ClientMessages({
  area = [],
  children,
}: {
  area?: AreaNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked = Object.fromEntries(
    [...SHOP_CLIENT_NAMESPACES, ...area].map((name) => [name, messages[name]]),
  );
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
