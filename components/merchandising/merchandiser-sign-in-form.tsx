'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SignInCard, SignInField } from '@/components/ui/sign-in-card';
import { requestData } from '@/lib/storefront/http/request';

/**
 * The merchandiser password, posted to the sign-in handler; then on to `next` with a full load, so
 * every part of the page (the preview banner too) renders for the merchandiser. A wrong password,
 * the rate limit and an unreachable server are said in words (`refused`: what the handler said when
 * the form was posted before the script ran).
 */
export function MerchandiserSignInForm({ next, refused }: { next: string; refused?: string }) {
  const t = useTranslations('Merchandising');
  const signIn = useMutation({
    mutationFn: (secret: string) =>
      requestData<{ next: string }>('/api/merchandising/session', {
        method: 'POST',
        body: { password: secret, next },
      }),
    onSuccess: (signedIn) => window.location.assign(signedIn.next),
  });

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <SignInCard
      action="/api/merchandising/session"
      next={next}
      onSubmit={(fields) => signIn.mutate(fields.password ?? '')}
      busy={busy}
      error={signIn.error?.message ?? (signIn.isIdle ? refused : undefined)}
    >
      <SignInField
        label={t('signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={1024}
      />
    </SignInCard>
  );
}
