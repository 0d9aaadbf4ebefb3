import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountShell, AccountSkeleton } from '@/components/account/account-shell';
import { AccountUnavailable } from '@/components/account/account-unavailable';
import { PasswordForm, ProfileForm } from '@/components/account/profile-forms';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SignedInBar } from '@/components/account/signed-in-bar';
import { FormMessage } from '@/components/ui/form-field';
import { PROFILE_PATH, expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { loadProfile } from '@/lib/storefront/account/profile-view.server';
import { readFormRefusal } from '@/lib/storefront/http/form-post.server';
import { readSession } from '@/lib/storefront/session/account-session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('titles.profile'), robots: { index: false } };
}

export default async function ProfilePage({ searchParams }: PageProps<'/[market]/account/profile'>) {
  const t = await getTranslations('Account');
  return (
    <AccountShell current="profile">
      <Suspense fallback={<AccountSkeleton label={t('loading.profile')} />}>
        <Profile searchParams={searchParams} />
      </Suspense>
    </AccountShell>
  );
}

async function Profile({ searchParams }: Pick<PageProps<'/[market]/account/profile'>, 'searchParams'>) {
  const state = await readSession();
  if (state.status === 'guest') return <SignInPrompt next={PROFILE_PATH} page="profile" />;
  if (state.status === 'expired') redirect(expiredSessionHref(PROFILE_PATH));
  const [search, profile, t, words] = await Promise.all([
    searchParams,
    loadProfile(state.session),
    getTranslations('Account'),
    getTranslations('Profile'),
  ]);
  // A form posted before the page's script ran comes back here saying why it was refused.
  const refusal = readFormRefusal(search);
  const refused =
    refusal === 'taken'
      ? words('errors.emailTaken')
      : refusal === 'invalid' || refusal === 'credentials'
        ? search.field === 'currentPassword'
          ? words('errors.wrongPassword')
          : search.field === 'newPassword'
            ? words('invalid.newPassword')
            : words('invalid.email')
        : refusal &&
          (await getTranslations('SignIn'))(refusal === 'limited' ? 'errors.tooMany' : 'errors.unavailable', {
            minutes: 15,
          });
  let body;
  if (profile.ok) {
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileForm name={profile.name} email={profile.email} saved={search.saved === 'details'} />
        <PasswordForm changed={search.saved === 'password'} />
      </div>
    );
  } else if (profile.reason === 'error') {
    body = <AccountUnavailable error={profile.error} what="profile" />;
  } else {
    body = <FormMessage kind="error">{words('errors.signInAgain')}</FormMessage>;
  }
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">{t('titles.profile')}</h1>
      <SignedInBar session={state.session} />
      {refused && <FormMessage kind="error">{refused}</FormMessage>}
      {body}
    </div>
  );
}
