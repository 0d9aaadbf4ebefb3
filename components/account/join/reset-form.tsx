'use client';

import { useTranslations } from 'next-intl';
import { FieldInput, FormField, FormMessage, SubmitButton } from '@/components/ui/form-field';
import { resetBody } from '@/lib/storefront/account/account-bodies';
import { useAccountForm } from '../use-account-form';

/**
 * The new password, sent with the email and one-time token the link carried (hidden fields). The
 * token is used only by this post: opening the link (a mail scanner does) changes nothing.
 */
export function ResetForm({ email, token }: { email: string; token: string }) {
  const t = useTranslations('Join');
  const form = useAccountForm<typeof resetBody, { next: string }>({
    action: '/api/account/password-reset/complete',
    schema: resetBody,
    word: (field, issue) =>
      field === 'password' && issue.code !== 'too_big' ? t('invalid.password') : t('errors.linkInvalid'),
    onSuccess: (data) => window.location.assign(data.next),
  });
  const error = form.general ?? form.errors.token ?? form.errors.email;
  return (
    <form
      method="post"
      action="/api/account/password-reset/complete"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('reset.title')}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      {/* The email, for password managers to file the new password under. */}
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <FormField
        id="reset-password"
        label={t('reset.password')}
        hint={t('passwordHint')}
        error={form.errors.password}
      >
        <FieldInput
          id="reset-password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={1024}
          hint={t('passwordHint')}
          error={form.errors.password}
        />
      </FormField>
      <SubmitButton
        busy={form.busy || form.done}
        label={t('reset.submit')}
        busyLabel={t('reset.submitting')}
      />
    </form>
  );
}
