'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMessage, SubmitButton } from '@/components/ui/form-field';
import { useRouter } from '@/lib/i18n/navigation';
import { passwordBody, profileBody } from '@/lib/storefront/account/account-bodies';
import { NameField, EmailField, PasswordField } from './account-fields';
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
    <form {...form.formProps} aria-labelledby="profile-details">
      <h2 id="profile-details" className="font-serif text-xl font-semibold">
        {t('details')}
      </h2>
      {form.done || (saved && !form.busy && !form.general) ? (
        <FormMessage kind="success">{t('saved')}</FormMessage>
      ) : null}
      {form.general && <FormMessage kind="error">{form.general}</FormMessage>}
      <NameField id="profile-name" label={t('name')} error={form.errors.name} defaultValue={name} />
      <EmailField
        id="profile-email"
        label={t('email')}
        error={form.errors.email}
        defaultValue={email}
        onChange={(event) => setTypedEmail(event.target.value)}
      />
      {(emailChanges || form.errors.currentPassword) && (
        <PasswordField
          purpose="current"
          id="profile-current"
          label={t('currentPasswordForEmail')}
          error={form.errors.currentPassword}
          name="currentPassword"
        />
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
    <form key={key} {...form.formProps} aria-labelledby="profile-password">
      <h2 id="profile-password" className="font-serif text-xl font-semibold">
        {t('passwordHeading')}
      </h2>
      {(key > 0 || (changed && !form.busy && !form.general)) && (
        <FormMessage kind="success">{t('passwordChanged')}</FormMessage>
      )}
      {form.general && <FormMessage kind="error">{form.general}</FormMessage>}
      <PasswordField
        purpose="current"
        id="password-current"
        label={t('currentPassword')}
        error={form.errors.currentPassword}
        name="currentPassword"
      />
      <PasswordField
        purpose="new"
        id="password-new"
        label={t('newPassword')}
        hint={t('passwordHint')}
        error={form.errors.newPassword}
        name="newPassword"
      />
      <SubmitButton busy={form.busy} label={t('changePassword')} busyLabel={t('changing')} />
    </form>
  );
}
