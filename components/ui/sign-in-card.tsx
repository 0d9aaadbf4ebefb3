'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** The handler the form posts to when the page's script has not run (it answers with pages). */
  action: string;
  /** Where to go after signing in, sent with the fields. */
  next: string;
  /** The fields as typed, by name. */
  onSubmit: (fields: Record<string, string>) => void;
  busy: boolean;
  error?: string;
  notice?: string;
  children: ReactNode;
}

/**
 * The frame of a sign-in form: a notice or the failure in words, the fields, and the button. A real
 * form post as well: sent before the page's script has run (or without it), the password goes in
 * the body of a POST, never into the address, and the handler answers with the next page.
 */
export function SignInCard({ action, next, onSubmit, busy, error, notice, children }: Props) {
  const t = useTranslations('Ui');
  // Read from the form, not from state: the fields are uncontrolled, so what someone typed before
  // the page's script ran (a slow connection, a quick password manager) is kept, not reset.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') fields[name] = value;
    onSubmit(fields);
  }
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-6"
    >
      <input type="hidden" name="next" value={next} />
      {notice && !error && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {children}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}

export function SignInField({
  label,
  type,
  name,
  autoComplete,
  maxLength,
}: {
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  maxLength: number;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        className="rounded-md border border-stone-300 px-3 py-2 font-normal"
      />
    </label>
  );
}
