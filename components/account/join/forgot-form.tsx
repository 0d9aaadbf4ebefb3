'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { forgotBody } from '@/lib/storefront/account/account-bodies';
import { EmailField } from '../account-fields';
import { useAccountForm } from '../use-account-form';

/**
 * The email of the account whose password was forgotten. The answer is the same whether or not
 * the email has an account: the page never says which.
 */
export function ForgotForm({ sent, refused }: { sent: boolean; refused?: string }) {
  const t = useTranslations('Join');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm<typeof forgotBody, unknown>({
    action: '/api/account/password-reset',
    schema: forgotBody,
    word: (_, issue) => (issue.code === 'too_big' ? t('invalid.tooLong') : t('invalid.email')),
    onSuccess: (_, body) => setSentTo(body.email),
  });
  const error = form.general ?? (form.busy || form.done ? undefined : refused);
  return (
    <form {...form.formProps} aria-label={t('forgot.title')}>
      {(sentTo !== null || (sent && !form.busy)) && (
        <FormMessage kind="success">{t('forgot.sent', { email: sentTo ?? '…' })}</FormMessage>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <EmailField id="forgot-email" label={t('email')} error={form.errors.email} />
      <SubmitButton busy={form.busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
    </form>
  );
}
