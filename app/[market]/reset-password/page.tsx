import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetForm } from '@/components/account/join/reset-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FormMessage } from '@/components/ui/form-field';
import { FormPage } from '@/components/ui/form-page';
import { Link } from '@/lib/i18n/navigation';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';

/** The address carries a one-time token: it is sent to no other site, not even as a referrer. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Join');
  return {
    title: t('reset.title'),
    description: t('reset.description'),
    robots: { index: false },
    referrer: 'no-referrer',
  };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<'/[market]/reset-password'>) {
  const t = await getTranslations('Join');
  return (
    <FormPage
      title={t('reset.title')}
      loadingHeight="h-48"
      form={<ResetArea searchParams={searchParams} />}
    />
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

async function ResetArea({ searchParams }: Pick<PageProps<'/[market]/reset-password'>, 'searchParams'>) {
  const [search, t] = await Promise.all([searchParams, getTranslations('Join')]);
  const email = one(search.email).slice(0, 255);
  const token = one(search.token).slice(0, 256);
  const refusal = readFormRefusal(search);
  const askAgain = (
    <Link href="/forgot-password" className="font-medium text-brand-700 underline">
      {t('reset.askAgain')}
    </Link>
  );
  if (!email || !token)
    return (
      <div className="space-y-4">
        <FormMessage kind="error">
          {refusal === 'invalid'
            ? t('invalid.password')
            : refusal
              ? t('errors.linkInvalid')
              : t('reset.missing')}
        </FormMessage>
        <p>{askAgain}</p>
      </div>
    );
  return (
    <ClientMessages area={['Join']}>
      <p className="text-stone-600">{t('reset.intro', { email })}</p>
      <div className="mt-6">
        <ResetForm email={email} token={token} />
      </div>
      <p className="mt-6 text-center">{askAgain}</p>
    </ClientMessages>
  );
}
