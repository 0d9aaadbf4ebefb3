import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { signInHref } from '@/lib/storefront/account/account-paths';
import { buttonClass } from '@/components/ui/button';

/** Which page asks a guest to sign in: a key of `Account.prompt`. */
export type PromptFor = 'account' | 'orders' | 'subscription' | 'preferences' | 'profile' | 'addresses';

/** What a guest sees in the account area: why to sign in, and the way there (and back here). */
export function SignInPrompt({ next, page = 'account' }: { next: string; page?: PromptFor }) {
  const t = useTranslations('Account');
  return (
    <section className="mx-auto max-w-lg rounded-xl border border-stone-200 bg-white p-8 text-center">
      <h1 className="font-serif text-2xl font-semibold">{t(`prompt.${page}`)}</h1>
      <p className="mt-3 text-stone-600">{t('prompt.text')}</p>
      <Link href={signInHref(next)} className={`${buttonClass()} mt-6`}>
        {t('prompt.signIn')}
      </Link>
    </section>
  );
}
