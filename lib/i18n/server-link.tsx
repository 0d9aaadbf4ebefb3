import 'server-only';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { getPathname } from './navigation';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * The storefront's link for server components: next-intl's `Link` with the market put into the
 * address here, on the server. next-intl's own renders its client link with `ref`, `locale` and
 * `localeCookie` props that say nothing (undefined, false), and a catalog page's payload carried
 * them for every one of its links; this one hands `next/link` only what it draws (issue 28 point 1).
 * Client components keep next-intl's `Link` (lib/i18n/navigation).
 */
export async function Link({ href, ...rest }: Props) {
  const locale = (await getLocale()) as Parameters<typeof getPathname>[0]['locale'];
  const localizable = href.startsWith('/');
  return <NextLink href={localizable ? getPathname({ href, locale }) : href} {...rest} />;
}
