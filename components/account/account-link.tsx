import { Link } from '@/lib/i18n/navigation';
import { ACCOUNT_HOME, ACCOUNT_ORDERS_PATH, SIGN_IN_PATH } from '@/lib/storefront/account/account-paths';
import { readSession } from '@/lib/storefront/session/account-session.server';

/** The header's way into the account area: the member's name and their orders when signed in, else "Sign in". */
export async function AccountLink() {
  const state = await readSession();
  if (state.status !== 'signed-in') {
    return (
      <Link
        href={SIGN_IN_PATH}
        className="whitespace-nowrap rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:border-brand-500 hover:text-brand-700"
      >
        Sign in
      </Link>
    );
  }
  const firstName = state.session.accountName.split(' ')[0] || state.session.accountName;
  // The name is the visible first name followed by hidden words, not an aria-label that replaces
  // it: speech input finds a link by what it shows (WCAG 2.5.3, axe label-content-name-mismatch).
  // "Orders" beside the name: the account's orders are one click from any page.
  return (
    <span className="flex items-center gap-3">
      <Link
        href={ACCOUNT_ORDERS_PATH}
        className="hidden whitespace-nowrap text-sm font-medium text-stone-700 underline-offset-4 hover:text-brand-700 hover:underline sm:inline"
      >
        Orders
      </Link>
      <Link
        href={ACCOUNT_HOME}
        className="inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:border-brand-500 hover:text-brand-700"
      >
        <span
          aria-hidden="true"
          className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        {/* A long name is cut short on a phone rather than pushing the cart off the screen. */}
        <span className="max-w-[6rem] truncate sm:max-w-[10rem]">{firstName}</span>
        <span className="sr-only">: your account ({state.session.accountName})</span>
      </Link>
    </span>
  );
}
