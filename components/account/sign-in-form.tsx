'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SignInCard, SignInField } from '@/components/ui/sign-in-card';
import { requestData } from '@/lib/storefront/http/request';

interface SignedIn {
  accountName: string;
  next: string;
}

/**
 * Email and password, posted to the sign-in handler. On success, a full page load of `next`: the
 * whole page, the header's account link and language/currency switcher included, starts again for
 * the member, in their saved language and currency, with nothing of an earlier session in the
 * browser's query cache. Wrong credentials, the rate limit and an unreachable service are said in words.
 */
export function SignInForm({ next, notice }: { next: string; notice?: string }) {
  const t = useTranslations('SignIn');
  const signIn = useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      requestData<SignedIn>('/api/account/session', { method: 'POST', body: { ...credentials, next } }),
    onSuccess: (signedIn) => window.location.assign(signedIn.next),
  });

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <SignInCard
      onSubmit={(fields) => signIn.mutate({ username: fields.email ?? '', password: fields.password ?? '' })}
      busy={busy}
      error={signIn.error?.message}
      notice={notice}
    >
      <SignInField label={t('email')} type="email" name="email" autoComplete="username" maxLength={255} />
      <SignInField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={1024}
      />
    </SignInCard>
  );
}
