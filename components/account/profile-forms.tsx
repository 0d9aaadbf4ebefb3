'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldInput, FormField, FormMessage, SubmitButton } from '@/components/ui/form-field';
import { useRouter } from '@/lib/i18n/navigation';
import { passwordBody, profileBody } from '@/lib/storefront/account/account-bodies';
import { useAccountForm } from './use-account-form';

type ProfileField = 'name' | 'email' | 'currentPassword';

/** Name and email; a new email (the sign-in name too) asks for the current password. */
export function ProfileForm({ name, email, saved }: { name: string; email: string; saved: boolean }) {
  const t = useTranslations('Profile');
  const router = useRouter();
  const [typedEmail, setTypedEmail] = useState(email);
  const emailChanges = typedEmail.trim().toLowerCase() !== email.trim().toLowerCase();
  const form = useAccountForm<typeof profileBody, { name: string; email: string }>({
    action: '/api/account/profile',
    schema: profileBody,
    word: (field, issue) =>
      issue.code === 'too_big' ? t('invalid.tooLong') : t(`invalid.${field as ProfileField}`),
    onSuccess: () => router.refresh(),
  });
  return (
    <form
      method="post"
      action="/api/account/profile"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="profile-details"
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2 id="profile-details" className="font-serif text-xl font-semibold">
        {t('details')}
      </h2>
      {form.done || (saved && !form.busy && !form.general) ? (
        <FormMessage kind="success">{t('saved')}</FormMessage>
      ) : null}
      {form.general && <FormMessage kind="error">{form.general}</FormMessage>}
      <FormField id="profile-name" label={t('name')} error={form.errors.name}>
        <FieldInput
          id="profile-name"
          name="name"
          autoComplete="name"
          defaultValue={name}
          maxLength={255}
          error={form.errors.name}
        />
      </FormField>
      <FormField id="profile-email" label={t('email')} error={form.errors.email}>
        <FieldInput
          id="profile-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          maxLength={255}
          error={form.errors.email}
          onChange={(event) => setTypedEmail(event.target.value)}
        />
      </FormField>
      {(emailChanges || form.errors.currentPassword) && (
        <FormField
          id="profile-current"
          label={t('currentPasswordForEmail')}
          error={form.errors.currentPassword}
        >
          <FieldInput
            id="profile-current"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={1024}
            error={form.errors.currentPassword}
          />
        </FormField>
      )}
      <SubmitButton busy={form.busy} label={t('save')} busyLabel={t('saving')} />
    </form>
  );
}

/** The current password and a new one; the page says when other devices were signed out. */
export function PasswordForm({ changed }: { changed: boolean }) {
  const t = useTranslations('Profile');
  const [key, setKey] = useState(0);
  const form = useAccountForm<typeof passwordBody, unknown>({
    action: '/api/account/password',
    schema: passwordBody,
    word: (field, issue) =>
      issue.code === 'too_big'
        ? t('invalid.tooLong')
        : t(field === 'newPassword' ? 'invalid.newPassword' : 'invalid.currentPassword'),
    // The typed passwords go from the page once they are saved.
    onSuccess: () => setKey((n) => n + 1),
  });
  return (
    <form
      key={key}
      method="post"
      action="/api/account/password"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="profile-password"
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2 id="profile-password" className="font-serif text-xl font-semibold">
        {t('passwordHeading')}
      </h2>
      {(key > 0 || (changed && !form.busy && !form.general)) && (
        <FormMessage kind="success">{t('passwordChanged')}</FormMessage>
      )}
      {form.general && <FormMessage kind="error">{form.general}</FormMessage>}
      <FormField id="password-current" label={t('currentPassword')} error={form.errors.currentPassword}>
        <FieldInput
          id="password-current"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          error={form.errors.currentPassword}
        />
      </FormField>
      <FormField
        id="password-new"
        label={t('newPassword')}
        hint={t('passwordHint')}
        error={form.errors.newPassword}
      >
        <FieldInput
          id="password-new"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={1024}
          hint={t('passwordHint')}
          error={form.errors.newPassword}
        />
      </FormField>
      <SubmitButton busy={form.busy} label={t('changePassword')} busyLabel={t('changing')} />
    </form>
  );
}
