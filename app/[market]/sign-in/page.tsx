import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { SignInForm } from '@/components/account/sign-in-form';
import { ACCOUNT_HOME } from '@/lib/storefront/account/account-paths';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { readSession } from '@/lib/storefront/session/account-session.server';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to manage your subscriptions and preferences.',
  robots: { index: false },
};

export default function SignInPage({ searchParams }: PageProps<'/[market]/sign-in'>) {
  return (
    <div className="mx-auto max-w-md space-y-6 py-6">
      <div>
        <h1 className="font-serif text-3xl font-semibold">Sign in</h1>
        <p className="mt-2 text-stone-600">Manage your subscriptions, payment card and preferences.</p>
      </div>
      <Suspense fallback={<div aria-busy="true" className="h-72 animate-pulse rounded-xl bg-stone-200" />}>
        <SignInArea searchParams={searchParams} />
      </Suspense>
      <p className="text-sm text-stone-500">
        Demo accounts: <span className="font-mono">ada@example.com</span> and{' '}
        <span className="font-mono">grace@example.com</span>, password{' '}
        <span className="font-mono">storefront-demo</span>.
      </p>
    </div>
  );
}

async function SignInArea({ searchParams }: Pick<PageProps<'/[market]/sign-in'>, 'searchParams'>) {
  const [search, state] = await Promise.all([searchParams, readSession()]);
  const rawNext = Array.isArray(search.next) ? search.next[0] : search.next;
  const next = safeReturnPath(rawNext, ACCOUNT_HOME);
  const expired = search.reason === 'expired';
  // Already signed in (and not sent here because the session ended): go straight on.
  if (state.status === 'signed-in' && !expired) redirect(next);
  return (
    <SignInForm
      next={next}
      notice={
        expired || state.status === 'expired'
          ? 'Your session has ended. Please sign in again to continue.'
          : undefined
      }
    />
  );
}
