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
 * browser's query cache. Wrong credentials, the rate limit and an unreachable service are said in words
 * (`refused`: what the handler said when the form was posted before the script ran).
 */
export function SignInForm({ next, notice, refused }: { next: string; notice?: string; refused?: string }) {
  const t = useTranslations('SignIn');
  const signIn = useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      requestData<SignedIn>('/api/account/session', { method: 'POST', body: { ...credentials, next } }),
    onSuccess: (signedIn) => window.location.assign(signedIn.next),
  });

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <SignInCard
      action="/api/account/session"
      next={next}
      onSubmit={(fields) =>
        signIn.mutate({ username: fields.username ?? '', password: fields.password ?? '' })
      }
      busy={busy}
      error={signIn.error?.message ?? (signIn.isIdle ? refused : undefined)}
      notice={notice}
    >
      <SignInField label={t('email')} type="email" name="username" autoComplete="username" maxLength={255} />
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
