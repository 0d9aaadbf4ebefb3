import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/ui/form-page';
import { Link } from '@/lib/i18n/navigation';
import { SignInField, SignInForm } from '@/components/ui/sign-in-form';
import { ACCOUNT_HOME } from '@/lib/storefront/account/account-paths';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { readSession } from '@/lib/storefront/session/account-session.server';
import { readRefusal, type SignInRefusal } from '@/lib/storefront/session/sign-in-form.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignIn');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

export default async function SignInPage({ searchParams }: PageProps<'/[market]/sign-in'>) {
  const t = await getTranslations('SignIn');
  return (
    <FormPage
      title={t('title')}
      intro={t('intro')}
      loadingHeight="h-72"
      form={<SignInArea searchParams={searchParams} />}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/forgot-password" className="font-medium text-brand-700 underline">
          {t('forgotPassword')}
        </Link>
        <p className="text-stone-700">
          {t.rich('createAccount', {
            link: (chunks) => (
              <Link href="/register" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <p className="text-sm text-stone-500">
        {t.rich('demo', { code: (chunks) => <span className="font-mono">{chunks}</span> })}
      </p>
    </FormPage>
  );
}

async function SignInArea({ searchParams }: Pick<PageProps<'/[market]/sign-in'>, 'searchParams'>) {
  const [search, state, t] = await Promise.all([searchParams, readSession(), getTranslations('SignIn')]);
  const rawNext = Array.isArray(search.next) ? search.next[0] : search.next;
  const next = safeReturnPath(rawNext, ACCOUNT_HOME);
  const expired = search.reason === 'expired';
  // Already signed in (and not sent here because the session ended): go straight on.
  if (state.status === 'signed-in' && !expired) redirect(next);
  const { refusal, minutes } = readRefusal(search);
  const refusedWith: Record<SignInRefusal, string> = {
    credentials: t('errors.wrongCredentials'),
    'no-account': t('errors.noAccount'),
    limited: t('errors.tooMany', { minutes }),
    unavailable: t('errors.unavailable'),
  };
  return (
    <SignInForm
      action="/api/account/session"
      next={next}
      notice={expired || state.status === 'expired' ? t('expired') : undefined}
      refused={refusal && refusedWith[refusal]}
    >
      <SignInField label={t('email')} type="email" />
      <SignInField label={t('password')} type="password" />
    </SignInForm>
  );
}
