'use client';

import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { joinBody } from '@/lib/storefront/account/account-bodies';
import { NameField, EmailField, PasswordField } from '../account-fields';
import { useAccountForm } from '../use-account-form';

/**
 * Name, email and password; the new member is signed in and taken on (a full page load, so the
 * header and everything personal start again for them). `refused`: what the handler said when the
 * form was posted before the script ran.
 */
export function RegisterForm({ next, refused }: { next: string; refused?: string }) {
  const t = useTranslations('Join');
  const form = useAccountForm<typeof joinBody, { next: string }>({
    action: '/api/account/registration',
    schema: joinBody,
    word: (field, issue) =>
      issue.code === 'too_big'
        ? t('invalid.tooLong')
        : t(`invalid.${field as 'name' | 'email' | 'password'}`),
    onSuccess: (data) => window.location.assign(data.next),
  });
  const error = form.general ?? (form.busy || form.done ? undefined : refused);
  return (
    <form {...form.formProps} aria-label={t('title')}>
      <input type="hidden" name="next" value={next} />
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <NameField id="join-name" label={t('name')} error={form.errors.name} />
      <EmailField id="join-email" label={t('email')} error={form.errors.email} />
      <PasswordField
        purpose="new"
        id="join-password"
        label={t('password')}
        hint={t('passwordHint')}
        error={form.errors.password}
      />
      <SubmitButton busy={form.busy || form.done} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
