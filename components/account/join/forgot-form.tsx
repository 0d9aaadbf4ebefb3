'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldInput, FormField, FormMessage, SubmitButton } from '@/components/ui/form-field';
import { forgotBody } from '@/lib/storefront/account/account-bodies';
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
    <form
      method="post"
      action="/api/account/password-reset"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('forgot.title')}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      {(sentTo !== null || (sent && !form.busy)) && (
        <FormMessage kind="success">{t('forgot.sent', { email: sentTo ?? '…' })}</FormMessage>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <FormField id="forgot-email" label={t('email')} error={form.errors.email}>
        <FieldInput
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={255}
          error={form.errors.email}
        />
      </FormField>
      <SubmitButton busy={form.busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
    </form>
  );
}
