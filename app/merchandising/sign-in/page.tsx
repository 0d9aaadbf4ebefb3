import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { MerchandiserSignInForm } from '@/components/merchandising/merchandiser-sign-in-form';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { readMerchandiserSession } from '@/lib/storefront/session/merchandiser-session.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';

export const metadata: Metadata = { title: 'Merchandiser sign-in', robots: { index: false } };

export default function MerchandiserSignInPage({ searchParams }: PageProps<'/merchandising/sign-in'>) {
  return (
    <div className="mx-auto max-w-md space-y-6 py-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Merchandising</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold">Merchandiser sign-in</h1>
        <p className="mt-2 text-stone-600">
          Publish, preview and compare catalog releases, and manage variation options.
        </p>
      </div>
      <Suspense fallback={<div aria-busy="true" className="h-48 animate-pulse rounded-xl bg-stone-200" />}>
        <SignInArea searchParams={searchParams} />
      </Suspense>
      <p className="text-sm text-stone-500">
        The demo&apos;s merchandiser password is <span className="font-mono">merchandiser-demo</span> unless{' '}
        <span className="font-mono">MERCHANDISER_PASSWORD</span> sets another.
      </p>
    </div>
  );
}

async function SignInArea({ searchParams }: Pick<PageProps<'/merchandising/sign-in'>, 'searchParams'>) {
  const [search, session] = await Promise.all([searchParams, readMerchandiserSession()]);
  const rawNext = Array.isArray(search.next) ? search.next[0] : search.next;
  const next = safeReturnPath(rawNext, MERCHANDISING_HOME);
  if (session) redirect(next);
  return <MerchandiserSignInForm next={next} />;
}
