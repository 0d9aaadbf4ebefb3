'use client';

import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { resetBody } from '@/lib/storefront/account/account-bodies';
import { PasswordField } from '../account-fields';
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
    <form {...form.formProps} aria-label={t('reset.title')}>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      {/* The email, for password managers to file the new password under. */}
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <PasswordField
        purpose="new"
        id="reset-password"
        label={t('reset.password')}
        hint={t('passwordHint')}
        error={form.errors.password}
      />
      <SubmitButton
        busy={form.busy || form.done}
        label={t('reset.submit')}
        busyLabel={t('reset.submitting')}
      />
    </form>
  );
}
