'use client';

import { useTranslations } from 'next-intl';
import { FieldInput, FormField, FormMessage, SubmitButton } from '@/components/ui/form-field';
import { joinBody } from '@/lib/storefront/account/account-bodies';
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
    <form
      method="post"
      action="/api/account/registration"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('title')}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      <input type="hidden" name="next" value={next} />
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <FormField id="join-name" label={t('name')} error={form.errors.name}>
        <FieldInput id="join-name" name="name" autoComplete="name" maxLength={255} error={form.errors.name} />
      </FormField>
      <FormField id="join-email" label={t('email')} error={form.errors.email}>
        <FieldInput
          id="join-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={255}
          error={form.errors.email}
        />
      </FormField>
      <FormField
        id="join-password"
        label={t('password')}
        hint={t('passwordHint')}
        error={form.errors.password}
      >
        <FieldInput
          id="join-password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={1024}
          hint={t('passwordHint')}
          error={form.errors.password}
        />
      </FormField>
      <SubmitButton busy={form.busy || form.done} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
