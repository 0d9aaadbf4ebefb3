import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/account/join/register-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FormPage } from '@/components/ui/form-page';
import { Link } from '@/lib/i18n/navigation';
import { ACCOUNT_HOME, signInHref } from '@/lib/storefront/account/account-paths';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { readSession } from '@/lib/storefront/session/account-session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Join');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

export default async function RegisterPage({ searchParams }: PageProps<'/[market]/register'>) {
  const t = await getTranslations('Join');
  return (
    <FormPage
      title={t('title')}
      intro={t('intro')}
      loadingHeight="h-96"
      form={<RegisterArea searchParams={searchParams} />}
    />
  );
}

async function RegisterArea({ searchParams }: Pick<PageProps<'/[market]/register'>, 'searchParams'>) {
  const [search, state, t, signIn] = await Promise.all([
    searchParams,
    readSession(),
    getTranslations('Join'),
    getTranslations('SignIn'),
  ]);
  const rawNext = Array.isArray(search.next) ? search.next[0] : search.next;
  const next = safeReturnPath(rawNext, ACCOUNT_HOME);
  if (state.status === 'signed-in') redirect(next);
  const refusal = readFormRefusal(search);
  const refused =
    refusal === 'taken'
      ? t('errors.taken')
      : refusal === 'invalid'
        ? t('invalid.password')
        : refusal === 'limited'
          ? signIn('errors.tooMany', { minutes: 15 })
          : refusal && signIn('errors.unavailable');
  return (
    <ClientMessages area={['Join']}>
      <RegisterForm next={next} refused={refused} />
      <p className="mt-6 text-center text-stone-700">
        {t.rich('haveAccount', {
          link: (chunks) => (
            <Link href={signInHref(next)} className="font-medium text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </ClientMessages>
  );
}
