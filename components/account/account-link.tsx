'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useHydrating } from '@/components/ui/use-hydrating';
import type { MouseEvent } from 'react';
import { splitMarket } from '@/lib/i18n/markets';
import { Link, useRouter } from '@/lib/i18n/navigation';
import {
  ACCOUNT_HOME,
  ACCOUNT_ORDERS_PATH,
  SIGN_IN_PATH,
  signInHref,
} from '@/lib/storefront/account/account-paths';
import { accountStatusQuery } from '@/lib/storefront/account/account-status';

const PILL =
  'whitespace-nowrap rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:border-brand-500 hover:text-brand-700';

/** Pages that are themselves the way in: signing in from them comes back to the account. */
const WAYS_IN = ['/sign-in', '/register', '/forgot-password', '/reset-password'];

/**
 * Signing in comes back to the page it was asked from. The page is drawn the same for everyone
 * (and its address is not read while it is drawn), so the way back is added when the link is
 * followed; opened in a new tab, or without JavaScript, it leads to the account.
 */
function comeBackHere(event: MouseEvent<HTMLAnchorElement>, push: (href: string) => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const here = splitMarket(window.location.pathname)?.rest ?? window.location.pathname;
  if (WAYS_IN.includes(here)) return;
  event.preventDefault();
  push(signInHref(here + window.location.search));
}

/**
 * The header's way into the account area: the member's name and their orders when signed in, else
 * "Sign in". Asked for by the browser after the page, in a space as wide as the "Sign in" pill, so
 * the page itself stays the same for everyone. Without JavaScript it is the sign-in link, which
 * leads a signed-in member on to their account.
 */
export function AccountLink() {
  const t = useTranslations('Header');
  const status = useQuery(accountStatusQuery());
  const hydrating = useHydrating();
  const router = useRouter();
  if (hydrating || !status.data?.signedIn) {
    // On a phone a person's outline, with the words for screen readers: "Se connecter" beside the
    // shop's name and the cart would push the row onto two lines.
    return (
      <Link
        href={SIGN_IN_PATH}
        onClick={(event) => comeBackHere(event, router.push)}
        className={`inline-flex items-center ${PILL}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-4 sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="8" r="3.6" />
          <path d="M4.5 20a7.5 7.5 0 0 1 15 0" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">{t('signIn')}</span>
      </Link>
    );
  }
  const { accountName } = status.data;
  const firstName = accountName.split(' ')[0] || accountName;
  // The name is the visible first name followed by hidden words, not an aria-label that replaces
  // it: speech input finds a link by what it shows (WCAG 2.5.3, axe label-content-name-mismatch).
  // "Orders" beside the name: the account's orders are one click from any page.
  return (
    <span className="flex items-center gap-3">
      <Link
        href={ACCOUNT_ORDERS_PATH}
        className="hidden whitespace-nowrap text-sm font-medium text-stone-700 underline-offset-4 hover:text-brand-700 hover:underline sm:inline"
      >
        {t('orders')}
      </Link>
      <Link href={ACCOUNT_HOME} className={`inline-flex items-center gap-2 ${PILL}`}>
        <span
          aria-hidden="true"
          className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        {/* A long name is cut short on a phone rather than pushing the cart off the screen. */}
        <span className="max-w-[6rem] truncate sm:max-w-[10rem]">{firstName}</span>
        <span className="sr-only">{t('yourAccount', { name: accountName })}</span>
      </Link>
    </span>
  );
}
