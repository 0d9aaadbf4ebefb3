import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoadingBlock } from '@/components/ui/loading-block';
import { SignInField, SignInForm } from '@/components/ui/sign-in-form';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { readMerchandiserSession } from '@/lib/storefront/session/merchandiser-session.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { readRefusal, type SignInRefusal } from '@/lib/storefront/session/sign-in-form.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.signIn'), robots: { index: false } };
}

export default async function MerchandiserSignInPage({
  searchParams,
}: PageProps<'/[market]/merchandising/sign-in'>) {
  const t = await getTranslations('Merchandising');
  return (
    <div className="mx-auto max-w-md space-y-6 py-6">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('signIn.heading')}</h1>
        <p className="mt-2 text-stone-600">{t('signIn.intro')}</p>
      </div>
      <Suspense fallback={<LoadingBlock height="h-48" />}>
        <SignInArea searchParams={searchParams} />
      </Suspense>
      {/* The password is not printed here: the page is public. The README names the demo's. */}
      <p className="text-sm text-stone-500">
        {t.rich('signIn.passwordNote', { code: (chunks) => <span className="font-mono">{chunks}</span> })}
      </p>
    </div>
  );
}

async function SignInArea({
  searchParams,
}: Pick<PageProps<'/[market]/merchandising/sign-in'>, 'searchParams'>) {
  const [search, session, t, signIn] = await Promise.all([
    searchParams,
    readMerchandiserSession(),
    getTranslations('Merchandising'),
    getTranslations('SignIn'),
  ]);
  const rawNext = Array.isArray(search.next) ? search.next[0] : search.next;
  const next = safeReturnPath(rawNext, MERCHANDISING_HOME);
  if (session) redirect(next);
  const { refusal, minutes } = readRefusal(search);
  const refusedWith: Record<SignInRefusal, string> = {
    credentials: t('errors.wrongPassword'),
    'no-account': t('errors.wrongPassword'),
    limited: signIn('errors.tooMany', { minutes }),
    unavailable: signIn('errors.unavailable'),
  };
  return (
    <SignInForm action="/api/merchandising/session" next={next} refused={refusal && refusedWith[refusal]}>
      <SignInField label={t('signIn.password')} type="password" />
    </SignInForm>
  );
}
