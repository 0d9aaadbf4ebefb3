import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotForm } from '@/components/account/join/forgot-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FormPage } from '@/components/ui/form-page';
import { Link } from '@/lib/i18n/navigation';
import { SIGN_IN_PATH } from '@/lib/storefront/account/account-paths';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Join');
  return { title: t('forgot.title'), description: t('forgot.description'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ searchParams }: PageProps<'/[market]/forgot-password'>) {
  const t = await getTranslations('Join');
  return (
    <FormPage
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      loadingHeight="h-48"
      form={<ForgotArea searchParams={searchParams} />}
    >
      <p className="text-center">
        <Link href={SIGN_IN_PATH} className="font-medium text-brand-700 underline">
          {t('forgot.back')}
        </Link>
      </p>
    </FormPage>
  );
}

async function ForgotArea({ searchParams }: Pick<PageProps<'/[market]/forgot-password'>, 'searchParams'>) {
  const [search, signIn, t] = await Promise.all([
    searchParams,
    getTranslations('SignIn'),
    getTranslations('Join'),
  ]);
  const refusal = readFormRefusal(search);
  const refused =
    refusal === 'limited'
      ? signIn('errors.tooMany', { minutes: 15 })
      : refusal === 'invalid'
        ? t('invalid.email')
        : refusal && signIn('errors.unavailable');
  return (
    <ClientMessages area={['Join']}>
      <ForgotForm sent={search.sent === '1'} refused={refused} />
    </ClientMessages>
  );
}
