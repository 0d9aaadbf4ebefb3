import { useTranslations } from 'next-intl';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import { SignOutButton } from './sign-out-button';

/** Who is signed in, and the way out. Shows the name and email only: the token never leaves the server. */
export function SignedInBar({ session }: { session: AccountSession }) {
  const t = useTranslations('Account');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm">
      <p className="text-stone-700">
        {t.rich('signedInAs', {
          name: session.accountName,
          email: session.email,
          b: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
          muted: (chunks) => <span className="text-stone-500">{chunks}</span>,
        })}
      </p>
      <SignOutButton />
    </div>
  );
}
